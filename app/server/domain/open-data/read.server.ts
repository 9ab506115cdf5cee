// Reading an open-data file into candidate rows: one reader per source's format, each checking the
// header before any row, and each row checked on its own (its id, its position, its name). A row
// that cannot be a candidate is refused with the reason; a row kept with a doubt carries a flag.
import { parse } from "csv-parse/sync";
import { decodeCsv } from "../import/read.server";
import { OSM_TYPES, insideFlorida, openDataSource, type OpenDataSource, type OsmType } from "~/lib/open-data";
import type { Category } from "~/lib/vocabulary";
import { floridaCounty } from "../../reference/counties.server";

/** A file the import cannot read at all; nothing of it is written. */
export class OpenDataFileError extends Error {}

/** The largest file an import takes (a whole state's extract is a few hundred kilobytes). */
export const OPEN_DATA_MAX_BYTES = 25 * 1024 * 1024;

export type CandidateRow = {
  line: number;
  upstreamId: string;
  upstreamType: OsmType | null;
  name: string | null;
  category: Category;
  lat: number | null;
  lng: number | null;
  county: string | null;
  city: string | null;
  address: string | null;
  zip: string | null;
  phone: string | null;
  website: string | null;
  tags: Record<string, string>;
  flags: string[];
  /** The demo place the extract says this row is (OpenStreetMap's file names them). */
  matchedName: string | null;
};

export type RowMessage = { line: number; id: string | null; message: string };
export type ReadResult = { rows: CandidateRow[]; refused: RowMessage[]; warnings: RowMessage[] };

type Record_ = Record<string, string>;

const text = (value: string | undefined) => {
  const v = value?.replace(/\s+/g, " ").trim();
  return v ? v : null;
};

/** Columns that describe the extract rather than the place: kept out of a candidate's tags. */
const META_COLUMNS = new Set([
  "review_flags",
  "matched_demo_name",
  "osm_type_basis",
  "source_state_field",
  "source",
  "source_export",
  "county_fips",
  "other_tags",
  "dog_policy",
]);

function tagsOf(record: Record_): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    const v = value?.trim();
    if (v && !META_COLUMNS.has(key)) tags[key] = v;
  }
  const other = record.other_tags?.trim();
  if (other) {
    try {
      const parsed = JSON.parse(other) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        for (const [key, value] of Object.entries(parsed))
          if (typeof value === "string" && !tags[key]) tags[key] = value;
    } catch {
      // A malformed other_tags column leaves the row's named tags.
    }
  }
  return tags;
}

function coordinate(value: string | undefined, min: number, max: number) {
  const v = value?.trim();
  if (!v) return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

/** The row's shared checks: id present, position readable and in Florida, a name without markup. */
function commonRow(
  source: OpenDataSource,
  line: number,
  record: Record_,
  facts: Omit<
    CandidateRow,
    "line" | "upstreamId" | "upstreamType" | "lat" | "lng" | "tags" | "flags" | "category" | "matchedName"
  >,
  warnings: RowMessage[],
): Omit<CandidateRow, "upstreamId" | "upstreamType" | "matchedName"> {
  const id = record[openDataSource(source).idColumn]?.trim() ?? null;
  const flags = (record.review_flags ?? "")
    .split(";")
    .map((f) => f.trim())
    .filter(Boolean);
  const lat = coordinate(record.lat, -90, 90);
  const lng = coordinate(record.lon, -180, 180);
  let position: { lat: number; lng: number } | null = null;
  if (lat === undefined || lng === undefined) {
    warnings.push({ line, id, message: "The position is not a latitude and longitude, so it was left out." });
  } else if (lat !== null && lng !== null) position = { lat, lng };
  if (!position && !flags.includes("no-coordinates")) flags.push("no-coordinates");
  if (position && !insideFlorida(position.lat, position.lng) && !flags.includes("outside-florida")) {
    flags.push("outside-florida");
    warnings.push({ line, id, message: "The position is outside Florida." });
  }
  if (!facts.name && !flags.includes("unnamed")) flags.push("unnamed");
  if (facts.name && /<[a-z/!][^>]*>/i.test(facts.name)) {
    flags.push("markup-in-name");
    warnings.push({ line, id, message: "The name holds markup; it is kept as plain text for a person to check." });
  }
  const county = floridaCounty(facts.county)?.county ?? null;
  return {
    ...facts,
    county,
    line,
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
    tags: tagsOf(record),
    flags,
    category: openDataSource(source).category,
  };
}

type RowReader = (line: number, record: Record_, warnings: RowMessage[]) => CandidateRow | string;

const joined = (...parts: (string | undefined)[]) => text(parts.map((p) => p?.trim() ?? "").join(" "));

const READERS: Record<OpenDataSource, RowReader> = {
  osm(line, record, warnings) {
    const id = record.osm_id?.trim() ?? "";
    if (!/^[1-9]\d{0,18}$/.test(id)) return "The OpenStreetMap id is not a number.";
    const type = record.osm_type?.trim() || null;
    if (type && !(OSM_TYPES as readonly string[]).includes(type))
      return `"${type}" is not an OpenStreetMap element type (node, way or relation).`;
    const row = commonRow(
      "osm",
      line,
      record,
      {
        name: text(record.name),
        county: text(record.county),
        city: text(record["addr:city"]) ?? text(record.city),
        address: joined(record["addr:housenumber"], record["addr:street"]),
        zip: text(record["addr:postcode"]),
        phone: text(record.phone),
        website: text(record.website),
      },
      warnings,
    );
    return {
      ...row,
      upstreamId: id,
      upstreamType: type as OsmType | null,
      matchedName: text(record.matched_demo_name),
    };
  },
  usda(line, record, warnings) {
    const id = record.fmid?.trim() ?? "";
    if (!/^\d{1,12}$/.test(id)) return "The FMID is not a number.";
    const row = commonRow(
      "usda",
      line,
      record,
      {
        name: text(record.name),
        county: text(record.county_by_coords) ?? text(record.county),
        city: text(record.city),
        address: text(record.street),
        zip: text(record.zip),
        phone: null,
        website: text(record.website),
      },
      warnings,
    );
    return { ...row, upstreamId: id, upstreamType: null, matchedName: null };
  },
  "miami-dade-parks"(line, record, warnings) {
    const id = record.objectid?.trim() ?? "";
    if (!/^\d{1,12}$/.test(id)) return "The object id is not a number.";
    if (record.dogpark?.trim().toLowerCase() !== "yes")
      return "The county's record does not say this park has a dog park (DOGPARK is not Yes).";
    const row = commonRow(
      "miami-dade-parks",
      line,
      record,
      {
        name: text(record.name),
        county: text(record.county) ?? "Miami-Dade",
        city: text(record.city),
        address: text(record.address),
        zip: text(record.zip),
        phone: text(record.phone),
        website: text(record.park_url),
      },
      warnings,
    );
    return { ...row, upstreamId: id, upstreamType: null, matchedName: null };
  },
};

/**
 * Reads a source's file: refuses a file of another shape at once (its missing columns named), then
 * each row, refusing one without an id or with an id already seen in the file.
 */
export function readOpenDataFile(source: OpenDataSource, bytes: Uint8Array): ReadResult {
  if (bytes.byteLength > OPEN_DATA_MAX_BYTES)
    throw new OpenDataFileError(`The file is larger than ${OPEN_DATA_MAX_BYTES / 1024 / 1024} MB.`);
  const { text: content } = decodeCsv(bytes);
  let records: Record_[];
  let header: string[] = [];
  try {
    records = parse(content, {
      bom: true,
      columns: (h: string[]) => (header = h.map((c) => c.trim())),
      skip_empty_lines: true,
      relax_column_count: true,
    }) as Record_[];
  } catch (error) {
    throw new OpenDataFileError(`The file is not a readable CSV file: ${(error as Error).message}`);
  }
  const expected = openDataSource(source);
  const missing = expected.requiredColumns.filter((c) => !header.includes(c));
  if (missing.length)
    throw new OpenDataFileError(
      `This is not a file of ${expected.label}: it has no column ${missing.map((c) => `"${c}"`).join(", ")}.`,
    );
  const rows: CandidateRow[] = [];
  const refused: RowMessage[] = [];
  const warnings: RowMessage[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, i) => {
    const line = i + 2;
    const id = record[expected.idColumn]?.trim() || null;
    if (!id) {
      refused.push({ line, id: null, message: "The row has no id, so a later import could not find it again." });
      return;
    }
    const read = READERS[source](line, record, warnings);
    if (typeof read === "string") {
      refused.push({ line, id, message: read });
      return;
    }
    const first = seen.get(read.upstreamId);
    if (first !== undefined) {
      refused.push({ line, id, message: `The id ${read.upstreamId} is already on line ${first}.` });
      return;
    }
    seen.set(read.upstreamId, line);
    rows.push(read);
  });
  return { rows, refused, warnings };
}
