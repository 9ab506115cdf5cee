import { sql } from "drizzle-orm";
import { getDb } from "~/server/db.server";

/** 200 when the database answers, 503 otherwise. */
export async function loader() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[healthz] database check failed", error);
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
