// Messages sent through the contact form, kept before any e-mail goes out.
import type { Db } from "../db.server";
import { contactMessages } from "../schema.server";

export type NewContactMessage = { name: string; email: string; subject: string; message: string };

export async function createContactMessage(db: Db, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
