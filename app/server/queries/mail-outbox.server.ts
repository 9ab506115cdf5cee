// The mail outbox table: store a message, read it for sending, record how an attempt went. When a
// message is tried again is its run's business (job_runs, the "mail" job).
import { eq, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { mailOutbox } from "../infra/schema.server";

export type OutboxMessage = { recipients: string; subject: string; text: string; replyTo: string | null };

export async function insertMail(db: Db, message: OutboxMessage) {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function findMail(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

export async function markMailSent(db: Db, id: string, attempts: number) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: string, attempts: number, error: string) {
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
