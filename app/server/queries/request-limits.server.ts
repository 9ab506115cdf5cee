// Fixed-window request counters shared by every app instance, and their pruning.
import { and, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { rateLimit, requestLimits } from "../infra/schema.server";

/**
 * Counts one request under `key` in one atomic upsert: the window restarts when it has expired.
 * Answers the count so far in the window and when the window started.
 */
export async function countRequest(db: Db, key: string, windowSeconds: number) {
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const expired = sql`${requestLimits.windowStart} < now() - ${window}`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: sql`now()`, expiresAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${requestLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then now() + ${window} else ${requestLimits.expiresAt} end`,
        lastHitAt: sql`now()`,
      },
    })
    .returning({ count: requestLimits.count, windowStart: requestLimits.windowStart });
  return { count: row?.count ?? 1, windowStart: row?.windowStart ?? new Date() };
}

/**
 * Reserves one attempt under `key` in one atomic upsert, but only when `allowed` holds for the row as
 * it stands (an expired window always allows, and restarts). Concurrent reservations of one key queue
 * on its row, so no burst gets past the condition. Answers the new count, or null when refused.
 */
async function reserveAttempt(db: Db, key: string, windowSeconds: number, allowed: SQL) {
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const expired = sql`${requestLimits.windowStart} < now() - ${window}`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: sql`now()`, expiresAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${requestLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then now() + ${window} else ${requestLimits.expiresAt} end`,
        lastHitAt: sql`now()`,
      },
      setWhere: sql`(${expired}) or (${allowed})`,
    })
    .returning({ count: requestLimits.count });
  return row ? row.count : null;
}

/** Reserves an attempt under `key` while fewer than `max` were counted in its window; null when refused. */
export async function reserveCountedAttempt(db: Db, key: string, windowSeconds: number, max: number) {
  return reserveAttempt(db, key, windowSeconds, sql`${requestLimits.count} < ${max}`);
}

/**
 * Reserves an attempt under `key` once the delay its count calls for has passed since its last
 * attempt: none for the first `free`, then 5 s doubling per attempt up to `maxDelaySeconds`. Null when refused.
 */
export async function reserveDelayedAttempt(
  db: Db,
  key: string,
  windowSeconds: number,
  delays: { free: number; maxDelaySeconds: number },
) {
  const delay = sql`case when ${requestLimits.count} < ${delays.free} then 0
    else least(${delays.maxDelaySeconds}, 5 * power(2, least(${requestLimits.count} - ${delays.free}, 16))) end`;
  return reserveAttempt(
    db,
    key,
    windowSeconds,
    sql`${requestLimits.lastHitAt} + make_interval(secs => ${delay}) <= now()`,
  );
}

/** Gives back `times` attempts under each of `keys` that turned out not to count (a correct password). */
export async function releaseAttempts(db: Db, keys: string[], times = 1) {
  if (keys.length === 0 || times < 1) return;
  await db
    .update(requestLimits)
    .set({ count: sql`greatest(${requestLimits.count} - ${Math.floor(times)}, 0)` })
    .where(inArray(requestLimits.key, keys));
}

/** The counters under `keys` whose window has not passed. */
export async function findLiveCounters(db: Db, keys: string[]) {
  return db
    .select({
      key: requestLimits.key,
      count: requestLimits.count,
      lastHitAt: requestLimits.lastHitAt,
      expiresAt: requestLimits.expiresAt,
    })
    .from(requestLimits)
    .where(and(inArray(requestLimits.key, keys), sql`${requestLimits.expiresAt} > now()`));
}

/**
 * Removes our counters whose window has passed, and Better Auth's rows untouched for a day (its
 * windows are a few minutes; it stores the last request in milliseconds). Answers how many of ours went.
 */
export async function pruneExpiredCounters(db: Db) {
  const removed = await db
    .delete(requestLimits)
    .where(lt(requestLimits.expiresAt, sql`now()`))
    .returning({ key: requestLimits.key });
  await db.delete(rateLimit).where(lt(rateLimit.lastRequest, Date.now() - 24 * 60 * 60 * 1000));
  return removed.length;
}
