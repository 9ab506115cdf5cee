// The public lists of places (a page of matches with its count, counts per category) and the
// lookups of one place by its address.
import { and, arrayContains, eq, gte, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations, slugHistory } from "../infra/schema.server";
import { effectiveSort, PAGE_SIZE, type LocationFilters } from "~/lib/filters";
import { COUNT_LIMIT } from "~/lib/list-counts";
import { PLACE_FEATURES } from "~/lib/vocabulary";
import { findDogsAllowedIds, withDogTimelines } from "./dog-hours.server";
import { countLeftOut, fitsCondition } from "./fits.server";
import { isFitsFilter, type LeftOut } from "~/lib/fits/filter";
import {
  escapeLike,
  placeColumns,
  summaryColumns,
  type LocationSummary,
  type PlaceDetail,
} from "./location-columns.server";
import {
  inCityArea,
  listed,
  prepareSearch,
  relevancePage,
  sharedMatches,
  searchConditions,
  type OrderKey,
  type PreparedSearch,
} from "./search.server";
import { distanceMiles, nearestFirst, radiusSearch, unplaceable } from "./distance.server";
import { pageWithin } from "./paging.server";

/**
 * The conditions of a list. Permanently closed places are never listed; `allowedIds` are the places
 * whose dog hours allow dogs at the moment of the request, when the list asks for them; `search` is
 * the list's search, read and corrected by prepareSearch.
 */
export function conditions(
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
  if (filters.minReviews) parts.push(gte(locations.reviewCount, filters.minReviews));
  if (isFitsFilter(filters.fits)) parts.push(fitsCondition(filters.fits));
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
    // Within a radius, places without coordinates are measured to their town's centre: after the others.
    const keys = radiusSearch(filters.near, filters.radius).order;
    return [...keys.map((key): OrderKey => ({ key, direction: "asc" })), byId];
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
  /** A radius search: how many of the places it lists are measured to their town's centre (listed last). */
  approximate?: number;
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
  /** Filtered by fits my dogs: the places it left out of this list, and why. */
  leftOut?: LeftOut;
};

/** The key columns of locations_listed_filters_idx, in its order. */
const filterIndexOrder = sql`${locations.region}, ${locations.leashPolicy}, ${locations.fees}, ${locations.crowdLevel}, ${locations.category}`;

/**
 * True when every condition of the list is on a column of locations_listed_filters_idx (region,
 * category, leash policy, fees, crowd level, amenities, dog-area features, rating), so that the index
 * alone can tell which places match.
 */
function filtersOnly(filters: LocationFilters) {
  return (
    !filters.search &&
    !filters.city &&
    !filters.cityArea &&
    !filters.openNow &&
    !(filters.near && filters.radius) &&
    !isFitsFilter(filters.fits)
  );
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
  { limit, offset, counting }: { limit: number; offset: number; counting: Counting },
  filters: Pick<LocationFilters, "near" | "radius">,
  search?: PreparedSearch,
) {
  const { near, radius } = filters;
  const measured = near && radius ? radiusSearch(near, radius) : null;
  const countLimit = counting.limit + counting.less;
  // A common search counts and ranks from one scan of its matches (sharedMatches).
  const shared =
    search && counting.where === where && !counting.byFilterIndex
      ? sharedMatches(search, where, sql.raw("matches"))
      : undefined;
  const ids = search
    ? relevancePage(search, where, limit, offset, shared)
    : sql`select ${locations.id} as id from ${locations} ${where ? sql`where ${where}` : sql``}
        order by ${sql.join(
          order.map(({ key, direction }) => sql`${key} ${sql.raw(direction)}`),
          sql`, `,
        )}
        limit ${limit} offset ${offset}`;
  // row_number() over () numbers the page's rows as they leave its order.
  const page = shared
    ? sql`(with ${shared.name} as materialized (${shared.body})
        select id, row_number() over () as n,
          (select count(*)::int from (select 1 from ${shared.name} limit ${countLimit + 1}) as counted) as count
        from (${ids}) as sorted) as page`
    : sql`(select id, row_number() over () as n from (${ids}) as sorted) as page`;
  const rows = await db
    .select({
      ...summaryColumns,
      distanceMiles: measured ? measured.miles : near ? distanceMiles(near) : sql<number | null>`null::float8`,
      distanceApproximate: measured ? measured.approximate : sql<boolean>`false`,
      n: sql<number>`page.n`,
      count: shared ? sql<number>`page.count` : countUpTo(counting.where, countLimit, counting.byFilterIndex),
    })
    .from(locations)
    .innerJoin(page, sql`page.id = ${locations.id}`);
  rows.sort((a, b) => Number(a.n) - Number(b.n));
  return {
    rows: rows.map(({ n: _n, count: _count, ...row }) => row),
    counted: rows.length ? bounded(Math.max(0, Number(rows[0]!.count) - counting.less), counting.limit) : null,
  };
}

/**
 * How a list counts its matches: the places matching `where`, up to `limit` (countUpTo), less
 * `less` of them. A list filtered by fits my dogs counts the places of its other conditions up to
 * `limit` plus those it left out, less those: the same number, read along the indexes the other
 * conditions have (the filter's own condition would have the table read row by row).
 */
type Counting = { where: SQL | undefined; limit: number; byFilterIndex: boolean; less: number };

/** How many places match, as countUpTo counts them, for a page that came back empty. */
async function countMatches(db: Db, counting: Counting) {
  const count = countUpTo(counting.where, counting.limit + counting.less, counting.byFilterIndex);
  const { rows } = await db.execute<{ count: number }>(sql`select ${count} as count`);
  return bounded(Math.max(0, Number(rows[0]?.count ?? 0) - counting.less), counting.limit);
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
  const fits = isFitsFilter(filters.fits) ? filters.fits : undefined;
  const others = fits ? { ...filters, fits: undefined } : filters;
  const othersWhere = fits ? conditions(others, allowedIds, search) : where;
  const leftOut = fits ? await countLeftOut(db, othersWhere, fits, COUNT_LIMIT) : undefined;
  // Left out all counted: the list's count is its other conditions' count less those.
  const byOthers = !leftOut?.more;
  const counting = (n: number): Counting => ({
    where: byOthers ? othersWhere : where,
    limit: Math.max(COUNT_LIMIT, n * pageSize),
    byFilterIndex: byOthers && filtersOnly(others),
    less: byOthers ? (leftOut?.total ?? 0) : 0,
  });
  const pageOf = (n: number) =>
    pageOfMatches(
      db,
      where,
      order,
      { limit: pageSize, offset: (n - 1) * pageSize, counting: counting(n) },
      filters,
      ranked,
    );
  const [first, radiusCounts] = await Promise.all([
    pageOf(page),
    filters.near && filters.radius ? countRadiusExtras(db, where, filters, allowedIds, search) : undefined,
  ]);
  let { rows } = first;
  // An empty page: nothing matches, or the address is past the last page (the count, which went to
  // the end of this page, is then exact) and the last page is shown.
  const counted = first.counted ?? (await countMatches(db, counting(page)));
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
    ...radiusCounts,
    ...(leftOut ? { leftOut } : {}),
  };
}

/**
 * A radius search's places that have no map position: those it lists, measured to their town's
 * centre (`approximate`), and those it would match but cannot measure at all (no known town).
 */
async function countRadiusExtras(
  db: Db,
  where: SQL | undefined,
  filters: LocationFilters,
  allowedIds: string[] | undefined,
  search: PreparedSearch | undefined,
) {
  const unplaced = radiusSearch(filters.near!, filters.radius!).approximate;
  const { rows } = await db.execute<{ unplaceable: number; approximate: number }>(sql`select
    (select count(*)::int from ${locations}
      where ${and(conditions(filters, allowedIds, search, { radius: false }), unplaceable)}) as unplaceable,
    (select count(*)::int from ${locations} where ${and(where, unplaced)}) as approximate`);
  return { unplaceable: Number(rows[0]?.unplaceable ?? 0), approximate: Number(rows[0]?.approximate ?? 0) };
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
