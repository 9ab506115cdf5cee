// Importing an open-data file as candidates (decision 0042). One transaction per file, under a lock
// per source: two instances importing the same source take turns, and the second finds the same
// file already imported and writes nothing. A row new upstream becomes a pending candidate; a row
// that changed keeps what a person decided and carries the change for them to look at; a row the
// file no longer holds is flagged, never deleted.
import { createHash } from "node:crypto";
import { inTransaction, type Db } from "../../infra/db.server";
import type { NewOpenDataCandidate } from "../../infra/schema-open-data.server";
import {
  candidatesOfSource,
  insertCandidates,
  lastImportOf,
  lockOpenDataSource,
  markGone,
  markSeen,
  placeIdsByName,
  recordOpenDataImport,
  updateCandidate,
  type StoredCandidate,
  type TagChange,
} from "../../queries/open-data.server";
import type { OpenDataSource } from "~/lib/open-data";
import { readOpenDataFile, type CandidateRow, type RowMessage } from "./read.server";

export type OpenDataReport = {
  importId: string;
  source: OpenDataSource;
  fileName: string;
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  gone: number;
  refused: number;
  /** The file was the source's last import, byte for byte: nothing was written again. */
  sameFile: boolean;
  messages: RowMessage[];
  /** Per changed candidate's upstream id, the names of what changed. */
  changedTags: Record<string, string[]>;
};

/** What a person compares between two imports of a row: its name, its position and every tag. */
function comparable(row: {
  name: string | null;
  lat: number | null;
  lng: number | null;
  tags: Record<string, string>;
}) {
  const facts: Record<string, string | null> = {
    name: row.name,
    lat: row.lat === null ? null : String(row.lat),
    lon: row.lng === null ? null : String(row.lng),
  };
  for (const [key, value] of Object.entries(row.tags)) if (!(key in facts)) facts[key] = value;
  return facts;
}

export function upstreamChanges(before: StoredCandidate, after: CandidateRow): Record<string, TagChange> {
  const a = comparable(before);
  const b = comparable(after);
  const changes: Record<string, TagChange> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const was = a[key] ?? null;
    const is = b[key] ?? null;
    if (was !== is) changes[key] = { before: was, after: is };
  }
  return changes;
}

function candidateValues(source: OpenDataSource, row: CandidateRow, at: Date): NewOpenDataCandidate {
  return {
    source,
    upstreamId: row.upstreamId,
    upstreamType: row.upstreamType,
    name: row.name,
    category: row.category,
    lat: row.lat,
    lng: row.lng,
    county: row.county,
    city: row.city,
    address: row.address,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    tags: row.tags,
    flags: row.flags,
    firstSeenAt: at,
    lastSeenAt: at,
  };
}

/**
 * Imports one source's file. A file that cannot be read throws OpenDataFileError before anything
 * is written; a row that cannot be a candidate is refused with its reason; the rest are written in
 * one transaction with the import's report.
 */
export async function importOpenData(
  db: Db,
  source: OpenDataSource,
  file: { name: string; bytes: Uint8Array },
  actorId: string | null,
  now = new Date(),
): Promise<OpenDataReport> {
  const read = readOpenDataFile(source, file.bytes);
  const fileHash = createHash("sha256").update(file.bytes).digest("hex");
  return inTransaction(db, async (tx) => {
    await lockOpenDataSource(tx, source);
    const last = await lastImportOf(tx, source);
    if (last && last.fileHash === fileHash)
      return {
        importId: last.id,
        source,
        fileName: last.fileName,
        rows: last.rows,
        created: 0,
        changed: 0,
        unchanged: last.rows - last.refused,
        gone: 0,
        refused: last.refused,
        sameFile: true,
        messages: last.messages,
        changedTags: {},
      };

    const stored = new Map((await candidatesOfSource(tx, source)).map((c) => [c.upstreamId, c]));
    const refused = [...read.refused];
    const fresh: CandidateRow[] = [];
    const seen: string[] = [];
    const changedTags: Record<string, string[]> = {};
    let changed = 0;
    for (const row of read.rows) {
      const before = stored.get(row.upstreamId);
      if (!before) {
        fresh.push(row);
        continue;
      }
      if (before.upstreamType && row.upstreamType && before.upstreamType !== row.upstreamType) {
        refused.push({
          line: row.line,
          id: row.upstreamId,
          message: `The id ${row.upstreamId} was a ${before.upstreamType} and is now a ${row.upstreamType}: check it by hand.`,
        });
        seen.push(before.id);
        continue;
      }
      const diff = upstreamChanges(before, row);
      if (!Object.keys(diff).length) {
        seen.push(before.id);
        continue;
      }
      changed += 1;
      changedTags[row.upstreamId] = Object.keys(diff);
      const { firstSeenAt: _first, ...values } = candidateValues(source, row, now);
      await updateCandidate(tx, before.id, {
        ...values,
        upstreamType: row.upstreamType ?? before.upstreamType,
        goneUpstream: false,
        changedAt: now,
        // A person's decision stays; the change waits for them. A rejected or linked row comes back.
        changes: { ...(before.changes ?? {}), ...diff },
        ...(before.status === "rejected" || before.status === "linked" ? { status: "pending" as const } : {}),
      });
    }
    await markSeen(tx, seen, now);

    const matched = await placeIdsByName(
      tx,
      fresh.flatMap((r) => (r.matchedName ? [r.matchedName] : [])),
    );
    await insertCandidates(
      tx,
      fresh.map((row) => {
        const placeId = row.matchedName ? matched.get(row.matchedName.toLowerCase()) : undefined;
        return placeId
          ? { ...candidateValues(source, row, now), status: "linked" as const, locationId: placeId, decidedAt: now }
          : candidateValues(source, row, now);
      }),
    );

    const inFile = new Set(read.rows.map((r) => r.upstreamId));
    const gone = [...stored.values()].filter((c) => !inFile.has(c.upstreamId) && !c.goneUpstream).map((c) => c.id);
    await markGone(tx, gone);

    const messages = [...refused, ...read.warnings].sort((a, b) => a.line - b.line);
    const record = await recordOpenDataImport(tx, {
      source,
      fileName: file.name,
      fileHash,
      rows: read.rows.length + read.refused.length,
      created: fresh.length,
      changed,
      unchanged: seen.length - (refused.length - read.refused.length),
      gone: gone.length,
      refused: refused.length,
      messages,
      changedTags,
      importedBy: actorId,
      createdAt: now,
    });
    return {
      importId: record.id,
      source,
      fileName: file.name,
      rows: record.rows,
      created: record.created,
      changed,
      unchanged: record.unchanged,
      gone: gone.length,
      refused: refused.length,
      sameFile: false,
      messages,
      changedTags,
    };
  });
}
