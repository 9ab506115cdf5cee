// The one database schema: the directory, submissions, contact messages,
// roles, rate limits and the tables Better Auth keeps its users and sessions in.
import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { PlaceLimits } from "~/lib/fits/limits";
import type { Locale } from "~/lib/i18n";
import {
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  LIST_VISIBILITY_VALUES,
  PLACE_DEFAULTS,
  PLACE_STATUS_VALUES,
  REGION_VALUES,
  REPORT_KIND_VALUES,
  REPORT_STATUS_VALUES,
  REVIEW_PHOTO_STATUS_VALUES,
  REVIEW_REJECT_REASON_VALUES,
  REVIEW_REPORT_REASON_VALUES,
  REVIEW_STATUS_VALUES,
  ROLES,
  SUBMISSION_STATUS_VALUES,
  YES_NO_VALUES,
  type Category,
  type CrowdLevel,
  type Fees,
  type LeashPolicy,
  type ListVisibility,
  type PlaceStatus,
  type Region,
  type ReportKind,
  type ReportStatus,
  type ReviewHoldReason,
  type ReviewPhotoStatus,
  type ReviewRejectReason,
  type ReviewReportReason,
  type ReviewStatus,
  type DogSize,
  type ReviewTag,
  type Role,
  type SubmissionStatus,
  type YesNo,
} from "../../lib/vocabulary";

/** CHECK (column IS NULL OR column IN (...)) from a vocabulary list. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

import {
  IMPORT_PLANS,
  type ExternalLinks,
  type FieldChange,
  type ImportChange,
  type ImportPlan,
  type Location as LocationModel,
  type LocationSubmission as LocationSubmissionModel,
  type PlaceSource,
  type SameShape,
} from "../../lib/models";

type Expect<T extends true> = T;

// The shared row shapes live in app/lib/models.ts, where components may take them too.
export { IMPORT_PLANS };
export type { ExternalLinks, FieldChange, ImportChange, ImportPlan, PlaceSource };

export const locations = pgTable(
  "locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    category: text("category").$type<Category>().notNull().default(PLACE_DEFAULTS.category),
    region: text("region").$type<Region>().notNull().default(PLACE_DEFAULTS.region),
    city: text("city"),
    county: text("county"),
    address: text("address"),
    zip: text("zip"),
    phone: text("phone"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    leashPolicy: text("leash_policy").$type<LeashPolicy>(),
    rules: jsonb("rules").$type<string[]>().notNull().default([]),
    fees: text("fees").$type<Fees>(),
    feeDetails: text("fee_details"),
    hours: text("hours"),
    seasonality: text("seasonality"),
    accessibilityNotes: text("accessibility_notes"),
    parkingDetails: text("parking_details"),
    safetyNotes: text("safety_notes"),
    crowdLevel: text("crowd_level").$type<CrowdLevel>(),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    mapUrl: text("map_url"),
    externalLinks: jsonb("external_links").$type<ExternalLinks>().notNull().default({}),
    /**
     * Published first-party reviews (place_reviews), kept in step with place_review_stats by the
     * transaction that changes one: the lists read and sort by these columns.
     */
    reviewCount: integer("review_count").notNull().default(0),
    /** The mean of their stars, to one decimal, as cards show it; null without any. */
    reviewAverage: doublePrecision("review_average"),
    /** Their Bayesian average (lib/reviews.ts), what "top rated" sorts by; null without any. */
    reviewScore: doublePrecision("review_score"),
    description: text("description"),
    source: text("source"),
    /** When dogs are allowed, in OpenStreetMap opening_hours syntax; null when no source states it. */
    dogHours: text("dog_hours"),
    fenced: text("fenced").$type<YesNo>(),
    smallDogArea: text("small_dog_area").$type<YesNo>(),
    /** Which dogs may come (lib/fits/limits.ts, checked by PlaceLimitsSchema on write); null when unknown. */
    dogLimits: jsonb("dog_limits").$type<PlaceLimits>(),
    status: text("status").$type<PlaceStatus>().notNull().default("open"),
    statusNote: text("status_note"),
    sources: jsonb("sources").$type<PlaceSource[]>().notNull().default([]),
    verifiedOn: date("verified_on"),
    /** The administrator who last set the verified date; null when unknown or their account is gone. */
    verifiedBy: text("verified_by").references((): AnyPgColumn => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("locations_status_check", oneOf(t.status, PLACE_STATUS_VALUES)),
    check("locations_fenced_check", oneOf(t.fenced, YES_NO_VALUES)),
    check("locations_small_dog_area_check", oneOf(t.smallDogArea, YES_NO_VALUES)),
    index("locations_status_idx").on(t.status),
    check("locations_category_check", oneOf(t.category, CATEGORY_VALUES)),
    check("locations_region_check", oneOf(t.region, REGION_VALUES)),
    check("locations_leash_policy_check", oneOf(t.leashPolicy, LEASH_POLICY_VALUES)),
    check("locations_fees_check", oneOf(t.fees, FEE_VALUES)),
    check("locations_crowd_level_check", oneOf(t.crowdLevel, CROWD_LEVEL_VALUES)),
    check("locations_lat_check", sql`${t.lat} is null or (${t.lat} >= -90 and ${t.lat} <= 90)`),
    check("locations_lng_check", sql`${t.lng} is null or (${t.lng} >= -180 and ${t.lng} <= 180)`),
    index("locations_region_idx").on(t.region),
    index("locations_category_idx").on(t.category),
    index("locations_leash_policy_idx").on(t.leashPolicy),
    index("locations_fees_idx").on(t.fees),
    index("locations_crowd_level_idx").on(t.crowdLevel),
    index("locations_created_at_idx").on(t.createdAt.desc()),
    index("locations_amenities_idx").using("gin", t.amenities),
    index("locations_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    /** An import finds the places already present by name (and city), whatever the case. */
    index("locations_name_lower_idx").on(sql`lower(${t.name})`),
    index("locations_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")),
    // The public lists (decision 0014, "Long lists"): only the places they may show (not closed for
    // good), in each list's own order, so a page is read off the index as far as it goes.
    index("locations_listed_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.name, t.id)
      .where(sql`status <> 'closed'`),
    index("locations_listed_name_idx")
      .on(t.name, t.id)
      .where(sql`status <> 'closed'`),
    index("locations_listed_rating_idx")
      .on(t.reviewScore.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.name, t.id)
      .where(sql`status <> 'closed'`),
    // Every column a list filters on, so that a list's matches are counted from the index alone
    // (region first: the region pages, and the filter most lists set).
    index("locations_listed_filters_idx")
      .on(
        t.region,
        t.leashPolicy,
        t.fees,
        t.crowdLevel,
        t.category,
        t.fenced,
        t.smallDogArea,
        t.reviewAverage,
        t.amenities,
      )
      .where(sql`status <> 'closed'`),
    // A search's name matches: the words of the name (its search document's weight A) and the name
    // as searches compare it (search_name, a generated column of migration 0008).
    index("locations_name_words_idx")
      .using("gin", sql`to_tsvector('public.fdp_search'::regconfig, ${t.name})`)
      .where(sql`status <> 'closed'`),
    index("locations_search_name_idx")
      .on(sql`search_name`)
      .where(sql`status <> 'closed'`),
    // Fits my dogs (decision 0052): the few places with a limit that can turn dogs away, by those
    // limits, so that a list finds the places it leaves out from this index alone. Migration 0034
    // also INCLUDEs dog_limits, which lets PostgreSQL read them without visiting the table.
    index("locations_listed_turning_limits_idx")
      .on(
        sql`((dog_limits -> 'maxDogsPerPerson' ->> 'count')::int)`,
        sql`((dog_limits -> 'minAgeMonths' ->> 'months')::int)`,
        sql`((dog_limits -> 'spayNeuterRequired') is not null)`,
        sql`((dog_limits -> 'noFemalesInHeat') is not null)`,
      )
      .where(
        sql`status <> 'closed' and dog_limits ?| array['maxDogsPerPerson', 'minAgeMonths', 'spayNeuterRequired', 'noFemalesInHeat']`,
      ),
  ],
);

/**
 * The addresses a place had before it was renamed: an old slug answers 301 to the place's current
 * address. A slug a live place uses again wins over its history.
 */
export const slugHistory = pgTable(
  "slug_history",
  {
    slug: text("slug").primaryKey(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("slug_history_location_id_idx").on(t.locationId)],
);

/**
 * The free text of a place that is translated, by field: the columns of `locations` a place page
 * shows as prose. Rules are a list; their translation keeps one rule a line.
 */
export const PLACE_TEXT_FIELDS = [
  "description",
  "rules",
  "feeDetails",
  "hours",
  "seasonality",
  "accessibilityNotes",
  "parkingDetails",
  "safetyNotes",
  "statusNote",
] as const;
export type PlaceTextField = (typeof PLACE_TEXT_FIELDS)[number];
/** The languages a place's free text is translated into (English is the place's own text). */
export const PLACE_TEXT_LOCALES = ["es"] as const;
export type PlaceTextLocale = (typeof PLACE_TEXT_LOCALES)[number];

/**
 * A place's free text in another language, one row per place, field and language (issue 27). The
 * English it was made from is kept, so a translation the English has moved away from can be told
 * apart; `human_checked` says whether a person has read it (machine-written texts wait with false).
 */
export const placeTranslations = pgTable(
  "place_translations",
  {
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    field: text("field").$type<PlaceTextField>().notNull(),
    locale: text("locale").$type<PlaceTextLocale>().notNull(),
    text: text("text").notNull(),
    /** The English text this translates, as it was when the translation was written. */
    sourceText: text("source_text"),
    humanChecked: boolean("human_checked").notNull().default(false),
    /** The administrator who last wrote it; null for the demo data, or when their account is gone. */
    updatedBy: text("updated_by").references((): AnyPgColumn => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.field, t.locale] }),
    check("place_translations_field_check", oneOf(t.field, PLACE_TEXT_FIELDS)),
    check("place_translations_locale_check", oneOf(t.locale, PLACE_TEXT_LOCALES)),
    check("place_translations_text_check", sql`length(btrim(${t.text})) > 0`),
  ],
);

export const amenities = pgTable("amenities", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  description: text("description"),
  icon: text("icon"),
  createdAt: createdAt(),
});

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The language the person uses the site in ("en", "es"): their e-mails are written in it. */
  locale: text("locale").notNull().default("en"),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Better Auth's own request limits on its HTTP endpoints, shared by every app instance. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** One row per user; no row means role "user". */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull().default("user"),
    createdAt: createdAt(),
  },
  (t) => [check("user_roles_role_check", oneOf(t.role, ROLES))],
);

export const locationSubmissions = pgTable(
  "location_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    submitterName: text("submitter_name").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    category: text("category").$type<Category>().notNull(),
    city: text("city").notNull(),
    county: text("county"),
    address: text("address"),
    zip: text("zip"),
    phone: text("phone"),
    leashPolicy: text("leash_policy").$type<LeashPolicy>().notNull(),
    description: text("description").notNull(),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hours: text("hours"),
    fees: text("fees").$type<Fees>(),
    feeDetails: text("fee_details"),
    parkingDetails: text("parking_details"),
    rules: jsonb("rules").$type<string[]>().notNull().default([]),
    imageUrl: text("image_url"),
    mapUrl: text("map_url"),
    notes: text("notes"),
    /** The submitter's own words on when dogs are allowed; the reviewer turns them into dog hours. */
    dogHoursNote: text("dog_hours_note"),
    status: text("status").$type<SubmissionStatus>().notNull().default("pending"),
    adminNotes: text("admin_notes"),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("location_submissions_status_check", oneOf(t.status, SUBMISSION_STATUS_VALUES)),
    check("location_submissions_category_check", oneOf(t.category, CATEGORY_VALUES)),
    check("location_submissions_leash_policy_check", oneOf(t.leashPolicy, LEASH_POLICY_VALUES)),
    check("location_submissions_fees_check", oneOf(t.fees, FEE_VALUES)),
    index("location_submissions_user_id_idx").on(t.userId, t.createdAt.desc()),
    index("location_submissions_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

/** A visitor's word that a place has changed, open until an administrator resolves it. */
export const placeReports = pgTable(
  "place_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ReportKind>().notNull(),
    text: text("text").notNull(),
    sourceUrl: text("source_url"),
    /** Where the reporter wants to hear the outcome; null when they left none. */
    email: text("email"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status").$type<ReportStatus>().notNull().default("open"),
    resolutionNote: text("resolution_note"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** The language of the page the report was sent from ("en", "es"): the outcome e-mail is written in it. Null before it was kept. */
    locale: text("locale").$type<Locale>(),
  },
  (t) => [
    check("place_reports_kind_check", oneOf(t.kind, REPORT_KIND_VALUES)),
    check("place_reports_status_check", oneOf(t.status, REPORT_STATUS_VALUES)),
    index("place_reports_status_idx").on(t.status, t.createdAt.desc()),
    index("place_reports_location_id_idx").on(t.locationId, t.status),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())],
);

/** Fixed-window counters for the product's own limits (sign-in, sign-up, submit, contact). */
export const requestLimits = pgTable(
  "request_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    /** The latest counted request: sign-in failures wait a growing delay from here. */
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the window has passed and the row can be pruned. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_limits_expires_at_idx").on(t.expiresAt)],
);

/**
 * E-mail waiting to go out, and how its delivery went. A message is stored here together with a run
 * of the "mail" job (job_runs), sent after the response and retried with a growing pause by that
 * run, so a slow or failing mail server never holds a visitor's request.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  recipients: text("recipients").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  replyTo: text("reply_to"),
  attempts: integer("attempts").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /**
   * Set, and committed, before an attempt hands the message to the mail server; cleared when the server
   * refused it. Still set without `sentAt` when a later run looks: that attempt's outcome is unknown
   * (its instance stopped mid-send), and the message is never sent again blindly (decision 0046).
   */
  sendingSince: timestamp("sending_since", { withTimezone: true }),
  /** When a run found the message's last attempt unfinished: it may or may not have gone out, and the administrators are shown it. */
  uncertainSince: timestamp("uncertain_since", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

/**
 * The directory's history: every change an administrator makes to a place, a submission, a report
 * or an amenity, and every import, with who made it, when, and each field before and after. Rows
 * are only ever added. A place's rows keep its id after it is deleted, so its history can be read.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    /** The place the change is about, when there is one (no foreign key: history outlives the place). */
    locationId: uuid("location_id"),
    /** The submission, report or amenity the change is about. */
    subjectId: uuid("subject_id"),
    summary: text("summary").notNull(),
    changes: jsonb("changes").$type<FieldChange[]>().notNull().default([]),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
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
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").$type<ImportJobStatus>().notNull().default("preview"),
    /** What confirmed rows that match a place already present do: skip it, or update it. */
    mode: text("mode").$type<ImportMode>(),
    fileName: text("file_name").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    /** Why the whole job stopped, when it failed. */
    error: text("error"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
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
    matchId: uuid("match_id").references(() => locations.id, { onDelete: "set null" }),
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

export type Location = LocationModel;
export type NewLocation = typeof locations.$inferInsert;
export type Amenity = typeof amenities.$inferSelect;
export type LocationSubmission = LocationSubmissionModel;

/** The tables hold exactly the shapes app/lib/models.ts gives the rest of the app (checked by tsc). */
type _SameShapes = [
  Expect<SameShape<typeof locations.$inferSelect, LocationModel>>,
  Expect<SameShape<typeof locationSubmissions.$inferSelect, LocationSubmissionModel>>,
];

export type ContactMessage = typeof contactMessages.$inferSelect;
export type PlaceReport = typeof placeReports.$inferSelect;
export type AuditEvent = typeof auditEvents.$inferSelect;

/**
 * Every photo uploaded through the location form, until a sweep finds it a day later: kept when a
 * place uses it, deleted from storage when none does (a dialog closed without saving, a tab closed).
 */
export const photoUploads = pgTable(
  "photo_uploads",
  {
    url: text("url").primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index("photo_uploads_created_at_idx").on(t.createdAt)],
);
export type ImportJob = typeof importJobs.$inferSelect;

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
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    key: text("key").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<JobRunStatus>().notNull().default("queued"),
    /** Not before this time (a retry's pause, a period's start). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far; a run is given up on once it has had max_attempts. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(1),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
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
export type ImportJobRow = typeof importJobRows.$inferSelect;

/**
 * Owners' reviews of places: one per person per place. Only `published` reviews count in a place's
 * rating; `pending` ones wait for an administrator (`holdReasons` says why), `rejected` and `removed`
 * ones keep the reason the author was told.
 */
export const placeReviews = pgTable(
  "place_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    /** The first day of the month of the visit. */
    visitMonth: date("visit_month").notNull(),
    dogSizes: jsonb("dog_sizes").$type<DogSize[]>().notNull(),
    tags: jsonb("tags").$type<ReviewTag[]>().notNull().default([]),
    text: text("text").notNull(),
    /** The language the review was written in ("en", "es"). */
    language: text("language").notNull().default("en"),
    status: text("status").$type<ReviewStatus>().notNull(),
    holdReasons: jsonb("hold_reasons").$type<ReviewHoldReason[]>().notNull().default([]),
    rejectReason: text("reject_reason").$type<ReviewRejectReason>(),
    rejectNote: text("reject_note"),
    moderatedBy: text("moderated_by").references(() => user.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("place_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("place_reviews_status_check", oneOf(t.status, REVIEW_STATUS_VALUES)),
    check("place_reviews_reject_reason_check", oneOf(t.rejectReason, REVIEW_REJECT_REASON_VALUES)),
    uniqueIndex("place_reviews_location_user_idx").on(t.locationId, t.userId),
    index("place_reviews_location_status_idx").on(t.locationId, t.status, t.createdAt.desc()),
    // A place's page reads its newest published reviews, and the newest owners' photos, off this
    // index: as many rows as it shows, however many reviews the place has.
    index("place_reviews_published_idx")
      .on(t.locationId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index("place_reviews_status_idx").on(t.status, t.createdAt),
    index("place_reviews_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** Photos an owner added to a review; nobody else sees one before an administrator approves it. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => placeReviews.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    widths: jsonb("widths").$type<number[]>().notNull(),
    /** The owner's caption, which is also the photo's alt text. */
    caption: text("caption"),
    position: integer("position").notNull(),
    status: text("status").$type<ReviewPhotoStatus>().notNull().default("pending"),
    rejectReason: text("reject_reason").$type<ReviewRejectReason>(),
    rejectNote: text("reject_note"),
    moderatedBy: text("moderated_by").references(() => user.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_photos_status_check", oneOf(t.status, REVIEW_PHOTO_STATUS_VALUES)),
    check("review_photos_reject_reason_check", oneOf(t.rejectReason, REVIEW_REJECT_REASON_VALUES)),
    index("review_photos_review_idx").on(t.reviewId, t.position),
    index("review_photos_status_idx").on(t.status, t.createdAt),
  ],
);

/** A reader's report of a review: one per person per review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => placeReviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").$type<ReviewReportReason>().notNull(),
    note: text("note"),
    /** When an administrator dealt with the review it concerns. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_reports_reason_check", oneOf(t.reason, REVIEW_REPORT_REASON_VALUES)),
    uniqueIndex("review_reports_review_user_idx").on(t.reviewId, t.userId),
    index("review_reports_open_idx").on(t.resolvedAt, t.createdAt),
  ],
);

/**
 * A place's rating from its published reviews, kept in step with them in the transaction that
 * changes one: the count, the sum, the 5-to-1 spread, how it went for each dog size and the
 * condition tags, so that a place's page reads its summary in one row however many reviews it has.
 */
export const placeReviewStats = pgTable("place_review_stats", {
  locationId: uuid("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  reviewCount: integer("review_count").notNull(),
  ratingSum: integer("rating_sum").notNull(),
  /** Published reviews with 1, 2, 3, 4 and 5 stars. */
  spread: jsonb("spread").$type<[number, number, number, number, number]>().notNull(),
  /** Per dog size, the reviews that brought one and their mean stars to one decimal. */
  bySize: jsonb("by_size").$type<{ size: DogSize; count: number; average: number }[]>().notNull().default([]),
  /** The condition tags with the reviews that carry each, most first. */
  tags: jsonb("tags").$type<{ tag: ReviewTag; count: number }[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
/**
 * Which places' reviews changed, under the number the change took from `directory_version.review_version`
 * (one per transaction; triggers of migration 0024 write both). A page cache that saw the number move
 * from A to B drops the pages of the places changed in (A, B] and the lists, not every page; rows
 * older than any cache needs are pruned (jobs/index.server.ts). No foreign key: a place deleted with
 * its reviews is noted as it goes.
 */
export const reviewChanges = pgTable(
  "review_changes",
  {
    version: bigint("version", { mode: "number" }).notNull(),
    locationId: uuid("location_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.version, t.locationId] })],
);
export type PlaceReview = typeof placeReviews.$inferSelect;
export type ReviewPhoto = typeof reviewPhotos.$inferSelect;
export type ReviewReportRow = typeof reviewReports.$inferSelect;

/**
 * A person's lists of places: "Favorites" (`isFavorites`, made on the first save, one per person)
 * and the ones they name. A list is private, shared by link or public; `shareToken` is the secret
 * part of its shared address, replaced by "New link" and dropped when sharing is turned off.
 */
export const placeLists = pgTable(
  "place_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isFavorites: boolean("is_favorites").notNull().default(false),
    visibility: text("visibility").$type<ListVisibility>().notNull().default("private"),
    shareToken: text("share_token").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("place_lists_visibility_check", oneOf(t.visibility, LIST_VISIBILITY_VALUES)),
    check("place_lists_shared_token_check", sql`${t.visibility} = 'private' or ${t.shareToken} is not null`),
    index("place_lists_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("place_lists_favorites_idx")
      .on(t.userId)
      .where(sql`is_favorites`),
  ],
);

/** A place on a list, in the list's order, with the owner's short note ("bring shoes, shells"). */
export const placeListItems = pgTable(
  "place_list_items",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => placeLists.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.locationId] }),
    index("place_list_items_order_idx").on(t.listId, t.position),
    index("place_list_items_location_idx").on(t.locationId),
  ],
);
export type PlaceList = typeof placeLists.$inferSelect;
export type PlaceListItem = typeof placeListItems.$inferSelect;
