// What the app keeps for its own running: background job runs, the mail outbox they send, and the
// counters of the product's request limits.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, oneOf, timestamptz, uuidKey } from "./schema-columns.server";

export const JOB_RUN_STATUSES = ["queued", "running", "done", "failed"] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/**
 * Background work (app/server/jobs, decision 0020): one row per run of a job, claimed by one
 * instance at a time with a lease (locked_by, locked_until) that its owner renews while it works;
 * a run whose lease ran out is claimed again by another instance. `key` makes a run unique: a
 * scheduled job's period, a message, an import.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuidKey(),
    name: text("name").notNull(),
    key: text("key").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<JobRunStatus>().notNull().default("queued"),
    /** Not before this time (a retry's pause, a period's start). */
    runAt: timestamptz("run_at").notNull().defaultNow(),
    /** Claims so far; a run is given up on once it has had max_attempts. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(1),
    lockedBy: text("locked_by"),
    lockedUntil: timestamptz("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [
    check("job_runs_status_check", oneOf(t.status, JOB_RUN_STATUSES)),
    index("job_runs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("job_runs_finished_idx")
      .on(t.finishedAt)
      .where(sql`${t.status} in ('done', 'failed')`),
  ],
);
export type JobRun = typeof jobRuns.$inferSelect;

/** Fixed-window counters for the product's own limits (sign-in, sign-up, submit, contact). */
export const requestLimits = pgTable(
  "request_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    /** The latest counted request: sign-in failures wait a growing delay from here. */
    lastHitAt: timestamptz("last_hit_at").notNull().defaultNow(),
    /** When the window has passed and the row can be pruned. */
    expiresAt: timestamptz("expires_at").notNull().defaultNow(),
  },
  (t) => [index("request_limits_expires_at_idx").on(t.expiresAt)],
);

/**
 * E-mail waiting to go out, and how its delivery went. A message is stored here together with a run
 * of the "mail" job (job_runs), sent after the response and retried with a growing pause by that
 * run, so a slow or failing mail server never holds a visitor's request.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuidKey(),
  recipients: text("recipients").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  replyTo: text("reply_to"),
  attempts: integer("attempts").notNull().default(0),
  sentAt: timestamptz("sent_at"),
  /**
   * Set, and committed, before an attempt hands the message to the mail server; cleared when the server
   * refused it. Still set without `sentAt` when a later run looks: that attempt's outcome is unknown
   * (its instance stopped mid-send), and the message is never sent again blindly (decision 0046).
   */
  sendingSince: timestamptz("sending_since"),
  /** When a run found the message's last attempt unfinished: it may or may not have gone out, and the administrators are shown it. */
  uncertainSince: timestamptz("uncertain_since"),
  lastError: text("last_error"),
  createdAt: createdAt(),
});
