// The OpenStreetMap-derived database, offered as the ODbL asks (§4.4 share-alike, §4.6 keep open):
// every row the directory took from OpenStreetMap, with the facts it took (name, position, county
// and tags) and what became of it here, as one CSV at a stable address. The directory's own facts
// (rules, dog hours, fees, reviews, photos) are not derived from OpenStreetMap and are not in it.
import type { Db } from "../../infra/db.server";
import { osmDerivedRows } from "../../queries/open-data.server";
import { csvDocument } from "~/lib/csv-export";
import { placePath } from "~/lib/vocabulary";

const HEADER = [
  "osm_type",
  "osm_id",
  "name",
  "lat",
  "lon",
  "county",
  "tags",
  "status_in_directory",
  "gone_upstream",
  "last_seen",
  "place_url",
  "place_name",
  "place_lat",
  "place_lon",
];

/** "published", "same as a place already listed", "waiting for review", "turned down". */
const STATUS_WORDS = {
  accepted: "published",
  linked: "same as a listed place",
  pending: "waiting for review",
  rejected: "turned down",
};

export async function odblExport(db: Db, origin: string) {
  const rows = await osmDerivedRows(db);
  return csvDocument([
    HEADER,
    ...rows.map((r) => [
      r.upstreamType,
      r.upstreamId,
      r.name,
      r.lat,
      r.lng,
      r.county,
      JSON.stringify(r.tags),
      STATUS_WORDS[r.status],
      r.goneUpstream ? "yes" : "no",
      r.lastSeenAt.toISOString().slice(0, 10),
      r.placeSlug && r.placeCategory ? `${origin}${placePath({ category: r.placeCategory, slug: r.placeSlug })}` : null,
      r.placeName,
      r.placeLat,
      r.placeLng,
    ]),
  ]);
}
