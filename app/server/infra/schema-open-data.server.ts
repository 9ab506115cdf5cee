// Open-data candidates (decision 0042): each row of an imported open-data file, keyed by its
// source and upstream id, waiting for a person to publish, link or reject it; and each import's
// report. A candidate is never a published place by itself.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  CANDIDATE_REJECT_REASON_VALUES,
  CANDIDATE_STATUSES,
  OPEN_DATA_SOURCE_VALUES,
  OSM_TYPES,
  type CandidateRejectReason,
  type CandidateStatus,
  type OpenDataSource,
} from "../../lib/open-data";
import { CATEGORY_VALUES, type Category } from "../../lib/vocabulary";
import { userOrNull } from "./schema-accounts.server";
import { createdAt, oneOf, timestamptz, uuidKey } from "./schema-columns.server";
import { placeOrNull } from "./schema-places.server";

/** What changed upstream in one tag (or fact) between two imports: null where it was or is absent. */
export type TagChange = { before: string | null; after: string | null };

export const openDataCandidates = pgTable(
  "open_data_candidates",
  {
    id: uuidKey(),
    source: text("source").$type<OpenDataSource>().notNull(),
    /** The id the source gives the row: the OSM element id, the USDA FMID, the county's object id. */
    upstreamId: text("upstream_id").notNull(),
    /** OpenStreetMap's element type where the extract says it (node, way, relation); null elsewhere. */
    upstreamType: text("upstream_type"),
    name: text("name"),
    category: text("category").$type<Category>().notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    county: text("county"),
    city: text("city"),
    address: text("address"),
    zip: text("zip"),
    phone: text("phone"),
    website: text("website"),
    /** Every column of the upstream row, verbatim (blank ones left out): the facts behind the candidate. */
    tags: jsonb("tags").$type<Record<string, string>>().notNull().default({}),
    /** The review flags: the file's own and the importer's (no name, outside Florida, markup in a name). */
    flags: text("flags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status").$type<CandidateStatus>().notNull().default("pending"),
    rejectReason: text("reject_reason").$type<CandidateRejectReason>(),
    /** The place it was published as or linked to. */
    locationId: placeOrNull("location_id"),
    /** What changed upstream since a person last decided on it; null when nothing has. */
    changes: jsonb("changes").$type<Record<string, TagChange>>(),
    /** The source's latest file no longer holds it. */
    goneUpstream: boolean("gone_upstream").notNull().default(false),
    decidedBy: userOrNull("decided_by"),
    decidedAt: timestamptz("decided_at"),
    firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    changedAt: timestamptz("changed_at"),
  },
  (t) => [
    uniqueIndex("open_data_candidates_upstream_idx").on(t.source, t.upstreamId),
    check("open_data_candidates_source_check", oneOf(t.source, OPEN_DATA_SOURCE_VALUES)),
    check("open_data_candidates_status_check", oneOf(t.status, CANDIDATE_STATUSES)),
    check("open_data_candidates_category_check", oneOf(t.category, CATEGORY_VALUES)),
    check("open_data_candidates_reject_reason_check", oneOf(t.rejectReason, CANDIDATE_REJECT_REASON_VALUES)),
    check("open_data_candidates_upstream_type_check", oneOf(t.upstreamType, OSM_TYPES)),
    index("open_data_candidates_queue_idx").on(t.status, t.source, t.county),
    index("open_data_candidates_location_idx").on(t.locationId),
  ],
);
export type OpenDataCandidate = typeof openDataCandidates.$inferSelect;
export type NewOpenDataCandidate = typeof openDataCandidates.$inferInsert;

/** One import of a source's file: who ran it and what it found, per row where a row needs a word. */
export const openDataImports = pgTable(
  "open_data_imports",
  {
    id: uuidKey(),
    source: text("source").$type<OpenDataSource>().notNull(),
    fileName: text("file_name").notNull(),
    /** SHA-256 of the file's bytes: the same file imported again changes nothing. */
    fileHash: text("file_hash").notNull(),
    rows: integer("rows").notNull(),
    created: integer("created").notNull(),
    changed: integer("changed").notNull(),
    unchanged: integer("unchanged").notNull(),
    gone: integer("gone").notNull(),
    refused: integer("refused").notNull(),
    /** The rows that needed a word: refused, or kept with a warning. */
    messages: jsonb("messages").$type<{ line: number; id: string | null; message: string }[]>().notNull().default([]),
    /** What changed, per candidate id, as the report lists it. */
    changedTags: jsonb("changed_tags").$type<Record<string, string[]>>().notNull().default({}),
    importedBy: userOrNull("imported_by"),
    createdAt: createdAt(),
  },
  (t) => [
    check("open_data_imports_source_check", oneOf(t.source, OPEN_DATA_SOURCE_VALUES)),
    index("open_data_imports_created_idx").on(t.createdAt.desc()),
  ],
);
export type OpenDataImport = typeof openDataImports.$inferSelect;
