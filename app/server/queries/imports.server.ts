// Every query of the CSV import: a preview stored row by row as it is read, the page's view of a job,
// its confirmation and cancellation, and the runner's writes: places created and updated a batch
// at a time in a few set-based statements (or one by one when a batch is refused), each row's
// outcome and the job's counts.
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from "drizzle-orm";
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
  type Location,
  type NewLocation,
} from "../infra/schema.server";
import type { Actor } from "./audit.server";
import type { HoldStatement } from "./job-runs.server";
import { reserveSlug } from "./locations.server";

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
    })),
  );
  await db.execute(sql`
    insert into import_job_rows (job_id, position, line, name, plan, message, place, match_id, match_slug, match_name, changes)
    select ${jobId}::uuid, r.position, r.line, r.name, r.plan, r.message, r.place, r.match_id, r.match_slug, r.match_name,
      coalesce(r.changes, '[]'::jsonb)
    from jsonb_to_recordset(${json}::jsonb) as r(position int, line int, name text, plan text, message text, place jsonb,
      match_id uuid, match_slug text, match_name text, changes jsonb)`);
}

/** Sets the warnings of the rows that have some. */
export async function setPlanWarnings(db: Db, jobId: string, rows: { position: number; warnings: string[] }[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const json = JSON.stringify(rows.slice(i, i + 1000));
    await db.execute(sql`
      update import_job_rows r set warnings = w.warnings
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

/** The first `limit` rows as the page lists them, each linked to its place as the place is now. */
export async function importRowsShown(db: Db, id: string, limit: number) {
  return db
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

/**
 * Confirms a previewed job: rows with nothing to write get their outcome at once (skipped, refused,
 * present places in skip mode or with nothing to change), and the job waits for its run. False
 * when the job is not a preview any more (confirmed twice, cancelled).
 */
export async function confirmImportJob(db: Db, id: string, mode: ImportMode): Promise<boolean> {
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

// ---------------------------------------------------------------------------------------------
// The runner: places, a batch at a time

const PLACE_COLUMNS = getTableColumns(locations);
const WRITABLE = new Set(Object.keys(PLACE_COLUMNS).filter((k) => !["id", "createdAt", "updatedAt"].includes(k)));

/** The rows grouped by the columns they give (normally one group): one statement per group. */
function byColumns<T extends Record<string, unknown>>(rows: T[], fixed: string[]) {
  const groups = new Map<string, { columns: string[]; rows: T[] }>();
  for (const row of rows) {
    const columns = Object.keys(row)
      .filter((k) => WRITABLE.has(k) && !fixed.includes(k) && row[k] !== undefined)
      .sort();
    const key = columns.join(",");
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A row as a record of the locations table: JSON keyed by column name (jsonb_populate_recordset). */
function asRecord(row: Record<string, unknown>, columns: string[]) {
  return Object.fromEntries(columns.map((k) => [PLACE_COLUMNS[k as keyof typeof PLACE_COLUMNS].name, row[k] ?? null]));
}

const column = (key: string) => sql.identifier(PLACE_COLUMNS[key as keyof typeof PLACE_COLUMNS].name);

export type WrittenPlace = { id: string; slug: string; name: string };

/**
 * Inserts places, each under the slug it brings, with the first entry of each one's history (by
 * `actor`, its summary from the place's name), in one statement per group of columns. A slug another
 * writer took meanwhile is not an error: that place is left out (ON CONFLICT DO NOTHING) and of the
 * answer, for the caller to try again under another slug.
 */
export async function insertPlaces(
  tx: Db,
  places: (Partial<NewLocation> & { slug: string; name: string })[],
  history: { actor: Actor; summary: (name: string) => string },
) {
  const written: WrittenPlace[] = [];
  for (const group of byColumns(places, ["slug"])) {
    const columns = ["slug", ...group.columns];
    const json = JSON.stringify(group.rows.map((row) => asRecord(row, columns)));
    const summaries = JSON.stringify(group.rows.map((row) => ({ slug: row.slug, summary: history.summary(row.name) })));
    const names = sql.join(columns.map(column), sql`, `);
    const values = sql.join(
      columns.map((c) => sql`r.${column(c)}`),
      sql`, `,
    );
    const result = await tx.execute<WrittenPlace>(sql`
      with written as (
        insert into locations (${names})
        select ${values} from jsonb_populate_recordset(null::locations, ${json}::jsonb) as r
        on conflict (slug) do nothing
        returning id, slug, name
      ), history as (
        insert into audit_events (action, summary, location_id, actor_id, actor_email)
        select 'place.imported', s.summary, w.id, ${history.actor?.id ?? null}, ${history.actor?.email ?? null}
        from written w join jsonb_to_recordset(${summaries}::jsonb) as s(slug text, summary text) on s.slug = w.slug
      )
      select id, slug, name from written`);
    written.push(...result.rows);
  }
  return written;
}

/** A new place of an import's batch, with its row. */
export type NewImportedPlace = {
  position: number;
  slug: string;
  place: Partial<NewLocation> & { name: string };
  /** The row's outcome message. */
  message: string;
  /** The first entry of the place's history. */
  summary: string;
};

/**
 * New places of an import in one statement per group of columns, each statement whole on its own
 * (no transaction): the places, the first entry of each one's history, their rows' outcomes and the
 * job's counts, written only while `held` (a CTE from the runtime) says the run is still this
 * instance's. A slug another writer took meanwhile leaves that place (and its row) out, for the caller
 * to try again. Answers whether the run was held, the slugs written and the job's progress.
 */
export async function writeNewPlaces(
  db: Db,
  jobId: string,
  held: HoldStatement,
  actor: Actor,
  places: NewImportedPlace[],
): Promise<{ held: boolean; written: Set<string>; progress: { processed: number; total: number } | null }> {
  const written = new Set<string>();
  let progress: { processed: number; total: number } | null = null;
  const groups = byColumns(
    places.map((p) => ({ ...p.place, slug: p.slug, _row: p })),
    ["slug", "_row"],
  );
  for (const group of groups) {
    const columns = ["slug", ...group.columns];
    const json = JSON.stringify(group.rows.map((row) => asRecord(row, columns)));
    const rows = JSON.stringify(
      group.rows.map(({ _row }) => ({
        position: _row.position,
        slug: _row.slug,
        message: _row.message,
        summary: _row.summary,
      })),
    );
    const names = sql.join(columns.map(column), sql`, `);
    const values = sql.join(
      columns.map((c) => sql`r.${column(c)}`),
      sql`, `,
    );
    const result = await db.execute<{ held: number; slugs: string[] | string; processed: number; total: number }>(sql`
      with held as (${held}),
      written as (
        insert into locations (${names})
        select ${values} from jsonb_populate_recordset(null::locations, ${json}::jsonb) as r
        where exists (select 1 from held)
        on conflict (slug) do nothing
        returning id, slug
      ),
      rows as (
        select x.*, w.id from written w
        join jsonb_to_recordset(${rows}::jsonb) as x(position int, slug text, message text, summary text) on x.slug = w.slug
      ),
      history as (
        insert into audit_events (action, summary, location_id, actor_id, actor_email)
        select 'place.imported', rows.summary, rows.id, ${actor?.id ?? null}, ${actor?.email ?? null} from rows
      ),
      outcomes as (
        update import_job_rows r set outcome = 'imported', outcome_message = rows.message, slug = rows.slug
        from rows where r.job_id = ${jobId}::uuid and r.position = rows.position
      ),
      counts as (
        update import_jobs set
          processed = processed + (select count(*) from written),
          created = created + (select count(*) from written)
        where id = ${jobId}::uuid and exists (select 1 from held)
        returning processed, total
      )
      select (select count(*) from held)::int as held,
        (select coalesce(json_agg(slug), '[]'::json) from written) as slugs,
        (select processed from counts) as processed, (select total from counts) as total`);
    const answer = result.rows[0]!;
    if (!Number(answer.held)) return { held: false, written, progress };
    const slugs = typeof answer.slugs === "string" ? (JSON.parse(answer.slugs) as string[]) : answer.slugs;
    for (const slug of slugs) written.add(slug);
    progress = { processed: Number(answer.processed), total: Number(answer.total) };
  }
  return { held: true, written, progress };
}

/** A place as an import found it, with the version of its row (changed by every write of it). */
export type PlaceAsFound = Location & { version: string };

/** The places with these ids, whole, each with the version of its row; no lock is taken. */
export async function placesAsFound(db: Db, ids: string[]): Promise<PlaceAsFound[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...PLACE_COLUMNS, version: sql<string>`${locations}.xmin::text` })
    .from(locations)
    .where(inArray(locations.id, ids));
}

/** A place already present that a batch of an import updates, with its row. */
export type UpdatedImportedPlace = {
  position: number;
  /** The place's id and the version of its row the values were worked out from. */
  id: string;
  version: string;
  /** The columns to set (slug included). */
  patch: Partial<NewLocation>;
  /** Its address before a rename, kept as a redirect. */
  oldSlug: string | null;
  /** The history entry, when any field changes. */
  history: { summary: string; changes: unknown[] } | null;
  /** The row's outcome message. */
  message: string;
};

/**
 * Updates of places already present, in one statement per group of columns, each whole on its own
 * (no transaction, no lock held between statements): a place is written only while its row is still
 * the version the values were worked out from, and then with its history entry, its old address kept
 * as a redirect, its row's outcome and the job's counts; `failed` rows get their outcome too. All of
 * it only while `held` says the run is still this instance's. Answers whether the run was held, the
 * ids of the places written (a place changed meanwhile is left out, for the caller to work out again)
 * and the job's progress.
 */
export async function writeUpdatedPlaces(
  db: Db,
  jobId: string,
  held: HoldStatement,
  actor: Actor,
  places: UpdatedImportedPlace[],
  failed: RowOutcome[],
): Promise<{ held: boolean; written: Set<string>; progress: { processed: number; total: number } | null }> {
  const written = new Set<string>();
  let progress: { processed: number; total: number } | null = null;
  const groups = byColumns(
    places.map((p) => ({ ...p.patch, id: p.id, _row: p })),
    ["id", "_row"],
  );
  if (groups.length === 0) groups.push({ columns: [], rows: [] });
  for (const [i, group] of groups.entries()) {
    const json = JSON.stringify(group.rows.map((row) => asRecord(row, ["id", ...group.columns])));
    const rows = JSON.stringify(
      group.rows.map(({ _row }) => ({
        id: _row.id,
        version: _row.version,
        position: _row.position,
        message: _row.message,
        slug: _row.patch.slug ?? null,
        old_slug: _row.oldSlug,
        summary: _row.history?.summary ?? null,
        changes: _row.history?.changes ?? null,
      })),
    );
    const set = sql.join(
      [...group.columns.map((c) => sql`${column(c)} = r.${column(c)}`), sql`updated_at = now()`],
      sql`, `,
    );
    const refused = JSON.stringify(i === 0 ? failed : []);
    const result = await db.execute<{ held: number; ids: string[] | string; processed: number; total: number }>(sql`
      with held as (${held}),
      x as (
        select * from jsonb_to_recordset(${rows}::jsonb) as x(id uuid, version text, position int, message text,
          slug text, old_slug text, summary text, changes jsonb)
      ),
      updated as (
        update locations as l set ${set}
        from jsonb_populate_recordset(null::locations, ${json}::jsonb) as r, x
        where l.id = r.id and x.id = r.id and l.xmin::text = x.version and exists (select 1 from held)
        returning l.id
      ),
      done as (select x.* from x where x.id in (select id from updated)),
      moved as (select id, slug, old_slug from done where old_slug is not null),
      freed as (
        delete from slug_history where slug in (select slug from moved) and slug not in (select old_slug from moved)
      ),
      kept as (
        insert into slug_history (slug, location_id) select old_slug, id from moved
        on conflict (slug) do update set location_id = excluded.location_id, created_at = now()
      ),
      history as (
        insert into audit_events (action, summary, location_id, changes, actor_id, actor_email)
        select 'place.imported', summary, id, changes, ${actor?.id ?? null}, ${actor?.email ?? null}
        from done where summary is not null
      ),
      outcomes as (
        update import_job_rows j set outcome = o.outcome, outcome_message = o.message, slug = o.slug
        from (
          select position, 'updated' as outcome, message, slug from done
          union all
          select position, outcome, message, slug
          from jsonb_to_recordset(${refused}::jsonb) as f(position int, outcome text, message text, slug text)
        ) as o
        where j.job_id = ${jobId}::uuid and j.position = o.position and exists (select 1 from held)
        returning o.outcome
      ),
      counts as (
        update import_jobs set
          processed = processed + (select count(*) from outcomes),
          updated = updated + (select count(*) from outcomes where outcome = 'updated'),
          errors = errors + (select count(*) from outcomes where outcome = 'failed')
        where id = ${jobId}::uuid and exists (select 1 from held)
        returning processed, total
      )
      select (select count(*) from held)::int as held,
        (select coalesce(json_agg(id), '[]'::json) from updated) as ids,
        (select processed from counts) as processed, (select total from counts) as total`);
    const answer = result.rows[0]!;
    if (!Number(answer.held)) return { held: false, written, progress };
    const ids = typeof answer.ids === "string" ? (JSON.parse(answer.ids) as string[]) : answer.ids;
    for (const id of ids) written.add(id);
    progress = { processed: Number(answer.processed), total: Number(answer.total) };
  }
  return { held: true, written, progress };
}

/** One new place under the first free slug of `base` (one by one, when a batch was refused). */
export async function insertImportedPlace(tx: Db, base: string, place: Partial<NewLocation>, taken: Set<string>) {
  return reserveSlug(
    tx,
    base,
    async (sp, slug) => {
      const [inserted] = await sp
        .insert(locations)
        .values({ ...(place as NewLocation), slug })
        .returning({ id: locations.id, slug: locations.slug, name: locations.name });
      return inserted!;
    },
    taken,
  );
}
