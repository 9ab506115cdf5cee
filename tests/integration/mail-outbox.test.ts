// A mail server that accepts connections and never answers, or answers slowly, must not hold anyone's
// request: mail is stored in the outbox, sent after the response, and retried later. And how long
// sign-up takes says nothing about whether the address has an account.
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { callRoute, createSignedInUser, formRequest, TEST_PASSWORD } from "../fixtures/sessions";

/**
 * A tiny SMTP server on 127.0.0.1: "silent" accepts and never says a word, "answer" takes the mail,
 * "slow" takes it too but waits SLOW_REPLY_MS before each reply (a greeting, an EHLO, ...), as an
 * overloaded mail server does: a message takes seconds to go out, each step inside the time-outs.
 */
const smtp = { mode: "silent" as "silent" | "answer" | "slow", received: [] as string[] };
const SLOW_REPLY_MS = 400;
const sockets = new Set<net.Socket>();
const waiting: (() => void)[] = [];
const server = net.createServer((socket) => {
  sockets.add(socket);
  for (const connected of waiting.splice(0)) connected();
  socket.on("close", () => sockets.delete(socket));
  socket.on("error", () => {});
  if (smtp.mode === "silent") return;
  const pause = smtp.mode === "slow" ? SLOW_REPLY_MS : 0;
  const reply = (text: string, end = false) =>
    setTimeout(() => {
      if (socket.destroyed) return;
      if (end) socket.end(text);
      else socket.write(text);
    }, pause);
  let data = false;
  let message = "";
  reply("220 test ESMTP\r\n");
  socket.on("data", (chunk) => {
    for (const line of chunk.toString("utf8").split("\r\n")) {
      if (data) {
        if (line === ".") {
          data = false;
          smtp.received.push(message);
          message = "";
          reply("250 queued\r\n");
        } else message += `${line}\n`;
        continue;
      }
      if (!line) continue;
      if (/^(EHLO|HELO)/i.test(line)) reply("250 test\r\n");
      else if (/^DATA/i.test(line)) {
        data = true;
        reply("354 go ahead\r\n");
      } else if (/^QUIT/i.test(line)) reply("221 bye\r\n", true);
      else reply("250 ok\r\n");
    }
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as net.AddressInfo).port;
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
// Time-outs far longer than any test: an answer that waited for this server would never come.
process.env.SMTP_TIMEOUT_SECONDS = "120";

/**
 * The silent server hangs up on every delivery waiting for its greeting, until none is left: the
 * outbox records the failed attempts.
 */
async function hangUpOnDeliveries() {
  let settled = false;
  const deliveries = settleDeliveries().then(() => {
    settled = true;
  });
  while (!settled) {
    for (const socket of sockets) socket.destroy();
    await Promise.race([deliveries, new Promise<void>((resolve) => waiting.push(resolve))]);
  }
}
const { action: contactAction } = await import("~/routes/public/contact");
const { action: submitAction } = await import("~/routes/account/submit");
const { action: authAction } = await import("~/routes/auth/auth");
const { deliverDueMail, retryDelaySeconds, settleDeliveries } = await import("~/server/domain/outbox.server");
const { contactMessages, jobRuns, locationSubmissions, mailOutbox } = await import("~/server/infra/schema.server");

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  await hangUpOnDeliveries();
  smtp.mode = "silent";
  smtp.received = [];
  await resetDatabase();
});

/** The message to `recipients` as the outbox holds it. */
async function queued(recipients: string) {
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipients, recipients));
  return row;
}

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe("with a mail server that never answers", () => {
  beforeAll(async () => {
    await resetDatabase();
  });

  it("the contact form answers before the mail server does, and keeps the message for a later try", async () => {
    const result = await callRoute(
      contactAction,
      formRequest(
        "/contact",
        { name: "Dana", email: "dana@example.com", subject: "Hours", message: "When does it open?" },
        { "x-forwarded-for": "10.20.0.1" },
      ),
    );
    expect(result).toMatchObject({ status: 200, body: { notice: { ok: true } } });
    const db = await getDb();
    expect(await db.select().from(contactMessages)).toHaveLength(1);
    // Answered while its mail still waits for the server's first word.
    expect(await queued("hello@localhost")).toMatchObject({ sentAt: null, lastError: null });

    await hangUpOnDeliveries();
    const row = await queued("hello@localhost");
    expect(row).toMatchObject({ subject: "[Contact] Hours", attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/closed|greeting|timeout/i);
    // Its run waits for the next try.
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.key, `mail:${row!.id}`));
    expect(run).toMatchObject({ status: "queued", attempts: 1 });
    expect(run!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("a submission answers before the mail server does", async () => {
    const user = await createSignedInUser("sam@example.com");
    await hangUpOnDeliveries(); // the mail of the account made for the test
    const result = await callRoute(
      submitAction,
      formRequest(
        "/submit",
        {
          submitterName: "Sam",
          email: "",
          name: "Quiet Dog Park",
          category: "dog-park",
          city: "Ocala",
          description: "Fenced, with shade.",
          leashPolicy: "off-leash",
          fees: "free",
        },
        { Cookie: user.cookie, "x-forwarded-for": "10.20.0.2" },
      ),
    );
    // Stored: the form goes home with its notice (decision 0040), and no mail has gone out.
    expect(result.status).toBe(302);
    expect((result.body as Response).headers.get("location")).toBe("/");
    const db = await getDb();
    expect(await db.select().from(locationSubmissions)).toHaveLength(1);
    expect((await db.select().from(mailOutbox)).filter((m) => m.sentAt)).toEqual([]);
  });

  it("sign-up answers before the mail server does, and its confirmation waits in the outbox for a later try", async () => {
    const result = await callRoute(
      authAction,
      formRequest(
        "/auth",
        { intent: "signup", email: "newbie@example.com", password: TEST_PASSWORD },
        { "x-forwarded-for": "10.20.0.3" },
      ),
    );
    expect(result.body).toMatchObject({
      notice: { ok: true, message: "Check your email for the confirmation link!" },
    });
    expect(await queued("newbie@example.com")).toMatchObject({ sentAt: null, lastError: null });
    await hangUpOnDeliveries();
    expect(await queued("newbie@example.com")).toMatchObject({
      subject: expect.stringMatching(/^Confirm your email/),
      attempts: 1,
      sentAt: null,
    });
  });

  it("a message that failed goes out on a later try, once the server answers", async () => {
    await callRoute(
      contactAction,
      formRequest(
        "/contact",
        { name: "Lee", email: "lee@example.com", subject: "Retry", message: "Second time lucky" },
        { "x-forwarded-for": "10.20.0.4" },
      ),
    );
    await hangUpOnDeliveries();
    const db = await getDb();
    smtp.mode = "answer";
    expect(await deliverDueMail()).toBe(0); // not due yet: it waits its pause
    // Its pause is over.
    await db
      .update(jobRuns)
      .set({ runAt: sql`now()` })
      .where(eq(jobRuns.name, "mail"));
    expect(await deliverDueMail()).toBe(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, "[Contact] Retry"));
    expect(row!.sentAt).not.toBeNull();
    expect(row!.attempts).toBe(2);
    expect(smtp.received.join("\n")).toContain("Second time lucky");
    expect(await deliverDueMail()).toBe(0); // sent once, never again
  });
});

describe("with a mail server that takes seconds per message", () => {
  it("signing up an address that has an account answers as for a new one, in about the same time", async () => {
    smtp.mode = "slow";
    // Owners who signed up and confirmed earlier; their confirmation mails are out of the way.
    const owners = Array.from({ length: 5 }, (_, i) => `owner-${i}@example.com`);
    for (const email of owners) await createSignedInUser(email);
    await settleDeliveries();
    smtp.received = [];

    const signUp = async (email: string, ip: string) => {
      const { result, ms } = await timed(() =>
        callRoute(
          authAction,
          formRequest(
            "/auth",
            { intent: "signup", email, password: "someone-elses-pick-4" },
            { "x-forwarded-for": ip },
          ),
        ),
      );
      // Neither answer waits for its mail, which takes the server seconds: none has reached it yet.
      expect(smtp.received.filter((m) => m.includes(`To: ${email}`))).toEqual([]);
      // The answer with the address itself taken out: status, page data, message and all.
      return { ms, answer: JSON.stringify(result).replaceAll(email, "<address>") };
    };
    const fresh: { ms: number; answer: string }[] = [];
    const taken: { ms: number; answer: string }[] = [];
    for (const [i, owner] of owners.entries()) {
      // In turns, so that whatever else the machine is doing weighs on both alike.
      fresh.push(await signUp(`newcomer-${i}@example.com`, `10.21.${i}.1`));
      taken.push(await signUp(owner, `10.21.${i}.2`));
    }

    const answers = new Set([...fresh, ...taken].map((t) => t.answer));
    expect(answers.size).toBe(1);
    expect([...answers][0]).toContain("Check your email for the confirmation link!");

    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[(runs.length - 1) / 2]!;
    const [newMs, existingMs] = [median(fresh), median(taken)];
    console.info(
      `sign-up with a slow mail server: new address ${newMs.toFixed(0)} ms, existing ${existingMs.toFixed(0)} ms`,
    );
    // Both do the same work (a password hashed, one message stored). Their times are printed, not
    // compared: on a busy machine a ratio of two short timings says more about the machine than the code.

    // The mail goes out afterwards: a confirmation to each new address, a note to each owner.
    await settleDeliveries();
    const subjectTo = (email: string) =>
      smtp.received.filter((m) => m.includes(`To: ${email}`)).map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? "");
    for (let i = 0; i < owners.length; i++) {
      expect(subjectTo(`newcomer-${i}@example.com`)).toEqual([expect.stringMatching(/^Confirm your email/)]);
      expect(subjectTo(owners[i]!)).toEqual([expect.stringMatching(/^Somebody tried to sign up/)]);
    }
    // And the owners' accounts are as they were: their own password signs in, the other one does not.
    const signIn = (password: string) =>
      callRoute(
        authAction,
        formRequest("/auth", { intent: "signin", email: owners[0]!, password }, { "x-forwarded-for": "10.21.9.9" }),
      );
    expect((await signIn("someone-elses-pick-4")).status).toBe(401);
    expect((await signIn(TEST_PASSWORD)).status).toBe(302);
  });
});

describe("the outbox's pauses", () => {
  it("waits longer after each failed attempt", () => {
    expect([1, 2, 3, 4, 5, 8].map(retryDelaySeconds)).toEqual([30, 120, 480, 1920, 7680, 21600]);
  });
});
