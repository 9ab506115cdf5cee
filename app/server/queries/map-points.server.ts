// The places a map draws: every place matching a list's filters that has coordinates, up to a limit.
import { and, asc, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";
import type { LocationFilters } from "~/lib/filters";
import type { MapPoint } from "~/lib/models";
import { findDogsAllowedIds } from "./dog-hours.server";
import { conditions } from "./locations.server";
import { prepareSearch } from "./search.server";

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
