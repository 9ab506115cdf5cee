// Mail goes out at most once per message across instances (issue 40, point 8; decision 0046): an
// instance that stops between handing messages to the mail server and recording it, with a second
// instance on the same database, must not have them sent twice. Two job runtimes stand for the two
// instances; the first one's mail server takes each message and never answers, as a process killed
// right after the send would leave it.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, resetDatabase } from "../db";
import type { Mail } from "~/server/infra/email.server";
import { createSignedInUser, callRoute } from "../fixtures/sessions";

/** What the mail server took, one entry per hand-over; and how the current instance's server behaves. */
const mailServer = vi.hoisted(() => ({
  taken: [] as string[],
  behaviour: "answer" as "answer" | "take-and-hang" | "refuse",
}));

vi.mock("~/server/infra/email.server", async (original) => ({
  ...(await original<typeof import("~/server/infra/email.server")>()),
  async sendMail(mail: Mail) {
    if (mailServer.behaviour === "refuse") throw new Error("451 try again later");
    mailServer.taken.push(mail.subject);
    if (mailServer.behaviour === "take-and-hang") await new Promise(() => {});
    return {};
  },
}));

const { mailJob, storeMail } = await import("~/server/domain/outbox.server");
const { JobRuntime } = await import("~/server/jobs/runtime.server");
const { jobRuns, mailOutbox } = await import("~/server/infra/schema.server");
const { loader: messagesLoader } = await import("~/routes/admin/messages");

const runtimes: InstanceType<typeof JobRuntime>[] = [];
function instance(name: string) {
  const runtime = new JobRuntime({ owner: `${name}-${randomUUID().slice(0, 6)}`, pollMs: 25, leaseSeconds: 1 });
  runtimes.push(runtime);
  return runtime;
}

afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.stop(50)));
  mailServer.behaviour = "answer";
});

beforeAll(async () => {
  await resetDatabase();
});

async function storeMessages(count: number, label: string) {
  const db = await getDb();
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const mail = { to: `reader-${n}@example.com`, subject: `${label} ${n}`, text: `Message ${n}` };
    ids.push(await db.transaction((tx) => storeMail(tx as never, mail)));
  }
  return ids;
}

/**
 * A first instance hands `ids` to its mail server right after storing them and stops before it can
 * record how it went (the server takes each message and never answers).
 */
async function stopMidSend(ids: string[]) {
  const db = await getDb();
  const before = mailServer.taken.length;
  mailServer.behaviour = "take-and-hang";
  const first = instance("first");
  for (const id of ids) void first.runNow(db, mailJob, { id }, `mail:${id}`);
  await expect.poll(() => mailServer.taken.length - before).toBe(ids.length);
  await first.stop(50);
  mailServer.behaviour = "answer";
}

/** How often the mail server took each subject that starts with `label`. */
function handOvers(label: string) {
  const counts = new Map<string, number>();
  for (const subject of mailServer.taken.filter((s) => s.startsWith(label)))
    counts.set(subject, (counts.get(subject) ?? 0) + 1);
  return counts;
}

describe("mail across instances", () => {
  it("an instance stopped mid-send with a second on the same database: no message is sent twice", async () => {
    const db = await getDb();
    const ids = await storeMessages(40, "Batch");

    // The first instance sends ten right after storing them, and stops before it can record them.
    await stopMidSend(ids.slice(0, 10));

    // The second instance takes over every run: the thirty waiting ones, and the ten once their leases run out.
    await db
      .update(jobRuns)
      .set({ runAt: sql`now()` })
      .where(eq(jobRuns.name, "mail"));
    instance("second").start(db, [mailJob]);
    await expect
      .poll(
        async () => {
          const rows = await db.select().from(mailOutbox);
          return rows.filter((row) => row.sentAt || row.uncertainSince).length;
        },
        { timeout: 20_000 },
      )
      .toBe(40);

    const counts = handOvers("Batch");
    expect(counts.size).toBe(40);
    const sentTwice = [...counts].filter(([, n]) => n > 1).map(([subject]) => subject);
    expect(sentTwice).toEqual([]);
    const rows = await db.select().from(mailOutbox);
    // The ten whose outcome nobody recorded are held as uncertain, not sent again.
    expect(rows.filter((row) => row.sentAt)).toHaveLength(30);
    expect(
      rows
        .filter((row) => row.uncertainSince && !row.sentAt)
        .map((row) => row.subject)
        .sort(),
    ).toEqual(
      ids
        .slice(0, 10)
        .map((_, n) => `Batch ${n}`)
        .sort(),
    );
  });

  it("a message the mail server refused is sent on a later attempt, once", async () => {
    const db = await getDb();
    const [id] = await storeMessages(1, "Refused");
    mailServer.behaviour = "refuse";
    const runtime = instance("one");
    expect((await runtime.runNow(db, mailJob, { id: id! }, `mail:${id}`)).state).toBe("retrying");
    mailServer.behaviour = "answer";
    await db
      .update(jobRuns)
      .set({ runAt: sql`now()` })
      .where(eq(jobRuns.key, `mail:${id}`));
    const outcomes = await runtime.runDue(db, mailJob);
    expect(outcomes).toEqual([{ state: "done", value: "sent" }]);
    expect(handOvers("Refused").get("Refused 0")).toBe(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row).toMatchObject({ attempts: 2, uncertainSince: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it("the administrators see the messages that may not have gone out", async () => {
    const db = await getDb();
    const [id] = await storeMessages(1, "Unfinished");
    await stopMidSend([id!]);
    // Another instance takes the run over once its lease has run out, and does not send it.
    const second = instance("second");
    await expect
      .poll(async () => (await second.runNow(db, mailJob, { id: id! }, `mail:${id}`)).state, { timeout: 10_000 })
      .toBe("done");
    expect(handOvers("Unfinished").get("Unfinished 0")).toBe(1);

    const admin = await createSignedInUser("mail-admin@example.com", "admin");
    const page = await callRoute(
      messagesLoader as never,
      new Request("http://localhost:3000/admin/messages", { headers: { Cookie: admin.cookie } }),
    );
    const uncertain = (page.body as { uncertainMail: { recipients: string; subject: string }[] }).uncertainMail;
    expect(uncertain.find((m) => m.subject === "Unfinished 0")?.recipients).toBe("reader-0@example.com");
  });
});
