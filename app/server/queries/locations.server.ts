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
import type { Db } from "../db.server";
import { locations, slugHistory, type Location, type NewLocation } from "../schema.server";
import type { DogHoursTimeline } from "~/lib/dog-hours";
import { ADMIN_PAGE_SIZE, type AdminListParams } from "~/lib/admin-locations";
import { effectiveSort, PAGE_SIZE, type LocationFilters } from "~/lib/filters";
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
  nearestFirst,
  prepareSearch,
  radiusSearch,
  relevanceOrder,
  searchConditions,
  unplaceable,
  type OrderKey,
  type PreparedSearch,
} from "./search.server";

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
  rating: locations.rating,
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
  rating: locations.rating,
  reviewCount: locations.reviewCount,
  description: locations.description,
  dogHours: locations.dogHours,
  fenced: locations.fenced,
  smallDogArea: locations.smallDogArea,
  status: locations.status,
  statusNote: locations.statusNote,
  sources: locations.sources,
  verifiedOn: locations.verifiedOn,
};

/** The columns a place's own page shows. */
export const placeColumns = {
  ...factColumns,
  source: locations.source,
  updatedAt: locations.updatedAt,
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
  const parts: (SQL | undefined)[] = [ne(locations.status, "closed")];
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
  if (filters.minRating !== undefined)
    parts.push(and(isNotNull(locations.rating), gte(locations.rating, filters.minRating)));
  return parts.length ? and(...parts) : undefined;
}

function ordering(filters: LocationFilters, search?: PreparedSearch): OrderKey[] {
  const sort = effectiveSort(filters);
  if (sort === "distance" && filters.near && filters.radius) {
    // Within a radius, places without coordinates are measured to their town's centre: among the others.
    return [{ key: radiusSearch(filters.near, filters.radius).order, direction: "asc" }];
  }
  if (sort === "distance" && filters.near) {
    // Places without coordinates come last, never placed by guess ("Distance unknown"). No second key:
    // PostgreSQL 15 then sorts every place instead of walking the index (ties need equal coordinates).
    return [{ key: nearestFirst(filters.near), direction: "asc", walksIndex: true }];
  }
  const relevance = sort === "relevance" && search ? relevanceOrder(search) : null;
  if (relevance) return relevance;
  const name: OrderKey = { key: sql`${locations.name}`, direction: "asc" };
  switch (sort) {
    case "rating":
      return [
        { key: sql`${locations.rating}`, direction: "desc nulls last" },
        { key: sql`${locations.createdAt}`, direction: "desc" },
        name,
      ];
    case "name":
      return [name];
    default:
      return [{ key: sql`${locations.createdAt}`, direction: "desc" }, name];
  }
}

export type LocationPage = {
  items: LocationSummary[];
  /** A radius search: the matching places it could not measure at all (no coordinates, no known town). */
  unplaceable?: number;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/**
 * One page of the places matching `where` in `order`, and how many match, in one query. The matches
 * are counted and sorted in one pass in which each gives only its id and its order's keys (the
 * fence, `offset 0`, keeps the documents the keys read out of the count's window); only the page's
 * own rows are then read whole, by id. Counting and sorting whole rows was most of a long list's
 * time. Nearest first goes without the fence: it only reads the coordinates, and the fence would stop
 * PostgreSQL from walking locations_earth_idx (a distance worked out for every place instead).
 */
async function pageOfMatches(
  db: Db,
  where: SQL | undefined,
  order: OrderKey[],
  limit: number,
  offset: number,
  filters: Pick<LocationFilters, "near" | "radius">,
) {
  const { near, radius } = filters;
  const measured = near && radius ? radiusSearch(near, radius) : null;
  const keys = order.map(({ key }, i) => sql`${key} as ${sql.identifier(`k${i}`)}`);
  const orderBy = order.map(({ direction }, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(direction)}`);
  // row_number() over () numbers the page's rows as they leave its sort.
  const page = sql`(select id, total, row_number() over () as n from (
      select id, (count(*) over ())::int as total
      from (select ${locations.id} as id, ${sql.join(keys, sql`, `)} from ${locations}
            ${where ? sql`where ${where}` : sql``} ${order.every((o) => o.walksIndex) ? sql`` : sql`offset 0`}) as matches
      order by ${sql.join(orderBy, sql`, `)}
      limit ${limit} offset ${offset}) as sorted) as page`;
  const rows = await db
    .select({
      ...summaryColumns,
      distanceMiles: measured ? measured.miles : near ? distanceMiles(near) : sql<number | null>`null::float8`,
      distanceApproximate: measured ? measured.approximate : sql<boolean>`false`,
      total: sql<number>`page.total`,
      n: sql<number>`page.n`,
    })
    .from(locations)
    .innerJoin(page, sql`page.id = ${locations.id}`);
  rows.sort((a, b) => Number(a.n) - Number(b.n));
  const total = Number(rows[0]?.total ?? 0);
  return { total, rows: rows.map(({ total: _total, n: _n, ...row }) => row) };
}

/**
 * One page of places matching the filters at `now`, with the total count of all matches (see
 * pageOfMatches); only an address past the last page asks again, for the last page.
 */
export async function findLocations(db: Db, filters: LocationFilters = {}, now = new Date()): Promise<LocationPage> {
  const pageSize = filters.pageSize ?? PAGE_SIZE;
  const [allowedIds, search] = await Promise.all([
    filters.openNow ? findDogsAllowedIds(db, now) : undefined,
    filters.search ? prepareSearch(db, filters.search) : undefined,
  ]);
  const where = conditions(filters, allowedIds, search);
  const order = ordering(filters, search);
  let page = Math.max(1, filters.page ?? 1);
  const [first, unplaceableCount] = await Promise.all([
    pageOfMatches(db, where, order, pageSize, (page - 1) * pageSize, filters),
    filters.near && filters.radius ? countUnplaceable(db, filters, allowedIds, search) : undefined,
  ]);
  let { rows, total } = first;
  if (!rows.length && page > 1) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(locations)
      .where(where);
    total = counted?.total ?? 0;
    page = Math.max(1, Math.ceil(total / pageSize));
    if (total) ({ rows } = await pageOfMatches(db, where, order, pageSize, (page - 1) * pageSize, filters));
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const items = await withDogTimelines(db, rows, now);
  return {
    items,
    total,
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

export type MapPoint = Pick<Location, "id" | "slug" | "name" | "category" | "leashPolicy"> & {
  lat: number;
  lng: number;
};

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
    filters.search ? prepareSearch(db, filters.search) : undefined,
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
    filters.search ? prepareSearch(db, filters.search) : undefined,
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
  const page = params.page ?? 1;
  const [items, [count]] = await Promise.all([
    db
      .select({ ...adminLocationColumns, verifiedByEmail })
      .from(locations)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(locations)
      .where(where),
  ]);
  const total = count?.total ?? 0;
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
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
