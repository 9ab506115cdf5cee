// Open-data candidates and their imports (decision 0042): the statements the importer, the
// Candidates queue and the ODbL export run.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";
import {
  openDataCandidates,
  openDataImports,
  type NewOpenDataCandidate,
  type OpenDataCandidate,
  type TagChange,
} from "../infra/schema-open-data.server";
import type { CandidateRejectReason, CandidateStatus, OpenDataSource } from "~/lib/open-data";
import { DUPLICATE_METERS } from "~/lib/open-data";

export type { OpenDataCandidate, TagChange };

/** Holds every other import of this source until the caller's transaction ends. */
export async function lockOpenDataSource(tx: Db, source: OpenDataSource) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-data:${source}`}))`);
}

export async function lastImportOf(tx: Db, source: OpenDataSource) {
  const [row] = await tx
    .select()
    .from(openDataImports)
    .where(eq(openDataImports.source, source))
    .orderBy(desc(openDataImports.createdAt))
    .limit(1);
  return row ?? null;
}

/** What an import compares a file with: every candidate of the source, by upstream id. */
export async function candidatesOfSource(tx: Db, source: OpenDataSource) {
  return tx
    .select({
      id: openDataCandidates.id,
      upstreamId: openDataCandidates.upstreamId,
      upstreamType: openDataCandidates.upstreamType,
      name: openDataCandidates.name,
      lat: openDataCandidates.lat,
      lng: openDataCandidates.lng,
      tags: openDataCandidates.tags,
      status: openDataCandidates.status,
      changes: openDataCandidates.changes,
      goneUpstream: openDataCandidates.goneUpstream,
    })
    .from(openDataCandidates)
    .where(eq(openDataCandidates.source, source));
}
export type StoredCandidate = Awaited<ReturnType<typeof candidatesOfSource>>[number];

export async function insertCandidates(tx: Db, rows: NewOpenDataCandidate[]) {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(openDataCandidates).values(rows.slice(i, i + 500));
}

export async function updateCandidate(tx: Db, id: string, values: Partial<NewOpenDataCandidate>) {
  await tx.update(openDataCandidates).set(values).where(eq(openDataCandidates.id, id));
}

/** Marks seen the rows the file still holds, unchanged. */
export async function markSeen(tx: Db, ids: string[], at: Date) {
  for (let i = 0; i < ids.length; i += 5000)
    await tx
      .update(openDataCandidates)
      .set({ lastSeenAt: at, goneUpstream: false })
      .where(inArray(openDataCandidates.id, ids.slice(i, i + 5000)));
}

/** Flags as gone upstream the rows of the source that the file no longer holds; answers their ids. */
export async function markGone(tx: Db, ids: string[]) {
  for (let i = 0; i < ids.length; i += 5000)
    await tx
      .update(openDataCandidates)
      .set({ goneUpstream: true })
      .where(inArray(openDataCandidates.id, ids.slice(i, i + 5000)));
}

export async function recordOpenDataImport(tx: Db, values: typeof openDataImports.$inferInsert) {
  const [row] = await tx.insert(openDataImports).values(values).returning();
  return row!;
}

export async function recentOpenDataImports(db: Db, limit = 10) {
  return db.select().from(openDataImports).orderBy(desc(openDataImports.createdAt)).limit(limit);
}

/** The demo places by lower-cased name, for the rows an extract says are already in the directory. */
export async function placeIdsByName(tx: Db, names: string[]) {
  if (!names.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      inArray(
        sql`lower(${locations.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export type CandidateFilters = {
  status?: CandidateStatus | "changed" | "gone";
  source?: OpenDataSource;
  county?: string;
  category?: string;
  flag?: string;
  /** "yes": only those with a place of the directory within DUPLICATE_METERS; "no": only those without. */
  near?: "yes" | "no";
  page?: number;
};

export const CANDIDATES_PER_PAGE = 50;

const nearPlace = sql`exists (
  select 1 from locations l
  where ${openDataCandidates.lat} is not null and l.lat is not null
    and earth_box(ll_to_earth(${openDataCandidates.lat}, ${openDataCandidates.lng}), ${DUPLICATE_METERS}) @> ll_to_earth(l.lat, l.lng)
    and earth_distance(ll_to_earth(${openDataCandidates.lat}, ${openDataCandidates.lng}), ll_to_earth(l.lat, l.lng)) <= ${DUPLICATE_METERS}
)`;

/** A flag without the number it carries ("outside-census-shoreline-37m", "same-name-as:123"): its kind. */
const flagKind = (flag: SQL) => sql`regexp_replace(${flag}, '[:-][0-9]+m?$', '')`;

function candidateWhere(filters: CandidateFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status === "changed") parts.push(isNotNull(openDataCandidates.changes));
  else if (filters.status === "gone") parts.push(eq(openDataCandidates.goneUpstream, true));
  else parts.push(eq(openDataCandidates.status, filters.status ?? "pending"));
  if (filters.source) parts.push(eq(openDataCandidates.source, filters.source));
  if (filters.county) parts.push(eq(openDataCandidates.county, filters.county));
  if (filters.category) parts.push(sql`${openDataCandidates.category} = ${filters.category}`);
  if (filters.flag === "none") parts.push(sql`cardinality(${openDataCandidates.flags}) = 0`);
  // A flag as the facets name it: "duplicate-position" finds "duplicate-position:123" too.
  else if (filters.flag)
    parts.push(
      sql`exists (select 1 from unnest(${openDataCandidates.flags}) f where f = ${filters.flag} or ${flagKind(sql`f`)} = ${filters.flag})`,
    );
  if (filters.near === "yes") parts.push(nearPlace);
  if (filters.near === "no") parts.push(sql`not ${nearPlace}`);
  return and(...parts);
}

/** A page of the queue in a stable order (county, name, id), its total and the map's points. */
export async function findCandidates(db: Db, filters: CandidateFilters) {
  const where = candidateWhere(filters);
  const [{ total }] = (await db.select({ total: count() }).from(openDataCandidates).where(where)) as [
    { total: number },
  ];
  const pageCount = Math.max(1, Math.ceil(total / CANDIDATES_PER_PAGE));
  const page = Math.min(Math.max(1, filters.page ?? 1), pageCount);
  const items = await db
    .select()
    .from(openDataCandidates)
    .where(where)
    .orderBy(
      asc(openDataCandidates.county),
      sql`${openDataCandidates.name} nulls last`,
      asc(openDataCandidates.upstreamId),
    )
    .limit(CANDIDATES_PER_PAGE)
    .offset((page - 1) * CANDIDATES_PER_PAGE);
  return { items, total: Number(total), page, pageCount };
}

/** The counties and flags the queue's filters offer, with how many candidates carry each. */
export async function candidateFacets(db: Db) {
  const counties = await db
    .select({ value: openDataCandidates.county, n: count() })
    .from(openDataCandidates)
    .where(isNotNull(openDataCandidates.county))
    .groupBy(openDataCandidates.county)
    .orderBy(asc(openDataCandidates.county));
  const flags = await db.execute<{ value: string; n: number }>(
    sql`select ${flagKind(sql`f`)} as value, count(*)::int as n
        from open_data_candidates, unnest(flags) f group by 1 order by 1`,
  );
  return {
    counties: counties.map((c) => ({ value: c.value!, n: Number(c.n) })),
    flags: flags.rows.map((f) => ({ value: f.value, n: Number(f.n) })),
  };
}

/** How many candidates each status of the queue holds: the four decisions, changed upstream and gone upstream. */
export async function candidateStatusCounts(db: Db) {
  const c = openDataCandidates;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${c.status} = 'pending')`,
      accepted: sql<number>`count(*) filter (where ${c.status} = 'accepted')`,
      linked: sql<number>`count(*) filter (where ${c.status} = 'linked')`,
      rejected: sql<number>`count(*) filter (where ${c.status} = 'rejected')`,
      changed: sql<number>`count(*) filter (where ${c.changes} is not null)`,
      gone: sql<number>`count(*) filter (where ${c.goneUpstream})`,
    })
    .from(c);
  return Object.fromEntries(Object.entries(row!).map(([key, n]) => [key, Number(n)])) as Record<
    CandidateStatus | "changed" | "gone",
    number
  >;
}

export async function getOpenDataImport(db: Db, id: string) {
  const [row] = await db.select().from(openDataImports).where(eq(openDataImports.id, id));
  return row ?? null;
}

export async function getCandidate(db: Db, id: string) {
  const [row] = await db.select().from(openDataCandidates).where(eq(openDataCandidates.id, id));
  return row ?? null;
}

/** The candidate, locked for the caller's transaction: two people deciding at once take turns. */
export async function lockCandidate(tx: Db, id: string) {
  const [row] = await tx.select().from(openDataCandidates).where(eq(openDataCandidates.id, id)).for("update");
  return row ?? null;
}

/** Places of the directory within DUPLICATE_METERS of the candidate or with a name like it. */
export async function possibleDuplicates(db: Db, candidate: Pick<OpenDataCandidate, "name" | "lat" | "lng">) {
  const near =
    candidate.lat !== null && candidate.lng !== null
      ? sql`(l.lat is not null and earth_box(ll_to_earth(${candidate.lat}, ${candidate.lng}), ${DUPLICATE_METERS}) @> ll_to_earth(l.lat, l.lng)
            and earth_distance(ll_to_earth(${candidate.lat}, ${candidate.lng}), ll_to_earth(l.lat, l.lng)) <= ${DUPLICATE_METERS})`
      : sql`false`;
  const named = candidate.name ? sql`similarity(l.search_name, fdp_normalize(${candidate.name})) >= 0.5` : sql`false`;
  const distance =
    candidate.lat !== null && candidate.lng !== null
      ? sql`case when l.lat is null then null else round(earth_distance(ll_to_earth(${candidate.lat}, ${candidate.lng}), ll_to_earth(l.lat, l.lng)))::int end`
      : sql`null::int`;
  const result = await db.execute<{
    id: string;
    name: string;
    slug: string;
    category: string;
    city: string | null;
    meters: number | null;
  }>(
    sql`select l.id, l.name, l.slug, l.category, l.city, ${distance} as meters
        from locations l where ${near} or ${named}
        order by meters nulls last, l.name limit 10`,
  );
  return result.rows.map((r) => ({ ...r, meters: r.meters === null ? null : Number(r.meters) }));
}

export async function decideCandidate(
  tx: Db,
  id: string,
  decision: { status: CandidateStatus; locationId?: string | null; rejectReason?: CandidateRejectReason | null },
  actorId: string | null,
) {
  await tx
    .update(openDataCandidates)
    .set({
      status: decision.status,
      locationId: decision.locationId ?? null,
      rejectReason: decision.rejectReason ?? null,
      changes: null,
      decidedBy: actorId,
      decidedAt: new Date(),
    })
    .where(eq(openDataCandidates.id, id));
}

/** The candidate a place was published from, for its page's provenance line. */
export async function candidateOfPlace(db: Db, locationId: string) {
  const [row] = await db
    .select({
      source: openDataCandidates.source,
      upstreamId: openDataCandidates.upstreamId,
      upstreamType: openDataCandidates.upstreamType,
    })
    .from(openDataCandidates)
    .where(and(eq(openDataCandidates.locationId, locationId), eq(openDataCandidates.status, "accepted")))
    .limit(1);
  return row ?? null;
}

/** Every OpenStreetMap-derived row, for the ODbL export: upstream facts, and the place it became. */
export async function osmDerivedRows(db: Db) {
  return db
    .select({
      upstreamId: openDataCandidates.upstreamId,
      upstreamType: openDataCandidates.upstreamType,
      name: openDataCandidates.name,
      lat: openDataCandidates.lat,
      lng: openDataCandidates.lng,
      county: openDataCandidates.county,
      tags: openDataCandidates.tags,
      status: openDataCandidates.status,
      goneUpstream: openDataCandidates.goneUpstream,
      lastSeenAt: openDataCandidates.lastSeenAt,
      placeSlug: locations.slug,
      placeCategory: locations.category,
      placeName: locations.name,
      placeLat: locations.lat,
      placeLng: locations.lng,
    })
    .from(openDataCandidates)
    .leftJoin(locations, eq(locations.id, openDataCandidates.locationId))
    .where(eq(openDataCandidates.source, "osm"))
    .orderBy(asc(sql`${openDataCandidates.upstreamId}::bigint`));
}

/** The pending candidates of a source with a name and no flag: those a selection may publish as they are. */
export async function candidatesToPublish(db: Db, source: OpenDataSource) {
  const rows = await db
    .select({ id: openDataCandidates.id })
    .from(openDataCandidates)
    .where(
      and(
        eq(openDataCandidates.source, source),
        eq(openDataCandidates.status, "pending"),
        isNotNull(openDataCandidates.name),
        sql`cardinality(${openDataCandidates.flags}) = 0`,
      ),
    )
    .orderBy(asc(openDataCandidates.name), asc(openDataCandidates.upstreamId));
  return rows.map((r) => r.id);
}
