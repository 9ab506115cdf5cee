// A mail server that accepts connections and never answers must not hold anyone's request: mail is
// stored in the outbox, sent after the response with short time-outs, and retried later.
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { createSignedInUser, formRequest, TEST_PASSWORD } from "../session";

/** A tiny SMTP server on 127.0.0.1: "silent" accepts and never says a word, "answer" takes the mail. */
const smtp = { mode: "silent" as "silent" | "answer", received: [] as string[] };
const sockets = new Set<net.Socket>();
const server = net.createServer((socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
  socket.on("error", () => {});
  if (smtp.mode === "silent") return;
  let data = false;
  let message = "";
  socket.write("220 test ESMTP\r\n");
  socket.on("data", (chunk) => {
    for (const line of chunk.toString("utf8").split("\r\n")) {
      if (data) {
        if (line === ".") {
          data = false;
          smtp.received.push(message);
          message = "";
          socket.write("250 queued\r\n");
        } else message += `${line}\n`;
        continue;
      }
      if (!line) continue;
      if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
      else if (/^DATA/i.test(line)) {
        data = true;
        socket.write("354 go ahead\r\n");
      } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
      else socket.write("250 ok\r\n");
    }
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as net.AddressInfo).port;
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.SMTP_TIMEOUT_SECONDS = "1";

const { action: contactAction } = await import("~/routes/public/contact");
const { action: submitAction } = await import("~/routes/account/submit");
const { action: authAction } = await import("~/routes/auth/auth");
const { deliverDueMail, retryDelaySeconds, settleDeliveries } = await import("~/server/outbox.server");
const { contactMessages, jobRuns, locationSubmissions, mailOutbox } = await import("~/server/schema.server");

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  smtp.mode = "silent";
  smtp.received = [];
  await settleDeliveries();
  await resetDatabase();
});

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

function call(action: (args: never) => unknown, request: Request) {
  return Promise.resolve(action({ request, params: {}, context: {} } as never)).catch((thrown: unknown) => thrown);
}

describe("with a mail server that never answers", () => {
  beforeAll(async () => {
    await resetDatabase();
  });

  it("the contact form answers within a second and keeps the message for a later try", async () => {
    const { result, ms } = await timed(() =>
      call(
        contactAction,
        formRequest(
          "/contact",
          { name: "Dana", email: "dana@example.com", subject: "Hours", message: "When does it open?" },
          { "x-forwarded-for": "10.20.0.1" },
        ),
      ),
    );
    expect(ms).toBeLessThan(1000);
    expect(result).toMatchObject({ data: { notice: { ok: true } } });
    const db = await getDb();
    expect(await db.select().from(contactMessages)).toHaveLength(1);

    await settleDeliveries();
    const [queued] = await db.select().from(mailOutbox);
    expect(queued).toMatchObject({
      recipients: "hello@localhost",
      subject: "[Contact] Hours",
      attempts: 1,
      sentAt: null,
    });
    expect(queued!.lastError).toMatch(/greeting never received|timeout/i);
    // Its run waits for the next try.
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.key, `mail:${queued!.id}`));
    expect(run).toMatchObject({ status: "queued", attempts: 1 });
    expect(run!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("a submission answers within a second", async () => {
    const user = await createSignedInUser("sam@example.com");
    const { result, ms } = await timed(() =>
      call(
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
      ),
    );
    expect(ms).toBeLessThan(1000);
    expect(JSON.stringify(result)).toContain('"ok":true');
    const db = await getDb();
    expect(await db.select().from(locationSubmissions)).toHaveLength(1);
  });

  it("sign-up is delayed less than a second by it, and says the confirmation is on its way", async () => {
    const signUp = (email: string) =>
      timed(() =>
        call(
          authAction,
          formRequest(
            "/auth",
            { intent: "signup", email, password: TEST_PASSWORD },
            { "x-forwarded-for": "10.20.0.3" },
          ),
        ),
      );
    // The same sign-up with a mail server that answers, for the time hashing a password takes here.
    smtp.mode = "answer";
    const healthy = await signUp("first@example.com");
    expect((healthy.result as { data: Record<string, unknown> }).data).toMatchObject({
      mail: "sent",
      notice: { ok: true },
    });

    smtp.mode = "silent";
    const { result, ms } = await signUp("newbie@example.com");
    expect(ms - healthy.ms).toBeLessThan(1000);
    expect((result as { data: Record<string, unknown> }).data).toMatchObject({ mail: "pending", notice: { ok: true } });
  });

  it("a message that failed goes out on a later try, once the server answers", async () => {
    await call(
      contactAction,
      formRequest(
        "/contact",
        { name: "Lee", email: "lee@example.com", subject: "Retry", message: "Second time lucky" },
        { "x-forwarded-for": "10.20.0.4" },
      ),
    );
    await settleDeliveries();
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

describe("with a mail server that refuses connections", () => {
  it("sign-up says the confirmation could not be sent, and offers to send it again", async () => {
    // A port that was just free: connecting is refused at once.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { env } = await import("~/server/env.server");
    const settings = env() as { SMTP_URL?: string };
    const previous = settings.SMTP_URL;
    settings.SMTP_URL = `smtp://127.0.0.1:${closedPort}`;
    const email = await import("~/server/email.server");
    email.resetTransport();
    try {
      const result = (await call(
        authAction,
        formRequest(
          "/auth",
          { intent: "signup", email: "unlucky@example.com", password: TEST_PASSWORD },
          { "x-forwarded-for": "10.20.0.5" },
        ),
      )) as { data: Record<string, unknown> };
      expect(result.data).toMatchObject({ mail: "failed", notice: { ok: false } });
    } finally {
      settings.SMTP_URL = previous;
      email.resetTransport();
    }
  });

  it("waits longer after each failed attempt", () => {
    expect([1, 2, 3, 4, 5, 8].map(retryDelaySeconds)).toEqual([30, 120, 480, 1920, 7680, 21600]);
  });
});
