// Messages sent through the contact form: kept before any e-mail goes out, read in the admin panel.
import { desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { contactMessages, type ContactMessage } from "../infra/schema.server";
import { countRows, queuePage } from "./paging.server";

export type NewContactMessage = Pick<ContactMessage, "name" | "email" | "subject" | "message">;

export async function createContactMessage(db: Db, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

/** One page of the messages, newest first, marked read or unread, with how many there are. */
export async function listMessages(db: Db, page = 1) {
  const rows = db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      readAt: contactMessages.readAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return queuePage(db, page, rows.$dynamic(), contactMessages);
}

export function countUnreadMessages(db: Db) {
  return countRows(db, contactMessages, isNull(contactMessages.readAt));
}

export async function setMessageRead(db: Db, id: string, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, readAt: contactMessages.readAt });
  return row ?? null;
}
