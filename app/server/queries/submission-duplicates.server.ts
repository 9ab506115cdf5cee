// Places already listed that a submission may name again: what the reviewer is offered to merge it into.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";
import { METERS_PER_MILE, pointFromMapUrl } from "~/lib/geo";
import { MERGE_FIELDS, type MergeFacts } from "~/lib/submission-merge";
import type { ReviewSubmission } from "./submissions.server";

/** A name at least this similar (pg_trgm, on names as search compares them) may be the same place. */
export const DUPLICATE_SIMILARITY = 0.4;
/** Within this many miles, when both have a position. */
export const DUPLICATE_MILES = 1;
const DUPLICATES_PER_SUBMISSION = 3;

/** A listed place's columns that a merge compares with a submission's. */
export const duplicateColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  ...Object.fromEntries(MERGE_FIELDS.map((field) => [field, locations[field]])),
} as { id: typeof locations.id; slug: typeof locations.slug; name: typeof locations.name } & {
  [K in (typeof MERGE_FIELDS)[number]]: (typeof locations)[K];
};

export type PossibleDuplicate = MergeFacts & {
  id: string;
  slug: string;
  name: string;
  /** Miles between the two, when both have a position. */
  miles: number | null;
  sameCity: boolean;
};

/**
 * Places that may already be the place a submission names: a similar name (trigram similarity of
 * the normalised names, at least DUPLICATE_SIMILARITY; the `%` test walks locations_name_trgm_idx)
 * in the same city, or within a mile when the submission's map link gives a position and the place
 * has coordinates. A place the submission itself published is left out. Keyed by submission id.
 */
export async function findPossibleDuplicates(
  db: Db,
  submissions: Pick<ReviewSubmission, "id" | "name" | "city" | "mapUrl" | "locationId">[],
): Promise<Map<string, PossibleDuplicate[]>> {
  const found = new Map<string, PossibleDuplicate[]>();
  if (!submissions.length) return found;
  const rows = sql.join(
    submissions.map((s) => {
      const point = pointFromMapUrl(s.mapUrl);
      return sql`(${s.id}::uuid, ${s.name}::text, ${s.city}::text, ${point?.lat ?? null}::float8, ${point?.lng ?? null}::float8, ${s.locationId}::uuid)`;
    }),
    sql`, `,
  );
  const meters = sql.raw(String(DUPLICATE_MILES * METERS_PER_MILE));
  const matches = await db.execute<{ submission_id: string; id: string; miles: number | null; same_city: boolean }>(sql`
    select s.id as submission_id, m.id, m.miles, m.same_city
    from (values ${rows}) as s(id, name, city, lat, lng, location_id)
    cross join lateral (
      select l.id,
        case when s.lat is null or l.lat is null or l.lng is null then null
          else earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(l.lat, l.lng)) / ${sql.raw(String(METERS_PER_MILE))}
        end as miles,
        coalesce(fdp_normalize(l.city) = fdp_normalize(s.city), false) as same_city
      from locations l
      where l.name % s.name
        and l.id is distinct from s.location_id
        and similarity(l.search_name, fdp_normalize(s.name)) >= ${DUPLICATE_SIMILARITY}
        and (
          fdp_normalize(l.city) = fdp_normalize(s.city)
          or (s.lat is not null and earth_box(ll_to_earth(s.lat, s.lng), ${meters}) @> ll_to_earth(l.lat, l.lng)
            and earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(l.lat, l.lng)) <= ${meters})
        )
      order by similarity(l.search_name, fdp_normalize(s.name)) desc, l.name
      limit ${DUPLICATES_PER_SUBMISSION}
    ) m`);
  if (!matches.rows.length) return found;
  const places = await db
    .select(duplicateColumns)
    .from(locations)
    .where(
      inArray(
        locations.id,
        matches.rows.map((m) => m.id),
      ),
    );
  const byId = new Map(places.map((p) => [p.id, p]));
  for (const match of matches.rows) {
    const place = byId.get(match.id);
    if (!place) continue;
    const list = found.get(match.submission_id) ?? [];
    list.push({
      ...(place as unknown as PossibleDuplicate),
      miles: match.miles === null ? null : Number(match.miles),
      sameCity: Boolean(match.same_city),
    });
    found.set(match.submission_id, list);
  }
  return found;
}
