// Bulk import of places from a CSV file: parse and normalise (SPEC §5), preview what it would do
// (new places, places already present and what would change, refused rows) as a job, and once
// confirmed run the job in the background in batches of ten, each batch in its own transaction.
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.server";
import { listAmenities } from "./queries/amenities.server";
import {
  allSlugs,
  findNameAndCity,
  findNearbyNamesakes,
  locationsById,
  patchLocation,
  placesAtPoints,
  reserveSlug,
} from "./queries/locations.server";
import {
  importJobRows,
  importJobs,
  locations,
  type ImportChange,
  type ImportJob,
  type ImportJobRow,
  type ImportMode,
  type ImportOutcome,
  type ImportPlan,
  type NewLocation,
  user,
} from "./schema.server";
import { recordAudit, type Actor } from "./queries/audit.server";
import { checkDogHours } from "./dog-hours.server";
import { feeConflict, statedFee } from "~/lib/fees";
import { feesLabel } from "~/lib/vocabulary";
import { LocationSchema } from "~/lib/schemas";
import {
  amenityTable,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  IMPORT_ROWS_SHOWN,
  importSlug,
  isCsvFile,
  normalizeHeader,
  normalizeRow,
  placeChanges,
  placeKey,
  statedValues,
  type CsvRecord,
  type ImportedPlace,
  type ImportResult,
  type RowResult,
} from "~/lib/csv-normalize";

export type { ImportResult, RowResult };

export type ImportProgress = { processed: number; total: number };

export class ImportError extends Error {}

export type ParsedRecord = { line: number; record: CsvRecord };

/**
 * The text of an uploaded file. UTF-8 (with or without a byte-order mark) and UTF-16 with its
 * mark are read as such; anything that is not valid UTF-8 is a spreadsheet's "CSV" export in
 * Windows-1252 (the Western superset of Latin-1), which is what Excel writes on Windows.
 */
export function decodeCsv(bytes: Uint8Array): {
  text: string;
  encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
} {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  }
}

/** Windows-1252's characters at 0x80-0x9F (the rest is Latin-1); unassigned bytes stay as they are. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** Node's own "windows-1252" decoder is Latin-1, so quotes and dashes would come out as control characters. */
function decodeWindows1252(bytes: Uint8Array) {
  let text = "";
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** Parses a whole CSV file: quoted fields, embedded commas and newlines, a byte-order mark. */
export function parseCsv(input: string | Uint8Array): ParsedRecord[] {
  let rows: { record: CsvRecord; info: { lines: number }; raw: string }[];
  try {
    rows = parse(input, {
      bom: true,
      columns: (header: string[]) => header.map(normalizeHeader),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
      info: true,
      raw: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportError(`The file could not be read as CSV: ${reason}`);
  }
  // Line numbers come from each record's raw text: csv-parse's own count drifts on CRLF inside quotes.
  const breaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;
  let line = 0;
  return rows.map(({ record, info, raw }, index) => {
    const leading = /^[\r\n]*/.exec(raw)![0];
    const body = raw.slice(leading.length).replace(/(\r\n|\r|\n)$/, "");
    const start = index === 0 ? info.lines - breaks(body) : line + breaks(leading) + 1;
    line = start + breaks(body);
    return { line: start, record };
  });
}

/** A row of the file as the preview plans it: what it will write, and to which place. */
export type PlannedRow = {
  position: number;
  line: number;
  name: string | null;
  plan: ImportPlan;
  message: string;
  /** new: the whole place; present: the values that would change it. */
  place: Partial<ImportedPlace> | null;
  matchId: string | null;
  matchSlug: string | null;
  matchName: string | null;
  changes: ImportChange[];
  /** What to check before confirming: another row or place at the same map position under another name. */
  warnings: string[];
};

/** How close and how alike a differently written name must be to count as the same place. */
export const NAMESAKE_MILES = 0.5;
export const NAMESAKE_SIMILARITY = 0.6;

/**
 * What importing the file would do, writing nothing: each row is a new place, a place already in
 * the directory (same name and city, or a name at least NAMESAKE_SIMILARITY alike within
 * NAMESAKE_MILES when both have coordinates) with the fields the file would change, or a row that
 * is skipped or refused, with its reason.
 */
export async function planImport(db: Db, input: string | Uint8Array): Promise<PlannedRow[]> {
  const records = parseCsv(typeof input === "string" ? input : decodeCsv(input).text);
  if (records.length === 0) throw new ImportError("The file has no rows to import");
  const amenityNames = amenityTable(await listAmenities(db));

  const rows: (PlannedRow & { record: CsvRecord; full: ImportedPlace | null })[] = records.map(
    ({ line, record }, position) => {
      const base = {
        position,
        line,
        record,
        matchId: null,
        matchSlug: null,
        matchName: null,
        changes: [],
        warnings: [],
      };
      const result = normalizeRow(record, amenityNames);
      if (!result.ok) {
        const plan = result.refused ? "error" : "skip";
        return { ...base, name: record.name?.trim() || null, plan, message: result.message, place: null, full: null };
      }
      const { place, notes } = result;
      const refused = rejectedField(place) ?? dogHoursProblem(place, notes);
      if (refused) return { ...base, name: place.name, plan: "error", message: refused, place: null, full: null };
      return { ...base, name: place.name, plan: "new", message: notes.join(". "), place, full: place };
    },
  );

  // Places already present: same name and city first, then a similar name close by.
  const candidates = rows.filter((r) => r.full);
  const names = [...new Set(candidates.map((r) => r.full!.name.toLowerCase()))];
  const byKey = new Map((await findNameAndCity(db, names)).map((row) => [placeKey(row.name, row.city), row.id]));
  const matched = new Map<number, { id: string; exact: boolean }>();
  for (const r of candidates) {
    const id = byKey.get(placeKey(r.full!.name, r.full!.city));
    if (id) matched.set(r.position, { id, exact: true });
  }
  const located = candidates.filter((r) => !matched.has(r.position) && r.full!.lat !== null && r.full!.lng !== null);
  const namesakes = await findNearbyNamesakes(
    db,
    located.map((r) => ({ index: r.position, name: r.full!.name, lat: r.full!.lat!, lng: r.full!.lng! })),
    NAMESAKE_MILES,
    NAMESAKE_SIMILARITY,
  );
  for (const { index, id } of namesakes) matched.set(index, { id, exact: false });
  const current = new Map(
    (await locationsById(db, [...new Set([...matched.values()].map((m) => m.id))])).map((l) => [l.id, l]),
  );

  const seenKey = new Map<string, number>();
  const seenPlace = new Map<string, number>();
  for (const r of candidates) {
    const place = r.full!;
    const match = matched.get(r.position);
    const existing = match && current.get(match.id);
    if (!existing) {
      const key = placeKey(place.name, place.city);
      const earlier = seenKey.get(key);
      if (earlier !== undefined) {
        const message = `Same name and city as line ${earlier}; not imported twice`;
        Object.assign(r, { plan: "skip", place: null, message });
      } else seenKey.set(key, r.line);
      continue;
    }
    const twice = seenPlace.get(existing.id);
    if (twice !== undefined) {
      const message = `Already in the directory${inCity(existing.city)}, as line ${twice}; not imported twice`;
      Object.assign(r, { plan: "skip", place: null, message });
      continue;
    }
    seenPlace.set(existing.id, r.line);
    const { values, changes } = placeChanges(existing, statedValues(r.record, place));
    // An update must leave the place with one fee answer, whichever of the two the row changes.
    const fees = values.fees !== undefined ? values.fees : existing.fees;
    const feeDetails = values.feeDetails !== undefined ? values.feeDetails : existing.feeDetails;
    if (feeConflict(fees, feeDetails)) {
      const says = statedFee(feeDetails) === "paid" ? "give a price" : "say it is free";
      Object.assign(r, {
        plan: "error",
        place: null,
        matchId: existing.id,
        matchSlug: existing.slug,
        matchName: existing.name,
        message: `The fees would be ${feesLabel(fees) ?? "not listed"} while the fee details "${feeDetails}" ${says}; not updated`,
      });
      continue;
    }
    Object.assign(r, {
      plan: "present",
      place: values,
      changes,
      matchId: existing.id,
      matchSlug: existing.slug,
      matchName: existing.name,
      message: match!.exact
        ? `Already in the directory${inCity(place.city)}`
        : `Looks like ${existing.name}${inCity(existing.city)}, a similar name nearby`,
    });
  }
  await flagSharedPoints(db, rows);
  return rows.map(({ record: _record, full: _full, ...row }) => row);
}

const inCity = (city: string | null) => (city ? ` (${city})` : "");

/**
 * Two rows, or a row and a place in the directory, at exactly the same map position under different
 * names: one of the positions is probably wrong (copied from a neighbour, a town centre). A warning
 * for the administrator, not a refusal: a market inside a park may share its point.
 */
async function flagSharedPoints(db: Db, rows: (PlannedRow & { full: ImportedPlace | null })[]) {
  const located = rows.filter(
    (r) => (r.plan === "new" || r.plan === "present") && r.full?.lat != null && r.full.lng != null,
  );
  if (located.length === 0) return;
  const pointKey = (lat: number, lng: number) => `${lat},${lng}`;
  const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const byPoint = new Map<string, typeof located>();
  for (const r of located) {
    const key = pointKey(r.full!.lat!, r.full!.lng!);
    byPoint.set(key, [...(byPoint.get(key) ?? []), r]);
  }
  for (const group of byPoint.values()) {
    for (const r of group) {
      for (const other of group) {
        if (other === r || sameName(other.full!.name, r.full!.name)) continue;
        r.warnings.push(`Same coordinates as line ${other.line} (${other.full!.name}); check the map position`);
      }
    }
  }
  const listed = await placesAtPoints(
    db,
    [...byPoint.keys()].map((key) => {
      const [lat, lng] = key.split(",").map(Number);
      return { lat: lat!, lng: lng! };
    }),
  );
  for (const place of listed) {
    for (const r of byPoint.get(pointKey(place.lat, place.lng)) ?? []) {
      if (r.matchId === place.id || sameName(place.name, r.full!.name)) continue;
      r.warnings.push(
        `Same coordinates as ${place.name}${inCity(place.city)}, already in the directory; check the map position`,
      );
    }
  }
}

function dogHoursProblem(place: ImportedPlace, notes: string[]) {
  if (!place.dogHours) return null;
  // Dog hours that cannot be read would tell dog owners nothing, or something wrong: the row waits for a fix.
  const check = checkDogHours(place.dogHours);
  if (!check.ok) return `Invalid dog hours: ${check.error}`;
  for (const warning of check.warnings) notes.push(`Dog hours: ${warning}`);
  return null;
}

/** Reads and plans a file and stores the plan as a job awaiting confirmation; nothing else is written. */
export async function createImportJob(
  db: Db,
  file: { name: string; input: string | Uint8Array },
  userId: string | null,
): Promise<string> {
  const planned = await planImport(db, file.input);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(importJobs)
      .values({ fileName: file.name.slice(0, 255), createdBy: userId, total: planned.length })
      .returning({ id: importJobs.id });
    for (let i = 0; i < planned.length; i += 500) {
      await tx.insert(importJobRows).values(planned.slice(i, i + 500).map((row) => ({ ...row, jobId: job!.id })));
    }
    return job!.id;
  });
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
};

export async function getImportJob(db: Db, id: string): Promise<ImportJobView | null> {
  if (!isUuid(id)) return null;
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  if (!job) return null;
  const [rows, counts] = await Promise.all([
    db
      .select({
        position: importJobRows.position,
        line: importJobRows.line,
        name: importJobRows.name,
        plan: importJobRows.plan,
        message: importJobRows.message,
        changes: importJobRows.changes,
        warnings: importJobRows.warnings,
        outcome: importJobRows.outcome,
        outcomeMessage: importJobRows.outcomeMessage,
        slug: importJobRows.slug,
        // The place as it is now: a rename since the preview still links to it.
        matchName: sql<string | null>`coalesce(${locations.name}, ${importJobRows.matchName})`,
        matchSlug: sql<string | null>`coalesce(${locations.slug}, ${importJobRows.matchSlug})`,
        matchCategory: locations.category,
      })
      .from(importJobRows)
      .leftJoin(locations, eq(locations.id, importJobRows.matchId))
      .where(eq(importJobRows.jobId, id))
      .orderBy(asc(importJobRows.position))
      .limit(IMPORT_ROWS_SHOWN),
    db
      .select({
        plan: importJobRows.plan,
        n: sql<number>`count(*)::int`,
        changed: sql<number>`(count(*) filter (where jsonb_array_length(${importJobRows.changes}) > 0))::int`,
        warned: sql<number>`(count(*) filter (where jsonb_array_length(${importJobRows.warnings}) > 0))::int`,
      })
      .from(importJobRows)
      .where(eq(importJobRows.jobId, id))
      .groupBy(importJobRows.plan),
  ]);
  const byPlan: Record<ImportPlan, number> = { new: 0, present: 0, skip: 0, error: 0 };
  for (const c of counts) byPlan[c.plan] = c.n;
  return {
    job,
    rows,
    counts: byPlan,
    changed: counts.find((c) => c.plan === "present")?.changed ?? 0,
    warned: counts.reduce((sum, c) => sum + c.warned, 0),
  };
}

/** The job's progress, for the page's progress bar. */
export async function importJobProgress(db: Db, id: string) {
  if (!isUuid(id)) return null;
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

function isUuid(id: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/**
 * Confirms a previewed job: rows with nothing to write get their outcome at once (skipped, refused,
 * present places in skip mode or with nothing to change), and the job waits for a runner. False when
 * the job is not a preview any more (confirmed twice, cancelled).
 */
export async function confirmImportJob(db: Db, id: string, mode: ImportMode): Promise<boolean> {
  if (!isUuid(id)) return false;
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
  if (!isUuid(id)) return false;
  const rows = await db
    .update(importJobs)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, "preview")))
    .returning({ id: importJobs.id });
  if (rows.length) await db.delete(importJobRows).where(eq(importJobRows.jobId, id));
  return rows.length > 0;
}

/** A batch's written places, as the audit trail (and anything else that follows imports) receives them. */
export type ImportBatchWrites = {
  jobId: string;
  userId: string | null;
  created: { id: string; slug: string; name: string }[];
  updated: { id: string; slug: string; name: string; changes: ImportChange[] }[];
};

/**
 * Called inside each batch's transaction once its places are written: whatever is recorded here is
 * saved with the batch or not at all. Each new place's history starts with its import (updated
 * places record their changes as they are written).
 */
export async function onImportBatch(tx: Db, writes: ImportBatchWrites, actor: Actor): Promise<void> {
  await recordAudit(
    tx,
    actor,
    writes.created.map((place) => ({
      action: "place.imported" as const,
      locationId: place.id,
      summary: `Imported "${place.name}" from a file`,
    })),
  );
}

/** The administrator who started an import, as its history names them. */
async function importActor(db: Db, userId: string | null): Promise<Actor> {
  if (!userId) return null;
  const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}

/** A runner whose job was taken over (it fell silent) or ended stops before its next write. */
class LostJob extends Error {}

/** A running job whose runner has not finished a batch for this long is taken over by the next sweep. */
export const IMPORT_STALE_MS = 30_000;

/**
 * Runs a confirmed job to the end: batches of IMPORT_BATCH_SIZE rows in order, each written in one
 * transaction together with its rows' outcomes and the job's counts, so the job always says exactly
 * what is saved and a job interrupted by a restart resumes after its last saved batch. Yields to
 * other work between batches. Returns without doing anything when another runner holds the job.
 */
export async function runImportJob(
  db: Db,
  id: string,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => {},
): Promise<void> {
  const runner = randomUUID();
  const stale = new Date(Date.now() - IMPORT_STALE_MS);
  const [job] = await db
    .update(importJobs)
    .set({
      status: "running",
      runner,
      heartbeatAt: new Date(),
      startedAt: sql`coalesce(${importJobs.startedAt}, now())`,
    })
    .where(
      and(
        eq(importJobs.id, id),
        or(
          eq(importJobs.status, "queued"),
          and(eq(importJobs.status, "running"), or(isNull(importJobs.heartbeatAt), lt(importJobs.heartbeatAt, stale))),
        ),
      ),
    )
    .returning();
  if (!job) return;
  const taken = await allSlugs(db);
  const held = and(eq(importJobs.id, id), eq(importJobs.runner, runner));
  await onProgress({ processed: job.processed, total: job.total });

  try {
    for (;;) {
      const batch = await db
        .select()
        .from(importJobRows)
        .where(and(eq(importJobRows.jobId, id), isNull(importJobRows.outcome)))
        .orderBy(asc(importJobRows.position))
        .limit(IMPORT_BATCH_SIZE);
      if (batch.length === 0) break;
      if (stopping) {
        // Shutting down: the job waits, queued, for the next start (here or on another instance).
        await db.update(importJobs).set({ status: "queued", runner: null }).where(held);
        return;
      }
      let progress: ImportProgress;
      try {
        progress = await db.transaction(async (tx) => writeBatch(tx as unknown as Db, job, batch, taken, held));
      } catch (error) {
        if (error instanceof LostJob) return;
        progress = await failBatch(db, batch, describeDbError(error), held);
      }
      await onProgress(progress);
      // Let waiting requests run before the next batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.update(importJobs).set({ status: "done", finishedAt: new Date(), runner: null }).where(held);
  } catch (error) {
    if (error instanceof LostJob) return;
    console.error("[import] job failed", error);
    await db
      .update(importJobs)
      .set({ status: "failed", error: "An unexpected error occurred", finishedAt: new Date(), runner: null })
      .where(held)
      .catch(() => {});
  }
}

async function writeBatch(
  tx: Db,
  job: ImportJob,
  batch: ImportJobRow[],
  taken: Set<string>,
  held: SQL | undefined,
): Promise<ImportProgress> {
  const writes: ImportBatchWrites = { jobId: job.id, userId: job.createdBy, created: [], updated: [] };
  const actor = await importActor(tx, job.createdBy);
  const outcomes: { position: number; outcome: ImportOutcome; message: string; slug: string | null }[] = [];
  for (const row of batch) {
    if (row.plan === "new") {
      const place = row.place as unknown as ImportedPlace;
      const written = await reserveSlug(
        tx,
        importSlug(place.name),
        async (sp, slug) => {
          const [inserted] = await sp
            .insert(locations)
            .values({ ...place, slug })
            .returning({ id: locations.id, slug: locations.slug, name: locations.name });
          return inserted!;
        },
        taken,
      );
      taken.add(written.slug);
      writes.created.push(written);
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
        outcomes.push({
          position: row.position,
          outcome: "failed",
          message: "The place was deleted after the preview",
          slug: null,
        });
        continue;
      }
      writes.updated.push({ id: patched.id, slug: patched.slug, name: patched.name, changes: row.changes });
      const fields = row.changes.map((c) => c.label).join(", ");
      outcomes.push({ position: row.position, outcome: "updated", message: `Updated: ${fields}`, slug: patched.slug });
    }
  }
  for (const o of outcomes) {
    await tx
      .update(importJobRows)
      .set({ outcome: o.outcome, outcomeMessage: o.message, slug: o.slug })
      .where(and(eq(importJobRows.jobId, job.id), eq(importJobRows.position, o.position)));
  }
  await onImportBatch(tx, writes, actor);
  const count = (kind: ImportOutcome) => outcomes.filter((o) => o.outcome === kind).length;
  const [saved] = await tx
    .update(importJobs)
    .set({
      processed: sql`${importJobs.processed} + ${batch.length}`,
      created: sql`${importJobs.created} + ${count("imported")}`,
      updated: sql`${importJobs.updated} + ${count("updated")}`,
      errors: sql`${importJobs.errors} + ${count("failed")}`,
      heartbeatAt: new Date(),
    })
    .where(held)
    .returning({ processed: importJobs.processed, total: importJobs.total });
  // Taken over meanwhile: the transaction rolls back and this runner stops.
  if (!saved) throw new LostJob();
  return saved;
}

/** Records every row of a batch that could not be saved as failed, so the job moves on. */
async function failBatch(db: Db, batch: ImportJobRow[], reason: string, held: SQL | undefined) {
  const first = batch[0]!.line;
  const last = batch[batch.length - 1]!.line;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(importJobs)
      .set({
        processed: sql`${importJobs.processed} + ${batch.length}`,
        errors: sql`${importJobs.errors} + ${batch.length}`,
        heartbeatAt: new Date(),
      })
      .where(held)
      .returning({ processed: importJobs.processed, total: importJobs.total });
    if (!saved) throw new LostJob();
    await tx
      .update(importJobRows)
      .set({
        outcome: "failed",
        outcomeMessage: `The batch of lines ${first}-${last} could not be saved, so none of its rows were imported: ${reason}`,
      })
      .where(
        and(
          eq(importJobRows.jobId, batch[0]!.jobId),
          inArray(
            importJobRows.position,
            batch.map((r) => r.position),
          ),
        ),
      );
    return saved;
  });
}

function importedMessage(notes: string) {
  return notes ? `Imported. ${notes}.` : "Imported";
}

// ---------------------------------------------------------------------------------------------
// Running jobs in the background

const running = new Map<string, Promise<void>>();
let stopping = false;

/** Starts a confirmed job in the background of this process; the request that confirmed it may end at once. */
export function startImportJob(db: Db, id: string) {
  if (running.has(id)) return;
  const run = runImportJob(db, id)
    .catch((error: unknown) => console.error("[import] job failed", error))
    .finally(() => running.delete(id));
  running.set(id, run);
}

/** Waits for the jobs this process is running (shutdown, and tests). */
export async function settleImportJobs() {
  while (running.size) await Promise.allSettled([...running.values()]);
}

/** Queued jobs, and running jobs whose runner fell silent (a restart, a crashed instance). */
export async function jobsToResume(db: Db) {
  const stale = new Date(Date.now() - IMPORT_STALE_MS);
  const rows = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      or(
        eq(importJobs.status, "queued"),
        and(eq(importJobs.status, "running"), or(isNull(importJobs.heartbeatAt), lt(importJobs.heartbeatAt, stale))),
      ),
    );
  return rows.map((r) => r.id);
}

let sweeper: NodeJS.Timeout | undefined;

/**
 * Resumes interrupted jobs at start-up and every IMPORT_STALE_MS after: a job holds its place in the
 * database, so whichever instance sweeps first carries it on from its last saved batch.
 */
export function startImportJobs(db: Db) {
  if (sweeper) return;
  stopping = false;
  const sweep = () => {
    jobsToResume(db)
      .then((ids) => ids.forEach((id) => startImportJob(db, id)))
      .catch((error: unknown) => console.error("[import] resuming jobs failed", error));
  };
  sweep();
  sweeper = setInterval(sweep, IMPORT_STALE_MS);
  sweeper.unref();
}

/** Stops the sweep; running jobs stop after their current batch and wait, queued, for the next start. */
export async function stopImportJobs() {
  if (sweeper) clearInterval(sweeper);
  sweeper = undefined;
  stopping = true;
  await settleImportJobs();
  stopping = false;
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
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  const rows = await db
    .select()
    .from(importJobRows)
    .where(eq(importJobRows.jobId, id))
    .orderBy(asc(importJobRows.position))
    .limit(limit);
  return resultOf(job!, rows);
}

export function resultOf(
  job: Pick<ImportJob, "total" | "processed" | "created" | "updated" | "errors">,
  rows: Pick<ImportJobRow, "line" | "name" | "outcome" | "outcomeMessage" | "message" | "slug">[],
): ImportResult {
  return {
    total: job.total,
    imported: job.created,
    updated: job.updated,
    // Rows done with nothing written that were not refused: already present, nothing to change, twice in the file.
    unchanged: job.processed - job.created - job.updated - job.errors,
    refused: job.errors,
    rows: rows.map((r) => ({
      line: r.line,
      name: r.name,
      status: r.outcome ?? "skipped",
      message: r.outcomeMessage ?? r.message,
      ...(r.slug ? { slug: r.slug } : {}),
    })),
  };
}

/** CSV column names: `imageUrl` is read from `image_url`, `externalLinks.official` from `external_links_official`. */
function csvColumn(path: PropertyKey[]) {
  return path
    .map(String)
    .join("_")
    .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The first column of a row the location form would refuse (a web address that is not http(s),
 * a text over its length), named with its message; null when the row passes. One schema for
 * both ways in, so the public page never renders what an administrator could not have typed.
 */
export function rejectedField(place: ImportedPlace): string | null {
  const optional = <T>(v: T | null) => v ?? undefined;
  const parsed = LocationSchema.safeParse({
    ...place,
    // The form asks for a city, a county and a leash policy; a file may leave them out, and the
    // place then keeps them unknown.
    city: place.city ?? "not listed",
    county: place.county ?? "not listed",
    leashPolicy: place.leashPolicy ?? "on-leash",
    fees: optional(place.fees),
    crowdLevel: optional(place.crowdLevel),
    address: optional(place.address),
    zip: optional(place.zip),
    phone: optional(place.phone),
    lat: optional(place.lat),
    lng: optional(place.lng),
    rules: place.rules.join("\n"),
    feeDetails: optional(place.feeDetails),
    hours: optional(place.hours),
    seasonality: optional(place.seasonality),
    accessibilityNotes: optional(place.accessibilityNotes),
    parkingDetails: optional(place.parkingDetails),
    safetyNotes: optional(place.safetyNotes),
    photos: [],
    imageUrl: optional(place.imageUrl),
    mapUrl: optional(place.mapUrl),
    rating: optional(place.rating),
    reviewCount: optional(place.reviewCount),
    description: optional(place.description),
    dogHours: optional(place.dogHours),
    fenced: optional(place.fenced),
    smallDogArea: optional(place.smallDogArea),
    statusNote: optional(place.statusNote),
    sources: place.sources.map((s) => ({ url: s.url, supports: optional(s.supports), date: optional(s.date) })),
    verifiedOn: optional(place.verifiedOn),
  });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `Rejected ${csvColumn(issue.path)}: ${issue.message}`;
}

function describeDbError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split("\n")[0]!.slice(0, 300);
}

export type UploadCheck =
  { ok: true; bytes: Uint8Array; name: string } | { ok: false; status: 400 | 413; title: string; message: string };

/** The CSV file of an import form, checked by name, type and size. */
export async function readImportUpload(request: Request): Promise<UploadCheck> {
  const invalid = { ok: false, status: 400, title: "Invalid file type", message: "Please select a CSV file" } as const;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMPORT_MAX_BYTES + 64 * 1024) {
    return { ok: false, status: 413, title: "Import failed", message: "The file is larger than 10MB" };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid;
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return invalid;
  if (!isCsvFile(file)) return invalid;
  if (file.size > IMPORT_MAX_BYTES) {
    return { ok: false, status: 413, title: "Import failed", message: "The file is larger than 10MB" };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A CSV is text: a NUL byte means a binary file with a .csv name.
  if (bytes.subarray(0, 8192).includes(0)) return invalid;
  return { ok: true, bytes, name: file.name };
}
