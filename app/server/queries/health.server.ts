// The readiness check (does the database answer?) and the directory version the page cache follows.
import { sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";

export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}

/** The directory's version stamp, which the database bumps on every change to places or amenities. */
export async function readDirectoryVersion(db: Db): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`select version::text as version from directory_version`);
  return result.rows[0]?.version ?? "0";
}
