// The CSV import runner's writes to places: created and updated a batch at a time in a few set-based
// statements (or one by one when a batch is refused).
import { getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations, type Location, type NewLocation } from "../infra/schema.server";
import type { Actor } from "./audit.server";
import type { HoldStatement } from "./job-runs.server";
import { reserveSlug } from "./location-slugs.server";
import type { RowOutcome } from "./imports.server";

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

/** The column names of an INSERT into locations and the matching values of the record `r`. */
function insertColumns(columns: string[]) {
  return {
    names: sql.join(columns.map(column), sql`, `),
    values: sql.join(
      columns.map((c) => sql`r.${column(c)}`),
      sql`, `,
    ),
  };
}

type ImportProgress = { processed: number; total: number };

/** What a run's writes answer: whether the run was still held, the keys written and the job's progress. */
type HeldWrites = { held: boolean; written: Set<string>; progress: ImportProgress | null };

/**
 * The last select of a statement written while `held`: whether the run is still held, the `key` of
 * every row of the CTE `written` and the job's counts (the CTE `counts`).
 */
const heldAnswer = (key: string, written: string) => sql`
      select (select count(*) from held)::int as held,
        (select coalesce(json_agg(${sql.identifier(key)}), '[]'::json) from ${sql.identifier(written)}) as keys,
        (select processed from counts) as processed, (select total from counts) as total`;

/**
 * One statement per group (each ending in `heldAnswer`), stopping at the first that finds the run no
 * longer held; gathers the keys written and the job's latest progress.
 */
async function writeWhileHeld<G>(
  db: Db,
  groups: G[],
  statement: (group: G, index: number) => SQL,
): Promise<HeldWrites> {
  const written = new Set<string>();
  let progress: ImportProgress | null = null;
  for (const [i, group] of groups.entries()) {
    const result = await db.execute<{ held: number; keys: string[] | string; processed: number; total: number }>(
      statement(group, i),
    );
    const answer = result.rows[0]!;
    if (!Number(answer.held)) return { held: false, written, progress };
    const keys = typeof answer.keys === "string" ? (JSON.parse(answer.keys) as string[]) : answer.keys;
    for (const key of keys) written.add(key);
    progress = { processed: Number(answer.processed), total: Number(answer.total) };
  }
  return { held: true, written, progress };
}

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
    const { names, values } = insertColumns(columns);
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
): Promise<HeldWrites> {
  const groups = byColumns(
    places.map((p) => ({ ...p.place, slug: p.slug, _row: p })),
    ["slug", "_row"],
  );
  return writeWhileHeld(db, groups, (group) => {
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
    const { names, values } = insertColumns(columns);
    return sql`
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
      ${heldAnswer("slug", "written")}`;
  });
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
): Promise<HeldWrites> {
  const groups = byColumns(
    places.map((p) => ({ ...p.patch, id: p.id, _row: p })),
    ["id", "_row"],
  );
  if (groups.length === 0) groups.push({ columns: [], rows: [] });
  return writeWhileHeld(db, groups, (group, i) => {
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
    return sql`
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
      ${heldAnswer("id", "updated")}`;
  });
}

/** One new place under the first free slug of `base` (one by one, when a batch was refused). */
export async function insertImportedPlace(tx: Db, base: string, place: Partial<NewLocation>, taken?: Set<string>) {
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
