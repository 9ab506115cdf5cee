// Bulk import of places from a CSV file (SPEC §5), as the import page and scripts use it: a file is
// read and planned into a preview job (import/read, import/plan), confirmed, and run in the
// background by the runtime's "import" job (import/runner). Its SQL is in queries/imports.server.ts.
import type { Db } from "../../infra/db.server";
import {
  cancelImportJob as cancelPreview,
  confirmImportJob as confirmPreview,
  deleteImportJob,
  findImportJob,
  importJobProgress as progressOf,
  importJobRowsInOrder,
  importPlanCounts,
  importRowsShown,
  insertImportJob,
  insertPlanRows,
  setImportTotal,
  setPlanWarnings,
  type HoldChoice,
} from "../../queries/imports.server";
import { decodeCsv } from "./read.server";
import { planFile } from "./plan.server";
import { runImportJob, type ImportProgress } from "./runner.server";
import type { ImportJob, ImportJobRow, ImportMode, ImportPlan } from "../../infra/schema.server";
import { IMPORT_ROWS_SHOWN } from "~/lib/csv-columns";
import type { ImportResult, RowResult } from "~/lib/csv-changes";
import { isUuid } from "~/lib/utils";

export type { ImportResult, RowResult, ImportProgress, HoldChoice };
export { decodeCsv, parseCsv, ImportError, readImportUpload, type ParsedRecord, type UploadCheck } from "./read.server";
export { rejectedField, NAMESAKE_MILES, NAMESAKE_SIMILARITY, type PlannedRow } from "./plan.server";
export { importJob, jobsToResume, runImportJob, settleImportJobs, startImportJob } from "./runner.server";

/**
 * Reads and plans a file and stores the plan as a job awaiting confirmation; nothing else is
 * written. The rows are stored as they are planned, a chunk at a time; a file that turns out
 * unreadable part-way leaves no job behind.
 */
export async function createImportJob(
  db: Db,
  file: { name: string; input: string | Uint8Array },
  userId: string | null,
): Promise<string> {
  const text = typeof file.input === "string" ? file.input : decodeCsv(file.input).text;
  let id: string | undefined;
  try {
    const { total, warned } = await planFile(db, text, async (rows) => {
      id ??= await insertImportJob(db, file.name, userId);
      await insertPlanRows(db, id, rows);
    });
    await setPlanWarnings(db, id!, warned);
    await setImportTotal(db, id!, total);
    return id!;
  } catch (error) {
    if (id) await deleteImportJob(db, id).catch(() => {});
    throw error;
  }
}

/** A row as the import page shows it (without the values to write). */
export type ImportRowView = Omit<ImportJobRow, "place" | "jobId" | "matchId"> & { matchCategory: string | null };

export type ImportJobView = {
  job: ImportJob;
  rows: ImportRowView[];
  /** Rows of each plan in the whole file (the list may be cut short). */
  counts: Record<ImportPlan, number>;
  /** Rows with changes among the places already present. */
  changed: number;
  /** Rows with something to check before confirming. */
  warned: number;
  /** Rows held back for review, still waiting. */
  held: number;
};

export async function getImportJob(db: Db, id: string): Promise<ImportJobView | null> {
  if (!isUuid(id)) return null;
  const job = await findImportJob(db, id);
  if (!job) return null;
  const [rows, counts] = await Promise.all([importRowsShown(db, id, IMPORT_ROWS_SHOWN), importPlanCounts(db, id)]);
  const byPlan: Record<ImportPlan, number> = { new: 0, present: 0, skip: 0, error: 0 };
  for (const c of counts) byPlan[c.plan] = c.n;
  return {
    job,
    rows,
    counts: byPlan,
    changed: counts.find((c) => c.plan === "present")?.changed ?? 0,
    warned: counts.reduce((sum, c) => sum + c.warned, 0),
    held: counts.reduce((sum, c) => sum + c.held, 0),
  };
}

/** The job's progress, for the page's progress bar. */
export async function importJobProgress(db: Db, id: string) {
  return isUuid(id) ? progressOf(db, id) : null;
}

/**
 * Confirms a previewed job: rows with nothing to write get their outcome at once, rows held back wait
 * for review (decision 0038), and the job waits for its run. False when the job is not a preview any
 * more (confirmed twice, cancelled).
 */
export async function confirmImportJob(db: Db, id: string, mode: ImportMode, hold?: HoldChoice): Promise<boolean> {
  return isUuid(id) && confirmPreview(db, id, mode, hold);
}

/** Cancels a job still in preview: its rows go, nothing was written. */
export async function cancelImportJob(db: Db, id: string): Promise<boolean> {
  return isUuid(id) && cancelPreview(db, id);
}

/**
 * Imports a whole file at once, skipping places already present: the preview, confirmation and run
 * of a job in one call (scripts and tests). Returns every row's outcome.
 */
export async function importLocations(
  db: Db,
  input: string | Uint8Array,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => {},
  mode: ImportMode = "skip",
): Promise<ImportResult> {
  const id = await createImportJob(db, { name: "import.csv", input }, null);
  await confirmImportJob(db, id, mode);
  await runImportJob(db, id, onProgress);
  return importResult(db, id);
}

/** A finished job's outcome, row by row. */
export async function importResult(db: Db, id: string, limit = Number.MAX_SAFE_INTEGER): Promise<ImportResult> {
  const [job, rows, counts] = await Promise.all([
    findImportJob(db, id),
    importJobRowsInOrder(db, id, limit),
    importPlanCounts(db, id),
  ]);
  return resultOf(
    job!,
    rows,
    counts.reduce((sum, c) => sum + c.held, 0),
  );
}

export function resultOf(
  job: Pick<ImportJob, "total" | "processed" | "created" | "updated" | "errors">,
  rows: Pick<ImportJobRow, "line" | "name" | "outcome" | "outcomeMessage" | "message" | "slug">[],
  held: number,
): ImportResult {
  return {
    total: job.total,
    imported: job.created,
    updated: job.updated,
    // Rows done with nothing written that were not refused nor held: already present, nothing to
    // change, twice in the file.
    unchanged: job.processed - job.created - job.updated - job.errors - held,
    refused: job.errors,
    held,
    rows: rows.map((r) => ({
      line: r.line,
      name: r.name,
      status: r.outcome ?? "skipped",
      message: r.outcomeMessage ?? r.message,
      ...(r.slug ? { slug: r.slug } : {}),
    })),
  };
}
