// Bulk import of places from a CSV file: parse, normalise (SPEC §5), skip places already
// present, and write in batches of ten, each batch in its own transaction.
import { parse } from "csv-parse/sync";
import type { Db } from "./db.server";
import { listAmenities } from "./queries/amenities.server";
import { allSlugs, findNameAndCity, insertLocationBatch } from "./queries/locations.server";
import { checkDogHours } from "./dog-hours.server";
import { LocationSchema } from "~/lib/schemas";
import {
  amenityTable,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  importSlug,
  isCsvFile,
  normalizeHeader,
  normalizeRow,
  placeKey,
  type CsvRecord,
  type ImportedPlace,
  type ImportResult,
  type RowResult,
} from "~/lib/csv-normalize";

export type { ImportResult, RowResult };

export type ImportProgress = { processed: number; total: number };

export class ImportError extends Error {}

export type ParsedRecord = { line: number; record: CsvRecord };

/**
 * The text of an uploaded file. UTF-8 (with or without a byte-order mark) and UTF-16 with its
 * mark are read as such; anything that is not valid UTF-8 is a spreadsheet's "CSV" export in
 * Windows-1252 (the Western superset of Latin-1), which is what Excel writes on Windows.
 */
export function decodeCsv(bytes: Uint8Array): {
  text: string;
  encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
} {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  }
}

/** Windows-1252's characters at 0x80-0x9F (the rest is Latin-1); unassigned bytes stay as they are. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** Node's own "windows-1252" decoder is Latin-1, so quotes and dashes would come out as control characters. */
function decodeWindows1252(bytes: Uint8Array) {
  let text = "";
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** Parses a whole CSV file: quoted fields, embedded commas and newlines, a byte-order mark. */
export function parseCsv(input: string | Uint8Array): ParsedRecord[] {
  let rows: { record: CsvRecord; info: { lines: number }; raw: string }[];
  try {
    rows = parse(input, {
      bom: true,
      columns: (header: string[]) => header.map(normalizeHeader),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
      info: true,
      raw: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportError(`The file could not be read as CSV: ${reason}`);
  }
  // Line numbers come from each record's raw text: csv-parse's own count drifts on CRLF inside quotes.
  const breaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;
  let line = 0;
  return rows.map(({ record, info, raw }, index) => {
    const leading = /^[\r\n]*/.exec(raw)![0];
    const body = raw.slice(leading.length).replace(/(\r\n|\r|\n)$/, "");
    const start = index === 0 ? info.lines - breaks(body) : line + breaks(leading) + 1;
    line = start + breaks(body);
    return { line: start, record };
  });
}

type Pending = { line: number; place: ImportedPlace; notes: string[] };

function importedMessage(notes: string[]) {
  return notes.length ? `Imported. ${notes.join(". ")}.` : "Imported";
}

/**
 * Imports every record: rows without a name are skipped, a name and city already in the
 * directory (or earlier in the file) is reported and not duplicated, and each batch of ten
 * is written in one transaction, so a failed batch leaves none of its rows behind.
 */
export async function importLocations(
  db: Db,
  input: string | Uint8Array,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => {},
): Promise<ImportResult> {
  const records = parseCsv(typeof input === "string" ? input : decodeCsv(input).text);
  if (records.length === 0) throw new ImportError("The file has no rows to import");
  const total = records.length;
  const results: RowResult[] = [];

  const amenityNames = amenityTable(await listAmenities(db));
  const taken = await allSlugs(db);

  const normalized = records.map(({ line, record }) => ({ line, result: normalizeRow(record, amenityNames) }));
  const names = [...new Set(normalized.flatMap(({ result }) => (result.ok ? [result.place.name.toLowerCase()] : [])))];
  const existing = new Set((await findNameAndCity(db, names)).map((row) => placeKey(row.name, row.city)));

  const seenInFile = new Map<string, number>();
  const pending: Pending[] = [];
  for (const { line, result } of normalized) {
    if (!result.ok) {
      results.push({ line, name: null, status: "skipped", message: result.message });
      continue;
    }
    const { place, notes } = result;
    const rejected = rejectedField(place);
    if (rejected) {
      results.push({ line, name: place.name, status: "failed", message: rejected });
      continue;
    }
    if (place.dogHours) {
      // Dog hours that cannot be read would tell dog owners nothing, or something wrong: the row waits for a fix.
      const check = checkDogHours(place.dogHours);
      if (!check.ok) {
        results.push({ line, name: place.name, status: "failed", message: `Invalid dog hours: ${check.error}` });
        continue;
      }
      for (const warning of check.warnings) notes.push(`Dog hours: ${warning}`);
    }
    const key = placeKey(place.name, place.city);
    if (existing.has(key)) {
      results.push({
        line,
        name: place.name,
        status: "skipped",
        message: `Already in the directory (${place.city}); not imported again`,
      });
      continue;
    }
    const earlier = seenInFile.get(key);
    if (earlier !== undefined) {
      results.push({
        line,
        name: place.name,
        status: "skipped",
        message: `Same name and city as line ${earlier}; not imported twice`,
      });
      continue;
    }
    seenInFile.set(key, line);
    pending.push({ line, place, notes });
  }

  let processed = total - pending.length;
  await onProgress({ processed, total });

  for (let i = 0; i < pending.length; i += IMPORT_BATCH_SIZE) {
    const batch = pending.slice(i, i + IMPORT_BATCH_SIZE);
    try {
      const inserted = await insertLocationBatch(
        db,
        batch.map((p) => ({ slugBase: importSlug(p.place.name), values: p.place })),
        taken,
      );
      batch.forEach((p, index) => {
        results.push({
          line: p.line,
          name: p.place.name,
          status: "imported",
          message: importedMessage(p.notes),
          slug: inserted[index]!.slug,
        });
      });
    } catch (error) {
      const reason = describeDbError(error);
      const first = batch[0]!.line;
      const last = batch[batch.length - 1]!.line;
      for (const p of batch) {
        results.push({
          line: p.line,
          name: p.place.name,
          status: "failed",
          message: `The batch of lines ${first}-${last} could not be saved, so none of its rows were imported: ${reason}`,
        });
      }
    }
    processed += batch.length;
    await onProgress({ processed, total });
  }

  results.sort((a, b) => a.line - b.line);
  const imported = results.filter((r) => r.status === "imported").length;
  return { total, imported, errors: total - imported, rows: results };
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
export function rejectedField(place: ImportedPlace): string | null {
  const optional = <T>(v: T | null) => v ?? undefined;
  const parsed = LocationSchema.safeParse({
    ...place,
    address: optional(place.address),
    zip: optional(place.zip),
    phone: optional(place.phone),
    lat: optional(place.lat),
    lng: optional(place.lng),
    rules: place.rules.join("\n"),
    feeDetails: optional(place.feeDetails),
    hours: optional(place.hours),
    seasonality: optional(place.seasonality),
    accessibilityNotes: optional(place.accessibilityNotes),
    parkingDetails: optional(place.parkingDetails),
    safetyNotes: optional(place.safetyNotes),
    photos: [],
    imageUrl: optional(place.imageUrl),
    mapUrl: optional(place.mapUrl),
    rating: optional(place.rating),
    reviewCount: optional(place.reviewCount),
    description: optional(place.description),
    dogHours: optional(place.dogHours),
    fenced: optional(place.fenced),
    smallDogArea: optional(place.smallDogArea),
    statusNote: optional(place.statusNote),
    sources: place.sources.map((s) => ({ url: s.url, supports: optional(s.supports), date: optional(s.date) })),
    verifiedOn: optional(place.verifiedOn),
  });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `Rejected ${csvColumn(issue.path)}: ${issue.message}`;
}

function describeDbError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split("\n")[0]!.slice(0, 300);
}

export type UploadCheck =
  { ok: true; bytes: Uint8Array } | { ok: false; status: 400 | 413; title: string; message: string };

/** The CSV file of an import form, checked by name, type and size. */
export async function readImportUpload(request: Request): Promise<UploadCheck> {
  const invalid = { ok: false, status: 400, title: "Invalid file type", message: "Please select a CSV file" } as const;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMPORT_MAX_BYTES + 64 * 1024) {
    return { ok: false, status: 413, title: "Import failed", message: "The file is larger than 10MB" };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid;
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return invalid;
  if (!isCsvFile(file)) return invalid;
  if (file.size > IMPORT_MAX_BYTES) {
    return { ok: false, status: 413, title: "Import failed", message: "The file is larger than 10MB" };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A CSV is text: a NUL byte means a binary file with a .csv name.
  if (bytes.subarray(0, 8192).includes(0)) return invalid;
  return { ok: true, bytes };
}
