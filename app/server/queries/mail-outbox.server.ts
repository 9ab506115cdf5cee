// The mail outbox table: store a message, read it for sending, record how an attempt went. When a
// message is tried again is its run's business (job_runs, the "mail" job).
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { mailOutbox } from "../infra/schema.server";
import type { HoldStatement } from "./job-runs.server";

export type OutboxMessage = { recipients: string; subject: string; text: string; replyTo: string | null };

export async function insertMail(db: Db, message: OutboxMessage) {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function findMail(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

/**
 * Records, before the mail server is asked, that attempt `attempts` is about to hand the message over:
 * one statement, committed on its own, that also renews the run's lease (`hold`, embedded). Answers
 * "claimed"; "lost" when the run is no longer this instance's (nothing written); "taken" when the
 * message was sent, is marked uncertain, or an earlier attempt started and never said how it went.
 */
export async function claimMailSend(db: Db, id: string, attempts: number, hold: HoldStatement) {
  const result = await db.execute<{ held: boolean; claimed: boolean }>(sql`
    with held as (${hold}),
    claimed as (
      update mail_outbox set sending_since = now(), attempts = ${attempts}
      where id = ${id} and sent_at is null and sending_since is null and uncertain_since is null
        and exists (select 1 from held)
      returning id
    )
    select exists (select 1 from held) as held, exists (select 1 from claimed) as claimed`);
  const row = result.rows[0];
  return !row?.held ? "lost" : row.claimed ? "claimed" : "taken";
}

/** The mail server took the message. Whatever else any run has since said of it, it was sent. */
export async function markMailSent(db: Db, id: string, attempts: number) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts, uncertainSince: null })
    .where(eq(mailOutbox.id, id));
}

/** The mail server refused the message (or was not reached): not sent, and free to be tried again. */
export async function markMailFailed(db: Db, id: string, attempts: number, error: string) {
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error.slice(0, 500), sendingSince: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * An attempt started and never said how it went: the message may have gone out. It is not sent again;
 * the administrators see it (listUncertainMail). Answers whether this call marked it.
 */
export async function markMailUncertain(db: Db, id: string, reason: string) {
  const rows = await db
    .update(mailOutbox)
    .set({ uncertainSince: sql`now()`, lastError: reason.slice(0, 500) })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        isNotNull(mailOutbox.sendingSince),
        isNull(mailOutbox.uncertainSince),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The messages that may or may not have gone out, newest first: what the administrators are shown. */
export async function listUncertainMail(db: Db, limit = 50) {
  return db
    .select({
      id: mailOutbox.id,
      recipients: mailOutbox.recipients,
      subject: mailOutbox.subject,
      sendingSince: mailOutbox.sendingSince,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.uncertainSince), isNull(mailOutbox.sentAt)))
    .orderBy(desc(mailOutbox.uncertainSince))
    .limit(limit);
}
