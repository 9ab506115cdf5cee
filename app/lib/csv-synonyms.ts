// The CSV import's synonyms: how a file's words for leash policy, category, region, crowd, fees,
// amenities, yes/no and status are read, and how its sources are read.
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
import { words, type CsvRecord } from "./csv-columns";

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

export const LEASH = table<LeashPolicy>(
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

export const CATEGORY = table<Category>(
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

export const REGION = table<Region>(
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

export const CROWD = table<CrowdLevel>(
  withLabels(CROWD_LEVELS, {
    quiet: ["low", "calm", "not busy", "light", "few people"],
    moderate: ["medium", "average", "normal", "mid"],
    busy: ["high", "crowded", "very busy", "packed", "heavy"],
  }),
);

export const FEE = table<Fees>(
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

export const DEFAULT_AMENITIES = amenityTable();

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

export function text(value: string | undefined) {
  const v = value?.replace(/\r\n/g, "\n").trim();
  return v ? v : null;
}

export type Lookup<T> = { value: T; known: boolean };

export function lookup<T extends string>(
  map: Map<string, T>,
  value: string | undefined,
  fallback: T,
): Lookup<T> | null {
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

export const YES_NO_WORDS = table<YesNo>({
  yes: ["y", "true", "1", "fenced"],
  no: ["n", "false", "0", "unfenced", "none"],
});

export const STATUS = table<PlaceStatus>(
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
