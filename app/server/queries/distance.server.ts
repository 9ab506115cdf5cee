// Distances and radii in SQL, on the earth (cube + earthdistance): nearest first, miles to a place,
// places within a radius, and a radius search that also takes in the places placed only by their
// town's centre. Decision 0012.
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";
import { METERS_PER_MILE, type GeoPoint } from "~/lib/geo";
import { TOWN_KEYS, townsNear } from "../reference/geo.server";

const placeEarth = sql`ll_to_earth(${locations.lat}, ${locations.lng})`;
const earthAt = (point: GeoPoint) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;

/**
 * Nearest first by the straight line through the earth between two points (cube's `<->`), which orders
 * like the distance on its surface and walks locations_earth_idx; places without coordinates come last.
 */
export function nearestFirst(point: GeoPoint): SQL {
  return sql`${placeEarth} <-> ${earthAt(point)}`;
}

/** Miles from `point` to a place; null for a place without coordinates. */
export function distanceMiles(point: GeoPoint) {
  return sql<number | null>`(earth_distance(${earthAt(point)}, ${placeEarth}) / ${sql.raw(String(METERS_PER_MILE))})`;
}

/**
 * A radius search (decision 0012): the places within `miles` of `point`, and the places without
 * coordinates whose town's centre (app/server/reference/geo/florida-towns.json) is within it, measured to that
 * centre and marked approximate. The approximation is worked out in the query and never stored.
 */
export type RadiusSearch = {
  where: SQL;
  /** Miles to the place, or to its town's centre when it has no coordinates (null: neither known). */
  miles: SQL<number | null>;
  /** True for a place measured to its town's centre. */
  approximate: SQL<boolean>;
  /** The places with a map position nearest first, then those placed by their town's centre, nearest first. */
  order: SQL[];
};

const unplaced = sql`(${locations.lat} is null or ${locations.lng} is null)`;

/** A place's city as searches compare it (generated column of migration 0015; indexed for places without coordinates). */
const searchCity = sql.raw(`"locations"."search_city"`);

/** The index (1-based) of a place's town in `keys`, by its city, or by "city/county" for a name several towns share. */
function townIndex(keys: SQL) {
  return sql`coalesce(array_position(${keys}, ${searchCity}), array_position(${keys}, ${searchCity} || '/' || fdp_normalize(${locations.county})))`;
}

/** A list of names as one PostgreSQL array parameter (names are only letters, digits, spaces and "/"). */
function textArray(names: string[]) {
  return sql`${`{${names.map((n) => `"${n}"`).join(",")}}`}::text[]`;
}

export function radiusSearch(point: GeoPoint, miles: number): RadiusSearch {
  const towns = townsNear(point, miles);
  if (!towns.length) {
    return {
      where: withinMiles(point, miles),
      miles: distanceMiles(point),
      approximate: sql<boolean>`false`,
      order: [nearestFirst(point)],
    };
  }
  // Each array goes as one parameter: the keys are plain names, the centres numbers.
  const keys = textArray(towns.map((t) => t.key));
  const cities = textArray([...new Set(towns.map((t) => t.key.split("/")[0]!))]);
  const lats = sql`${`{${towns.map((t) => t.lat).join(",")}}`}::float8[]`;
  const lngs = sql`${`{${towns.map((t) => t.lng).join(",")}}`}::float8[]`;
  const i = townIndex(keys);
  const townMeters = sql`(case when ${unplaced} then earth_distance(${earthAt(point)}, ll_to_earth((${lats})[${i}], (${lngs})[${i}])) end)`;
  const meters = sql.raw(String(miles * METERS_PER_MILE));
  return {
    // The second half is an index scan of locations_unplaced_city_idx, the first of locations_earth_idx.
    where: sql`(${withinMiles(point, miles)} or (${unplaced} and ${searchCity} = any(${cities}) and ${townMeters} <= ${meters}))`,
    miles: sql<
      number | null
    >`(coalesce(earth_distance(${earthAt(point)}, ${placeEarth}), ${townMeters}) / ${sql.raw(String(METERS_PER_MILE))})`,
    approximate: sql<boolean>`${unplaced}`,
    order: [unplaced, sql`coalesce(earth_distance(${earthAt(point)}, ${placeEarth}), ${townMeters})`],
  };
}

/** Places no radius can take in: no coordinates, and no town of the table in their city. */
export const unplaceable = (() => {
  // "= any" of a constant list is a hash look-up (array_position would walk the 838 names for each place).
  const all = textArray(TOWN_KEYS);
  return sql`(${unplaced} and not coalesce(${searchCity} = any(${all}) or (${searchCity} || '/' || fdp_normalize(${locations.county})) = any(${all}), false))`;
})();

/** Places within `miles` of `point` (the box uses locations_earth_idx; the distance trims its corners). */
export function withinMiles(point: GeoPoint, miles: number): SQL {
  const meters = sql.raw(String(miles * METERS_PER_MILE));
  return sql`(earth_box(${earthAt(point)}, ${meters}) @> ${placeEarth} and earth_distance(${earthAt(point)}, ${placeEarth}) <= ${meters})`;
}

/** The miles from `point` to one place, or null when the place has no coordinates. */
export async function distanceToPlace(db: Db, id: string, point: GeoPoint): Promise<number | null> {
  const [row] = await db
    .select({ miles: distanceMiles(point) })
    .from(locations)
    .where(eq(locations.id, id))
    .limit(1);
  return row?.miles ?? null;
}
