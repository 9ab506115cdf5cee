// The one way background work runs (decision 0020). A job is a name and a handler, and optionally a
// period; each run of it is a row of job_runs that one instance claims with a lease, renews while
// it works and gives back or finishes. A run whose instance died is claimed again by another once
// the lease runs out, so it happens once and is never lost; scheduled jobs get one run per period,
// whichever instance adds it first.
import os from "node:os";
import { randomUUID } from "node:crypto";
import type { Db } from "../infra/db.server";
import type { JobRun } from "../infra/schema.server";
import {
  claimDueRuns,
  claimRunByKey,
  failRun,
  finishRun,
  giveUpAbandonedRuns,
  holdRun,
  holdRunStatement,
  insertPeriodRun,
  insertRun,
  releaseRun,
  renewLeases,
  type HoldStatement,
} from "../queries/job-runs.server";

/** What a handler sees of its run. */
export type JobContext = {
  db: Db;
  runId: string;
  /** 1 on the first attempt. */
  attempt: number;
  /** Aborted when this instance stops, or when the run was lost to another instance: stop soon. */
  signal: AbortSignal;
  /**
   * Call first inside a transaction that writes the run's work: renews the lease and keeps the run
   * from being claimed until the transaction ends; throws LostRun (the transaction rolls back)
   * when another instance holds the run now.
   */
  hold(tx: Db): Promise<void>;
  /**
   * `hold` for a single statement outside a transaction: an UPDATE … RETURNING to embed as a CTE,
   * which renews the lease and returns a row only while the run is this instance's. The statement
   * must write nothing when it returns none, and the caller then throws LostRun.
   */
  holdStatement: HoldStatement;
  /** The answer of a handler that stops before its work is done (the instance is stopping): the run waits for the next claim. */
  pause(): Paused;
  /** The answer of a handler whose attempt failed in a way it has reported itself: retried after the job's pause. */
  retry(reason: string): Retry;
};

const PAUSED = Symbol("paused");
type Paused = typeof PAUSED;
class Retry {
  constructor(readonly reason: string) {}
}

/** Thrown by `hold` when the run is no longer this instance's: nothing more may be written for it. */
export class LostRun extends Error {
  constructor() {
    super("The run is held by another instance now");
  }
}

export type JobDefinition<P extends Record<string, unknown> = Record<string, unknown>, R = unknown> = {
  name: string;
  run: (payload: P, context: JobContext) => Promise<R | Paused | Retry>;
  /** A scheduled job runs once per period across all instances (at the period's start, or when an instance next looks). */
  everySeconds?: number;
  /** Claims before a run is given up on (an error, or an instance that stopped while holding it). Default 3; 1 for a scheduled job. */
  maxAttempts?: number;
  /** The pause before attempt n + 1 after attempt n failed. Default 30 s, doubling. */
  retryDelaySeconds?: (attempt: number) => number;
  /** Told when a run is given up on, so the job's own records can say so. */
  givenUp?: (db: Db, payload: P, reason: string) => Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of any payload and result
export type AnyJob = JobDefinition<any, any>;

export function defineJob<P extends Record<string, unknown> = Record<string, unknown>, R = unknown>(
  definition: JobDefinition<P, R>,
): JobDefinition<P, R> {
  return definition;
}

const maxAttemptsOf = (job: AnyJob) => job.maxAttempts ?? (job.everySeconds ? 1 : 3);
const retryDelayOf = (job: AnyJob, attempt: number) =>
  job.retryDelaySeconds ? job.retryDelaySeconds(attempt) : Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

/** How a run that this instance started went. */
export type RunOutcome<R> =
  | { state: "done"; value: R }
  | { state: "paused" }
  | { state: "retrying"; reason: string }
  | { state: "failed"; reason: string }
  /** Another instance holds the run, it is finished or given up on, or this instance lost it while it ran. */
  | { state: "elsewhere" };

export type RuntimeOptions = {
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseSeconds?: number;
  /** How often a started runtime looks for due runs and scheduled periods. */
  pollMs?: number;
  /** Runs at once on this instance (claims stop at this many). */
  concurrency?: number;
  /** Names this instance in job_runs.locked_by. */
  owner?: string;
};

/**
 * How often an instance adds the scheduled jobs' runs for the current period and looks for abandoned
 * runs: a period's run starts at most this long after the period does.
 */
const HOUSEKEEPING_MS = 15_000;

type LocalRun = { job: AnyJob; controller: AbortController; id?: string; done: Promise<unknown> };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export class JobRuntime {
  readonly owner: string;
  readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly local = new Set<LocalRun>();
  private jobs: AnyJob[] = [];
  private db: Db | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private leaseTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private stopping = false;
  private nextHousekeeping = 0;

  constructor(options: RuntimeOptions = {}) {
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = options.concurrency ?? 4;
  }

  get started() {
    return this.pollTimer !== undefined;
  }

  /** Starts looking for due runs of `jobs` (and adding their scheduled periods) every pollMs, from now. */
  start(db: Db, jobs: readonly AnyJob[]) {
    if (this.pollTimer) return;
    this.db = db;
    this.jobs = [...jobs];
    this.stopping = false;
    this.nextHousekeeping = 0;
    this.pollTimer = setInterval(() => this.wake(), this.pollMs);
    this.pollTimer.unref();
    this.wake();
  }

  /** Looks for due runs now (a run was just added) instead of at the next poll. */
  wake() {
    if (!this.db || this.polling || this.stopping) return;
    this.polling = this.poll(this.db)
      .catch((error: unknown) => console.error("[jobs] looking for due runs failed:", describe(error)))
      .finally(() => (this.polling = undefined));
  }

  /**
   * Stops claiming, asks the runs in progress here to stop (their handlers see `signal` aborted)
   * and waits for them, `graceMs` at most. A handler still running after that keeps its run until
   * its lease runs out, and another instance (or the next start) takes it over.
   */
  async stop(graceMs = 10_000) {
    this.stopping = true;
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
    for (const run of this.local) run.controller.abort("stopping");
    await this.polling;
    const late = await this.settle(graceMs);
    if (late) console.warn(`[jobs] ${late} run(s) still working after ${graceMs} ms; another instance takes them over`);
    clearInterval(this.leaseTimer);
    this.leaseTimer = undefined;
    this.stopping = false;
  }

  /** Waits for the runs this instance is working on (`timeoutMs` at most); answers how many are still working. */
  async settle(timeoutMs = Number.POSITIVE_INFINITY) {
    const deadline = Date.now() + timeoutMs;
    while (this.local.size) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        if (Number.isFinite(left)) timer = setTimeout(resolve, left);
      });
      await Promise.race([Promise.allSettled([...this.local].map((run) => run.done)), timeout]);
      clearTimeout(timer);
    }
    return this.local.size;
  }

  /** Adds a run of `job` for any instance to claim once due (`delaySeconds` from now); nothing when `key` exists. */
  async enqueue<P extends Record<string, unknown>>(
    db: Db,
    job: JobDefinition<P>,
    payload: P,
    options: { key?: string; delaySeconds?: number } = {},
  ) {
    const added = await insertRun(db, {
      name: job.name,
      key: options.key ?? `${job.name}:${randomUUID()}`,
      payload,
      maxAttempts: maxAttemptsOf(job),
      delaySeconds: options.delaySeconds,
    });
    if (added && !options.delaySeconds) this.wake();
    return added;
  }

  /**
   * Runs `job` here and now: claims the run with `key` (adding it when there is none) whether or
   * not it is due, and answers how it went. `elsewhere` when another instance holds it or it is
   * finished. Works whether or not the runtime was started (scripts, tests).
   */
  runNow<P extends Record<string, unknown>, R>(
    db: Db,
    job: JobDefinition<P, R>,
    payload: P,
    key = `${job.name}:${randomUUID()}`,
  ): Promise<RunOutcome<R>> {
    const run: LocalRun = { job, controller: new AbortController(), done: Promise.resolve() };
    if (this.stopping) run.controller.abort("stopping");
    const done = (async (): Promise<RunOutcome<R>> => {
      const claimed = await claimRunByKey(
        db,
        { name: job.name, key, payload, maxAttempts: maxAttemptsOf(job) },
        this.owner,
        this.leaseSeconds,
      );
      if (!claimed) return { state: "elsewhere" };
      return this.execute(db, job, claimed, run) as Promise<RunOutcome<R>>;
    })();
    run.done = done;
    this.local.add(run);
    // The caller has the outcome (or the error); this only forgets the run.
    done.finally(() => this.local.delete(run)).catch(() => {});
    return done;
  }

  /** Claims the due runs of `job` and runs them here, one after another (a sweep asked for by hand). */
  async runDue<P extends Record<string, unknown>, R>(db: Db, job: JobDefinition<P, R>, limit = 50) {
    const outcomes: RunOutcome<R>[] = [];
    const claimed = await claimDueRuns(db, [job.name], this.owner, this.leaseSeconds, limit);
    for (const row of claimed) {
      const run: LocalRun = { job, controller: new AbortController(), done: Promise.resolve() };
      const done = this.execute(db, job, row, run) as Promise<RunOutcome<R>>;
      run.done = done;
      this.local.add(run);
      try {
        outcomes.push(await done);
      } finally {
        this.local.delete(run);
      }
    }
    return outcomes;
  }

  private async poll(db: Db) {
    const names = this.jobs.map((job) => job.name);
    if (Date.now() >= this.nextHousekeeping) {
      this.nextHousekeeping = Date.now() + HOUSEKEEPING_MS;
      await this.housekeeping(db, names);
    }
    const free = this.concurrency - this.local.size;
    if (this.stopping || free <= 0) return;
    for (const row of await claimDueRuns(db, names, this.owner, this.leaseSeconds, free)) {
      const job = this.jobs.find((j) => j.name === row.name)!;
      const run: LocalRun = { job, controller: new AbortController(), done: Promise.resolve() };
      if (this.stopping) run.controller.abort("stopping");
      run.done = this.execute(db, job, row, run);
      this.local.add(run);
      run.done
        .catch((error: unknown) => console.error(`[jobs] ${row.key} could not be recorded:`, describe(error)))
        .finally(() => {
          this.local.delete(run);
          // A run that finished frees a place: look again at once rather than at the next poll.
          this.wake();
        });
    }
  }

  /** Adds the scheduled jobs' runs for the current period, and gives up on runs abandoned once too often. */
  private async housekeeping(db: Db, names: string[]) {
    for (const job of this.jobs) {
      if (job.everySeconds) await insertPeriodRun(db, job.name, job.everySeconds, maxAttemptsOf(job));
    }
    for (const row of await giveUpAbandonedRuns(db, names)) {
      const job = this.jobs.find((j) => j.name === row.name);
      console.error(`[jobs] gave up on ${row.key}: ${row.lastError}`);
      await job?.givenUp?.(db, row.payload, row.lastError ?? "").catch((error: unknown) => {
        console.error(`[jobs] ${row.name} could not record giving up:`, describe(error));
      });
    }
  }

  /** Runs a claimed run's handler and records its end: finished, given back, retried or given up on. */
  private async execute(db: Db, job: AnyJob, row: JobRun, run: LocalRun): Promise<RunOutcome<unknown>> {
    run.id = row.id;
    this.keepLeases(db);
    const { signal } = run.controller;
    if (signal.aborted) {
      await releaseRun(db, row.id, this.owner);
      return { state: "paused" };
    }
    const context: JobContext = {
      db,
      runId: row.id,
      attempt: row.attempts,
      signal,
      hold: async (tx) => {
        if (!(await holdRun(tx, row.id, this.owner, this.leaseSeconds))) {
          run.controller.abort("lost");
          throw new LostRun();
        }
      },
      holdStatement: holdRunStatement(row.id, this.owner, this.leaseSeconds),
      pause: () => PAUSED,
      retry: (reason) => new Retry(reason),
    };
    let answer: unknown;
    try {
      answer = await job.run(row.payload, context);
    } catch (error) {
      if (error instanceof LostRun || signal.reason === "lost") return { state: "elsewhere" };
      console.error(`[jobs] ${row.key} failed (attempt ${row.attempts}):`, error);
      answer = new Retry(describe(error));
    }
    if (signal.reason === "lost") return { state: "elsewhere" };
    if (answer === PAUSED) {
      await releaseRun(db, row.id, this.owner);
      return { state: "paused" };
    }
    if (answer instanceof Retry) {
      const failed = await failRun(db, row.id, this.owner, answer.reason, retryDelayOf(job, row.attempts));
      if (!failed) return { state: "elsewhere" };
      if (failed.status === "failed") {
        await job.givenUp?.(db, row.payload, answer.reason).catch((error: unknown) => {
          console.error(`[jobs] ${job.name} could not record giving up:`, describe(error));
        });
        return { state: "failed", reason: answer.reason };
      }
      return { state: "retrying", reason: answer.reason };
    }
    await finishRun(db, row.id, this.owner);
    return { state: "done", value: answer };
  }

  /** While runs are in progress here, renews their leases every third of the lease; a run found lost is told to stop. */
  private keepLeases(db: Db) {
    if (this.leaseTimer) return;
    this.leaseTimer = setInterval(
      () => {
        const runs = [...this.local].filter((run) => run.id);
        if (runs.length === 0) {
          clearInterval(this.leaseTimer);
          this.leaseTimer = undefined;
          return;
        }
        renewLeases(
          db,
          runs.map((run) => run.id!),
          this.owner,
          this.leaseSeconds,
        )
          .then((held) => {
            for (const run of runs) if (!held.has(run.id!)) run.controller.abort("lost");
          })
          .catch((error: unknown) => console.error("[jobs] renewing leases failed:", describe(error)));
      },
      (this.leaseSeconds * 1000) / 3,
    );
    this.leaseTimer.unref();
  }
}

/** This process's runtime: the server starts it (lifecycle.server.ts); scripts and tests run jobs through it without starting it. */
export const backgroundJobs = new JobRuntime();
