// The CSV import's template (SPEC §5): its columns, the limits of a file, and the header aliases
// a file may use instead of the template's own names.
import {
  PLACE_FIELDS_DECLARED,
  placeFields,
  withFieldsAfter,
  type PlaceFieldDeclaration,
  type PlaceTextKey,
} from "./place-fields";

/**
 * Rows are saved in batches of hundreds; a batch the database refuses is saved again this many rows
 * at a time, so one row the database refuses costs at most this many.
 */
export const IMPORT_RETRY_BATCH_SIZE = 10;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Rows the import page lists at most; the counts still cover the whole file. */
export const IMPORT_ROWS_SHOWN = 1000;

/** The end of the template's example rows' names: such a row is never imported. */
export const TEMPLATE_EXAMPLE_MARK = "(sample row, replace me)";

/** The note on a row that has a rating or a review count: neither is kept. */
export const RATING_NOT_KEPT =
  "Rating and review count not kept: a place's stars come from owners' reviews on this site";

/** The template's columns other than the free-text fields (place-fields.ts), in order, with what each takes. */
const OWN_COLUMN_HELP = {
  name: "Required. Rows without a name are refused.",
  category: "A category such as park, dog-park, beach, state-park; unknown values become park.",
  region:
    "north, central, south or keys (or North Florida, Panhandle, South FL, Keys…); unknown values become central.",
  city: "A missing city stays unknown (shown as Not listed) rather than the default Unknown City. A row with no city, no county and no coordinates is refused.",
  county: "A missing county stays unknown.",
  address: "Street address.",
  zip: "ZIP code (zip_code is accepted too).",
  phone: "Phone number (phone_number is accepted too).",
  lat: "Latitude, -90 to 90; anything else is left empty.",
  lng: "Longitude, -180 to 180; anything else is left empty.",
  leash_policy:
    "on-leash, off-leash, off-leash-designated-areas, off-leash-designated-times, on-leash-designated-areas (or Leashed, Off Leash…); empty or unknown values stay unknown (shown as Not listed) rather than the default on-leash.",
  rules: "Rules; separate several with semicolons.",
  fees: "free or paid (fee is accepted too); empty stays unknown rather than the default free, unless fee_details give a price (paid) or say it is free.",
  crowd_level:
    "quiet, moderate or busy (low, medium, high accepted); empty stays unknown rather than the default moderate.",
  amenities: "Amenity names separated by semicolons, e.g. restrooms;parking;Dog Wash.",
  external_links_official: "Official website.",
  external_links_county: "County or park-authority page.",
  dog_hours:
    'When dogs are allowed, in OpenStreetMap opening_hours syntax, e.g. "Mo-Su 07:00-sunset"; a row with hours that cannot be read is not imported.',
  dog_rules: "Dog rules separated by | (added to rules).",
  fenced: "yes or no; empty when unknown.",
  small_dog_area: "yes or no; empty when unknown.",
  status: "open, temporarily-closed or closed; default open.",
  sources: "Pages the facts come from, separated by ' ; ', each as URL or URL | what it supports | date.",
  verified_on: "The date the facts were last checked, as YYYY-MM-DD.",
  dog_limits:
    'Which dogs may come, as JSON: each limit with its source and rule, e.g. {"maxDogsPerPerson":{"count":2,"source":"https://…","rule":"Two dogs per person"}}. {} when the sources were read and state no limit; empty leaves a listed place\'s limits as they are (a new place: not read yet). A row whose limits cannot be read is not imported.',
} as const;

/** What each free-text field's column takes, as the import page lists it. */
const TEXT_COLUMN_HELP: Record<PlaceTextKey, string> = {
  feeDetails:
    "What the fee is, e.g. $5 per vehicle. A row whose fees disagree with its details (free with a price) is refused.",
  hours: "Opening hours.",
  seasonality: "When dogs are allowed through the year.",
  accessibilityNotes: "Accessibility notes.",
  parkingDetails: "Where to park.",
  safetyNotes: "Safety notes.",
  description: "A short description.",
  statusNote: "Why the place is closed, and since when.",
};

export type ImportColumn = { name: string; help: string };

/** The template's columns, in order, with what each one takes: the free-text fields after the columns they follow. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = withFieldsAfter<ImportColumn, PlaceFieldDeclaration>(
  Object.entries(OWN_COLUMN_HELP).map(([name, help]) => ({ name, help })),
  (column) => column.name,
  placeFields().filter((field) => field.csv.template),
  (field) => field.csv.after,
  (field) => ({ name: field.csv.column, help: (TEXT_COLUMN_HELP as Record<string, string>)[field.key] ?? "" }),
);

export const IMPORT_COLUMN_NAMES = IMPORT_COLUMNS.map((c) => c.name);

/** A template column of the import's own (not a free-text field's). */
export type OwnColumnName = keyof typeof OWN_COLUMN_HELP;
/** A free-text field's template column. */
export type TextColumnName = (typeof PLACE_FIELDS_DECLARED)[number]["csv"]["column"];

/** Lowercase words joined by single spaces: the form every synonym is compared in. */
export function words(value: string) {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const OWN_HEADER_ALIASES: Record<string, string> = {
  zip_code: "zip",
  zipcode: "zip",
  postal_code: "zip",
  phone_number: "phone",
  telephone: "phone",
  fee: "fees",
  latitude: "lat",
  longitude: "lng",
  lon: "lng",
  long: "lng",
  leash: "leash_policy",
  leash_rules: "leash_policy",
  crowd: "crowd_level",
  type: "category",
  title: "name",
  place_name: "name",
  location_name: "name",
  website: "external_links_official",
  official_website: "external_links_official",
  url: "external_links_official",
  county_website: "external_links_county",
  reviews: "review_count",
  amenity: "amenities",
  dog_friendly_hours: "dog_hours",
  source_url: "source",
  small_dog: "small_dog_area",
  small_dogs_area: "small_dog_area",
  last_verified: "verified_on",
  verified: "verified_on",
};

/** Other headers a file may use: the columns' own, and those each free-text field declares. */
const HEADER_ALIASES: Record<string, string> = {
  ...OWN_HEADER_ALIASES,
  ...Object.fromEntries(placeFields().flatMap((field) => field.csv.aliases.map((alias) => [alias, field.csv.column]))),
};

/** A header as a column name: case and spaces ignored, aliases resolved. */
export function normalizeHeader(header: string) {
  const key = words(header.replace(/^\uFEFF/, "")).replace(/ /g, "_");
  return Object.hasOwn(HEADER_ALIASES, key) ? HEADER_ALIASES[key]! : key;
}

export type CsvRecord = Record<string, string | undefined>;
