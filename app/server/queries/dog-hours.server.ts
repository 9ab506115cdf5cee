// Reads for dog hours: which places allow dogs at an instant, the timelines cards carry, and the
// positions sunrise and sunset are worked out for when a place has none of its own.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";
import type { DogHoursTimeline } from "~/lib/dog-hours";
import { dogHoursTimeline, dogsAllowedAt, sunPositionFor, type DogHoursPlace } from "../reference/dog-hours.server";

type Point = { lat: number; lng: number };
export type SunAreas = { counties: Map<string, Point>; regions: Map<string, Point> };

/** The middle of the known positions of each county and region. */
export async function findSunAreas(db: Db): Promise<SunAreas> {
  const known = and(isNotNull(locations.lat), isNotNull(locations.lng));
  const lat = sql<number>`avg(${locations.lat})::float8`;
  const lng = sql<number>`avg(${locations.lng})::float8`;
  const county = sql<string>`lower(${locations.county})`;
  const [counties, regions] = await Promise.all([
    db
      .select({ key: county, lat, lng })
      .from(locations)
      .where(and(known, isNotNull(locations.county)))
      .groupBy(county),
    db.select({ key: locations.region, lat, lng }).from(locations).where(known).groupBy(locations.region),
  ]);
  const toMap = (rows: { key: string; lat: number; lng: number }[]) =>
    new Map(rows.map((r) => [r.key, { lat: r.lat, lng: r.lng }] as const));
  return { counties: toMap(counties), regions: toMap(regions) };
}

type PlaceWithHours = DogHoursPlace & { region: string; dogHours: string | null; status: string };

/** The ids of the listed places whose dog hours allow dogs at `now` (temporarily closed ones do not). */
export async function findDogsAllowedIds(db: Db, now: Date): Promise<string[]> {
  const [rows, areas] = await Promise.all([
    db
      .select({
        id: locations.id,
        dogHours: locations.dogHours,
        county: locations.county,
        region: locations.region,
        lat: locations.lat,
        lng: locations.lng,
      })
      .from(locations)
      .where(and(isNotNull(locations.dogHours), eq(locations.status, "open"))),
    findSunAreas(db),
  ]);
  return rows.filter((row) => dogsAllowedAt(row.dogHours!, row, sunPositionFor(row, areas), now)).map((row) => row.id);
}

/** The timeline a place's page or card carries, or null when it has no (readable) dog hours or is closed for good. */
export function timelineFor(place: PlaceWithHours, areas: SunAreas, now: Date, days = 14): DogHoursTimeline | null {
  if (!place.dogHours || place.status === "closed") return null;
  return dogHoursTimeline(place.dogHours, place, sunPositionFor(place, areas), now, days);
}

/** Adds to each place the short timeline its card needs to show whether dogs are allowed now. */
export async function withDogTimelines<T extends PlaceWithHours>(db: Db, places: T[], now: Date) {
  const areas = places.some((p) => p.dogHours && (p.lat === null || p.lng === null))
    ? await findSunAreas(db)
    : { counties: new Map(), regions: new Map() };
  return places.map(({ dogHours, ...place }) => ({
    ...place,
    dogTimeline: timelineFor({ ...place, dogHours } as PlaceWithHours, areas, now, 2),
  }));
}
