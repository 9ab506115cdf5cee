// The CSV import's queries of a job: a preview stored row by row as it is read, the page's view of a
// job, its confirmation and cancellation, and the runner's state: each row's outcome and the job's counts.
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import {
  importJobRows,
  importJobs,
  locations,
  user,
  type ImportChange,
  type ImportJob,
  type ImportMode,
  type ImportOutcome,
  type ImportPlan,
} from "../infra/schema.server";
import type { Actor } from "./audit.server";

// ---------------------------------------------------------------------------------------------
// The preview

/** A job for a file being read; its rows follow as they are planned (previewRows), its total at the end. */
export async function insertImportJob(db: Db, fileName: string, userId: string | null) {
  const [job] = await db
    .insert(importJobs)
    .values({ fileName: fileName.slice(0, 255), createdBy: userId, total: 0 })
    .returning({ id: importJobs.id });
  return job!.id;
}

/** A planned row of the file, as the preview stores it. */
export type StoredPlanRow = {
  position: number;
  line: number;
  name: string | null;
  plan: ImportPlan;
  message: string;
  place: Record<string, unknown> | null;
  matchId: string | null;
  matchSlug: string | null;
  matchName: string | null;
  changes: ImportChange[];
  warnings: string[];
};

/** Stores planned rows in one statement (one JSON parameter, however many rows). */
export async function insertPlanRows(db: Db, jobId: string, rows: StoredPlanRow[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      position: r.position,
      line: r.line,
      name: r.name,
      plan: r.plan,
      message: r.message,
      place: r.place,
      match_id: r.matchId,
      match_slug: r.matchSlug,
      match_name: r.matchName,
      changes: r.changes,
      warnings: r.warnings,
    })),
  );
  await db.execute(sql`
    insert into import_job_rows (job_id, position, line, name, plan, message, place, match_id, match_slug, match_name,
      changes, warnings)
    select ${jobId}::uuid, r.position, r.line, r.name, r.plan, r.message, r.place, r.match_id, r.match_slug, r.match_name,
      coalesce(r.changes, '[]'::jsonb), coalesce(r.warnings, '[]'::jsonb)
    from jsonb_to_recordset(${json}::jsonb) as r(position int, line int, name text, plan text, message text, place jsonb,
      match_id uuid, match_slug text, match_name text, changes jsonb, warnings jsonb)`);
}

/** Adds to the warnings of the rows that have more (those found once the whole file was read). */
export async function setPlanWarnings(db: Db, jobId: string, rows: { position: number; warnings: string[] }[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const json = JSON.stringify(rows.slice(i, i + 1000));
    await db.execute(sql`
      update import_job_rows r set warnings = r.warnings || w.warnings
      from jsonb_to_recordset(${json}::jsonb) as w(position int, warnings jsonb)
      where r.job_id = ${jobId}::uuid and r.position = w.position`);
  }
}

export async function setImportTotal(db: Db, jobId: string, total: number) {
  await db.update(importJobs).set({ total }).where(eq(importJobs.id, jobId));
}

/** Removes a job and its rows (a file that turned out unreadable half-way). */
export async function deleteImportJob(db: Db, jobId: string) {
  await db.delete(importJobs).where(eq(importJobs.id, jobId));
}

// ---------------------------------------------------------------------------------------------
// The import page

export async function findImportJob(db: Db, id: string) {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return job ?? null;
}

/** What the preview planned for a row, as a list of rows shows it. */
export const plannedRowColumns = {
  position: importJobRows.position,
  line: importJobRows.line,
  name: importJobRows.name,
  plan: importJobRows.plan,
  message: importJobRows.message,
  changes: importJobRows.changes,
  warnings: importJobRows.warnings,
};

/**
 * The place a row matched as it is now (joined on `match_id`): a rename since the preview still
 * links to it, and a place deleted since is named as the preview found it.
 */
export const matchedPlaceColumns = {
  matchName: sql<string | null>`coalesce(${locations.name}, ${importJobRows.matchName})`,
  matchSlug: sql<string | null>`coalesce(${locations.slug}, ${importJobRows.matchSlug})`,
  matchCategory: locations.category,
};

/** The first `limit` rows as the page lists them, each linked to its place as the place is now. */
export async function importRowsShown(db: Db, id: string, limit: number) {
  return db
    .select({
      ...plannedRowColumns,
      outcome: importJobRows.outcome,
      outcomeMessage: importJobRows.outcomeMessage,
      slug: importJobRows.slug,
      ...matchedPlaceColumns,
    })
    .from(importJobRows)
    .leftJoin(locations, eq(locations.id, importJobRows.matchId))
    .where(eq(importJobRows.jobId, id))
    .orderBy(asc(importJobRows.position))
    .limit(limit);
}

/** Rows of each plan in the whole file, with those that change a place and those with something to check. */
export async function importPlanCounts(db: Db, id: string) {
  return db
    .select({
      plan: importJobRows.plan,
      n: sql<number>`count(*)::int`,
      changed: sql<number>`(count(*) filter (where jsonb_array_length(${importJobRows.changes}) > 0))::int`,
      warned: sql<number>`(count(*) filter (where jsonb_array_length(${importJobRows.warnings}) > 0))::int`,
      held: sql<number>`(count(*) filter (where ${importJobRows.outcome} = 'held'))::int`,
    })
    .from(importJobRows)
    .where(eq(importJobRows.jobId, id))
    .groupBy(importJobRows.plan);
}

export async function importJobProgress(db: Db, id: string) {
  const [job] = await db
    .select({
      status: importJobs.status,
      total: importJobs.total,
      processed: importJobs.processed,
      created: importJobs.created,
      updated: importJobs.updated,
      errors: importJobs.errors,
      error: importJobs.error,
    })
    .from(importJobs)
    .where(eq(importJobs.id, id))
    .limit(1);
  return job ?? null;
}

/** A job's rows in file order, `limit` at most. */
export async function importJobRowsInOrder(db: Db, id: string, limit: number) {
  return db
    .select()
    .from(importJobRows)
    .where(eq(importJobRows.jobId, id))
    .orderBy(asc(importJobRows.position))
    .limit(limit);
}

/** Rows the administrator holds back at confirmation: those of these positions, and every flagged row when `flagged`. */
export type HoldChoice = { flagged: boolean; positions: number[] };

export const HELD_MESSAGE = "Held back for review under Submissions; not written";

/**
 * Confirms a previewed job: rows with nothing to write get their outcome at once (skipped, refused,
 * present places in skip mode or with nothing to change), rows held back are "held" (they wait in the
 * administrators' queue and the run never writes them), and the job waits for its run. False when the
 * job is not a preview any more (confirmed twice, cancelled).
 */
export async function confirmImportJob(
  db: Db,
  id: string,
  mode: ImportMode,
  hold: HoldChoice = { flagged: false, positions: [] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(importJobs)
      .set({ status: "queued", mode })
      .where(and(eq(importJobs.id, id), eq(importJobs.status, "preview")))
      .returning({ id: importJobs.id });
    if (!job) return false;
    const rows = and(eq(importJobRows.jobId, id), isNull(importJobRows.outcome));
    await tx
      .update(importJobRows)
      .set({ outcome: "skipped", outcomeMessage: importJobRows.message })
      .where(and(rows, eq(importJobRows.plan, "skip")));
    await tx
      .update(importJobRows)
      .set({ outcome: "failed", outcomeMessage: importJobRows.message })
      .where(and(rows, eq(importJobRows.plan, "error")));
    await tx
      .update(importJobRows)
      .set({
        outcome: "skipped",
        outcomeMessage:
          mode === "skip"
            ? sql`${importJobRows.message} || '; not imported again'`
            : sql`${importJobRows.message} || '; nothing to update'`,
      })
      .where(
        and(
          rows,
          eq(importJobRows.plan, "present"),
          mode === "skip" ? undefined : sql`jsonb_array_length(${importJobRows.changes}) = 0`,
        ),
      );
    const held = or(
      hold.flagged ? sql`jsonb_array_length(${importJobRows.warnings}) > 0` : undefined,
      hold.positions.length ? inArray(importJobRows.position, hold.positions) : undefined,
    );
    if (held) {
      await tx
        .update(importJobRows)
        .set({ outcome: "held", outcomeMessage: HELD_MESSAGE })
        .where(and(rows, inArray(importJobRows.plan, ["new", "present"]), held));
    }
    const [done] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        failed: sql<number>`(count(*) filter (where ${importJobRows.outcome} = 'failed'))::int`,
      })
      .from(importJobRows)
      .where(and(eq(importJobRows.jobId, id), isNotNull(importJobRows.outcome)));
    await tx.update(importJobs).set({ processed: done!.n, errors: done!.failed }).where(eq(importJobs.id, id));
    return true;
  });
}

/** Cancels a job still in preview: its rows go, nothing was written. */
export async function cancelImportJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(importJobs)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, "preview")))
    .returning({ id: importJobs.id });
  if (rows.length) await db.delete(importJobRows).where(eq(importJobRows.jobId, id));
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The runner: the job's state

/** Marks a confirmed job as running (again, after an interruption); null when it is not waiting or running. */
export async function beginImportRun(tx: Db, id: string): Promise<ImportJob | null> {
  const [job] = await tx
    .update(importJobs)
    .set({ status: "running", startedAt: sql`coalesce(${importJobs.startedAt}, now())` })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "running"])))
    .returning();
  return job ?? null;
}

export async function setImportStatus(tx: Db, id: string, status: "queued" | "done") {
  await tx
    .update(importJobs)
    .set({ status, ...(status === "done" ? { finishedAt: sql`now()` } : {}) })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, "running")));
}

export async function failImport(db: Db, id: string, error: string) {
  await db
    .update(importJobs)
    .set({ status: "failed", error, finishedAt: sql`now()` })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "running"])));
}

/** The next rows without an outcome, in file order. */
export async function pendingImportRows(db: Db, id: string, limit: number) {
  return db
    .select()
    .from(importJobRows)
    .where(and(eq(importJobRows.jobId, id), isNull(importJobRows.outcome)))
    .orderBy(asc(importJobRows.position))
    .limit(limit);
}

/** The administrator who started an import, as its history names them. */
export async function importActor(db: Db, userId: string | null): Promise<Actor> {
  if (!userId) return null;
  const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}

export type RowOutcome = { position: number; outcome: ImportOutcome; message: string; slug: string | null };

/**
 * Each row's outcome, and the rows added to the job's counts (`processed` rows, of which those
 * imported, updated and failed), in one statement; answers the progress as saved.
 */
export async function saveOutcomes(tx: Db, jobId: string, processed: number, outcomes: RowOutcome[]) {
  const count = (kind: ImportOutcome) => outcomes.filter((o) => o.outcome === kind).length;
  const json = JSON.stringify(outcomes);
  const result = await tx.execute<{ processed: number; total: number }>(sql`
    with outcomes as (
      update import_job_rows r set outcome = o.outcome, outcome_message = o.message, slug = o.slug
      from jsonb_to_recordset(${json}::jsonb) as o(position int, outcome text, message text, slug text)
      where r.job_id = ${jobId}::uuid and r.position = o.position
    )
    update import_jobs set
      processed = processed + ${processed}, created = created + ${count("imported")},
      updated = updated + ${count("updated")}, errors = errors + ${count("failed")}
    where id = ${jobId}::uuid
    returning processed, total`);
  const saved = result.rows[0]!;
  return { processed: Number(saved.processed), total: Number(saved.total) };
}
