// Planning an import, writing nothing: each row of the file becomes a new place, a place already in
// the directory (with the fields the file would change), or a row that is skipped or refused, with
// its reason, and rows to check before confirming are flagged. The file is planned a chunk of rows at
// a time as it is read; across chunks only compact facts are kept (the names and places already
// seen, each row's map position), so a large file takes memory in proportion to one chunk.
import type { Db } from "../../infra/db.server";
import { listAmenities } from "../../queries/amenities.server";
import {
  findNameAndCity,
  findNearbyNamesakes,
  locationsById,
  placesAtPoints,
} from "../../queries/location-import.server";
import type { ImportChange, ImportPlan, Location } from "../../infra/schema.server";
import { checkDogHours } from "../../reference/dog-hours.server";
import { milesBetween, townCentreOf } from "../../reference/geo.server";
import { csvChunks, ImportError, type ParsedRecord } from "./read.server";
import { feeConflict, statedFee } from "~/lib/fees";
import { feesLabel } from "~/lib/vocabulary";
import { LocationSchema } from "~/lib/schemas";
import { placeFields, type PlaceTextKey } from "~/lib/place-fields";
import { amenityTable } from "~/lib/csv-synonyms";
import { normalizeRow, type ImportedPlace } from "~/lib/csv-normalize";
import { placeChanges, placeKey, statedValues } from "~/lib/csv-changes";
import type { CsvRecord } from "~/lib/csv-columns";

/** A row of the file as the preview plans it: what it will write, and to which place. */
export type PlannedRow = {
  position: number;
  line: number;
  name: string | null;
  plan: ImportPlan;
  message: string;
  /** new: the whole place; present: the values that would change it. */
  place: Partial<ImportedPlace> | null;
  matchId: string | null;
  matchSlug: string | null;
  matchName: string | null;
  changes: ImportChange[];
  /** What to check before the place goes live (a guessed value, a map position far from the city); never a refusal. */
  warnings: string[];
};

/** How close and how alike a differently written name must be to count as the same place. */
export const NAMESAKE_MILES = 0.5;
export const NAMESAKE_SIMILARITY = 0.6;
/** Farther than this from the centre of its city, a row's map position is flagged to check. */
export const FAR_FROM_CITY_MILES = 30;

/** Rows planned (and stored) at a time. */
const CHUNK_ROWS = 1000;

/** A located row, as the check for two names at one map position needs it once the whole file is read. */
type PointEntry = { position: number; line: number; name: string };

/** What planning keeps from one chunk to the next. */
type FileState = {
  /** Name and city of each new place planned so far, with its line: a second row of it is not imported twice. */
  seenKey: Map<string, number>;
  /** Each place already present that a row updates, with the row's line. */
  seenPlace: Map<string, number>;
  /** Located new and present rows by map position. */
  points: Map<string, PointEntry[]>;
  /** Rows at the map position of another place in the directory, with what to check. */
  directoryWarnings: Map<number, string[]>;
};

/**
 * Plans the file a chunk at a time, handing each chunk's rows to `store` as soon as they are
 * planned; answers the number of rows and, once the whole file is read, the rows with something to
 * check (two names at one map position) and what. While the database looks up one chunk's places
 * and stores the chunk before it, the next chunk is read and normalised.
 */
export async function planFile(
  db: Db,
  text: string,
  store: (rows: PlannedRow[]) => Promise<void>,
): Promise<{ total: number; warned: { position: number; warnings: string[] }[] }> {
  const amenityNames = amenityTable(await listAmenities(db));
  const state: FileState = {
    seenKey: new Map(),
    seenPlace: new Map(),
    points: new Map(),
    directoryWarnings: new Map(),
  };
  let total = 0;
  let previous: { rows: Planning[]; found: Promise<Found> } | null = null;
  let writing: Promise<unknown> = Promise.resolve();
  /** Plans a chunk whose places have been looked up, and starts storing it once the chunk before it is stored. */
  const finish = async ({ rows, found }: { rows: Planning[]; found: Promise<Found> }) => {
    decide(rows, await found, state);
    await writing;
    const planned = rows.map(({ record: _record, full: _full, ...row }) => row);
    writing = Promise.all([notePoints(db, rows, state), store(planned)]);
    writing.catch(() => {});
  };
  try {
    for await (const records of csvChunks(text, CHUNK_ROWS)) {
      const rows = normalizeChunk(records, total, amenityNames);
      total += records.length;
      const found = lookUp(db, rows);
      found.catch(() => {});
      if (previous) await finish(previous);
      previous = { rows, found };
    }
    if (previous) await finish(previous);
    await writing;
  } finally {
    await Promise.allSettled([writing, previous?.found]);
  }
  if (total === 0) throw new ImportError("The file has no rows to import");
  return { total, warned: sharedPointWarnings(state) };
}

type Planning = PlannedRow & { record: CsvRecord; full: ImportedPlace | null };

/** Each record normalised and checked as the location form checks it: a new place, or a row skipped or refused. */
function normalizeChunk(records: ParsedRecord[], offset: number, amenityNames: Map<string, string>): Planning[] {
  return records.map(({ line, record }, index) => {
    const base = {
      position: offset + index,
      line,
      record,
      matchId: null,
      matchSlug: null,
      matchName: null,
      changes: [],
      warnings: [],
    };
    const result = normalizeRow(record, amenityNames);
    if (!result.ok) {
      const plan = result.refused ? "error" : "skip";
      return { ...base, name: record.name?.trim() || null, plan, message: result.message, place: null, full: null };
    }
    const { place, notes } = result;
    const refused = rejectedField(place) ?? dogHoursProblem(place, notes);
    if (refused) return { ...base, name: place.name, plan: "error", message: refused, place: null, full: null };
    const warnings = [...result.checks, ...farFromCity(place)];
    return { ...base, name: place.name, plan: "new", message: notes.join(". "), warnings, place, full: place };
  });
}

/** The places of the directory a chunk's rows match. */
type Found = { matched: Map<number, { id: string; exact: boolean }>; current: Map<string, Location> };

/** Places already present: same name and city first, then a similar name close by. */
async function lookUp(db: Db, rows: Planning[]): Promise<Found> {
  const candidates = rows.filter((r) => r.full);
  const names = [...new Set(candidates.map((r) => r.full!.name.toLowerCase()))];
  const byKey = new Map((await findNameAndCity(db, names)).map((row) => [placeKey(row.name, row.city), row.id]));
  const matched = new Map<number, { id: string; exact: boolean }>();
  for (const r of candidates) {
    const id = byKey.get(placeKey(r.full!.name, r.full!.city));
    if (id) matched.set(r.position, { id, exact: true });
  }
  const located = candidates.filter((r) => !matched.has(r.position) && r.full!.lat !== null && r.full!.lng !== null);
  const namesakes = await findNearbyNamesakes(
    db,
    located.map((r) => ({ index: r.position, name: r.full!.name, lat: r.full!.lat!, lng: r.full!.lng! })),
    NAMESAKE_MILES,
    NAMESAKE_SIMILARITY,
  );
  for (const { index, id } of namesakes) matched.set(index, { id, exact: false });
  const current = new Map(
    (await locationsById(db, [...new Set([...matched.values()].map((m) => m.id))])).map((l) => [l.id, l]),
  );
  return { matched, current };
}

/**
 * Plans each row with the places it matches, in file order: a place present is updated with what
 * the row changes (once per file), a new place is imported once per name and city.
 */
function decide(rows: Planning[], { matched, current }: Found, state: FileState) {
  for (const r of rows) {
    if (!r.full) continue;
    const place = r.full;
    const match = matched.get(r.position);
    const existing = match && current.get(match.id);
    if (!existing) {
      const key = placeKey(place.name, place.city);
      const earlier = state.seenKey.get(key);
      if (earlier !== undefined) {
        const message = `Same name and city as line ${earlier}; not imported twice`;
        Object.assign(r, { plan: "skip", place: null, message, warnings: [] });
      } else state.seenKey.set(key, r.line);
      continue;
    }
    const twice = state.seenPlace.get(existing.id);
    if (twice !== undefined) {
      const message = `Already in the directory${inCity(existing.city)}, as line ${twice}; not imported twice`;
      Object.assign(r, { plan: "skip", place: null, message, warnings: [] });
      continue;
    }
    state.seenPlace.set(existing.id, r.line);
    const { values, changes } = placeChanges(existing, statedValues(r.record, place));
    // An update must leave the place with one fee answer, whichever of the two the row changes.
    const fees = values.fees !== undefined ? values.fees : existing.fees;
    const feeDetails = values.feeDetails !== undefined ? values.feeDetails : existing.feeDetails;
    if (feeConflict(fees, feeDetails)) {
      const says = statedFee(feeDetails) === "paid" ? "give a price" : "say it is free";
      Object.assign(r, {
        plan: "error",
        place: null,
        warnings: [],
        matchId: existing.id,
        matchSlug: existing.slug,
        matchName: existing.name,
        message: `The fees would be ${feesLabel(fees) ?? "not listed"} while the fee details "${feeDetails}" ${says}; not updated`,
      });
      continue;
    }
    Object.assign(r, {
      plan: "present",
      place: values,
      changes,
      matchId: existing.id,
      matchSlug: existing.slug,
      matchName: existing.name,
      message: match!.exact
        ? `Already in the directory${inCity(place.city)}`
        : `Looks like ${existing.name}${inCity(existing.city)}, a similar name nearby`,
    });
  }
}

/** A map position far from the centre of the Florida town the row names as its city: one of the two is probably wrong. */
function farFromCity(place: ImportedPlace): string[] {
  if (place.lat === null || place.lng === null || !place.city) return [];
  const centre = townCentreOf(place.city, place.county);
  if (!centre) return [];
  const miles = milesBetween(centre, { lat: place.lat, lng: place.lng });
  if (miles <= FAR_FROM_CITY_MILES) return [];
  return [`The coordinates are ${Math.round(miles)} mi from the centre of ${place.city}; check the map position`];
}

const inCity = (city: string | null) => (city ? ` (${city})` : "");
const pointKey = (lat: number, lng: number) => `${lat},${lng}`;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Remembers where the chunk's located rows are, and flags those at exactly the map position of a
 * place in the directory under another name: one of the positions is probably wrong (copied from a
 * neighbour, a town centre). A warning for the administrator, not a refusal: a market inside a
 * park may share its point.
 */
async function notePoints(db: Db, rows: Planning[], state: FileState) {
  const located = rows.filter(
    (r) => (r.plan === "new" || r.plan === "present") && r.full?.lat != null && r.full.lng != null,
  );
  if (located.length === 0) return;
  const here = new Map<string, Planning[]>();
  for (const r of located) {
    const key = pointKey(r.full!.lat!, r.full!.lng!);
    here.set(key, [...(here.get(key) ?? []), r]);
    const seen = state.points.get(key);
    const entry = { position: r.position, line: r.line, name: r.full!.name };
    if (seen) seen.push(entry);
    else state.points.set(key, [entry]);
  }
  const listed = await placesAtPoints(
    db,
    [...here.keys()].map((key) => {
      const [lat, lng] = key.split(",").map(Number);
      return { lat: lat!, lng: lng! };
    }),
  );
  for (const place of listed) {
    for (const r of here.get(pointKey(place.lat, place.lng)) ?? []) {
      if (r.matchId === place.id || sameName(place.name, r.full!.name)) continue;
      const warnings = state.directoryWarnings.get(r.position) ?? [];
      warnings.push(
        `Same coordinates as ${place.name}${inCity(place.city)}, already in the directory; check the map position`,
      );
      state.directoryWarnings.set(r.position, warnings);
    }
  }
}

/** Each row at the map position of another row of the file under another name, then those of the directory's places. */
function sharedPointWarnings(state: FileState) {
  const warnings = new Map<number, string[]>();
  for (const group of state.points.values()) {
    if (group.length < 2) continue;
    for (const r of group) {
      for (const other of group) {
        if (other === r || sameName(other.name, r.name)) continue;
        const list = warnings.get(r.position) ?? [];
        list.push(`Same coordinates as line ${other.line} (${other.name}); check the map position`);
        warnings.set(r.position, list);
      }
    }
  }
  for (const [position, list] of state.directoryWarnings)
    warnings.set(position, [...(warnings.get(position) ?? []), ...list]);
  return [...warnings].sort(([a], [b]) => a - b).map(([position, list]) => ({ position, warnings: list }));
}

function dogHoursProblem(place: ImportedPlace, notes: string[]) {
  if (!place.dogHours) return null;
  // Dog hours that cannot be read would tell dog owners nothing, or something wrong: the row waits for a fix.
  const check = checkDogHours(place.dogHours);
  if (!check.ok) return `Invalid dog hours: ${check.error}`;
  for (const warning of check.warnings) notes.push(`Dog hours: ${warning}`);
  return null;
}

/** CSV column names: `imageUrl` is read from `image_url`, `externalLinks.official` from `external_links_official`. */
function csvColumn(path: PropertyKey[]) {
  return path
    .map(String)
    .join("_")
    .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The first column of a row the location form would refuse (a web address that is not http(s),
 * a text over its length), named with its message; null when the row passes. One schema for
 * both ways in, so the public page never renders what an administrator could not have typed.
 */
/** The free-text fields a row may fill (place-fields.ts). */
const TEXT_FIELDS = placeFields().map((field) => field.key as PlaceTextKey);

export function rejectedField(place: ImportedPlace): string | null {
  const optional = <T>(v: T | null) => v ?? undefined;
  // One object literal (no spread of the place): this runs for every row of a file.
  const input: Record<string, unknown> = {
    name: place.name,
    category: place.category,
    region: place.region,
    // The form asks for a city, a county and a leash policy; a file may leave them out, and the
    // place then keeps them unknown.
    city: place.city ?? "not listed",
    county: place.county ?? "not listed",
    address: optional(place.address),
    zip: optional(place.zip),
    phone: optional(place.phone),
    lat: optional(place.lat),
    lng: optional(place.lng),
    leashPolicy: place.leashPolicy ?? "on-leash",
    rules: place.rules.join("\n"),
    fees: optional(place.fees),
    crowdLevel: optional(place.crowdLevel),
    amenities: place.amenities,
    photos: [],
    imageUrl: optional(place.imageUrl),
    mapUrl: optional(place.mapUrl),
    externalLinks: place.externalLinks,
    dogHours: optional(place.dogHours),
    fenced: optional(place.fenced),
    smallDogArea: optional(place.smallDogArea),
    status: place.status,
    sources: place.sources.map((s) => ({ url: s.url, supports: optional(s.supports), date: optional(s.date) })),
    verifiedOn: optional(place.verifiedOn),
  };
  for (const field of TEXT_FIELDS) input[field] = optional(place[field]);
  const parsed = LocationSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `Rejected ${csvColumn(issue.path)}: ${issue.message}`;
}
