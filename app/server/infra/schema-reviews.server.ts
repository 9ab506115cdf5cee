// Owners' reviews of places: the reviews with their photos and readers' reports, each place's
// rating summary, and the log of which places' reviews changed.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  REVIEW_PHOTO_STATUS_VALUES,
  REVIEW_REJECT_REASON_VALUES,
  REVIEW_REPORT_REASON_VALUES,
  REVIEW_STATUS_VALUES,
  type DogSize,
  type ReviewHoldReason,
  type ReviewPhotoStatus,
  type ReviewRejectReason,
  type ReviewReportReason,
  type ReviewStatus,
  type ReviewTag,
} from "../../lib/vocabulary-reviews";
import { ownerId, userOrNull } from "./schema-accounts.server";
import { createdAt, oneOf, timestamps, timestamptz, updatedAt, uuidKey } from "./schema-columns.server";
import { locations, placeId } from "./schema-places.server";

/** An administrator's decision on a review or a photo: the reason the author is told, who decided and when. */
const moderation = () => ({
  rejectReason: text("reject_reason").$type<ReviewRejectReason>(),
  rejectNote: text("reject_note"),
  moderatedBy: userOrNull("moderated_by"),
  moderatedAt: timestamptz("moderated_at"),
});

/** The review a row belongs to: the row goes with it. */
const reviewId = () =>
  uuid("review_id")
    .notNull()
    .references(() => placeReviews.id, { onDelete: "cascade" });

/**
 * Owners' reviews of places: one per person per place. Only `published` reviews count in a place's
 * rating; `pending` ones wait for an administrator (`holdReasons` says why), `rejected` and `removed`
 * ones keep the reason the author was told.
 */
export const placeReviews = pgTable(
  "place_reviews",
  {
    id: uuidKey(),
    locationId: placeId(),
    userId: ownerId(),
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
    ...moderation(),
    publishedAt: timestamptz("published_at"),
    ...timestamps(),
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
    id: uuidKey(),
    reviewId: reviewId(),
    url: text("url").notNull(),
    widths: jsonb("widths").$type<number[]>().notNull(),
    /** The owner's caption, which is also the photo's alt text. */
    caption: text("caption"),
    position: integer("position").notNull(),
    status: text("status").$type<ReviewPhotoStatus>().notNull().default("pending"),
    ...moderation(),
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
    id: uuidKey(),
    reviewId: reviewId(),
    userId: ownerId(),
    reason: text("reason").$type<ReviewReportReason>().notNull(),
    note: text("note"),
    /** When an administrator dealt with the review it concerns. */
    resolvedAt: timestamptz("resolved_at"),
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
    changedAt: timestamptz("changed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.version, t.locationId] })],
);
export type PlaceReview = typeof placeReviews.$inferSelect;
export type ReviewPhoto = typeof reviewPhotos.$inferSelect;
export type ReviewReportRow = typeof reviewReports.$inferSelect;
