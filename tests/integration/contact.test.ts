import fs from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { contactMessages } from "~/server/infra/schema.server";
import { outboxDir } from "~/server/infra/email.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { TOO_MANY_REQUESTS } from "~/server/domain/rate-limit.server";
import { action, loader } from "~/routes/public/contact";
import type { ActionReply } from "~/lib/forms";
import { routeContext } from "../fixtures/context";

type Args = Parameters<typeof action>[0];
type Result = ActionReply;

let ip = 0;

async function send(fields: Record<string, string>, { from = `10.0.0.${++ip}` } = {}) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-forwarded-for": from },
  });
  const out = (await action({ request, params: {}, context: routeContext() } as unknown as Args)) as unknown;
  if (out && typeof out === "object" && "init" in out) {
    const wrapped = out as { data: Result; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: out as Result };
}

const GOOD = {
  name: "Dana Walker",
  email: "dana@example.com",
  subject: "Leash rules",
  message: "Is the beach off-leash?",
};

async function outboxFiles() {
  return (await fs.readdir(outboxDir()).catch(() => [] as string[])).map((f) => path.join(outboxDir(), f));
}

describe("contact form", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  it("stores the message, then e-mails it to the contact address", async () => {
    const before = await outboxFiles();
    const { status, body } = await send(GOOD);
    expect(status).toBe(200);
    expect(body.notice?.ok).toBe(true);

    const db = await getDb();
    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(GOOD);

    await settleDeliveries();
    const added = (await outboxFiles()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const eml = await fs.readFile(added[0]!, "utf8");
    expect(eml).toMatch(/^To: hello@localhost$/m);
    expect(eml).toMatch(/^Reply-To: dana@example\.com$/m);
    expect(eml).toContain("Leash rules");
    expect(eml).toContain("Is the beach off-leash?");
  });

  it("refuses missing fields with status 400 and returns what was typed", async () => {
    const { status, body } = await send({ name: "  ", email: "dana@example.com", subject: "", message: "Hello" });
    expect(status).toBe(400);
    expect(body.notice?.message).toBe("Please fill in all required fields.");
    expect(Object.keys(body.result?.error ?? {}).sort()).toEqual(["name", "subject"]);
    expect(body.result?.initialValue).toMatchObject({ email: "dana@example.com", message: "Hello" });
    const db = await getDb();
    expect(await db.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses an address that is not an e-mail", async () => {
    const { status, body } = await send({ ...GOOD, email: "not-an-email" });
    expect(status).toBe(400);
    expect(body.result?.error?.email).toEqual(["Please enter a valid email address."]);
  });

  it("limits how many messages one sender can send in an hour", async () => {
    const email = "busy@example.com";
    for (let i = 0; i < 5; i++) expect((await send({ ...GOOD, email })).status).toBe(200);
    const sixth = await send({ ...GOOD, email });
    expect(sixth.status).toBe(429);
    expect(sixth.body.notice?.message).toBe(TOO_MANY_REQUESTS);
    expect(sixth.body.result?.initialValue?.message).toBe(GOOD.message);
    const db = await getDb();
    expect(await db.select().from(contactMessages)).toHaveLength(5);
  });

  it("prefills the advertising subject", async () => {
    const args = (url: string) =>
      ({ request: new Request(url), params: {}, context: routeContext() }) as unknown as Parameters<typeof loader>[0];
    expect(loader(args("http://localhost/contact?subject=advertising"))).toEqual({
      subject: "Advertising & Partnership Inquiry",
    });
    expect(loader(args("http://localhost/contact"))).toEqual({ subject: "" });
  });
});
