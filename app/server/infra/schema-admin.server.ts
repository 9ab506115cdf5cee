// What administrators' work leaves behind: the directory's history, and CSV imports with the
// rows of their files.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { IMPORT_PLANS, type FieldChange, type ImportChange, type ImportPlan } from "../../lib/models";
import { userOrNull } from "./schema-accounts.server";
import { createdAt, oneOf, timestamptz, uuidKey } from "./schema-columns.server";
import { placeOrNull } from "./schema-places.server";

/**
 * The directory's history: every change an administrator makes to a place, a submission, a report
 * or an amenity, and every import, with who made it, when, and each field before and after. Rows
 * are only ever added. A place's rows keep its id after it is deleted, so its history can be read.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuidKey(),
    action: text("action").notNull(),
    /** The place the change is about, when there is one (no foreign key: history outlives the place). */
    locationId: uuid("location_id"),
    /** The submission, report or amenity the change is about. */
    subjectId: uuid("subject_id"),
    summary: text("summary").notNull(),
    changes: jsonb("changes").$type<FieldChange[]>().notNull().default([]),
    actorId: userOrNull("actor_id"),
    /** The actor's e-mail when the change was made, so history stays readable when the account goes. */
    actorEmail: text("actor_email"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_location_idx").on(t.locationId, t.createdAt.desc()),
    index("audit_events_created_at_idx").on(t.createdAt.desc()),
  ],
);

export const IMPORT_JOB_STATUSES = ["preview", "queued", "running", "done", "failed", "cancelled"] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_MODES = ["skip", "update"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
/** "held": held back at confirmation for an administrator's review (Submissions); written only when published. */
export type ImportOutcome = "imported" | "updated" | "skipped" | "failed" | "held";

/**
 * A CSV import: previewed first (nothing written), then confirmed and run in the background by a
 * run of the "import" job (job_runs) in batches, each batch in one transaction together with the
 * job's counts, so its progress is read from here by any instance and an interrupted job resumes
 * where its last batch ended.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: uuidKey(),
    status: text("status").$type<ImportJobStatus>().notNull().default("preview"),
    /** What confirmed rows that match a place already present do: skip it, or update it. */
    mode: text("mode").$type<ImportMode>(),
    fileName: text("file_name").notNull(),
    createdBy: userOrNull("created_by"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    /** Why the whole job stopped, when it failed. */
    error: text("error"),
    createdAt: createdAt(),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [
    check("import_jobs_status_check", oneOf(t.status, IMPORT_JOB_STATUSES)),
    check("import_jobs_mode_check", oneOf(t.mode, IMPORT_MODES)),
    index("import_jobs_status_idx").on(t.status),
  ],
);

/** One row of an import's file: what the preview planned for it and, once run, what happened. */
export const importJobRows = pgTable(
  "import_job_rows",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => importJobs.id, { onDelete: "cascade" }),
    /** Order in the file, from 0. */
    position: integer("position").notNull(),
    line: integer("line").notNull(),
    name: text("name"),
    plan: text("plan").$type<ImportPlan>().notNull(),
    /** Why the row will be skipped or fails, or the notes on values changed on the way in. */
    message: text("message").notNull(),
    place: jsonb("place").$type<Record<string, unknown>>(),
    matchId: placeOrNull("match_id"),
    matchSlug: text("match_slug"),
    matchName: text("match_name"),
    changes: jsonb("changes").$type<ImportChange[]>().notNull().default([]),
    /** What an administrator should check before confirming (two places at one map position); never a refusal. */
    warnings: jsonb("warnings").$type<string[]>().notNull().default([]),
    /** Null until the row is done. */
    outcome: text("outcome").$type<ImportOutcome>(),
    outcomeMessage: text("outcome_message"),
    slug: text("slug"),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.position] }),
    check("import_job_rows_plan_check", oneOf(t.plan, IMPORT_PLANS)),
    index("import_job_rows_match_id_idx").on(t.matchId),
    index("import_job_rows_pending_idx")
      .on(t.jobId, t.position)
      .where(sql`${t.outcome} is null`),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type ImportJob = typeof importJobs.$inferSelect;
export type ImportJobRow = typeof importJobRows.$inferSelect;
