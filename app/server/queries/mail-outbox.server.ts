// The mail outbox table: store a message, claim it for sending, record how the attempt went.
import { and, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db.server";
import { mailOutbox } from "../schema.server";

export type OutboxMessage = { recipients: string; subject: string; text: string; replyTo: string | null };

export async function insertMail(db: Db, message: OutboxMessage) {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  return row!.id;
}

const due = (maxAttempts: number) =>
  and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`), lt(mailOutbox.attempts, maxAttempts));

/**
 * Takes a due message for `claimSeconds` (other instances leave it alone meanwhile); null when it
 * is not due, already sent or given up on.
 */
export async function claimMail(db: Db, id: string, claimSeconds: number, maxAttempts: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${sql.raw(`interval '${Math.floor(claimSeconds)} seconds'`)}` })
    .where(and(eq(mailOutbox.id, id), due(maxAttempts)))
    .returning();
  return row ?? null;
}

export async function markMailSent(db: Db, id: string, attempts: number) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: string, attempts: number, error: string, retrySeconds: number) {
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + ${sql.raw(`interval '${Math.floor(retrySeconds)} seconds'`)}`,
    })
    .where(eq(mailOutbox.id, id));
}

/** The messages due for a try, oldest first. */
export async function findDueMail(db: Db, maxAttempts: number, limit = 50) {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due(maxAttempts))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
