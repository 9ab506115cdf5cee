// Reading an import file: the upload checked by name, type and size; its bytes decoded to text;
// the text parsed as CSV record by record, each with the file line it starts on.
import { Readable } from "node:stream";
import { parse, type Options } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import { IMPORT_MAX_BYTES, normalizeHeader, type CsvRecord } from "~/lib/csv-columns";
import { isCsvFile } from "~/lib/csv-changes";
import { formOf } from "../uploaded-form.server";

/** A file that cannot be imported at all, with the reason the administrator reads. */
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
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

const PARSE_OPTIONS: Options = {
  bom: true,
  columns: (header: string[]) => header.map(normalizeHeader),
  skip_empty_lines: true,
  relax_column_count: true,
  trim: false,
  info: true,
  raw: true,
};

type RawRecord = { record: CsvRecord; info: { lines: number }; raw: string };

const breaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * The file line each record starts on, from its raw text: csv-parse's own count drifts on CRLF
 * inside quotes. Called with the records in order.
 */
function lineCounter() {
  let line = 0;
  let first = true;
  return ({ info, raw }: RawRecord) => {
    const leading = /^[\r\n]*/.exec(raw)![0];
    const body = raw.slice(leading.length).replace(/(\r\n|\r|\n)$/, "");
    const start = first ? info.lines - breaks(body) : line + breaks(leading) + 1;
    first = false;
    line = start + breaks(body);
    return start;
  };
}

function unreadable(error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  return new ImportError(`The file could not be read as CSV: ${reason}`);
}

/** Parses a whole CSV file at once: quoted fields, embedded commas and newlines, a byte-order mark. */
export function parseCsv(input: string | Uint8Array): ParsedRecord[] {
  let rows: RawRecord[];
  try {
    rows = parseSync(input, PARSE_OPTIONS) as unknown as RawRecord[];
  } catch (error) {
    throw unreadable(error);
  }
  const lineOf = lineCounter();
  return rows.map((row) => ({ line: lineOf(row), record: row.record }));
}

/** How much of the text the parser is given at a time: it holds only the records of one slice. */
const SLICE = 64 * 1024;

/**
 * The records of a CSV text as they are read, in chunks of up to `size`: the same records and lines
 * as parseCsv, without holding the whole file's records at once.
 */
export async function* csvChunks(text: string, size: number): AsyncGenerator<ParsedRecord[]> {
  const slices = function* () {
    for (let at = 0; at < text.length;) {
      let end = Math.min(text.length, at + SLICE);
      // Never between the two halves of a character outside the BMP (an emoji).
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
      yield text.slice(at, end);
      at = end;
    }
  };
  const parser = Readable.from(slices(), { objectMode: false }).pipe(parse(PARSE_OPTIONS));
  const lineOf = lineCounter();
  let chunk: ParsedRecord[] = [];
  try {
    for await (const row of parser as AsyncIterable<RawRecord>) {
      chunk.push({ line: lineOf(row), record: row.record });
      if (chunk.length >= size) {
        yield chunk;
        chunk = [];
      }
    }
  } catch (error) {
    throw unreadable(error);
  } finally {
    parser.destroy();
  }
  if (chunk.length) yield chunk;
}

export type UploadCheck =
  { ok: true; bytes: Uint8Array; name: string } | { ok: false; status: 400 | 413; title: string; message: string };

/** The CSV file of an import form, checked by name, type and size. */
export async function readImportUpload(request: Request): Promise<UploadCheck> {
  const invalid = { ok: false, status: 400, title: "Invalid file type", message: "Please select a CSV file" } as const;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMPORT_MAX_BYTES + 64 * 1024) {
    return { ok: false, status: 413, title: "Import failed", message: "The file is larger than 10MB" };
  }
  let form: FormData;
  try {
    form = await formOf(request);
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
  return { ok: true, bytes, name: file.name };
}
