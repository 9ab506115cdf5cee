// The background-work runtime (decision 0020), with two runtimes standing for two instances of the
// server on one database: a scheduled job runs once per period whatever the number of instances, a
// run happens once, a run whose instance died is taken over once its lease runs out and its old
// owner writes nothing more, a failed run is retried and then given up on, and stopping waits for
// the runs in progress, for a bounded time.
import { randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import type { Db } from "~/server/infra/db.server";
import { defineJob, JobRuntime, type AnyJob } from "~/server/jobs/runtime.server";
import { jobRuns } from "~/server/infra/schema.server";

const runtimes: JobRuntime[] = [];
function instance(name: string, options: { leaseSeconds?: number } = {}) {
  const runtime = new JobRuntime({ owner: `${name}-${randomUUID().slice(0, 6)}`, pollMs: 25, ...options });
  runtimes.push(runtime);
  return runtime;
}

afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.stop(1000)));
});

/** A promise to resolve from outside: a handler that works until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const unique = (base: string) => `${base}-${randomUUID().slice(0, 8)}`;

async function runsOf(db: Db, name: string) {
  return db.select().from(jobRuns).where(eq(jobRuns.name, name));
}

describe("background jobs", () => {
  beforeAll(async () => {
    await resetDatabase();
  });

  it("a scheduled job runs once per period, however many instances run it", async () => {
    const db = await getDb();
    const calls: string[] = [];
    const job = defineJob({
      name: unique("sweep"),
      everySeconds: 24 * 60 * 60,
      run: async (_payload, { runId }) => void calls.push(runId),
    });
    const a = instance("a");
    const b = instance("b");
    a.start(db, [job]);
    b.start(db, [job]);
    await expect.poll(() => calls.length).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
    // Both instances have looked for due runs by now: the period had one run, done once.
    expect(calls).toHaveLength(1);
    const runs = await runsOf(db, job.name);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "done", attempts: 1, lockedBy: null });
    expect(runs[0]!.key).toMatch(new RegExp(`^${job.name}@\\d{4}-\\d{2}-\\d{2}T00:00:00Z$`));
  });

  it("two instances share the waiting runs and run each of them once", async () => {
    const db = await getDb();
    const done = new Map<string, string[]>();
    const job: AnyJob = defineJob<{ n: number }>({
      name: unique("work"),
      run: async ({ n }, { runId }) => {
        done.set(String(n), [...(done.get(String(n)) ?? []), runId]);
      },
    });
    const a = instance("a");
    const b = instance("b");
    for (let n = 0; n < 20; n++) await a.enqueue(db, job, { n });
    a.start(db, [job]);
    b.start(db, [job]);
    await expect.poll(() => done.size).toBe(20);
    await Promise.all([a.stop(), b.stop()]);
    expect([...done.values()].every((ids) => ids.length === 1)).toBe(true);
    const runs = await runsOf(db, job.name);
    expect(runs.map((r) => r.status)).toEqual(Array(20).fill("done"));
  });

  it("a run whose instance died is taken over once its lease runs out, and its old owner writes nothing more", async () => {
    const db = await getDb();
    const marks = `marks_${randomUUID().slice(0, 8)}`;
    await db.execute(sql.raw(`create table ${marks} (owner text)`));
    const stuck = gate();
    let calls = 0;
    const job = defineJob({
      name: unique("resumable"),
      maxAttempts: 3,
      async run(_payload, { db: database, hold }) {
        calls++;
        // The first attempt hangs (its instance is as good as dead) until the test lets it go on.
        if (calls === 1) await stuck.opened;
        await database.transaction(async (tx) => {
          await hold(tx as unknown as Db);
          await tx.execute(sql.raw(`insert into ${marks} values ('attempt ${calls}')`));
        });
        return "written";
      },
    });
    // A lease of an hour: the hanging instance would not renew it during the test anyway.
    const dying = instance("dying", { leaseSeconds: 3600 });
    const key = `${job.name}:1`;
    const first = dying.runNow(db, job, {}, key);
    await expect.poll(async () => (await runsOf(db, job.name))[0]?.status).toBe("running");

    // While its lease lasts, no other instance takes the run.
    const other = instance("other");
    expect(await other.runDue(db, job)).toEqual([]);
    expect(await other.runNow(db, job, {}, key)).toEqual({ state: "elsewhere" });

    // The lease runs out: the other instance takes the run over and finishes it.
    await db
      .update(jobRuns)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobRuns.key, key));
    expect(await other.runDue(db, job)).toEqual([{ state: "done", value: "written" }]);

    // The first instance wakes up: its write is refused, and its answer says the run is elsewhere.
    stuck.open();
    expect(await first).toEqual({ state: "elsewhere" });
    const written = await db.execute<{ owner: string }>(sql.raw(`select owner from ${marks}`));
    expect(written.rows.map((r) => r.owner)).toEqual(["attempt 2"]);
    const [run] = await runsOf(db, job.name);
    expect(run).toMatchObject({ status: "done", attempts: 2, lockedBy: null });
    await db.execute(sql.raw(`drop table ${marks}`));
  });

  it("a failed run is retried after its pause, then given up on, and its job is told", async () => {
    const db = await getDb();
    const givenUp: string[] = [];
    const job = defineJob<{ id: string }>({
      name: unique("flaky"),
      maxAttempts: 2,
      retryDelaySeconds: () => 600,
      run: async () => {
        throw new Error("the far end is down");
      },
      givenUp: async (_db, { id }, reason) => void givenUp.push(`${id}: ${reason}`),
    });
    const runtime = instance("a");
    const first = await runtime.runNow(db, job, { id: "m1" }, `${job.name}:m1`);
    expect(first).toEqual({ state: "retrying", reason: "the far end is down" });
    const [waiting] = await runsOf(db, job.name);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, lastError: "the far end is down" });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 500_000);
    // Not due yet: nothing to run.
    expect(await runtime.runDue(db, job)).toEqual([]);

    await db
      .update(jobRuns)
      .set({ runAt: sql`now()` })
      .where(like(jobRuns.key, `${job.name}:%`));
    expect(await runtime.runDue(db, job)).toEqual([{ state: "failed", reason: "the far end is down" }]);
    const [failed] = await runsOf(db, job.name);
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(givenUp).toEqual(["m1: the far end is down"]);
  });

  it("stopping waits for the runs in progress: one that stops when asked waits for the next claim, one that does not is left to its lease", async () => {
    const db = await getDb();
    const polite = defineJob({
      name: unique("polite"),
      run: async (_payload, { signal, pause }) => {
        await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
        return pause();
      },
    });
    const stubborn = gate();
    let stubbornDone = false;
    const deaf = defineJob({
      name: unique("deaf"),
      run: async () => {
        await stubborn.opened;
        stubbornDone = true;
      },
    });
    const runtime = instance("a");
    const politeRun = runtime.runNow(db, polite, {});
    const deafRun = runtime.runNow(db, deaf, {});
    await expect.poll(async () => (await runsOf(db, deaf.name))[0]?.status).toBe("running");
    await expect.poll(async () => (await runsOf(db, polite.name))[0]?.status).toBe("running");

    await runtime.stop(200);
    expect(await politeRun).toEqual({ state: "paused" });
    expect((await runsOf(db, polite.name))[0]).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
    // The handler that ignores the request is still working; its run stays claimed until its lease runs out.
    expect(stubbornDone).toBe(false);
    expect((await runsOf(db, deaf.name))[0]).toMatchObject({ status: "running", lockedBy: runtime.owner });

    stubborn.open();
    expect(await deafRun).toEqual({ state: "done", value: undefined });
  });
});
