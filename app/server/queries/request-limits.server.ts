// Fixed-window request counters shared by every app instance, and their pruning.
import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { requestLimits } from "../infra/schema.server";

/**
 * The row of a first request under `key`, and the update that counts one more on the row already
 * there: its window restarts (count 1) once it has expired.
 */
function oneMoreInWindow(key: string, windowSeconds: number) {
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const expired = sql`${requestLimits.windowStart} < now() - ${window}`;
  return {
    expired,
    values: { key, count: 1, windowStart: sql`now()`, expiresAt: sql`now() + ${window}` },
    set: {
      count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
      windowStart: sql`case when ${expired} then now() else ${requestLimits.windowStart} end`,
      expiresAt: sql`case when ${expired} then now() + ${window} else ${requestLimits.expiresAt} end`,
      lastHitAt: sql`now()`,
    },
  };
}

/**
 * Counts one request under `key` in one atomic upsert: the window restarts when it has expired.
 * Answers the count so far in the window and when the window started.
 */
export async function countRequest(db: Db, key: string, windowSeconds: number) {
  const { values, set } = oneMoreInWindow(key, windowSeconds);
  const [row] = await db
    .insert(requestLimits)
    .values(values)
    .onConflictDoUpdate({ target: requestLimits.key, set })
    .returning({ count: requestLimits.count, windowStart: requestLimits.windowStart });
  return { count: row?.count ?? 1, windowStart: row?.windowStart ?? new Date() };
}

/**
 * Reserves one attempt under `key` in one atomic upsert, but only when `allowed` holds for the row as
 * it stands (an expired window always allows, and restarts). Concurrent reservations of one key queue
 * on its row, so no burst gets past the condition. Answers the new count, or null when refused.
 */
async function reserveAttempt(db: Db, key: string, windowSeconds: number, allowed: SQL) {
  const { values, set, expired } = oneMoreInWindow(key, windowSeconds);
  const [row] = await db
    .insert(requestLimits)
    .values(values)
    .onConflictDoUpdate({
      target: requestLimits.key,
      set,
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

/** Removes the counters whose window has passed (Better Auth's too); answers how many went. */
export async function pruneExpiredCounters(db: Db) {
  const removed = await db
    .delete(requestLimits)
    .where(lt(requestLimits.expiresAt, sql`now()`))
    .returning({ key: requestLimits.key });
  return removed.length;
}

/**
 * Better Auth's limits on its own endpoints, counted in the same table as ours under "auth:<its key>":
 * one atomic reservation per request, refused once `rule.max` were counted in the window of
 * `rule.window` seconds, with the seconds left until the window ends.
 */
export function authLimitStorage(db: Db) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const counted = `auth:${key}`;
      if ((await reserveCountedAttempt(db, counted, rule.window, rule.max)) !== null)
        return { allowed: true, retryAfter: null };
      const [row] = await db
        .select({ windowStart: requestLimits.windowStart })
        .from(requestLimits)
        .where(eq(requestLimits.key, counted));
      const ends = (row?.windowStart.getTime() ?? Date.now()) + rule.window * 1000;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((ends - Date.now()) / 1000)) };
    },
  };
}
