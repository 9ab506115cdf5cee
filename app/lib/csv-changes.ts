// How an import's row compares with the place already in the directory: the values the file states,
// the changes they make, and the keys and results of an import.
import type { ImportChange } from "./models";
import { formatFieldValue } from "./audit";
import { slugify } from "./slug";
import {
  normalizeLeashPolicy,
  normalizeCategory,
  normalizeRegion,
  normalizeCrowdLevel,
  normalizeFees,
  STATUS,
  lookup,
  text,
} from "./csv-synonyms";
import type { CsvRecord } from "./csv-columns";
import { placeFields, withFieldsAfter, type PlaceFieldDeclaration, type PlaceTextKey } from "./place-fields";
import type { ImportedPlace } from "./csv-normalize";

/** The field each CSV column of the import's own fills (rules and dog_rules both fill rules; the two link columns fill externalLinks). */
const OWN_COLUMN_FIELDS: Record<string, keyof ImportedPlace> = {
  name: "name",
  category: "category",
  region: "region",
  city: "city",
  county: "county",
  address: "address",
  zip: "zip",
  phone: "phone",
  lat: "lat",
  lng: "lng",
  leash_policy: "leashPolicy",
  rules: "rules",
  dog_rules: "rules",
  fees: "fees",
  crowd_level: "crowdLevel",
  amenities: "amenities",
  image_url: "imageUrl",
  map_url: "mapUrl",
  external_links_official: "externalLinks",
  external_links_county: "externalLinks",
  dog_hours: "dogHours",
  fenced: "fenced",
  small_dog_area: "smallDogArea",
  status: "status",
  sources: "sources",
  source: "sources",
  verified_on: "verifiedOn",
  dog_limits: "dogLimits",
};

/** Every column's field, the free-text fields' columns after those they follow, as the template orders them. */
const COLUMN_FIELDS: [string, keyof ImportedPlace][] = withFieldsAfter<
  [string, keyof ImportedPlace],
  PlaceFieldDeclaration
>(
  Object.entries(OWN_COLUMN_FIELDS),
  ([column]) => column,
  placeFields(),
  (field) => field.csv.after,
  (field) => [field.csv.column, field.key as PlaceTextKey],
);

/** Columns whose unknown values fall back to a default: a fallback is not something the file said. */
const LOOKUPS: Record<string, (value: string | undefined) => { known: boolean } | null> = {
  category: normalizeCategory,
  region: normalizeRegion,
  leash_policy: normalizeLeashPolicy,
  crowd_level: normalizeCrowdLevel,
  fees: normalizeFees,
  status: (value) => lookup(STATUS, value, "open"),
};

/**
 * What a row says about a place, for updating one already present: only the fields of columns the
 * file has with a value in this row that was read as given. An empty cell, a value left empty
 * (a latitude out of range) or an unknown word that fell back to a default changes nothing.
 */
export function statedValues(record: CsvRecord, place: ImportedPlace): Partial<ImportedPlace> {
  const stated: Partial<Record<keyof ImportedPlace, unknown>> = {};
  for (const [column, field] of COLUMN_FIELDS) {
    if (text(record[column]) === null) continue;
    if (LOOKUPS[column] && !LOOKUPS[column](record[column])?.known) continue;
    const value = place[field];
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (field === "externalLinks" && Object.keys(value as object).length === 0) continue;
    stated[field] = value;
  }
  // "$5 per car" in the fees column said what the fee is, too.
  if (stated.fees && place.feeDetails && text(record.fee_details) === null) stated.feeDetails = place.feeDetails;
  // Fee details that give a price or say it is free state the fee as well.
  if (stated.feeDetails && !stated.fees && place.fees) stated.fees = place.fees;
  return stated as Partial<ImportedPlace>;
}

const FIELD_LABELS: Partial<Record<keyof ImportedPlace, string>> = {
  leashPolicy: "Leash policy",
  feeDetails: "Fee details",
  accessibilityNotes: "Accessibility notes",
  parkingDetails: "Parking details",
  safetyNotes: "Safety notes",
  crowdLevel: "Crowd level",
  imageUrl: "Image URL",
  mapUrl: "Map URL",
  externalLinks: "Links",
  dogHours: "Dog hours",
  smallDogArea: "Small-dog area",
  statusNote: "Status note",
  verifiedOn: "Verified on",
  dogLimits: "Dogs' limits",
  lat: "Latitude",
  lng: "Longitude",
  zip: "ZIP",
};

function fieldLabel(field: keyof ImportedPlace) {
  return FIELD_LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1);
}

/** A field's value as the preview shows it; "(empty)" for nothing. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) {
    if (value.length === 0) return "(empty)";
    return value.map((v) => (typeof v === "object" && v && "url" in v ? String(v.url) : String(v))).join("; ");
  }
  if (typeof value === "object") {
    // The official site first, as the place page lists its links.
    const entries = Object.entries(value)
      .filter(([, v]) => v)
      .sort(([a], [b]) => (a === "official" ? -1 : b === "official" ? 1 : a.localeCompare(b)));
    return entries.length ? entries.map(([k, v]) => `${k}: ${String(v)}`).join("; ") : "(empty)";
  }
  return String(value);
}

export type PlaceChange = ImportChange;

/** Equal values, objects compared whatever the order of their keys (jsonb keeps its own). */
function sameValue(a: unknown, b: unknown) {
  const stable = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
      : v;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

/**
 * The values that would change a place, and each change as before → after. Links are merged into the
 * place's own (a file with only the official site keeps the county page); a name or city that differs
 * only in case is not a change.
 */
export function placeChanges(current: Partial<Record<keyof ImportedPlace, unknown>>, stated: Partial<ImportedPlace>) {
  const values: Partial<Record<keyof ImportedPlace, unknown>> = {};
  const changes: PlaceChange[] = [];
  for (const [field, given] of Object.entries(stated) as [keyof ImportedPlace, unknown][]) {
    const before = current[field];
    let after = given;
    if (field === "externalLinks") after = { ...(before as object | null), ...(given as object) };
    const matchKey = field === "name" || field === "city";
    if (matchKey && String(before).toLowerCase() === String(after).toLowerCase()) continue;
    if (sameValue(before ?? null, after)) continue;
    values[field] = after;
    const shown = field === "dogLimits" ? (v: unknown) => formatFieldValue(field, v) : shownValue;
    changes.push({ field, label: fieldLabel(field), before: shown(before), after: shown(after) });
  }
  return { values: values as Partial<ImportedPlace>, changes };
}

/** Import slug (SPEC §9): lowercased name with every run of other characters as one hyphen. */
export function importSlug(name: string) {
  return slugify(name.replace(/[^\p{L}\p{N}]+/gu, " "));
}

/** A name-and-city key for spotting a place that is already in the directory. */
export function placeKey(name: string, city: string | null | undefined) {
  return `${name.trim().toLowerCase()}\u0000${(city ?? "").trim().toLowerCase()}`;
}

/** A file the import takes: a .csv name and a text or CSV type (browsers differ in what they report). */
export function isCsvFile(file: { name: string; type: string }) {
  const byName = file.name.toLowerCase().endsWith(".csv");
  const byType = ["", "text/csv", "application/csv", "text/plain", "application/vnd.ms-excel", "text/x-csv"].includes(
    file.type,
  );
  return byName && byType;
}

export type RowStatus = "imported" | "updated" | "skipped" | "failed" | "held";

export type RowResult = {
  /** The file line the record starts on; the header is line 1. */
  line: number;
  name: string | null;
  status: RowStatus;
  message: string;
  slug?: string;
};

/** What an import did: rows created, updated, unchanged (skipped: nothing to write), refused and held back for review. */
export type ImportResult = {
  total: number;
  imported: number;
  updated: number;
  unchanged: number;
  refused: number;
  held: number;
  rows: RowResult[];
};
