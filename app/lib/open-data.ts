// Open-data candidates: the sources the directory grows from, the states a candidate moves through
// and how an upstream element is named and linked. Shared by the admin screens and the server.
import { valuesOf, type ValueOf } from "./vocabulary-list";
import type { Category } from "./vocabulary";

/**
 * The open-data sources the importers read, each with the shape of its file: the category a
 * published row takes, the column that holds the upstream id, the columns every file of the source
 * must have, and the licence its data is under (decision 0042).
 */
export const OPEN_DATA_SOURCES = [
  {
    value: "osm",
    label: "OpenStreetMap dog parks",
    category: "dog-park",
    idColumn: "osm_id",
    requiredColumns: ["osm_type", "osm_id", "name", "lat", "lon", "county", "review_flags"],
    licence: "ODbL 1.0, © OpenStreetMap contributors",
  },
  {
    value: "usda",
    label: "USDA farmers markets",
    category: "farmers-market",
    idColumn: "fmid",
    requiredColumns: ["fmid", "name", "street", "city", "county", "zip", "lat", "lon", "seasons", "review_flags"],
    licence: "Public domain (US Government work)",
  },
  {
    value: "miami-dade-parks",
    label: "Miami-Dade county parks with a dog park",
    category: "county-park",
    idColumn: "objectid",
    requiredColumns: ["objectid", "name", "address", "city", "zip", "lat", "lon", "dogpark", "review_flags"],
    licence: "Miami-Dade County public record",
  },
] as const satisfies readonly {
  value: string;
  label: string;
  category: Category;
  idColumn: string;
  requiredColumns: readonly string[];
  licence: string;
}[];

export type OpenDataSource = ValueOf<typeof OPEN_DATA_SOURCES>;
export const OPEN_DATA_SOURCE_VALUES = valuesOf(OPEN_DATA_SOURCES);

export function isOpenDataSource(value: unknown): value is OpenDataSource {
  return typeof value === "string" && (OPEN_DATA_SOURCE_VALUES as string[]).includes(value);
}

export function openDataSource(value: OpenDataSource) {
  return OPEN_DATA_SOURCES.find((s) => s.value === value)!;
}

/**
 * Where a candidate stands: waiting for a person (`pending`), published as a new place
 * (`accepted`), found to be a place already in the directory (`linked`) or turned down (`rejected`).
 */
export const CANDIDATE_STATUSES = ["pending", "accepted", "linked", "rejected"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** Why an administrator turned a candidate down: a short list, so a later import can respect it. */
export const CANDIDATE_REJECT_REASONS = [
  { value: "private", label: "Private or residents only" },
  { value: "business", label: "A business's dog area" },
  { value: "not-dog-friendly", label: "Dogs are not welcome" },
  { value: "closed", label: "Closed or never built" },
  { value: "not-a-place", label: "Not a place to visit (a sub-area, a relief area)" },
  { value: "outside-florida", label: "Not in Florida" },
] as const;
export type CandidateRejectReason = ValueOf<typeof CANDIDATE_REJECT_REASONS>;
export const CANDIDATE_REJECT_REASON_VALUES = valuesOf(CANDIDATE_REJECT_REASONS);

/** OpenStreetMap's three element types; an extract that does not say which leaves it null. */
export const OSM_TYPES = ["node", "way", "relation"] as const;
export type OsmType = (typeof OSM_TYPES)[number];

/**
 * The page of an upstream element: OpenStreetMap's page of the element where its type is known, else
 * OpenStreetMap's map at its position (node, way and relation ids overlap, so a guessed type could
 * name another element); null for a source without a page per row.
 */
export function upstreamUrl(
  source: OpenDataSource,
  id: string,
  type: string | null,
  position?: { lat: number | null; lng: number | null },
): string | null {
  if (source !== "osm") return null;
  if (type) return `https://www.openstreetmap.org/${type}/${encodeURIComponent(id)}`;
  if (position?.lat != null && position.lng != null)
    return `https://www.openstreetmap.org/?mlat=${position.lat}&mlon=${position.lng}#map=19/${position.lat}/${position.lng}`;
  return null;
}

/** "node 123", "element 123" (type unknown), "FMID 1008612", "park 22": how a page names the upstream row. */
export function upstreamName(source: OpenDataSource, id: string, type: string | null) {
  if (source === "osm") return `${type ?? "element"} ${id}`;
  if (source === "usda") return `FMID ${id}`;
  return `record ${id}`;
}

/** The box the shipped extracts were cut to (Florida and its shoreline); a point outside it is flagged. */
export const OPEN_DATA_BOUNDS = { west: -87.7, south: 24.3, east: -79.8, north: 31.1 } as const;

export function insideFlorida(lat: number, lng: number) {
  const b = OPEN_DATA_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

/** Within this distance of a place already in the directory, a candidate is a possible duplicate. */
export const DUPLICATE_METERS = 250;

/** Where the OpenStreetMap-derived database is offered, and the licence it is under (decision 0042). */
export const ODBL_EXPORT_PATH = "/open-data/openstreetmap-dog-parks.csv";
export const ODBL_LICENCE_URL = "https://opendatacommons.org/licenses/odbl/1-0/";
