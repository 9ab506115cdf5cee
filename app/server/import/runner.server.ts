// Running a confirmed import: a job of the background runtime (decision 0020), one run per import.
// Rows are written in order, a batch at a time: each batch's new places, updates, history entries,
// row outcomes and the job's counts in one transaction, in a few set-based statements, so the job
// always says exactly what is saved and a run interrupted by a restart (here or on another instance)
// resumes after its last saved batch. A batch the database refuses is written again ten rows at a
// time, one by one, so one bad row costs at most its ten.
import { performance } from "node:perf_hooks";
import { transactionsHoldEveryone, type Db } from "../db.server";
import { backgroundJobs, defineJob, LostRun, type JobContext } from "../jobs/runtime.server";
import { claimableRunKeys } from "../queries/job-runs.server";
import { allSlugs, patchLocation } from "../queries/locations.server";
import { fieldChanges, recordAudit, type Actor } from "../queries/audit.server";
import {
  beginImportRun,
  failImport,
  importActor,
  insertImportedPlace,
  insertPlaces,
  keepOldSlugs,
  lockPlaces,
  pendingImportRows,
  saveOutcomes,
  setImportStatus,
  updatePlaces,
  type RowOutcome,
  type WrittenPlace,
} from "../queries/imports.server";
import { verifiedBy } from "../queries/locations.server";
import type { ImportChange, ImportJob, ImportJobRow, NewLocation } from "../schema.server";
import { fieldLabel, PLACE_FIELDS } from "~/lib/audit";
import { IMPORT_RETRY_BATCH_SIZE, importSlug, type ImportedPlace } from "~/lib/csv-normalize";
import { slugify, uniqueSlug } from "~/lib/slug";

export type ImportProgress = { processed: number; total: number };

/**
 * How many rows go in a batch. On PostgreSQL a batch's transaction holds up no one else, so batches
 * are large. On the embedded database a transaction has the database to itself, so each batch is
 * sized to take about EMBEDDED_BATCH_MS (from the time rows have taken so far): every other request
 * waits at most about that long.
 */
export const BATCH_ROWS = 1000;
export const EMBEDDED_BATCH_MS = 60;
const EMBEDDED_FIRST_BATCH = 50;
const EMBEDDED_MIN_BATCH = 10;
const EMBEDDED_MAX_BATCH = 500;

function batchSizes(db: Db) {
  if (!transactionsHoldEveryone(db)) return { next: () => BATCH_ROWS, took: () => {} };
  let msPerRow: number | null = null;
  return {
    next: () =>
      msPerRow === null
        ? EMBEDDED_FIRST_BATCH
        : Math.round(Math.min(EMBEDDED_MAX_BATCH, Math.max(EMBEDDED_MIN_BATCH, EMBEDDED_BATCH_MS / msPerRow))),
    /** A batch of `rows` took `ms`: the estimate moves a third of the way towards it. */
    took: (rows: number, ms: number) => {
      const observed = ms / Math.max(1, rows);
      msPerRow = msPerRow === null ? observed : msPerRow + (observed - msPerRow) / 3;
    },
  };
}

/** Times an import may be interrupted (its instance died while holding it) before it is given up on. */
const MAX_ATTEMPTS = 5;

const importKey = (id: string) => `import:${id}`;

/** Progress listeners of the imports this process runs (a script's progress bar, tests). */
const listeners = new Map<string, (progress: ImportProgress) => void | Promise<void>>();

export const importJob = defineJob<{ id: string }, void>({
  name: "import",
  maxAttempts: MAX_ATTEMPTS,
  run: ({ id }, context) => runImport(id, context),
  async givenUp(db, { id }) {
    await failImport(db, id, "The import was interrupted too often");
  },
});

async function runImport(id: string, context: JobContext) {
  const { db, hold, signal } = context;
  const job = await db.transaction(async (tx) => {
    await hold(tx as unknown as Db);
    return beginImportRun(tx as unknown as Db, id);
  });
  if (!job) return;
  const progress = (p: ImportProgress) => listeners.get(id)?.(p);
  try {
    const taken = await allSlugs(db);
    const actor = await importActor(db, job.createdBy);
    await progress({ processed: job.processed, total: job.total });
    const sizes = batchSizes(db);
    for (;;) {
      if (signal.aborted) {
        // Stopping: the job waits, queued, for the next claim (here after a restart, or on another instance).
        await db.transaction(async (tx) => {
          await hold(tx as unknown as Db);
          await setImportStatus(tx as unknown as Db, id, "queued");
        });
        return context.pause();
      }
      const batch = await pendingImportRows(db, id, sizes.next());
      if (batch.length === 0) break;
      // How long the batch held the database: from its transaction's start (not from the wait for it) to its end.
      let started = 0;
      let saved: ImportProgress;
      try {
        const slugs = slugsInUse(taken);
        saved = await db.transaction(async (tx) => {
          started = performance.now();
          return writeBatch(tx as unknown as Db, job, batch, slugs, actor, hold);
        });
        sizes.took(batch.length, performance.now() - started);
        for (const slug of slugs.added) taken.add(slug);
      } catch (error) {
        if (error instanceof LostRun) throw error;
        console.warn(
          `[import] the database refused a batch of ${batch.length} rows (${describeDbError(error)}); saving it ten rows at a time`,
        );
        saved = await writeInTens(db, job, batch, taken, actor, hold);
      }
      await progress(saved);
      // Let waiting requests run before the next batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.transaction(async (tx) => {
      await hold(tx as unknown as Db);
      await setImportStatus(tx as unknown as Db, id, "done");
    });
  } catch (error) {
    if (error instanceof LostRun) throw error;
    console.error("[import] job failed", error);
    await failImport(db, id, "An unexpected error occurred").catch(() => {});
  }
}

function importedMessage(notes: string) {
  return notes ? `Imported. ${notes}.` : "Imported";
}

const updatedMessage = (changes: ImportChange[]) => `Updated: ${changes.map((c) => c.label).join(", ")}`;
const DELETED = "The place was deleted after the preview";

/** Slugs in use: those known when the run started, and those this batch takes (kept apart until it is saved). */
function slugsInUse(taken: Set<string>) {
  const added = new Set<string>();
  return { has: (slug: string) => taken.has(slug) || added.has(slug), add: (slug: string) => added.add(slug), added };
}

/**
 * One batch in one transaction: the new places in one statement, the updates in one statement per
 * set of changed columns, their history, the rows' outcomes and the job's counts. Throws when the
 * database refuses any of it (nothing of the batch is saved) and LostRun when the run was taken over.
 */
async function writeBatch(
  tx: Db,
  job: ImportJob,
  batch: ImportJobRow[],
  slugs: ReturnType<typeof slugsInUse>,
  actor: Actor,
  hold: JobContext["hold"],
): Promise<ImportProgress> {
  await hold(tx);
  const outcomes: RowOutcome[] = [];

  // New places, each under the first free slug of its name, with the first entry of its history; a
  // slug another writer took meanwhile is tried again.
  const creating = batch
    .filter((row) => row.plan === "new")
    .map((row) => ({ row, place: row.place as unknown as ImportedPlace, slug: "" }));
  const written = new Map<string, WrittenPlace>();
  for (let pending = creating, attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 20) throw new Error("No free addresses found for the new places");
    for (const c of pending) {
      c.slug = uniqueSlug(importSlug(c.place.name), slugs);
      slugs.add(c.slug);
    }
    const inserted = await insertPlaces(
      tx,
      pending.map((c) => ({ ...(c.place as Partial<NewLocation>), name: c.place.name, slug: c.slug })),
      { actor, summary: importedSummary },
    );
    for (const place of inserted) written.set(place.slug, place);
    pending = pending.filter((c) => !written.has(c.slug));
  }
  for (const { row, slug } of creating) {
    outcomes.push({ position: row.position, outcome: "imported", message: importedMessage(row.message), slug });
  }

  // Places already present: the values the preview found, over the place as it is now.
  const updating = batch.filter((row) => row.plan === "present");
  const current = new Map(
    (await lockPlaces(tx, updating.map((row) => row.matchId!).filter(Boolean))).map((p) => [p.id, p]),
  );
  const patches: (Partial<NewLocation> & { id: string })[] = [];
  const moves: { id: string; oldSlug: string; newSlug: string }[] = [];
  const history: Parameters<typeof recordAudit>[2] = [];
  const updatedSlugs = new Map<number, string>();
  for (const row of updating) {
    const place = row.matchId ? current.get(row.matchId) : undefined;
    if (!place) continue;
    const input = row.place as Partial<NewLocation>;
    const name = input.name ?? place.name;
    let slug = place.slug;
    if (name !== place.name) {
      slug = uniqueSlug(slugify(name) || "place", slugs);
      slugs.add(slug);
      if (slug !== place.slug) moves.push({ id: place.id, oldSlug: place.slug, newSlug: slug });
    }
    patches.push({
      ...input,
      id: place.id,
      slug,
      ...("verifiedOn" in input
        ? { verifiedBy: verifiedBy(actor, place.verifiedOn, input.verifiedOn ?? null, place.verifiedBy) }
        : {}),
    });
    const changes = fieldChanges(place, input, PLACE_FIELDS);
    if (changes.length) {
      history.push({
        action: "place.imported",
        locationId: place.id,
        summary: `Imported ${changes.map((c) => fieldLabel(c.field)).join(", ")}`,
        changes,
      });
    }
    updatedSlugs.set(row.position, slug);
  }
  await updatePlaces(tx, patches);
  await keepOldSlugs(tx, moves);
  await recordAudit(tx, actor, history);

  for (const row of updating) {
    const slug = updatedSlugs.get(row.position);
    outcomes.push(
      slug
        ? { position: row.position, outcome: "updated", message: updatedMessage(row.changes), slug }
        : { position: row.position, outcome: "failed", message: DELETED, slug: null },
    );
  }
  return saveOutcomes(tx, job.id, batch.length, outcomes);
}

/** How a new place's history starts. */
const importedSummary = (name: string) => `Imported "${name}" from a file`;

/**
 * A batch the database refused, written again ten rows at a time, each row on its own (its own
 * savepoint for a new place's slug): the tens that are saved are saved, and every row of a ten the
 * database still refuses is recorded as failed with the reason.
 */
async function writeInTens(
  db: Db,
  job: ImportJob,
  batch: ImportJobRow[],
  taken: Set<string>,
  actor: Actor,
  hold: JobContext["hold"],
): Promise<ImportProgress> {
  let saved: ImportProgress = { processed: job.processed, total: job.total };
  for (let i = 0; i < batch.length; i += IMPORT_RETRY_BATCH_SIZE) {
    const ten = batch.slice(i, i + IMPORT_RETRY_BATCH_SIZE);
    // The slugs this ten takes (or finds taken) count once it is saved.
    const slugs = new Set(taken);
    try {
      saved = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await hold(tx);
        return writeOneByOne(tx, job, ten, slugs, actor);
      });
      for (const slug of slugs) taken.add(slug);
    } catch (error) {
      if (error instanceof LostRun) throw error;
      saved = await failTen(db, job, ten, describeDbError(error), hold);
    }
  }
  return saved;
}

async function writeOneByOne(
  tx: Db,
  job: ImportJob,
  rows: ImportJobRow[],
  taken: Set<string>,
  actor: Actor,
): Promise<ImportProgress> {
  const outcomes: RowOutcome[] = [];
  const created: { id: string; name: string }[] = [];
  for (const row of rows) {
    if (row.plan === "new") {
      const place = row.place as unknown as ImportedPlace;
      const written = await insertImportedPlace(tx, importSlug(place.name), place as Partial<NewLocation>, taken);
      taken.add(written.slug);
      created.push(written);
      outcomes.push({
        position: row.position,
        outcome: "imported",
        message: importedMessage(row.message),
        slug: written.slug,
      });
    } else if (row.plan === "present") {
      const patched = row.matchId
        ? await patchLocation(tx, row.matchId, row.place as Partial<NewLocation>, taken, actor)
        : null;
      if (!patched) {
        outcomes.push({ position: row.position, outcome: "failed", message: DELETED, slug: null });
        continue;
      }
      outcomes.push({
        position: row.position,
        outcome: "updated",
        message: updatedMessage(row.changes),
        slug: patched.slug,
      });
    }
  }
  await recordAudit(
    tx,
    actor,
    created.map((place) => ({ action: "place.imported", locationId: place.id, summary: importedSummary(place.name) })),
  );
  return saveOutcomes(tx, job.id, rows.length, outcomes);
}

/** Records every row of a ten that could not be saved as failed, so the job moves on. */
async function failTen(db: Db, job: ImportJob, rows: ImportJobRow[], reason: string, hold: JobContext["hold"]) {
  const first = rows[0]!.line;
  const last = rows[rows.length - 1]!.line;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await hold(tx);
    const message = `The batch of lines ${first}-${last} could not be saved, so none of its rows were imported: ${reason}`;
    return saveOutcomes(
      tx,
      job.id,
      rows.length,
      rows.map((r) => ({ position: r.position, outcome: "failed", message, slug: null })),
    );
  });
}

function describeDbError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split("\n")[0]!.slice(0, 300);
}

// ---------------------------------------------------------------------------------------------
// Starting and waiting

/**
 * Runs a confirmed import here and now, to its end (or until this instance stops); returns at once
 * when another instance holds it or it is finished.
 */
export async function runImportJob(
  db: Db,
  id: string,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => {},
): Promise<void> {
  listeners.set(id, onProgress);
  try {
    await backgroundJobs.runNow(db, importJob, { id }, importKey(id));
  } finally {
    if (listeners.get(id) === onProgress) listeners.delete(id);
  }
}

/** Starts a confirmed import on this instance; the request that confirmed it may end at once. */
export function startImportJob(db: Db, id: string) {
  void runImportJob(db, id).catch((error: unknown) => console.error("[import] job failed", error));
}

/** Waits for the background work this process is doing (imports among it): tests, scripts. */
export async function settleImportJobs() {
  await backgroundJobs.settle();
}

/** Imports waiting for a run, and imports whose instance fell silent: any instance's runtime takes them up. */
export async function jobsToResume(db: Db) {
  return (await claimableRunKeys(db, importJob.name)).map((key) => key.slice("import:".length));
}
