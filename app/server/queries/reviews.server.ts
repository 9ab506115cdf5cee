// Owners' reviews of places as their authors write them: storing, editing and deleting a review and
// its photos, and readers' reports that can send a published review back to the queue.
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PublishedReview } from "~/lib/reviews";
import type { ReviewHoldReason } from "~/lib/vocabulary-reviews";
import type { Db } from "../infra/db.server";
import { placeReviews, reviewPhotos, reviewReports, type PlaceReview, type ReviewPhoto } from "../infra/schema.server";

/** What an author writes: the parts of a review its page shows, less who wrote it and when. */
export type ReviewContent = Pick<PublishedReview, "rating" | "visitMonth" | "dogSizes" | "tags" | "text" | "language">;

export type NewReviewPhoto = { url: string; widths: number[]; caption: string | null };

const monthDate = (month: string) => `${month}-01`;

/** The review `userId` wrote of the place, if any. */
export async function findReviewBy(db: Db, locationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(placeReviews)
    .where(and(eq(placeReviews.locationId, locationId), eq(placeReviews.userId, userId)));
  return row ?? null;
}

export async function findReview(db: Db, id: string) {
  const [row] = await db.select().from(placeReviews).where(eq(placeReviews.id, id));
  return row ?? null;
}

/** Whether `userId` has a review that was ever published (the first one waits for an administrator). */
export async function hasPublishedReview(db: Db, userId: string) {
  const [row] = await db
    .select({ id: placeReviews.id })
    .from(placeReviews)
    .where(and(eq(placeReviews.userId, userId), sql`${placeReviews.publishedAt} is not null`))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a review with its photos; null when the person already reviewed the place (one review per
 * person per place, held by a unique index whatever instance two tabs post to).
 */
export async function insertReview(
  db: Db,
  review: ReviewContent & {
    locationId: string;
    userId: string;
    status: "pending" | "published";
    holdReasons: ReviewHoldReason[];
  },
  photos: NewReviewPhoto[],
): Promise<PlaceReview | null> {
  const [row] = await db
    .insert(placeReviews)
    .values({
      ...review,
      visitMonth: monthDate(review.visitMonth),
      publishedAt: review.status === "published" ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: [placeReviews.locationId, placeReviews.userId] })
    .returning();
  if (!row) return null;
  await addReviewPhotos(db, row.id, photos);
  return row;
}

/** Appends photos after the review's own, in the order given. */
export async function addReviewPhotos(db: Db, reviewId: string, photos: NewReviewPhoto[]) {
  if (!photos.length) return;
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${reviewPhotos.position}), -1)::int` })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId));
  const start = (last?.position ?? -1) + 1;
  await db.insert(reviewPhotos).values(photos.map((p, i) => ({ ...p, reviewId, position: start + i })));
}

/** An author's edit: the new content, and whether it is published at once or waits again. */
export async function updateReviewContent(
  db: Db,
  id: string,
  content: ReviewContent & { status: "pending" | "published"; holdReasons: ReviewHoldReason[] },
) {
  const [row] = await db
    .update(placeReviews)
    .set({
      ...content,
      visitMonth: monthDate(content.visitMonth),
      publishedAt: content.status === "published" ? sql`coalesce(${placeReviews.publishedAt}, now())` : undefined,
      rejectReason: null,
      rejectNote: null,
    })
    .where(eq(placeReviews.id, id))
    .returning();
  return row ?? null;
}

export async function reviewPhotosOf(db: Db, reviewId: string): Promise<ReviewPhoto[]> {
  return db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId)).orderBy(asc(reviewPhotos.position));
}

/** Removes the review's photos with these ids; answers the removed photos' URLs. */
export async function deleteReviewPhotos(db: Db, reviewId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await db
    .delete(reviewPhotos)
    .where(and(eq(reviewPhotos.reviewId, reviewId), inArray(reviewPhotos.id, [...ids])))
    .returning({ url: reviewPhotos.url });
  return rows.map((r) => r.url);
}

/** Deletes a review with its photos and reports; answers its photos' URLs, or null when there was none. */
export async function deleteReview(db: Db, id: string) {
  const photos = await db.select({ url: reviewPhotos.url }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
  const [row] = await db
    .delete(placeReviews)
    .where(eq(placeReviews.id, id))
    .returning({ locationId: placeReviews.locationId });
  return row ? { locationId: row.locationId, photoUrls: photos.map((p) => p.url) } : null;
}

/**
 * Stores a reader's report (once per person per review) and answers how many distinct readers have
 * reported the review since an administrator last dealt with it; null when this person already had.
 */
export async function insertReviewReport(
  db: Db,
  report: { reviewId: string; userId: string; reason: string; note: string | null },
) {
  const [row] = await db
    .insert(reviewReports)
    .values(report as typeof reviewReports.$inferInsert)
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
    .returning({ id: reviewReports.id });
  if (!row) return null;
  const [open] = await db
    .select({ count: count() })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, report.reviewId), isNull(reviewReports.resolvedAt)));
  return open?.count ?? 0;
}

/** Sends a published review back to the queue (readers reported it). */
export async function holdReview(db: Db, id: string, reason: ReviewHoldReason) {
  const [row] = await db
    .update(placeReviews)
    .set({ status: "pending", holdReasons: sql`${placeReviews.holdReasons} || ${JSON.stringify([reason])}::jsonb` })
    .where(and(eq(placeReviews.id, id), eq(placeReviews.status, "published")))
    .returning();
  return row ?? null;
}
