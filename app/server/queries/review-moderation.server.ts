// The administrators' side of owners' reviews: the queue of what waits, their decisions on reviews
// and photos, and the author and place a decision's e-mail names.
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { ReviewRejectReason } from "~/lib/vocabulary-reviews";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../infra/db.server";
import { locations, placeReviews, reviewPhotos, reviewReports, user, type PlaceReview } from "../infra/schema.server";
import { publicPerson } from "./users.server";

export type Moderation = { by: string; reason?: ReviewRejectReason | null; note?: string | null };

/** An administrator's decision on a review; null when it is no longer in a state the decision applies to. */
export async function setReviewStatus(
  db: Db,
  id: string,
  status: "published" | "rejected" | "removed",
  from: readonly PlaceReview["status"][],
  moderation: Moderation,
) {
  const [row] = await db
    .update(placeReviews)
    .set({
      status,
      holdReasons: status === "published" ? [] : undefined,
      rejectReason: status === "published" ? null : (moderation.reason ?? null),
      rejectNote: status === "published" ? null : (moderation.note ?? null),
      moderatedBy: moderation.by,
      moderatedAt: sql`now()`,
      publishedAt: status === "published" ? sql`coalesce(${placeReviews.publishedAt}, now())` : undefined,
    })
    .where(and(eq(placeReviews.id, id), inArray(placeReviews.status, [...from])))
    .returning();
  if (row) {
    // A decision deals with the readers' reports that were waiting on the review.
    await db
      .update(reviewReports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(reviewReports.reviewId, id), isNull(reviewReports.resolvedAt)));
  }
  return row ?? null;
}

/** An administrator's decision on one owner's photo; null when the photo is not waiting. */
export async function setPhotoStatus(db: Db, id: string, status: "approved" | "rejected", moderation: Moderation) {
  const [row] = await db
    .update(reviewPhotos)
    .set({
      status,
      rejectReason: status === "approved" ? null : (moderation.reason ?? null),
      rejectNote: status === "approved" ? null : (moderation.note ?? null),
      moderatedBy: moderation.by,
      moderatedAt: sql`now()`,
    })
    .where(and(eq(reviewPhotos.id, id), eq(reviewPhotos.status, "pending")))
    .returning();
  return row ?? null;
}

/** The place a review is of and who wrote it, as each queue's cards name them. */
const reviewContext = { placeName: locations.name, authorName: publicPerson.name, authorEmail: user.email };

/** What a photo or a reader's report shows of the review it belongs to: its id and status, place and author. */
function ofReview(child: typeof reviewPhotos | typeof reviewReports) {
  return { id: child.id, reviewId: child.reviewId, reviewStatus: placeReviews.status, ...reviewContext };
}

/** A query of reviews (or of their photos or reports) joined to each review's place and author. */
function withReviewContext<T extends PgSelect>(query: T) {
  return query
    .innerJoin(locations, eq(locations.id, placeReviews.locationId))
    .innerJoin(user, eq(user.id, placeReviews.userId));
}

/** What waits for an administrator: reviews held back, and owners' photos of reviews that are not. */
export async function moderationQueue(db: Db) {
  const reviews = await withReviewContext(
    db
      .select({
        id: placeReviews.id,
        rating: placeReviews.rating,
        text: placeReviews.text,
        holdReasons: placeReviews.holdReasons,
        createdAt: placeReviews.createdAt,
        ...reviewContext,
        placeSlug: locations.slug,
        placeCategory: locations.category,
      })
      .from(placeReviews)
      .$dynamic(),
  )
    .where(eq(placeReviews.status, "pending"))
    .orderBy(asc(placeReviews.createdAt));
  const photos = await withReviewContext(
    db
      .select({ ...ofReview(reviewPhotos), url: reviewPhotos.url, caption: reviewPhotos.caption })
      .from(reviewPhotos)
      .innerJoin(placeReviews, eq(placeReviews.id, reviewPhotos.reviewId))
      .$dynamic(),
  )
    .where(
      and(eq(reviewPhotos.status, "pending"), ne(placeReviews.status, "rejected"), ne(placeReviews.status, "removed")),
    )
    .orderBy(asc(reviewPhotos.createdAt));
  const reports = await withReviewContext(
    db
      .select({
        ...ofReview(reviewReports),
        reason: reviewReports.reason,
        note: reviewReports.note,
        createdAt: reviewReports.createdAt,
        reviewText: placeReviews.text,
        reviewRating: placeReviews.rating,
      })
      .from(reviewReports)
      .innerJoin(placeReviews, eq(placeReviews.id, reviewReports.reviewId))
      .$dynamic(),
  )
    .where(isNull(reviewReports.resolvedAt))
    .orderBy(asc(reviewReports.createdAt));
  return { reviews, photos, reports };
}

/** The author's address and display name (null: none) and the place, for the e-mail that tells them a decision. */
export async function reviewAuthorAndPlace(db: Db, reviewId: string) {
  const [row] = await db
    .select({
      email: user.email,
      name: publicPerson.name,
      placeName: locations.name,
      placeSlug: locations.slug,
      placeCategory: locations.category,
    })
    .from(placeReviews)
    .innerJoin(user, eq(user.id, placeReviews.userId))
    .innerJoin(locations, eq(locations.id, placeReviews.locationId))
    .where(eq(placeReviews.id, reviewId));
  return row ?? null;
}

/** How many reviews and owners' photos wait for an administrator, for the admin tab's badge. */
export async function countWaitingReviews(db: Db) {
  const [row] = await db
    .execute<{ count: number }>(
      sql`
    select (select count(*) from ${placeReviews} where ${placeReviews.status} = 'pending')::int
         + (select count(*) from ${reviewPhotos} where ${reviewPhotos.status} = 'pending')::int as count`,
    )
    .then((r) => r.rows);
  return row?.count ?? 0;
}
