// Every query on places: the public lists, a place's page, the admin panel's list and writes,
// the CSV import's writes, the generated files, and the one way a new place gets its slug.
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { auditEvents, locations, slugHistory, type Location, type NewLocation } from "../infra/schema.server";
import type { DogHoursTimeline } from "~/lib/dog-hours";
import type { MapPoint } from "~/lib/models";
import { ADMIN_PAGE_SIZE, type AdminListParams } from "~/lib/admin-locations";
import { COUNT_LIMIT, effectiveSort, PAGE_SIZE, type LocationFilters } from "~/lib/filters";
import type { LocationInput } from "~/lib/schemas";
import { METERS_PER_MILE } from "~/lib/geo";
import { slugify, uniqueSlug } from "~/lib/slug";
import { BEACH_CATEGORIES, PARK_CATEGORIES, PLACE_FEATURES } from "~/lib/vocabulary";
import { canRestore, fieldLabel, PLACE_FIELDS } from "~/lib/audit";
import { fieldChanges, findAuditEvent, recordAudit, type Actor } from "./audit.server";
import { findDogsAllowedIds, withDogTimelines } from "./dog-hours.server";
import {
  distanceMiles,
  inCityArea,
  listed,
  nearestFirst,
  prepareSearch,
  radiusSearch,
  relevancePage,
  searchConditions,
  unplaceable,
  type OrderKey,
  type PreparedSearch,
} from "./search.server";
import { countRows, pageOf, pageWithin } from "./paging.server";

/** The columns a card needs. */
export const summaryColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  category: locations.category,
  region: locations.region,
  city: locations.city,
  county: locations.county,
  leashPolicy: locations.leashPolicy,
  fees: locations.fees,
  crowdLevel: locations.crowdLevel,
  amenities: locations.amenities,
  photos: locations.photos,
  imageUrl: locations.imageUrl,
  reviewAverage: locations.reviewAverage,
  reviewCount: locations.reviewCount,
  createdAt: locations.createdAt,
  lat: locations.lat,
  lng: locations.lng,
  status: locations.status,
  statusNote: locations.statusNote,
  dogHours: locations.dogHours,
};

/**
 * A card's place: its dog hours arrive as the timeline of the next two days (null without dog hours),
 * and its distance in miles from the list's `near` (null without one, or without coordinates).
 */
export type LocationSummary = Omit<Pick<Location, keyof typeof summaryColumns>, "dogHours"> & {
  dogTimeline: DogHoursTimeline | null;
  distanceMiles: number | null;
  /** The distance is to the centre of the place's town: it has no coordinates (a radius search only). */
  distanceApproximate?: boolean;
};

/** The facts of a place that both its page and the admin's location form show. */
const factColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  category: locations.category,
  region: locations.region,
  city: locations.city,
  county: locations.county,
  address: locations.address,
  zip: locations.zip,
  phone: locations.phone,
  lat: locations.lat,
  lng: locations.lng,
  leashPolicy: locations.leashPolicy,
  rules: locations.rules,
  fees: locations.fees,
  feeDetails: locations.feeDetails,
  hours: locations.hours,
  seasonality: locations.seasonality,
  accessibilityNotes: locations.accessibilityNotes,
  parkingDetails: locations.parkingDetails,
  safetyNotes: locations.safetyNotes,
  crowdLevel: locations.crowdLevel,
  amenities: locations.amenities,
  photos: locations.photos,
  imageUrl: locations.imageUrl,
  mapUrl: locations.mapUrl,
  externalLinks: locations.externalLinks,
  description: locations.description,
  dogHours: locations.dogHours,
  fenced: locations.fenced,
  smallDogArea: locations.smallDogArea,
  status: locations.status,
  statusNote: locations.statusNote,
  sources: locations.sources,
  verifiedOn: locations.verifiedOn,
};

/** The columns a place's own page shows; its count of published reviews says whether it asks for them. */
export const placeColumns = {
  ...factColumns,
  source: locations.source,
  updatedAt: locations.updatedAt,
  reviewCount: locations.reviewCount,
};

export type PlaceDetail = Pick<Location, keyof typeof placeColumns>;

/** Everything the admin's location form edits, for the edit dialog. */
export const adminLocationColumns = {
  ...factColumns,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
};

/** Who last set the verified date, by e-mail. */
const verifiedByEmail = sql<string | null>`(select u.email from "user" u where u.id = ${locations.verifiedBy})`;

export type AdminLocation = Pick<Location, keyof typeof adminLocationColumns> & { verifiedByEmail: string | null };

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---------------------------------------------------------------------------------------------
// Public lists and pages

/**
 * The conditions of a list. Permanently closed places are never listed; `allowedIds` are the places
 * whose dog hours allow dogs at the moment of the request, when the list asks for them; `search` is
 * the list's search, read and corrected by prepareSearch.
 */
function conditions(
  filters: LocationFilters,
  allowedIds?: string[],
  search?: PreparedSearch,
  { radius = true } = {},
): SQL | undefined {
  const parts: (SQL | undefined)[] = [listed];
  if (allowedIds) parts.push(allowedIds.length ? inArray(locations.id, allowedIds) : sql`false`);
  if (search) parts.push(searchConditions(search));
  if (filters.city) parts.push(ilike(locations.city, `%${escapeLike(filters.city)}%`));
  if (filters.cityArea) parts.push(inCityArea(filters.cityArea));
  if (radius && filters.near && filters.radius) parts.push(radiusSearch(filters.near, filters.radius).where);
  if (filters.regions?.length) parts.push(inArray(locations.region, filters.regions));
  if (filters.categories?.length) parts.push(inArray(locations.category, filters.categories));
  if (filters.leashPolicies?.length) parts.push(inArray(locations.leashPolicy, filters.leashPolicies));
  if (filters.fees?.length) parts.push(inArray(locations.fees, filters.fees));
  if (filters.crowdLevels?.length) parts.push(inArray(locations.crowdLevel, filters.crowdLevels));
  if (filters.amenities?.length) parts.push(arrayContains(locations.amenities, filters.amenities));
  for (const feature of filters.features ?? []) {
    const column = PLACE_FEATURES.find((f) => f.value === feature)?.column;
    if (column) parts.push(eq(locations[column], "yes"));
  }
  const least = Math.max(filters.minRating ?? 0, ...(filters.minRatings ?? []).map(Number));
  if (least > 0) parts.push(gte(locations.reviewAverage, least));
  return parts.length ? and(...parts) : undefined;
}

/**
 * The order of a list, as keys; the place's id comes last, so places that tie on every other key
 * keep one order from page to page. Newest first, by rating and by name each walk an index of
 * migration 0017 in this very order, reading only the rows of the page.
 */
function ordering(filters: LocationFilters): OrderKey[] {
  const sort = effectiveSort(filters);
  if (sort === "distance" && filters.near && filters.radius) {
    // Within a radius, places without coordinates are measured to their town's centre: among the others.
    return [{ key: radiusSearch(filters.near, filters.radius).order, direction: "asc" }, byId];
  }
  if (sort === "distance" && filters.near) {
    // Places without coordinates come last, never placed by guess ("Distance unknown"). No second key:
    // PostgreSQL 15 then sorts every place instead of walking the index (ties need equal coordinates).
    return [{ key: nearestFirst(filters.near), direction: "asc" }];
  }
  const name: OrderKey = { key: sql`${locations.name}`, direction: "asc" };
  switch (sort) {
    case "rating":
      return [
        { key: sql`${locations.reviewScore}`, direction: "desc nulls last" },
        { key: sql`${locations.createdAt}`, direction: "desc" },
        name,
        byId,
      ];
    case "name":
      return [name, byId];
    default:
      return [{ key: sql`${locations.createdAt}`, direction: "desc" }, name, byId];
  }
}

const byId: OrderKey = { key: sql`${locations.id}`, direction: "asc" };

export type LocationPage = {
  items: LocationSummary[];
  /** A radius search: the matching places it could not measure at all (no coordinates, no known town). */
  unplaceable?: number;
  /** How many places match; with `more`, how many were counted (more match). */
  total: number;
  /**
   * More places match than `total`: a list counts its matches one by one only up to COUNT_LIMIT (or to
   * the end of the page asked for, when that is further), so that a long list costs no more than a short one.
   */
  more: boolean;
  page: number;
  pageSize: number;
  /** The number of pages; with `more`, the pages known to exist (there are more). */
  pageCount: number;
};

/** The key columns of locations_listed_filters_idx, in its order. */
const filterIndexOrder = sql`${locations.region}, ${locations.leashPolicy}, ${locations.fees}, ${locations.crowdLevel}, ${locations.category}`;

/**
 * True when every condition of the list is on a column of locations_listed_filters_idx (region,
 * category, leash policy, fees, crowd level, amenities, dog-area features, rating), so that the index
 * alone can tell which places match.
 */
function filtersOnly(filters: LocationFilters) {
  return !filters.search && !filters.city && !filters.cityArea && !filters.openNow && !(filters.near && filters.radius);
}

/**
 * How many places match `where`, counted one by one up to `limit` + 1 (the answer is exact up to
 * `limit`; one more says there are more), so that counting stops there however many match.
 *
 * A list of filters only counts along locations_listed_filters_idx, in its order: it reads the index
 * (region first, so a region's places are a range of it), never the table's wide rows, which
 * PostgreSQL would otherwise read one by one until enough matched. Other lists (a search, a radius,
 * a town's area, dogs allowed now) count a MATERIALIZED common table expression, which PostgreSQL
 * plans for reading every match (through the indexes that find them) and runs only as far as the
 * count reads: planned for the first thousand matches instead, it too reads the table row by row,
 * which costs several times what the planner expects (a search for "orl" on 100,000 places, on a busy
 * machine: 24 ms instead of 7).
 */
function countUpTo(where: SQL | undefined, limit: number, byFilterIndex: boolean) {
  const matching = where ? sql`where ${where}` : sql``;
  if (byFilterIndex) {
    return sql<number>`(select count(*)::int from (
      select 1 from ${locations} ${matching} order by ${filterIndexOrder} limit ${limit + 1}) as counted)`;
  }
  return sql<number>`(with matches as materialized (select 1 from ${locations} ${matching})
    select count(*)::int from (select 1 from matches limit ${limit + 1}) as counted)`;
}

/** The count of countUpTo, read: exact up to `limit`, or `limit` and more. */
function bounded(count: number, limit: number) {
  return count > limit ? { total: limit, more: true } : { total: count, more: false };
}

/**
 * One page of the places matching `where` in `order`, and how many match up to `countLimit` (see
 * countUpTo), in one query. The page's ids are found first (walking an index in the list's order where
 * one fits, reading nothing but the index; a search's relevance has a plan of its own, relevancePage),
 * then only the page's own rows are read whole, by id. An empty page says nothing of the count: it
 * comes with the rows.
 */
async function pageOfMatches(
  db: Db,
  where: SQL | undefined,
  order: OrderKey[],
  {
    limit,
    offset,
    countLimit,
    byFilterIndex,
  }: { limit: number; offset: number; countLimit: number; byFilterIndex: boolean },
  filters: Pick<LocationFilters, "near" | "radius">,
  search?: PreparedSearch,
) {
  const { near, radius } = filters;
  const measured = near && radius ? radiusSearch(near, radius) : null;
  const ids = search
    ? relevancePage(search, where, limit, offset)
    : sql`select ${locations.id} as id from ${locations} ${where ? sql`where ${where}` : sql``}
        order by ${sql.join(
          order.map(({ key, direction }) => sql`${key} ${sql.raw(direction)}`),
          sql`, `,
        )}
        limit ${limit} offset ${offset}`;
  // row_number() over () numbers the page's rows as they leave its order.
  const page = sql`(select id, row_number() over () as n from (${ids}) as sorted) as page`;
  const rows = await db
    .select({
      ...summaryColumns,
      distanceMiles: measured ? measured.miles : near ? distanceMiles(near) : sql<number | null>`null::float8`,
      distanceApproximate: measured ? measured.approximate : sql<boolean>`false`,
      n: sql<number>`page.n`,
      count: countUpTo(where, countLimit, byFilterIndex),
    })
    .from(locations)
    .innerJoin(page, sql`page.id = ${locations.id}`);
  rows.sort((a, b) => Number(a.n) - Number(b.n));
  return {
    rows: rows.map(({ n: _n, count: _count, ...row }) => row),
    counted: rows.length ? bounded(Number(rows[0]!.count), countLimit) : null,
  };
}

/** How many places match `where`, as countUpTo counts them, for a page that came back empty. */
async function countMatches(db: Db, where: SQL | undefined, limit: number, byFilterIndex: boolean) {
  const { rows } = await db.execute<{ count: number }>(sql`select ${countUpTo(where, limit, byFilterIndex)} as count`);
  return bounded(Number(rows[0]?.count ?? 0), limit);
}

/**
 * One page of places matching the filters at `now`, with how many match: exactly up to COUNT_LIMIT (or
 * to the end of the page, when that is further), and beyond it only that there are more (`more`).
 * An address past the last page is answered with the last page.
 */
export async function findLocations(db: Db, filters: LocationFilters = {}, now = new Date()): Promise<LocationPage> {
  const pageSize = filters.pageSize ?? PAGE_SIZE;
  const [allowedIds, search] = await Promise.all([
    filters.openNow ? findDogsAllowedIds(db, now) : undefined,
    filters.search ? prepareSearch(db, filters.search, filters.searchLocale) : undefined,
  ]);
  const where = conditions(filters, allowedIds, search);
  const ranked = effectiveSort(filters) === "relevance" && search?.query ? search : undefined;
  const order = ordering(filters);
  let page = pageWithin(filters.page);
  const byFilterIndex = filtersOnly(filters);
  const countLimit = (n: number) => Math.max(COUNT_LIMIT, n * pageSize);
  const pageOf = (n: number) =>
    pageOfMatches(
      db,
      where,
      order,
      { limit: pageSize, offset: (n - 1) * pageSize, countLimit: countLimit(n), byFilterIndex },
      filters,
      ranked,
    );
  const [first, unplaceableCount] = await Promise.all([
    pageOf(page),
    filters.near && filters.radius ? countUnplaceable(db, filters, allowedIds, search) : undefined,
  ]);
  let { rows } = first;
  // An empty page: nothing matches, or the address is past the last page (the count, which went to
  // the end of this page, is then exact) and the last page is shown.
  const counted = first.counted ?? (await countMatches(db, where, countLimit(page), byFilterIndex));
  if (!rows.length && counted.total) {
    page = Math.ceil(counted.total / pageSize);
    ({ rows } = await pageOf(page));
  }
  if (!counted.total) page = 1;
  const { total, more } = counted;
  const pageCount = Math.max(1, Math.ceil((more ? total + 1 : total) / pageSize));
  const items = await withDogTimelines(db, rows, now);
  return {
    items,
    total,
    more,
    page,
    pageSize,
    pageCount,
    ...(unplaceableCount !== undefined && { unplaceable: unplaceableCount }),
  };
}

/** The places a radius search would match but cannot measure: no coordinates and no known town. */
async function countUnplaceable(
  db: Db,
  filters: LocationFilters,
  allowedIds: string[] | undefined,
  search: PreparedSearch | undefined,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(locations)
    .where(and(conditions(filters, allowedIds, search, { radius: false }), unplaceable));
  return row?.count ?? 0;
}

/** The most places one map draws; a longer list is better narrowed by its filters first. */
export const MAP_POINT_LIMIT = 5000;

/** The columns a map marker needs. */
const mapPointColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  category: locations.category,
  lat: locations.lat,
  lng: locations.lng,
  leashPolicy: locations.leashPolicy,
};

export type { MapPoint };

export type MapPoints = {
  /** Every matching place with coordinates (at most MAP_POINT_LIMIT), by name. */
  points: MapPoint[];
  /** Matching places that have coordinates, including any beyond the limit. */
  withCoordinates: number;
  /** Matching places without coordinates: listed, not drawn. */
  withoutCoordinates: number;
};

/** All the places matching the filters at `now` that a map can draw (not one page of them), and how many it cannot. */
export async function findMapPoints(db: Db, filters: LocationFilters = {}, now = new Date()): Promise<MapPoints> {
  const [allowedIds, search] = await Promise.all([
    filters.openNow ? findDogsAllowedIds(db, now) : undefined,
    filters.search ? prepareSearch(db, filters.search, filters.searchLocale) : undefined,
  ]);
  const where = conditions(filters, allowedIds, search);
  const placed = and(isNotNull(locations.lat), isNotNull(locations.lng));
  const [counts = { placed: 0, unplaced: 0 }] = await db
    .select({
      placed: sql<number>`count(*) filter (where ${placed})::int`,
      unplaced: sql<number>`count(*) filter (where not (${placed}))::int`,
    })
    .from(locations)
    .where(where);
  const rows = counts.placed
    ? await db
        .select(mapPointColumns)
        .from(locations)
        .where(and(where, placed))
        .orderBy(asc(locations.name), asc(locations.id))
        .limit(MAP_POINT_LIMIT)
    : [];
  return {
    points: rows as MapPoint[],
    withCoordinates: counts.placed,
    withoutCoordinates: counts.unplaced,
  };
}

/** Counts of matching places per category, for the region and city pages. */
export async function countByCategory(db: Db, filters: LocationFilters = {}, now = new Date()) {
  const [allowedIds, search] = await Promise.all([
    filters.openNow ? findDogsAllowedIds(db, now) : undefined,
    filters.search ? prepareSearch(db, filters.search, filters.searchLocale) : undefined,
  ]);
  const rows = await db
    .select({ category: locations.category, count: sql<number>`count(*)::int` })
    .from(locations)
    .where(conditions(filters, allowedIds, search))
    .groupBy(locations.category);
  return Object.fromEntries(rows.map((r) => [r.category, r.count])) as Record<string, number>;
}

export async function getLocationBySlug(db: Db, slug: string): Promise<PlaceDetail | null> {
  const [row] = await db.select(placeColumns).from(locations).where(eq(locations.slug, slug)).limit(1);
  return row ?? null;
}

/** The place that used to live at `slug` before a rename, with its current slug and category; null when none did. */
export async function findPlaceByOldSlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: locations.id, slug: locations.slug, category: locations.category })
    .from(slugHistory)
    .innerJoin(locations, eq(locations.id, slugHistory.locationId))
    .where(eq(slugHistory.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function countLocations(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(locations);
  return row?.count ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Generated files (sitemap): a slice at a time, from the covering index locations_sitemap_idx
// (an index-only scan).

/** Places per sitemap file (the protocol allows up to 50,000). */
export const SITEMAP_PLACES_PER_FILE = 10_000;

/** The places of sitemap file `file` (1-based), by slug; a place closed for good is left out. */
export async function listSitemapPlaces(db: Db, file = 1) {
  return db
    .select({ slug: locations.slug, category: locations.category, updatedAt: locations.updatedAt })
    .from(locations)
    .where(ne(locations.status, "closed"))
    .orderBy(asc(locations.slug))
    .limit(SITEMAP_PLACES_PER_FILE)
    .offset((file - 1) * SITEMAP_PLACES_PER_FILE);
}

/** How many places the sitemap lists and when the directory last changed (null when empty). */
export async function sitemapSummary(db: Db): Promise<{ places: number; lastChange: Date | null }> {
  const [row] = await db
    .select({
      places: sql<number>`count(*) filter (where ${locations.status} <> 'closed')::int`,
      last: sql<string | null>`max(${locations.updatedAt})`,
    })
    .from(locations);
  return { places: row?.places ?? 0, lastChange: row?.last ? new Date(row.last) : null };
}

/** When the directory last changed: the newest place change, or null when it is empty. */
export async function lastDirectoryChange(db: Db): Promise<Date | null> {
  return (await sitemapSummary(db)).lastChange;
}

// ---------------------------------------------------------------------------------------------
// Slugs

/**
 * Slugs already used by `base` or `base-N`, optionally leaving one place out (its own slug is free to
 * keep). The old addresses of renamed places count as used, so they keep leading to their place.
 */
export async function takenSlugs(db: Db, base: string, exceptId?: string) {
  const pattern = `${escapeLike(base)}-%`;
  const [live, old] = await Promise.all([
    db
      .select({ slug: locations.slug, id: locations.id })
      .from(locations)
      .where(or(eq(locations.slug, base), like(locations.slug, pattern))),
    db
      .select({ slug: slugHistory.slug, id: slugHistory.locationId })
      .from(slugHistory)
      .where(or(eq(slugHistory.slug, base), like(slugHistory.slug, pattern))),
  ]);
  return new Set([...live, ...old].filter((r) => r.id !== exceptId).map((r) => r.slug));
}

/** Every slug in use or kept as an old address, for an import that reserves many at once. */
export async function allSlugs(db: Db) {
  const [live, old] = await Promise.all([
    db.select({ slug: locations.slug }).from(locations),
    db.select({ slug: slugHistory.slug }).from(slugHistory),
  ]);
  return new Set([...live, ...old].map((r) => r.slug));
}

function isSlugConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === "locations_slug_unique" || /locations_slug_unique/.test(message ?? "")))
      return true;
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}

/**
 * Writes a place under the first free slug of `base` (SPEC §5: slug, then -1, -2 …). The write runs in
 * its own savepoint; when another request took the slug meanwhile, the unique index refuses it and the
 * next candidate is tried, so two places created at once with one name never fail.
 * `taken` is a hint of slugs known to be used (read here when not given); it learns each conflict.
 */
export async function reserveSlug<T>(
  db: Db,
  base: string,
  write: (tx: Db, slug: string) => Promise<T>,
  taken?: Set<string>,
): Promise<T> {
  const root = base || "place";
  const known = taken ?? (await takenSlugs(db, root));
  for (let attempt = 0; attempt < 100; attempt++) {
    const slug = uniqueSlug(root, known);
    try {
      return await db.transaction((tx) => write(tx as unknown as Db, slug));
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
      known.add(slug);
    }
  }
  throw new Error(`No free address found for "${root}"`);
}

// ---------------------------------------------------------------------------------------------
// Admin panel

/**
 * One page of the admin's Locations table: the places matching the search, category group,
 * region and freshness filter, in the chosen order, with the number that match.
 */
export async function listAdminLocations(db: Db, params: Partial<AdminListParams> = {}) {
  const parts: (SQL | undefined)[] = [];
  if (params.search) {
    const pattern = `%${escapeLike(params.search)}%`;
    parts.push(or(ilike(locations.name, pattern), ilike(locations.city, pattern), ilike(locations.county, pattern)));
  }
  if (params.group === "beach") parts.push(inArray(locations.category, BEACH_CATEGORIES));
  if (params.group === "park") parts.push(inArray(locations.category, PARK_CATEGORIES));
  if (params.region) parts.push(eq(locations.region, params.region));
  if (params.freshness === "stale") {
    parts.push(or(isNull(locations.verifiedOn), sql`${locations.verifiedOn} < current_date - interval '12 months'`));
  }
  if (params.freshness === "no-hours") parts.push(isNull(locations.dogHours));
  if (params.freshness === "no-coordinates") parts.push(or(isNull(locations.lat), isNull(locations.lng)));
  if (params.freshness === "no-sources") parts.push(sql`jsonb_array_length(${locations.sources}) = 0`);
  if (params.freshness === "reported") {
    parts.push(sql`exists (select 1 from place_reports r where r.location_id = ${locations.id} and r.status = 'open')`);
  }
  const where = and(...parts);
  const order = {
    newest: [desc(locations.createdAt), asc(locations.name)],
    name: [asc(sql`lower(${locations.name})`), asc(locations.id)],
    updated: [desc(locations.updatedAt), asc(locations.id)],
    verified: [sql`${locations.verifiedOn} asc nulls first`, asc(locations.name)],
  }[params.sort ?? "newest"];
  const { items, page, pageCount, matching } = await pageOf(
    params.page,
    ADMIN_PAGE_SIZE,
    (limit, offset) =>
      db
        .select({ ...adminLocationColumns, verifiedByEmail })
        .from(locations)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => countRows(db, locations, where),
  );
  return { items, total: matching, page, pageCount };
}

const writtenColumns = { id: locations.id, slug: locations.slug, name: locations.name, category: locations.category };

/** Inserts one place under a free slug of its name; see reserveSlug. */
export async function insertLocation(db: Db, values: Omit<NewLocation, "slug">, base = slugify(values.name)) {
  return reserveSlug(db, base, async (tx, slug) => {
    const [row] = await tx
      .insert(locations)
      .values({ ...values, slug })
      .returning(writtenColumns);
    return row!;
  });
}

/** Who last set the verified date: the actor when the date changes, nobody when it is cleared. */
export function verifiedBy(actor: Actor, before: string | null, after: string | null, current: string | null = null) {
  if (!after) return null;
  return after === before ? current : (actor?.id ?? null);
}

/** A new place from the location form, with its history's first entry. */
export async function createLocation(db: Db, input: LocationInput, actor: Actor) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await insertLocation(tx, { ...input, verifiedBy: verifiedBy(actor, null, input.verifiedOn) });
    await recordAudit(tx, actor, {
      action: "place.created",
      locationId: row.id,
      summary: `Created "${row.name}"`,
      changes: fieldChanges({}, input, PLACE_FIELDS),
    });
    return row;
  });
}

/**
 * Saves the form over a place, and records which fields changed in its history. The slug follows
 * a changed name (kept unique); an unchanged name keeps the address the place already has. A place
 * that moves keeps its old slug in slug_history, in the same transaction, so the old address
 * answers 301 to the new one.
 */
export async function updateLocation(
  db: Db,
  id: string,
  input: Partial<LocationInput> | Partial<NewLocation>,
  actor: Actor,
  action: "place.updated" | "place.restored" | "place.imported" = "place.updated",
  /** Slugs known to be used, for an import that renames several places at once; learns the new one. */
  taken?: Set<string>,
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [current] = await tx.select().from(locations).where(eq(locations.id, id)).limit(1).for("update");
    if (!current) return null;
    const name = input.name ?? current.name;
    const changes = fieldChanges(current, input, PLACE_FIELDS);
    const save = async (sp: Db, slug: string) => {
      const [row] = await sp
        .update(locations)
        .set({
          ...input,
          slug,
          updatedAt: new Date(),
          ...("verifiedOn" in input
            ? { verifiedBy: verifiedBy(actor, current.verifiedOn, input.verifiedOn ?? null, current.verifiedBy) }
            : {}),
        })
        .where(eq(locations.id, id))
        .returning(writtenColumns);
      if (row && slug !== current.slug) {
        await sp.delete(slugHistory).where(eq(slugHistory.slug, slug));
        await sp
          .insert(slugHistory)
          .values({ slug: current.slug, locationId: id })
          .onConflictDoUpdate({ target: slugHistory.slug, set: { locationId: id, createdAt: new Date() } });
      }
      return row ?? null;
    };
    const base = slugify(name) || "place";
    const row =
      current.name === name
        ? await save(tx, current.slug)
        : await reserveSlug(tx, base, save, taken ?? (await takenSlugs(tx, base, id)));
    if (row && taken) taken.add(row.slug);
    if (row && changes.length) {
      const fields = changes.map((c) => fieldLabel(c.field)).join(", ");
      await recordAudit(tx, actor, {
        action,
        locationId: id,
        summary: `${{ "place.updated": "Changed", "place.restored": "Restored", "place.imported": "Imported" }[action]} ${fields}`,
        changes,
      });
    }
    return row ? { ...row, previousPhotos: current.photos } : null;
  });
}

/**
 * Sets one field of a place back to the value an entry of its history shows it had before. The
 * value is stored as it was; the database's own checks refuse one that is no longer allowed.
 */
export async function restoreLocationField(db: Db, eventId: string, field: string, actor: Actor) {
  const event = await findAuditEvent(db, eventId);
  const change = event?.changes.find((c) => c.field === field);
  if (!event?.locationId || !change || !canRestore(change)) return { ok: false, reason: "not-found" } as const;
  const value =
    field === "rules" || field === "amenities" || field === "sources" ? (change.before ?? []) : change.before;
  if (field === "name" && typeof value !== "string") return { ok: false, reason: "not-allowed" } as const;
  const patch = { [field]: field === "externalLinks" ? (value ?? {}) : value } as Partial<LocationInput>;
  const row = await updateLocation(db, event.locationId, patch, actor, "place.restored");
  return row ? ({ ok: true, row, label: fieldLabel(field) } as const) : ({ ok: false, reason: "not-found" } as const);
}

/** An import's update of a place already present: only the columns the file gave, recorded as imported. */
export async function patchLocation(
  db: Db,
  id: string,
  values: Partial<NewLocation>,
  taken: Set<string> | undefined,
  actor: Actor,
) {
  return updateLocation(db, id, values, actor, "place.imported", taken);
}

/** Deletes a place; returns its photo URLs so stored files can be removed, or null when it did not exist. */
export async function deleteLocation(db: Db, id: string, actor: Actor) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .delete(locations)
      .where(eq(locations.id, id))
      .returning({ id: locations.id, name: locations.name, photos: locations.photos });
    if (row)
      await recordAudit(tx, actor, { action: "place.deleted", locationId: id, summary: `Deleted "${row.name}"` });
    return row ?? null;
  });
}

// ---------------------------------------------------------------------------------------------
// CSV import and demo data

/** Name-and-city pairs (with the place's id) of the places whose lower-cased name is in `names`. */
export async function findNameAndCity(db: Db, names: string[]) {
  const found: { id: string; name: string; city: string | null }[] = [];
  for (let i = 0; i < names.length; i += 1000) {
    const json = JSON.stringify(names.slice(i, i + 1000));
    const result = await db.execute<{ id: string; name: string; city: string | null }>(sql`
      select id, name, city from locations
      where lower(name) = any(array(select jsonb_array_elements_text(${json}::jsonb)))`);
    found.push(...result.rows);
  }
  return found;
}

/** The places with these ids, whole, for comparing an import's rows with what the directory holds. */
export async function locationsById(db: Db, ids: string[]) {
  const found: Location[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    found.push(
      ...(await db
        .select()
        .from(locations)
        .where(inArray(locations.id, ids.slice(i, i + 500)))),
    );
  }
  return found;
}

/**
 * For each name and point, the place in the directory most like it: a name of pg_trgm similarity
 * `minSimilarity` or more (compared as search compares names) within `miles` of the point. Returns
 * the index of each row that found one, with the place's id.
 */
export async function findNearbyNamesakes(
  db: Db,
  rows: { index: number; name: string; lat: number; lng: number }[],
  miles: number,
  minSimilarity: number,
) {
  const found: { index: number; id: string }[] = [];
  const meters = sql.raw(String(miles * METERS_PER_MILE));
  const similarity = sql.raw(String(minSimilarity));
  for (let i = 0; i < rows.length; i += 1000) {
    const json = JSON.stringify(rows.slice(i, i + 1000));
    const result = await db.execute<{ index: number; id: string }>(sql`
      select t.index, m.id
      from jsonb_to_recordset(${json}::jsonb) as t(index int, name text, lat float8, lng float8)
      cross join lateral (
        select l.id from locations l
        where earth_box(ll_to_earth(t.lat, t.lng), ${meters}) @> ll_to_earth(l.lat, l.lng)
          and earth_distance(ll_to_earth(t.lat, t.lng), ll_to_earth(l.lat, l.lng)) <= ${meters}
          and similarity(l.search_name, fdp_normalize(t.name)) >= ${similarity}
        order by similarity(l.search_name, fdp_normalize(t.name)) desc, l.id
        limit 1
      ) m`);
    found.push(...result.rows.map((r) => ({ index: Number(r.index), id: r.id })));
  }
  return found;
}

/**
 * The places at exactly these map positions, for flagging an import row that shares one with another
 * place. Each point is looked up through the distance index (a one-metre box), then compared exactly.
 */
export async function placesAtPoints(db: Db, points: { lat: number; lng: number }[]) {
  const found: { id: string; name: string; city: string | null; lat: number; lng: number }[] = [];
  for (let i = 0; i < points.length; i += 1000) {
    const json = JSON.stringify(points.slice(i, i + 1000));
    const result = await db.execute<{ id: string; name: string; city: string | null; lat: number; lng: number }>(sql`
      select l.id, l.name, l.city, l.lat, l.lng
      from (select distinct lat, lng from jsonb_to_recordset(${json}::jsonb) as v(lat float8, lng float8)) as t
      join locations l on earth_box(ll_to_earth(t.lat, t.lng), 1) @> ll_to_earth(l.lat, l.lng)
        and l.lat = t.lat and l.lng = t.lng`);
    found.push(...result.rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) })));
  }
  return found;
}

/** Inserts the demo places that are not there yet (same slug), in one transaction. */
export async function insertMissingLocations(db: Db, places: NewLocation[]) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < places.length; i += 50) {
      await tx
        .insert(locations)
        .values(places.slice(i, i + 50))
        .onConflictDoNothing({ target: locations.slug });
    }
  });
}

/**
 * The places with these slugs that no person has changed: their history holds no entry with an
 * actor (an edit, an import, a merged submission, an applied report), only the system's own.
 */
export async function placesNobodyEdited(db: Db, slugs: string[]): Promise<Location[]> {
  if (!slugs.length) return [];
  return db
    .select()
    .from(locations)
    .where(
      and(
        inArray(locations.slug, slugs),
        sql`not exists (select 1 from ${auditEvents} where ${auditEvents.locationId} = ${locations.id} and (${auditEvents.actorId} is not null or ${auditEvents.actorEmail} is not null))`,
      ),
    );
}
