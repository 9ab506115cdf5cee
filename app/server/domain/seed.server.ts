// Demo data: the real places of seed/florida-places.csv and the ten amenities.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Db } from "../infra/db.server";
import type { NewLocation, PlaceSource } from "../infra/schema.server";
import { insertMissingAmenities } from "../queries/amenities.server";
import { countLocations } from "../queries/locations.server";
import { insertMissingLocations, placesNobodyEdited } from "../queries/location-import.server";
import { updateLocation } from "../queries/location-admin.server";
import { fieldChanges } from "../queries/audit.server";
import { insertMissingPlaceTranslations, type SeedTranslation } from "../queries/place-texts.server";
import { PLACE_TEXT_FIELDS, type PlaceTextField } from "../infra/schema.server";
import { PLACE_FIELDS } from "../../lib/audit";
import {
  AMENITIES,
  CATEGORY_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  PLACE_DEFAULTS,
  PLACE_STATUS_VALUES,
  REGION_VALUES,
  YES_NO_VALUES,
} from "../../lib/vocabulary";
import { statedFee } from "../../lib/fees";
import { slugify, uniqueSlug } from "../../lib/slug";
import { SEED_FACT_LABELS } from "../../lib/sources";
import { seedOpenData } from "./open-data/shipped.server";
import { setMissingPlaceLimits } from "../queries/dogs.server";
import { PlaceLimitsFileSchema } from "../../lib/fits/limits";

export type SeedRow = Record<
  | "name"
  | "category"
  | "city"
  | "county"
  | "region"
  | "address"
  | "zip"
  | "lat"
  | "lng"
  | "leash_policy"
  | "fees"
  | "website"
  | "source",
  string
> &
  Partial<
    Record<
      | "description"
      | "dog_rules"
      | "dog_hours"
      | "hours"
      | "fee_details"
      | "amenities"
      | "small_dog_area"
      | "fenced"
      | "sources"
      | "source_date"
      | "status"
      | "status_note",
      string
    >
  >;

export const SEED_FILE = path.resolve(process.cwd(), "seed/florida-places.csv");
/** The Spanish of the seed file's free text, by place name (machine-written, awaiting a person's check). */
export const SEED_TRANSLATIONS_FILE = path.resolve(process.cwd(), "seed/florida-places.es.json");

/** One place's Spanish in the translations file: its rules in the English file's order. */
export type SeedPlaceSpanish = { name: string; rules?: string[] } & Partial<
  Record<Exclude<PlaceTextField, "rules">, string>
>;

const blank = (value: string | undefined) => {
  const v = value?.trim();
  return v ? v : null;
};

function number(value: string | undefined) {
  const v = blank(value);
  if (v === null) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  const v = blank(value);
  return v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;
}

const AMENITY_KEYS = new Set<string>(AMENITIES.map((a) => a.name));

/** What the row's `sources` support together: the facts the row states from them. */
function supportedFacts(row: SeedRow) {
  const facts: [string | undefined, (typeof SEED_FACT_LABELS)[number]][] = [
    [row.description, "description"],
    [row.dog_rules, "dog rules"],
    [row.dog_hours, "dog hours"],
    [row.hours, "opening hours"],
    [row.fee_details, "fees"],
    [row.amenities, "amenities"],
    [row.fenced, "fence"],
    [row.small_dog_area, "small-dog area"],
  ];
  const stated = facts.filter(([value]) => blank(value)).map(([, label]) => label);
  if (!stated.length) return null;
  const text = stated.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The row's source pages (separated by " ; "); the row's `source_date` is the date the main (first)
 * one shows. The file says which pages a row's facts come from, not which page gives which fact:
 * a single page supports them all, and of several pages none is said to support any in particular.
 */
export function seedSources(row: SeedRow): PlaceSource[] {
  const date = blank(row.source_date);
  const urls = (row.sources ?? "")
    .split(/\s;\s/)
    .map((url) => url.trim())
    .filter((url) => /^https?:\/\//.test(url));
  const supports = urls.length === 1 ? supportedFacts(row) : null;
  return urls.map((url, i) => ({ url, supports, date: i === 0 ? date : null }));
}

/**
 * One row of the seed file as a place. Only the facts the row states are kept:
 * a missing city, fee, leash rule or coordinate stays missing.
 */
export function placeFromSeedRow(row: SeedRow, slug: string): NewLocation {
  const name = row.name.trim();
  const lat = number(row.lat);
  const lng = number(row.lng);
  const hasCoordinates = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const website = blank(row.website);
  return {
    slug,
    ...{
      name,
      category: oneOf(CATEGORY_VALUES, row.category) ?? PLACE_DEFAULTS.category,
      region: oneOf(REGION_VALUES, row.region) ?? PLACE_DEFAULTS.region,
      city: blank(row.city),
      county: blank(row.county),
      address: blank(row.address),
      zip: blank(row.zip),
      lat: hasCoordinates ? lat : null,
      lng: hasCoordinates ? lng : null,
      leashPolicy: oneOf(LEASH_POLICY_VALUES, row.leash_policy),
      // Details that give a price or say it is free decide the fee, so the two never disagree.
      fees: statedFee(row.fee_details) ?? oneOf(FEE_VALUES, row.fees),
      externalLinks: website ? { official: website } : {},
      source: blank(row.source),
      description: blank(row.description),
      rules: (row.dog_rules ?? "")
        .split("|")
        .map((r) => r.trim())
        .filter(Boolean),
      dogHours: blank(row.dog_hours),
      hours: blank(row.hours),
      feeDetails: blank(row.fee_details),
      amenities: (row.amenities ?? "")
        .split(";")
        .map((a) => a.trim())
        .filter((a) => AMENITY_KEYS.has(a)),
      fenced: oneOf(YES_NO_VALUES, row.fenced),
      smallDogArea: oneOf(YES_NO_VALUES, row.small_dog_area),
      status: oneOf(PLACE_STATUS_VALUES, row.status) ?? "open",
      statusNote: blank(row.status_note),
      sources: seedSources(row),
    },
  };
}

export function readSeedRows(file = SEED_FILE): SeedRow[] {
  const rows = parse(fs.readFileSync(file), { columns: true, bom: true, skip_empty_lines: true }) as SeedRow[];
  return rows.filter((r) => r.name?.trim());
}

/** The places of the seed file with unique slugs, in file order. */
export function seedPlaces(rows = readSeedRows()): NewLocation[] {
  const taken = new Set<string>();
  return rows.map((row) => {
    const slug = uniqueSlug(slugify(row.name), taken);
    taken.add(slug);
    return placeFromSeedRow(row, slug);
  });
}

export async function seedAmenities(db: Db) {
  await insertMissingAmenities(
    db,
    AMENITIES.map((a) => ({ name: a.name, displayName: a.displayName, description: a.description, icon: a.icon })),
  );
}

/**
 * Inserts the demo places and amenities that are not there yet. Running it again changes nothing.
 * Places are stamped a second apart in file order so "newest" is stable.
 */
export async function seedDemoData(db: Db, rows = readSeedRows()) {
  await seedAmenities(db);
  const places = seedPlaces(rows);
  const base = Date.UTC(2025, 7, 20, 12, 0, 0);
  await insertMissingLocations(
    db,
    places.map((p, i) => ({ ...p, createdAt: new Date(base + i * 1000) })),
  );
  await seedPlaceTranslations(db, places);
  await seedPlaceLimits(db, places);
  return { locations: await countLocations(db), amenities: AMENITIES.length };
}

export function readSeedTranslations(file = SEED_TRANSLATIONS_FILE): SeedPlaceSpanish[] {
  return JSON.parse(fs.readFileSync(file, "utf8")) as SeedPlaceSpanish[];
}

/**
 * The Spanish translations of the seed places' free text, each with the English it translates (the
 * seed file's): a place whose English has been changed since shows its English until someone
 * translates it again. A place of the translations file missing from the seed is skipped.
 */
export function seedTranslations(places: NewLocation[], spanish = readSeedTranslations()): SeedTranslation[] {
  const byName = new Map(places.map((p) => [p.name, p]));
  const out: SeedTranslation[] = [];
  for (const entry of spanish) {
    const place = byName.get(entry.name);
    if (!place) continue;
    for (const field of PLACE_TEXT_FIELDS) {
      const english = field === "rules" ? (place.rules ?? []).join("\n") || null : (place[field] ?? null);
      const text = field === "rules" ? (entry.rules ?? []).join("\n") : entry[field];
      if (!text || !english) continue;
      out.push({ slug: place.slug, field, locale: "es", text, sourceText: english });
    }
  }
  return out;
}

/** Adds the seed places' Spanish texts not there yet (an administrator's translation is kept). */
export async function seedPlaceTranslations(db: Db, places = seedPlaces()) {
  return insertMissingPlaceTranslations(db, seedTranslations(places));
}

export const SEED_LIMITS_FILE = path.resolve(process.cwd(), "seed/place-limits.json");

/** The demo places' limits on which dogs may come, by place name (checked as it is read). */
export function readSeedLimits(file = SEED_LIMITS_FILE) {
  return PlaceLimitsFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

/**
 * Gives the demo places their limits where none is recorded yet; a name the seed lacks is skipped.
 * Every demo place's rules were read for the file: one it does not name states no limit (`{}`),
 * which is not the same as limits nobody has read (null, decision 0050).
 */
export async function seedPlaceLimits(db: Db, places = seedPlaces(), limits = readSeedLimits()) {
  const stated = new Map(limits.map(({ name, limits }) => [name, limits]));
  return setMissingPlaceLimits(
    db,
    places.map((p) => ({ slug: p.slug, limits: stated.get(p.name) ?? {} })),
  );
}

/**
 * Brings the demo places nobody has edited up to the seed file: a fact the file now states (or
 * states differently) is written, recorded in the place's history as the system's change. A place
 * an administrator has touched keeps what they made of it; the name (and so the address) stays.
 */
export async function syncDemoData(db: Db, rows = readSeedRows()) {
  const places = seedPlaces(rows);
  const untouched = new Map(
    (
      await placesNobodyEdited(
        db,
        places.map((p) => p.slug),
      )
    ).map((p) => [p.slug, p]),
  );
  const fields = PLACE_FIELDS.filter((field) => field !== "name");
  let updated = 0;
  for (const place of places) {
    const current = untouched.get(place.slug);
    if (!current) continue;
    const changes = fieldChanges(current, place, fields);
    if (!changes.length) continue;
    const patch = Object.fromEntries(changes.map((c) => [c.field, place[c.field as keyof NewLocation]]));
    if (await updateLocation(db, current.id, patch as Partial<NewLocation>, null)) updated++;
  }
  return updated;
}

/**
 * Seeds the demo data when the directory is empty, i.e. on the first start; on later starts brings
 * the places nobody has edited up to the seed file.
 */
export async function seedOnFirstStart(db: Db) {
  if ((await countLocations(db)) > 0) {
    const updated = await syncDemoData(db);
    if (updated) console.log(`Updated ${updated} demo places from the seed file`);
    const translated = await seedPlaceTranslations(db);
    if (translated) console.log(`Added ${translated} Spanish texts of demo places`);
    const limited = await seedPlaceLimits(db);
    if (limited) console.log(`Added the dog limits of ${limited} demo places`);
    return;
  }
  const result = await seedDemoData(db);
  const openData = await seedOpenData(db, { publish: true });
  console.log(
    `Seeded ${result.locations} demo places and ${result.amenities} amenities; ${openData.published} OpenStreetMap dog parks published and the other open-data rows kept as candidates`,
  );
}
