// Daily limits counted by a piece of work that may still fail: what it counted is given back when it
// stores nothing (a photo refused, the visitor gone), so only what was kept uses up the person's day.
import type { Db } from "../infra/db.server";
import { giveBack, hit, type Limit } from "./rate-limit.server";

/** What one piece of work counted so far, each with the way to give it back. */
export type Counted = { giveBack(): Promise<void> }[];

/**
 * Counts `times` against `limit` for `subject` into `counted`. Answers null, or the wait (seconds)
 * of a refusal; a refusal counts nothing, as what this call counted is given back first.
 */
export async function countTimes(db: Db, counted: Counted, limit: Limit, subject: string, times: number) {
  let hits = 0;
  const entry = {
    async giveBack() {
      const n = hits;
      hits = 0;
      if (n) await giveBack(db, limit, subject, n);
    },
  };
  counted.push(entry);
  for (let i = 0; i < times; i++) {
    const result = await hit(db, limit, subject);
    hits++;
    if (!result.allowed) {
      await entry.giveBack();
      return result.retryAfter;
    }
  }
  return null;
}

/** Runs `work`; should it fail, everything it counted is given back before the error goes on. */
export async function counting<T>(work: (counted: Counted) => Promise<T>) {
  const counted: Counted = [];
  try {
    return await work(counted);
  } catch (error) {
    await Promise.all(counted.map((c) => c.giveBack().catch(() => undefined)));
    throw error;
  }
}
