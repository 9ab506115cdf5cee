// CSV import rules (SPEC §5): the template's columns, header aliases, synonyms for the
// enumerations, defaults and ranges. Pure functions, shared by the import page and the server.
import type { ImportChange, Location } from "./models";
import { statedFee } from "./fees";
import { ruleList } from "./rules";
import { isIsoDate } from "./schemas";
import { slugify } from "./slug";
import {
  AMENITIES,
  CATEGORIES,
  CROWD_LEVELS,
  FEES,
  LEASH_POLICIES,
  IMPORT_DEFAULTS,
  PLACE_STATUSES,
  REGIONS,
  type Category,
  type CrowdLevel,
  type Fees,
  type LeashPolicy,
  type PlaceStatus,
  type Region,
  type YesNo,
} from "./vocabulary";

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

/** The template's columns, in order, with what each one takes. */
export const IMPORT_COLUMNS = [
  { name: "name", help: "Required. Rows without a name are refused." },
  { name: "category", help: "A category such as park, dog-park, beach, state-park; unknown values become park." },
  {
    name: "region",
    help: "north, central, south or keys (or North Florida, Panhandle, South FL, Keys…); unknown values become central.",
  },
  {
    name: "city",
    help: "A missing city stays unknown (shown as Not listed) rather than the default Unknown City. A row with no city, no county and no coordinates is refused.",
  },
  { name: "county", help: "A missing county stays unknown." },
  { name: "address", help: "Street address." },
  { name: "zip", help: "ZIP code (zip_code is accepted too)." },
  { name: "phone", help: "Phone number (phone_number is accepted too)." },
  { name: "lat", help: "Latitude, -90 to 90; anything else is left empty." },
  { name: "lng", help: "Longitude, -180 to 180; anything else is left empty." },
  {
    name: "leash_policy",
    help: "on-leash, off-leash, off-leash-designated-areas, off-leash-designated-times, on-leash-designated-areas (or Leashed, Off Leash…); empty or unknown values stay unknown (shown as Not listed) rather than the default on-leash.",
  },
  { name: "rules", help: "Rules; separate several with semicolons." },
  {
    name: "fees",
    help: "free or paid (fee is accepted too); empty stays unknown rather than the default free, unless fee_details give a price (paid) or say it is free.",
  },
  {
    name: "fee_details",
    help: "What the fee is, e.g. $5 per vehicle. A row whose fees disagree with its details (free with a price) is refused.",
  },
  { name: "hours", help: "Opening hours." },
  { name: "seasonality", help: "When dogs are allowed through the year." },
  { name: "accessibility_notes", help: "Accessibility notes." },
  { name: "parking_details", help: "Where to park." },
  { name: "safety_notes", help: "Safety notes." },
  {
    name: "crowd_level",
    help: "quiet, moderate or busy (low, medium, high accepted); empty stays unknown rather than the default moderate.",
  },
  { name: "amenities", help: "Amenity names separated by semicolons, e.g. restrooms;parking;Dog Wash." },
  { name: "external_links_official", help: "Official website." },
  { name: "external_links_county", help: "County or park-authority page." },
  { name: "description", help: "A short description." },
  {
    name: "dog_hours",
    help: 'When dogs are allowed, in OpenStreetMap opening_hours syntax, e.g. "Mo-Su 07:00-sunset"; a row with hours that cannot be read is not imported.',
  },
  { name: "dog_rules", help: "Dog rules separated by | (added to rules)." },
  { name: "fenced", help: "yes or no; empty when unknown." },
  { name: "small_dog_area", help: "yes or no; empty when unknown." },
  { name: "status", help: "open, temporarily-closed or closed; default open." },
  { name: "status_note", help: "Why the place is closed, and since when." },
  {
    name: "sources",
    help: "Pages the facts come from, separated by ' ; ', each as URL or URL | what it supports | date.",
  },
  { name: "verified_on", help: "The date the facts were last checked, as YYYY-MM-DD." },
] as const;

export const IMPORT_COLUMN_NAMES = IMPORT_COLUMNS.map((c) => c.name);

/** Lowercase words joined by single spaces: the form every synonym is compared in. */
function words(value: string) {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const HEADER_ALIASES: Record<string, string> = {
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

/** A header as a column name: case and spaces ignored, aliases resolved. */
export function normalizeHeader(header: string) {
  const key = words(header.replace(/^\uFEFF/, "")).replace(/ /g, "_");
  return Object.hasOwn(HEADER_ALIASES, key) ? HEADER_ALIASES[key]! : key;
}

function table<T extends string>(entries: Record<T, string[]>) {
  const map = new Map<string, T>();
  for (const [value, synonyms] of Object.entries(entries) as [T, string[]][]) {
    for (const s of [value, ...synonyms]) map.set(words(s), value);
  }
  return map;
}

const withLabels = <T extends string>(
  list: readonly { value: T; label: string }[],
  extra: Partial<Record<T, string[]>>,
) =>
  Object.fromEntries(list.map((item) => [item.value, [item.label, ...(extra[item.value] ?? [])]])) as Record<
    T,
    string[]
  >;

const LEASH = table<LeashPolicy>(
  withLabels(LEASH_POLICIES, {
    "on-leash": [
      "on_leash",
      "leashed",
      "leash",
      "leash required",
      "on leash",
      "leash only",
      "must be leashed",
      "leashed only",
      "required",
    ],
    "off-leash": [
      "off_leash",
      "off leash",
      "unleashed",
      "leash free",
      "leash optional",
      "off leash ok",
      "no leash required",
    ],
    "off-leash-designated-areas": [
      "off leash areas",
      "off leash in designated areas",
      "off leash designated area",
      "off leash area",
    ],
    "off-leash-designated-times": [
      "seasonal",
      "off leash hours",
      "off leash at designated times",
      "off leash times",
      "off leash designated hours",
    ],
    "on-leash-designated-areas": ["on leash in designated areas", "on leash areas", "leashed in designated areas"],
    "designated-areas": ["designated_areas", "designated areas", "designated areas only", "designated area"],
  }),
);

const CATEGORY = table<Category>(
  withLabels(CATEGORIES, {
    beach: ["beaches", "dog friendly beach", "pet friendly beach"],
    "dog-beach": ["dog beaches", "dog beach area", "bark beach"],
    "public-beach": ["public beaches"],
    park: ["parks", "regional park", "recreation area", "community park", "neighborhood park"],
    "dog-park": ["dog parks", "dog run", "off leash dog park", "bark park", "dog area"],
    "city-park": ["municipal park", "city parks"],
    "county-park": ["county parks"],
    "state-park": ["state parks", "state forest", "state recreation area", "national seashore", "national park"],
    "farmers-market": ["farmers markets", "farmer market", "farmers market", "market", "green market", "greenmarket"],
    "hiking-area": ["hiking", "hiking trail", "hiking trails", "trail", "trails", "greenway"],
    "nature-preserve": ["preserve", "nature reserve", "reserve", "wildlife area", "nature center", "wildlife refuge"],
  }),
);

const REGION = table<Region>(
  Object.fromEntries(
    REGIONS.map((r) => [
      r.value,
      [
        r.label,
        r.slug,
        ...(
          {
            north: [
              "north fl",
              "northern florida",
              "n florida",
              "panhandle",
              "florida panhandle",
              "northeast florida",
              "northwest florida",
              "ne florida",
              "nw florida",
              "big bend",
            ],
            central: [
              "central fl",
              "c florida",
              "mid florida",
              "central east",
              "central west",
              "tampa bay",
              "space coast",
              "orlando area",
            ],
            south: [
              "south fl",
              "southern florida",
              "s florida",
              "southeast florida",
              "southwest florida",
              "se florida",
              "sw florida",
            ],
            keys: ["the keys", "keys", "fl keys", "monroe keys"],
          } as Record<Region, string[]>
        )[r.value],
      ],
    ]),
  ) as Record<Region, string[]>,
);

const CROWD = table<CrowdLevel>(
  withLabels(CROWD_LEVELS, {
    quiet: ["low", "calm", "not busy", "light", "few people"],
    moderate: ["medium", "average", "normal", "mid"],
    busy: ["high", "crowded", "very busy", "packed", "heavy"],
  }),
);

const FEE = table<Fees>(
  withLabels(FEES, {
    free: ["no", "none", "no fee", "0", "0 00", "no charge", "free entry", "free admission"],
    paid: ["yes", "fee", "fees", "paid entry", "entrance fee", "parking fee", "charge", "admission"],
  }),
);

const AMENITY_SYNONYMS: Record<string, string[]> = {
  restrooms: ["restroom", "bathrooms", "bathroom", "toilets", "toilet"],
  showers: ["shower", "outdoor showers"],
  dog_wash: ["dog wash station", "dog washing station", "dog washing"],
  shaded: ["shade", "shaded area", "shady"],
  water_fountain: ["water", "water fountains", "drinking water", "dog water fountain", "water station"],
  parking: ["parking lot", "free parking", "paid parking"],
  lifeguards: ["lifeguard", "lifeguard on duty"],
  picnic: ["picnic area", "picnic tables", "picnic table", "pavilion", "pavilions"],
  trails: ["trail", "walking trails", "hiking trails"],
  rinse_stations: ["rinse station", "rinse", "hose", "foot wash"],
};

export type AmenityName = { name: string; displayName?: string | null };

/** An amenity lookup from our ten plus any the administrators added. */
export function amenityTable(extra: readonly AmenityName[] = []) {
  const map = new Map<string, string>();
  for (const a of [...AMENITIES, ...extra]) {
    map.set(words(a.name), a.name);
    if (a.displayName) map.set(words(a.displayName), a.name);
  }
  for (const [name, synonyms] of Object.entries(AMENITY_SYNONYMS)) for (const s of synonyms) map.set(words(s), name);
  return map;
}

const DEFAULT_AMENITIES = amenityTable();

/** The amenity keys of a cell split on semicolons (commas and bars too), by key, display name or synonym; `unknown` holds the words that name no amenity. */
export function normalizeAmenities(value: string | undefined, known: Map<string, string> = DEFAULT_AMENITIES) {
  const keys: string[] = [];
  const unknown: string[] = [];
  for (const part of (value ?? "").split(/[;,|]/)) {
    const w = words(part);
    if (!w) continue;
    const key = known.get(w);
    if (!key) unknown.push(part.trim());
    else if (!keys.includes(key)) keys.push(key);
  }
  return { keys, unknown };
}

function text(value: string | undefined) {
  const v = value?.replace(/\r\n/g, "\n").trim();
  return v ? v : null;
}

type Lookup<T> = { value: T; known: boolean };

function lookup<T extends string>(map: Map<string, T>, value: string | undefined, fallback: T): Lookup<T> | null {
  const v = text(value);
  if (v === null) return null;
  const found = map.get(words(v));
  return found ? { value: found, known: true } : { value: fallback, known: false };
}

export function normalizeLeashPolicy(value: string | undefined) {
  return lookup(LEASH, value, IMPORT_DEFAULTS.leashPolicy);
}
export function normalizeCategory(value: string | undefined) {
  return lookup(CATEGORY, value, IMPORT_DEFAULTS.category);
}
export function normalizeRegion(value: string | undefined) {
  return lookup(REGION, value, IMPORT_DEFAULTS.region);
}
export function normalizeCrowdLevel(value: string | undefined) {
  return lookup(CROWD, value, IMPORT_DEFAULTS.crowdLevel);
}
export function normalizeFees(value: string | undefined): Lookup<Fees> | null {
  const v = text(value);
  if (v === null) return null;
  const found = FEE.get(words(v));
  if (found) return { value: found, known: true };
  // "$5 per car", "3.00": an amount is a fee.
  const amount = /\$?\s*(\d+(?:\.\d+)?)/.exec(v);
  if (amount) return { value: Number(amount[1]) > 0 ? "paid" : "free", known: true };
  return { value: "free", known: false };
}

const YES_NO_WORDS = table<YesNo>({ yes: ["y", "true", "1", "fenced"], no: ["n", "false", "0", "unfenced", "none"] });

const STATUS = table<PlaceStatus>(
  withLabels(PLACE_STATUSES, {
    open: ["opened", "active"],
    "temporarily-closed": ["temporarily closed", "temp closed", "closed temporarily", "temporary closure"],
    closed: ["closed permanently", "permanently closed", "closed for good", "defunct"],
  }),
);

export type ImportedSource = { url: string; supports: string | null; date: string | null };

/** Sources as "URL" or "URL | what it supports | date", separated by " ; " or new lines. */
export function normalizeSources(value: string | undefined, mainDate?: string | null) {
  const sources: ImportedSource[] = [];
  const notes: string[] = [];
  for (const entry of (value ?? "").split(/\s;\s|\r?\n/)) {
    const [url = "", supports, date] = entry.split("|").map((p) => p.trim());
    if (!url) continue;
    if (!/^https?:\/\/\S+$/.test(url)) {
      notes.push(`Source "${url}" is not a web address; left out`);
      continue;
    }
    sources.push({ url, supports: supports || null, date: date || (sources.length === 0 ? mainDate || null : null) });
  }
  return { sources, notes };
}

/** Every web address in a `source` cell (one address, or a note naming some, as "coords:none | https://…"). */
function sourceAddresses(value: string | null) {
  const found: string[] = [];
  for (const match of (value ?? "").matchAll(/https?:\/\/[^\s;|,]+/g)) {
    const url = match[0].replace(/[).]+$/, "");
    if (!found.includes(url)) found.push(url);
  }
  return found;
}

/**
 * The place's sources from the `sources` column and the `source` column together: each web address
 * once, the first one dated by `source_date`. A `source` cell without any address is kept whole as the
 * place's source note.
 */
export function importedSources(row: CsvRecord) {
  const listed = normalizeSources(row.sources, text(row.source_date));
  const sources = [...listed.sources];
  const notes = [...listed.notes];
  const source = text(row.source);
  for (const url of sourceAddresses(source)) {
    if (sources.some((s) => s.url === url)) continue;
    sources.push({ url, supports: null, date: sources.length === 0 ? text(row.source_date) : null });
  }
  if (source && sources.length === listed.sources.length && sourceAddresses(source).length === 0) {
    notes.push(`Source "${source}" has no web address; kept as the place's source note, not linked`);
  }
  return { sources, notes, note: source };
}

type NumberResult = { value: number | null; note?: string };

function numberIn(label: string, value: string | undefined, min: number, max: number): NumberResult {
  const v = text(value);
  if (v === null) return { value: null };
  const n = Number(v.replace(/,/g, "."));
  if (!Number.isFinite(n)) return { value: null, note: `${label} "${v}" is not a number; left empty` };
  if (n < min || n > max) return { value: null, note: `${label} ${v} is outside ${min} to ${max}; left empty` };
  return { value: n };
}

/** A place as the importer writes it (column names of the locations table, camelCase). */
export type ImportedPlace = Pick<
  Location,
  | "name"
  | "category"
  | "region"
  | "city"
  | "county"
  | "address"
  | "zip"
  | "phone"
  | "lat"
  | "lng"
  | "leashPolicy"
  | "rules"
  | "fees"
  | "feeDetails"
  | "hours"
  | "seasonality"
  | "accessibilityNotes"
  | "parkingDetails"
  | "safetyNotes"
  | "crowdLevel"
  | "amenities"
  | "imageUrl"
  | "mapUrl"
  | "externalLinks"
  | "description"
  | "dogHours"
  | "fenced"
  | "smallDogArea"
  | "status"
  | "statusNote"
  | "sources"
  | "verifiedOn"
  | "source"
>;

/** A row that is not imported: `refused` when it is wrong or too empty, else skipped (the template's example). */
export type NormalizedRow =
  { ok: true; place: ImportedPlace; notes: string[] } | { ok: false; refused: boolean; message: string };

export type CsvRecord = Record<string, string | undefined>;

/** One CSV record (headers already normalised) as a place, with a note for every value that was changed. */
export function normalizeRow(row: CsvRecord, amenities: Map<string, string> = DEFAULT_AMENITIES): NormalizedRow {
  const name = text(row.name)?.replace(/\s+/g, " ");
  if (!name) return { ok: false, refused: true, message: "Missing name; not imported" };
  if (name.endsWith(TEMPLATE_EXAMPLE_MARK)) {
    return { ok: false, refused: false, message: "The template's example row; not imported" };
  }
  const notes: string[] = [];

  /** A fact the file leaves out or words it in a way we cannot read stays unknown (never a default). */
  const unknownFact = <T extends string>(label: string, raw: string | undefined, result: Lookup<T> | null) => {
    if (!result) return null;
    if (!result.known) {
      notes.push(`Unknown ${label} "${text(raw)}"; left unknown`);
      return null;
    }
    return result.value;
  };

  const lat = numberIn("Latitude", row.lat, -90, 90);
  const lng = numberIn("Longitude", row.lng, -180, 180);
  const city = text(row.city);
  const countyName = text(row.county);
  if (city === null && countyName === null && (lat.value === null || lng.value === null)) {
    return {
      ok: false,
      refused: true,
      message: "No city, county or coordinates: nothing says where this place is; not imported",
    };
  }

  const unknown = <T extends string>(
    label: string,
    raw: string | undefined,
    result: Lookup<T> | null,
    fallback: T,
  ): T => {
    if (!result) return fallback;
    if (!result.known) notes.push(`Unknown ${label} "${text(raw)}"; used ${result.value}`);
    return result.value;
  };

  for (const n of [lat, lng]) if (n.note) notes.push(n.note);
  // A place's stars come from its owners' reviews on this site (decision 0026): a rating in a file is
  // nobody's review here.
  if (text(row.rating) !== null || text(row.review_count) !== null) notes.push(RATING_NOT_KEPT);

  // Several rules in one cell are separated by semicolons (or written on lines of their own); dog rules by bars.
  const rulesList = ruleList(
    [(text(row.rules) ?? "").replace(/;/g, "\n"), (text(row.dog_rules) ?? "").replace(/\|/g, "\n")].join("\n"),
  );
  const yesNo = (label: string, raw: string | undefined) => {
    const v = text(raw);
    if (v === null) return null;
    const found = YES_NO_WORDS.get(words(v));
    if (!found) notes.push(`${label} "${v}" is not yes or no; left empty`);
    return found ?? null;
  };
  const sources = importedSources(row);
  notes.push(...sources.notes);
  let verifiedOn = text(row.verified_on);
  if (verifiedOn !== null && !isIsoDate(verifiedOn)) {
    notes.push(`Verified on "${verifiedOn}" is not a date like 2025-03-31; left empty`);
    verifiedOn = null;
  }
  const amenityKeys = normalizeAmenities(row.amenities, amenities);
  for (const word of amenityKeys.unknown) notes.push(`Unknown amenity "${word}"; not stored`);
  const fees = normalizeFees(row.fees);
  // "$5 per car" in the fees column says what the fee is, too.
  const feeDetails = text(row.fee_details) ?? (fees?.known && !FEE.has(words(row.fees ?? "")) ? text(row.fees) : null);
  let fee = unknownFact("fees", row.fees, fees);
  const stated = statedFee(feeDetails);
  if (fee && stated && fee !== stated) {
    return {
      ok: false,
      refused: true,
      message: `Fees "${text(row.fees)}" but fee details "${feeDetails}" ${stated === "paid" ? "give a price" : "say it is free"}; not imported`,
    };
  }
  if (!fee && stated) {
    fee = stated;
    notes.push(`Fees read as ${stated} from the fee details`);
  }
  const official = text(row.external_links_official);
  const county = text(row.external_links_county);

  return {
    ok: true,
    notes,
    place: {
      name,
      category: unknown("category", row.category, normalizeCategory(row.category), IMPORT_DEFAULTS.category),
      region: unknown("region", row.region, normalizeRegion(row.region), IMPORT_DEFAULTS.region),
      city,
      county: countyName,
      address: text(row.address),
      zip: text(row.zip),
      phone: text(row.phone),
      lat: lat.value,
      lng: lng.value,
      leashPolicy: unknownFact("leash policy", row.leash_policy, normalizeLeashPolicy(row.leash_policy)),
      rules: rulesList,
      fees: fee,
      feeDetails,
      hours: text(row.hours),
      seasonality: text(row.seasonality),
      accessibilityNotes: text(row.accessibility_notes),
      parkingDetails: text(row.parking_details),
      safetyNotes: text(row.safety_notes),
      crowdLevel: unknownFact("crowd level", row.crowd_level, normalizeCrowdLevel(row.crowd_level)),
      amenities: amenityKeys.keys,
      imageUrl: text(row.image_url),
      mapUrl: text(row.map_url),
      externalLinks: { ...(official ? { official } : {}), ...(county ? { county } : {}) },
      description: text(row.description),
      dogHours: text(row.dog_hours)?.replace(/\s*\n\s*/g, " ") ?? null,
      fenced: yesNo("Fenced", row.fenced),
      smallDogArea: yesNo("Small-dog area", row.small_dog_area),
      status: unknown("status", row.status, lookup(STATUS, row.status, "open"), "open"),
      statusNote: text(row.status_note),
      sources: sources.sources,
      verifiedOn,
      source: sources.note,
    },
  };
}

/** The field each CSV column fills (rules and dog_rules both fill rules; the two link columns fill externalLinks). */
const COLUMN_FIELDS: Record<string, keyof ImportedPlace> = {
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
  fee_details: "feeDetails",
  hours: "hours",
  seasonality: "seasonality",
  accessibility_notes: "accessibilityNotes",
  parking_details: "parkingDetails",
  safety_notes: "safetyNotes",
  crowd_level: "crowdLevel",
  amenities: "amenities",
  image_url: "imageUrl",
  map_url: "mapUrl",
  external_links_official: "externalLinks",
  external_links_county: "externalLinks",
  description: "description",
  dog_hours: "dogHours",
  fenced: "fenced",
  small_dog_area: "smallDogArea",
  status: "status",
  status_note: "statusNote",
  sources: "sources",
  source: "sources",
  verified_on: "verifiedOn",
};

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
  for (const [column, field] of Object.entries(COLUMN_FIELDS)) {
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
    changes.push({ field, label: fieldLabel(field), before: shownValue(before), after: shownValue(after) });
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

export type RowStatus = "imported" | "updated" | "skipped" | "failed";

export type RowResult = {
  /** The file line the record starts on; the header is line 1. */
  line: number;
  name: string | null;
  status: RowStatus;
  message: string;
  slug?: string;
};

/** What an import did: rows created, updated, unchanged (skipped: nothing to write) and refused. */
export type ImportResult = {
  total: number;
  imported: number;
  updated: number;
  unchanged: number;
  refused: number;
  rows: RowResult[];
};
