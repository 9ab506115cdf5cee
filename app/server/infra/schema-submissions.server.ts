// What visitors send: places submitted for the directory, word that a place has changed, and
// contact messages.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { Locale } from "~/lib/i18n";
import {
  CATEGORY_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  type Category,
  type Fees,
  type LeashPolicy,
} from "../../lib/vocabulary";
import {
  REPORT_KIND_VALUES,
  REPORT_STATUS_VALUES,
  SUBMISSION_STATUS_VALUES,
  type ReportKind,
  type ReportStatus,
  type SubmissionStatus,
} from "../../lib/vocabulary-submissions";
import { userOrNull } from "./schema-accounts.server";
import { createdAt, oneOf, timestamps, timestamptz, uuidKey } from "./schema-columns.server";
import { placeId, placeOrNull } from "./schema-places.server";

export const locationSubmissions = pgTable(
  "location_submissions",
  {
    id: uuidKey(),
    userId: userOrNull("user_id"),
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
    locationId: placeOrNull("location_id"),
    ...timestamps(),
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
    id: uuidKey(),
    locationId: placeId(),
    kind: text("kind").$type<ReportKind>().notNull(),
    text: text("text").notNull(),
    sourceUrl: text("source_url"),
    /** Where the reporter wants to hear the outcome; null when they left none. */
    email: text("email"),
    userId: userOrNull("user_id"),
    status: text("status").$type<ReportStatus>().notNull().default("open"),
    resolutionNote: text("resolution_note"),
    resolvedBy: userOrNull("resolved_by"),
    resolvedAt: timestamptz("resolved_at"),
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
    id: uuidKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    readAt: timestamptz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type PlaceReport = typeof placeReports.$inferSelect;
