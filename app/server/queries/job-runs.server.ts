// Runs of background jobs (decision 0020): created, claimed with a lease, kept, released, finished.
// Every change of a run held by an instance names that instance (locked_by), so an instance whose
// lease ran out and was claimed by another changes nothing any more.
import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { jobRuns, type JobRun } from "../infra/schema.server";

const seconds = (n: number) => sql.raw(`interval '${Math.max(0, Math.floor(n))} seconds'`);

/** A run may be claimed: waiting, or held by an instance whose lease ran out. */
const claimable = sql`(${jobRuns.status} = 'queued' or (${jobRuns.status} = 'running' and ${jobRuns.lockedUntil} < now()))`;

export type NewRun = {
  name: string;
  key: string;
  payload: Record<string, unknown>;
  maxAttempts: number;
  /** Seconds from now before the run is due. */
  delaySeconds?: number;
};

/** Adds a run unless one with its key exists; true when it was added. */
export async function insertRun(db: Db, run: NewRun) {
  const rows = await db
    .insert(jobRuns)
    .values({
      name: run.name,
      key: run.key,
      payload: run.payload,
      maxAttempts: run.maxAttempts,
      runAt: sql`now() + ${seconds(run.delaySeconds ?? 0)}`,
    })
    .onConflictDoNothing({ target: jobRuns.key })
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/**
 * The run of a scheduled job for the period that holds the database's clock (periods start at
 * multiples of `periodSeconds` since 1970, the same on every instance): added once, whichever
 * instance asks first.
 */
export async function insertPeriodRun(db: Db, name: string, periodSeconds: number, maxAttempts: number) {
  const period = Math.max(1, Math.floor(periodSeconds));
  await db.execute(sql`
    insert into job_runs (name, key, run_at, max_attempts)
    select ${name}, ${name} || '@' || to_char(p.start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), p.start, ${maxAttempts}
    from (select to_timestamp(floor(extract(epoch from now()) / ${period}) * ${period}) as start) p
    on conflict (key) do nothing`);
}

/**
 * Claims up to `limit` due runs of the jobs named for `owner` until the lease ends. Rows another
 * transaction is claiming are skipped (FOR UPDATE SKIP LOCKED), so two instances never claim one run.
 */
export async function claimDueRuns(db: Db, names: string[], owner: string, leaseSeconds: number, limit: number) {
  if (names.length === 0 || limit <= 0) return [];
  const result = await db.execute<JobRunRow>(sql`
    update job_runs set
      status = 'running', locked_by = ${owner}, locked_until = now() + ${seconds(leaseSeconds)},
      attempts = attempts + 1, started_at = coalesce(started_at, now())
    where id in (
      select id from job_runs
      where name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) and run_at <= now() and attempts < max_attempts and ${claimable}
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning *`);
  return result.rows.map(fromRow);
}

/**
 * Claims the run with `key` now, whenever it is due, adding it when there is none: null when it
 * is held by a live instance, finished or given up on.
 */
export async function claimRunByKey(db: Db, run: NewRun, owner: string, leaseSeconds: number) {
  const result = await db.execute<JobRunRow>(sql`
    insert into job_runs (name, key, payload, status, attempts, max_attempts, locked_by, locked_until, started_at)
    values (${run.name}, ${run.key}, ${JSON.stringify(run.payload)}::jsonb, 'running', 1, ${run.maxAttempts},
      ${owner}, now() + ${seconds(leaseSeconds)}, now())
    on conflict (key) do update set
      status = 'running', locked_by = excluded.locked_by, locked_until = excluded.locked_until,
      attempts = job_runs.attempts + 1, started_at = coalesce(job_runs.started_at, now())
    where job_runs.attempts < job_runs.max_attempts
      and (job_runs.status = 'queued' or (job_runs.status = 'running' and job_runs.locked_until < now()))
    returning *`);
  const row = result.rows[0];
  return row ? fromRow(row) : null;
}

/** Renews the leases of the runs `owner` holds; answers the ids still held (the others were lost). */
export async function renewLeases(db: Db, ids: string[], owner: string, leaseSeconds: number) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .update(jobRuns)
    .set({ lockedUntil: sql`now() + ${seconds(leaseSeconds)}` })
    .where(and(inArray(jobRuns.id, ids), eq(jobRuns.lockedBy, owner), eq(jobRuns.status, "running")))
    .returning({ id: jobRuns.id });
  return new Set(rows.map((r) => r.id));
}

/**
 * Inside a transaction: renews the lease of one run and locks its row until the transaction ends,
 * so no other instance can claim it meanwhile. False when `owner` no longer holds it.
 */
export async function holdRun(tx: Db, id: string, owner: string, leaseSeconds: number) {
  const rows = await tx
    .update(jobRuns)
    .set({ lockedUntil: sql`now() + ${seconds(leaseSeconds)}` })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.lockedBy, owner), eq(jobRuns.status, "running")))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** A statement of this module to embed in another (holdRunStatement), opaque outside queries/. */
export type HoldStatement = SQL;

/**
 * For one statement without a transaction: an UPDATE … RETURNING to embed as a CTE, which renews the
 * lease of the run and returns its id only while `owner` holds it.
 */
export function holdRunStatement(id: string, owner: string, leaseSeconds: number): HoldStatement {
  return sql`update job_runs set locked_until = now() + ${seconds(leaseSeconds)}
    where id = ${id} and locked_by = ${owner} and status = 'running' returning id`;
}

const held = (id: string, owner: string) =>
  and(eq(jobRuns.id, id), eq(jobRuns.lockedBy, owner), eq(jobRuns.status, "running"));
const unlocked = { lockedBy: null, lockedUntil: null } as const;

export async function finishRun(db: Db, id: string, owner: string) {
  await db
    .update(jobRuns)
    .set({ status: "done", finishedAt: sql`now()`, lastError: null, ...unlocked })
    .where(held(id, owner));
}

/** Gives a run back unfinished (its instance is stopping): it waits for the next claim, not counted as an attempt. */
export async function releaseRun(db: Db, id: string, owner: string) {
  await db
    .update(jobRuns)
    .set({ status: "queued", runAt: sql`now()`, attempts: sql`greatest(${jobRuns.attempts} - 1, 0)`, ...unlocked })
    .where(held(id, owner));
}

/**
 * Records a failed attempt: the run waits `retrySeconds` for the next one, or is given up on when
 * it has had its attempts. Answers what became of it.
 */
export async function failRun(db: Db, id: string, owner: string, error: string, retrySeconds: number) {
  const [row] = await db
    .update(jobRuns)
    .set({
      status: sql`case when ${jobRuns.attempts} < ${jobRuns.maxAttempts} then 'queued' else 'failed' end`,
      runAt: sql`now() + ${seconds(retrySeconds)}`,
      finishedAt: sql`case when ${jobRuns.attempts} < ${jobRuns.maxAttempts} then null else now() end`,
      lastError: error.slice(0, 1000),
      ...unlocked,
    })
    .where(held(id, owner))
    .returning({ status: jobRuns.status, runAt: jobRuns.runAt });
  return row ?? null;
}

/**
 * Gives up on the runs of the jobs named whose instance stopped answering once too often (the lease
 * ran out on their last attempt); answers them, so their job can say so.
 */
export async function giveUpAbandonedRuns(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .update(jobRuns)
    .set({
      status: "failed",
      finishedAt: sql`now()`,
      lastError: "Its instance stopped before finishing it, on every attempt",
      ...unlocked,
    })
    .where(
      and(
        inArray(jobRuns.name, names),
        eq(jobRuns.status, "running"),
        lt(jobRuns.lockedUntil, sql`now()`),
        sql`${jobRuns.attempts} >= ${jobRuns.maxAttempts}`,
      ),
    )
    .returning();
}

/** The keys of the runs of job `name` that an instance would claim now or when due (waiting, or abandoned). */
export async function claimableRunKeys(db: Db, name: string) {
  const rows = await db
    .select({ key: jobRuns.key })
    .from(jobRuns)
    .where(and(eq(jobRuns.name, name), sql`${jobRuns.attempts} < ${jobRuns.maxAttempts}`, claimable));
  return rows.map((r) => r.key);
}

export async function findRun(db: Db, key: string) {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.key, key)).limit(1);
  return row ?? null;
}

/** Forgets runs finished more than `days` ago. */
export async function pruneFinishedRuns(db: Db, days: number) {
  const rows = await db
    .delete(jobRuns)
    .where(
      and(
        inArray(jobRuns.status, ["done", "failed"]),
        lt(jobRuns.finishedAt, sql`now() - ${seconds(days * 24 * 60 * 60)}`),
      ),
    )
    .returning({ id: jobRuns.id });
  return rows.length;
}

type JobRunRow = {
  id: string;
  name: string;
  key: string;
  payload: Record<string, unknown> | string;
  status: JobRun["status"];
  run_at: Date | string;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Date | string | null;
  last_error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
};

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A row of a raw query (both drivers answer snake_case columns; node-postgres parses the JSON, PGlite may not). */
function fromRow(row: JobRunRow): JobRun {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    payload: typeof row.payload === "string" ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
    status: row.status,
    runAt: new Date(row.run_at),
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lockedBy: row.locked_by,
    lockedUntil: date(row.locked_until),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    startedAt: date(row.started_at),
    finishedAt: date(row.finished_at),
  };
}
