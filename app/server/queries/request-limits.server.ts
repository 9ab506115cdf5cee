// Fixed-window request counters shared by every app instance.
import { sql } from "drizzle-orm";
import type { Db } from "../db.server";
import { requestLimits } from "../schema.server";

/**
 * Counts one request under `key` in one atomic upsert: the window restarts when it has expired.
 * Answers the count so far in the window and when the window started.
 */
export async function countRequest(db: Db, key: string, windowSeconds: number) {
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} < now() - ${window} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${requestLimits.windowStart} < now() - ${window} then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({ count: requestLimits.count, windowStart: requestLimits.windowStart });
  return { count: row?.count ?? 1, windowStart: row?.windowStart ?? new Date() };
}
