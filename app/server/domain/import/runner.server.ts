// Running a confirmed import: a job of the background runtime (decision 0020), one run per import.
// Rows are written in order, a batch at a time. A batch's new places, their history entries, their
// rows' outcomes and the job's counts are one statement; its updates of places already present, their
// history, old addresses, outcomes and counts another (each place written only if no one changed it
// since it was read). No transaction stays open between statements, so the embedded database, which
// runs one at a time, answers other requests between any two. So the job always says exactly what is saved, and a
// run interrupted by a restart (here or on another instance) resumes with the rows not yet saved. A
// part of a batch the database refuses is written again ten rows at a time, one by one, so one bad
// row costs at most its ten.
import { databaseErrorReason, inTransaction, transactionsHoldEveryone, type Db } from "../../infra/db.server";
import { backgroundJobs, defineJob, LostRun, type JobContext } from "../../jobs/runtime.server";
import { claimableRunKeys } from "../../queries/job-runs.server";
import { allSlugs } from "../../queries/location-slugs.server";
import { patchLocation } from "../../queries/location-admin.server";
import { fieldChanges, recordAudit, type Actor } from "../../queries/audit.server";
import {
  beginImportRun,
  failImport,
  importActor,
  pendingImportRows,
  saveOutcomes,
  setImportStatus,
  type RowOutcome,
} from "../../queries/imports.server";
import {
  insertImportedPlace,
  placesAsFound,
  writeNewPlaces,
  writeUpdatedPlaces,
  type UpdatedImportedPlace,
} from "../../queries/import-writes.server";
import { verifiedBy } from "../../queries/location-admin.server";
import type { ImportChange, ImportJob, ImportJobRow, NewLocation } from "../../infra/schema.server";
import { fieldLabel, PLACE_FIELDS } from "~/lib/audit";
import { IMPORT_RETRY_BATCH_SIZE } from "~/lib/csv-columns";
import { importSlug } from "~/lib/csv-changes";
import type { ImportedPlace } from "~/lib/csv-normalize";
import { slugify, uniqueSlug } from "~/lib/slug";

export type ImportProgress = { processed: number; total: number };

/**
 * Rows per batch. On PostgreSQL a batch holds up no one else, so batches are large. The embedded
 * database runs one statement or transaction at a time: a batch of EMBEDDED_BATCH_ROWS new places
 * is one statement of some tens of milliseconds, so every other request waits at most about that long.
 */
export const BATCH_ROWS = 1000;
export const EMBEDDED_BATCH_ROWS = 100;

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
  const job = await inTransaction(db, async (tx) => {
    await hold(tx);
    return beginImportRun(tx, id);
  });
  if (!job) return;
  const progress = (p: ImportProgress) => listeners.get(id)?.(p);
  try {
    const taken = await allSlugs(db);
    const actor = await importActor(db, job.createdBy);
    await progress({ processed: job.processed, total: job.total });
    const size = transactionsHoldEveryone(db) ? EMBEDDED_BATCH_ROWS : BATCH_ROWS;
    for (;;) {
      if (signal.aborted) {
        // Stopping: the job waits, queued, for the next claim (here after a restart, or on another instance).
        await inTransaction(db, async (tx) => {
          await hold(tx);
          await setImportStatus(tx, id, "queued");
        });
        return context.pause();
      }
      const batch = await pendingImportRows(db, id, size);
      if (batch.length === 0) break;
      let saved: ImportProgress = { processed: job.processed, total: job.total };
      const creating = batch.filter((row) => row.plan === "new");
      const updating = batch.filter((row) => row.plan === "present");
      if (creating.length) {
        saved = await orInTens(db, job, creating, taken, actor, context, writeNew);
      }
      if (updating.length) {
        saved = await orInTens(db, job, updating, taken, actor, context, writeUpdates);
      }
      await progress(saved);
      // Let waiting requests run before the next batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await inTransaction(db, async (tx) => {
      await hold(tx);
      await setImportStatus(tx, id, "done");
    });
  } catch (error) {
    if (error instanceof LostRun) throw error;
    console.error("[import] job failed", error);
    await failImport(db, id, "An unexpected error occurred").catch(() => {});
  }
}

export function importedMessage(notes: string) {
  return notes ? `Imported. ${notes}.` : "Imported";
}

export const updatedMessage = (changes: ImportChange[]) => `Updated: ${changes.map((c) => c.label).join(", ")}`;
export const DELETED = "The place was deleted after the preview";

/** Slugs in use: those known when the run started, and those this batch takes (kept apart until it is saved). */
function slugsInUse(taken: Set<string>) {
  const added = new Set<string>();
  return { has: (slug: string) => taken.has(slug) || added.has(slug), add: (slug: string) => added.add(slug), added };
}

/**
 * Writes part of a batch (`rows` of job `jobId`) in a few set-based statements, the slugs it takes
 * added to `taken`. Throws when the database refuses it and LostRun when the run was taken over.
 */
type BatchWrite = (
  db: Db,
  jobId: string,
  rows: ImportJobRow[],
  taken: Set<string>,
  actor: Actor,
  context: JobContext,
) => Promise<ImportProgress>;

/** Writes part of a batch with `write`; when the database refuses it, writes it again in tens. */
async function orInTens(
  db: Db,
  job: ImportJob,
  rows: ImportJobRow[],
  taken: Set<string>,
  actor: Actor,
  context: JobContext,
  write: BatchWrite,
): Promise<ImportProgress> {
  try {
    return await write(db, job.id, rows, taken, actor, context);
  } catch (error) {
    if (error instanceof LostRun) throw error;
    console.warn(
      `[import] the database refused a batch of ${rows.length} rows (${describeDbError(error)}); saving it ten rows at a time`,
    );
    return writeInTens(db, job, rows, taken, actor, context.hold);
  }
}

/**
 * A batch's new places, each under the first free slug of its name, with their history, outcomes
 * and counts, in one statement; a slug another writer took meanwhile is tried again in another.
 * Throws when the database refuses it (nothing is saved) and LostRun when the run was taken over.
 */
const writeNew: BatchWrite = async (db, jobId, rows, taken, actor, context) => {
  let pending = rows.map((row) => ({ row, place: row.place as unknown as ImportedPlace }));
  let saved: ImportProgress | null = null;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 20) throw new Error("No free addresses found for the new places");
    const slugs = slugsInUse(taken);
    const places = pending.map(({ row, place }) => {
      const slug = uniqueSlug(importSlug(place.name), slugs);
      slugs.add(slug);
      return {
        position: row.position,
        slug,
        place: place as Partial<NewLocation> & { name: string },
        message: importedMessage(row.message),
        summary: importedSummary(place.name),
      };
    });
    const result = await writeNewPlaces(db, jobId, context.holdStatement, actor, places);
    if (!result.held) throw new LostRun();
    // Saved, or taken by another writer: either way in use now.
    for (const slug of slugs.added) taken.add(slug);
    saved = result.progress ?? saved;
    const left = new Set(places.filter((p) => !result.written.has(p.slug)).map((p) => p.position));
    pending = pending.filter(({ row }) => left.has(row.position));
  }
  return saved!;
};

/**
 * A batch's places already present, in one statement per group of columns: the values the preview
 * found over each place as it is now, with their history, old addresses, the rows' outcomes and the
 * job's counts. A place changed by another writer between reading it and writing it is read and
 * worked out again. Throws when the database refuses it and LostRun when the run was taken over.
 */
const writeUpdates: BatchWrite = async (db, jobId, rows, taken, actor, context) => {
  let pending = rows;
  let saved: ImportProgress | null = null;
  let failed: RowOutcome[] = [];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 20) throw new Error("The places kept changing while they were updated");
    const current = new Map(
      (await placesAsFound(db, pending.map((row) => row.matchId!).filter(Boolean))).map((p) => [p.id, p]),
    );
    const slugs = slugsInUse(taken);
    const places: UpdatedImportedPlace[] = [];
    for (const row of pending) {
      const place = row.matchId ? current.get(row.matchId) : undefined;
      if (!place) {
        failed.push({ position: row.position, outcome: "failed", message: DELETED, slug: null });
        continue;
      }
      const input = row.place as Partial<NewLocation>;
      const name = input.name ?? place.name;
      let slug = place.slug;
      if (name !== place.name) {
        slug = uniqueSlug(slugify(name) || "place", slugs);
        slugs.add(slug);
      }
      const changes = fieldChanges(place, input, PLACE_FIELDS);
      places.push({
        position: row.position,
        id: place.id,
        version: place.version,
        patch: {
          ...input,
          slug,
          ...("verifiedOn" in input
            ? { verifiedBy: verifiedBy(actor, place.verifiedOn, input.verifiedOn ?? null, place.verifiedBy) }
            : {}),
        },
        oldSlug: slug !== place.slug ? place.slug : null,
        history: changes.length
          ? { summary: `Imported ${changes.map((c) => fieldLabel(c.field)).join(", ")}`, changes }
          : null,
        message: updatedMessage(row.changes),
      });
    }
    const result = await writeUpdatedPlaces(db, jobId, context.holdStatement, actor, places, failed);
    if (!result.held) throw new LostRun();
    failed = [];
    for (const slug of slugs.added) taken.add(slug);
    saved = result.progress ?? saved;
    const left = new Set(places.filter((p) => !result.written.has(p.id)).map((p) => p.position));
    pending = pending.filter((row) => left.has(row.position));
  }
  return saved!;
};

/** How a new place's history starts. */
export const importedSummary = (name: string) => `Imported "${name}" from a file`;

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
      saved = await inTransaction(db, async (tx) => {
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
  return inTransaction(db, async (tx) => {
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

/** The database's reason, its first line at most 300 characters: what a row's report says. */
function describeDbError(error: unknown): string {
  return databaseErrorReason(error).split("\n")[0]!.slice(0, 300);
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
