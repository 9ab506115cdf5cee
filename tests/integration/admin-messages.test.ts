// The admin panel's contact messages: the list, and marking a message read or unread.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { siteRequest } from "../fixtures/sessions";
import * as messagesRoute from "~/routes/admin/messages";
import { contactMessages } from "~/server/infra/schema.server";
import { adminDatabase, call, post } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  ({ admin } = await adminDatabase());
});

describe("contact messages", () => {
  it("lists newest first and toggles read and unread", async () => {
    const db = await getDb();
    await db
      .insert(contactMessages)
      .values({ name: "A", email: "a@example.com", subject: "Older", message: "1", createdAt: new Date("2025-01-01") });
    const [newer] = await db
      .insert(contactMessages)
      .values({ name: "B", email: "b@example.com", subject: "Newer", message: "2" })
      .returning({ id: contactMessages.id });
    const list = await call(messagesRoute.loader, siteRequest("/admin/messages", { cookie: admin }));
    expect((list.body as { messages: { subject: string }[] }).messages.map((m) => m.subject)).toEqual([
      "Newer",
      "Older",
    ]);

    await call(messagesRoute.action, post("/admin/messages", { id: newer!.id, read: "true" }, admin));
    let [row] = await db
      .select({ readAt: contactMessages.readAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, newer!.id));
    expect(row!.readAt).toBeInstanceOf(Date);
    await call(messagesRoute.action, post("/admin/messages", { id: newer!.id, read: "false" }, admin));
    [row] = await db
      .select({ readAt: contactMessages.readAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, newer!.id));
    expect(row!.readAt).toBeNull();
  });
});
