// CSV import rules (SPEC §5): one record of a file as a place, with defaults, ranges and a note for
// every value changed. Pure functions, shared by the import page and the server.
import type { Location, PlaceWhereabouts } from "./models";
import { statedFee } from "./fees";
import { ruleList } from "./rules";
import { isIsoDate } from "./schemas";
import { IMPORT_DEFAULTS } from "./vocabulary";
import { importedLimits } from "./fits/limits-csv";
import { placeFields, type PlaceTextKey } from "./place-fields";
import { TEMPLATE_EXAMPLE_MARK, RATING_NOT_KEPT, type CsvRecord, words } from "./csv-columns";
import {
  DEFAULT_AMENITIES,
  text,
  lookup,
  type Lookup,
  FEE,
  YES_NO_WORDS,
  STATUS,
  normalizeAmenities,
  normalizeLeashPolicy,
  normalizeCategory,
  normalizeRegion,
  normalizeCrowdLevel,
  normalizeFees,
  importedSources,
} from "./csv-synonyms";
// The request guard reads the largest file it lets through here.
export { IMPORT_MAX_BYTES } from "./csv-columns";

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
  | PlaceTextKey
  | "name"
  | "category"
  | "region"
  | "phone"
  | "leashPolicy"
  | "rules"
  | "fees"
  | "crowdLevel"
  | "amenities"
  | "imageUrl"
  | "mapUrl"
  | "externalLinks"
  | "dogHours"
  | "fenced"
  | "smallDogArea"
  | "status"
  | "sources"
  | "verifiedOn"
  | "dogLimits"
  | "source"
> &
  PlaceWhereabouts;

/**
 * A row that is not imported: `refused` when it is wrong or too empty, else skipped (the template's
 * example). `checks` are what an administrator should look at before the place goes live: values
 * the file words in a way we cannot read, for which a default was used.
 */
export type NormalizedRow =
  | { ok: true; place: ImportedPlace; notes: string[]; checks: string[] }
  | { ok: false; refused: boolean; message: string };

/** One CSV record (headers already normalised) as a place, with a note for every value that was changed. */
export function normalizeRow(row: CsvRecord, amenities: Map<string, string> = DEFAULT_AMENITIES): NormalizedRow {
  const name = text(row.name)?.replace(/\s+/g, " ");
  if (!name) return { ok: false, refused: true, message: "Missing name; not imported" };
  if (name.endsWith(TEMPLATE_EXAMPLE_MARK)) {
    return { ok: false, refused: false, message: "The template's example row; not imported" };
  }
  const notes: string[] = [];
  const checks: string[] = [];

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
    if (!result.known) {
      notes.push(`Unknown ${label} "${text(raw)}"; used ${result.value}`);
      checks.push(`The ${label} "${text(raw)}" was not understood and ${result.value} was used; check the ${label}`);
    }
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
  // Each free-text field from its column, as the file has it (place-fields.ts).
  const texts = Object.fromEntries(placeFields().map((field) => [field.key, text(row[field.csv.column])])) as Record<
    PlaceTextKey,
    string | null
  >;
  const fees = normalizeFees(row.fees);
  // "$5 per car" in the fees column says what the fee is, too.
  const feeDetails = texts.feeDetails ?? (fees?.known && !FEE.has(words(row.fees ?? "")) ? text(row.fees) : null);
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
  const dogLimits = importedLimits(row.dog_limits);
  if (!dogLimits.ok) return { ok: false, refused: true, message: dogLimits.message };
  const official = text(row.external_links_official);
  const county = text(row.external_links_county);

  return {
    ok: true,
    notes,
    checks,
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
      ...texts,
      feeDetails,
      crowdLevel: unknownFact("crowd level", row.crowd_level, normalizeCrowdLevel(row.crowd_level)),
      amenities: amenityKeys.keys,
      imageUrl: text(row.image_url),
      mapUrl: text(row.map_url),
      externalLinks: { ...(official ? { official } : {}), ...(county ? { county } : {}) },
      dogHours: text(row.dog_hours)?.replace(/\s*\n\s*/g, " ") ?? null,
      fenced: yesNo("Fenced", row.fenced),
      smallDogArea: yesNo("Small-dog area", row.small_dog_area),
      status: unknown("status", row.status, lookup(STATUS, row.status, "open"), "open"),
      sources: sources.sources,
      verifiedOn,
      dogLimits: dogLimits.limits,
      source: sources.note,
    },
  };
}
