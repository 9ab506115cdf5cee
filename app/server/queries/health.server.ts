// The readiness check: does the database answer?
import { sql } from "drizzle-orm";
import type { Db } from "../db.server";

export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
