// The place queries of the CSV import and the demo data: finding the places a file's rows may
// already be, and inserting the demo places.
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { auditEvents, locations, type Location, type NewLocation } from "../infra/schema.server";
import { METERS_PER_MILE } from "~/lib/geo";

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
