// Owners' reviews of places, their photos and readers' reports: storing them, the moderation queue,
// and a place's rating from its published reviews, kept in place_review_stats in the same
// transaction as every change that moves it.
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import {
  averageRating,
  bayesianScore,
  NO_REVIEWS,
  OWNER_PHOTOS_SHOWN,
  REVIEWS_PER_PAGE,
  type PublishedReview,
  type ReviewSummary,
} from "~/lib/reviews";
import type { DogSize, ReviewHoldReason, ReviewRejectReason, ReviewSort, ReviewTag } from "~/lib/vocabulary";
import type { Db } from "../infra/db.server";
import {
  locations,
  placeReviewStats,
  placeReviews,
  reviewPhotos,
  reviewReports,
  user,
  type PlaceReview,
  type ReviewPhoto,
} from "../infra/schema.server";

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

/**
 * Recounts a place's rating from its published reviews, with how it went per dog size and the
 * condition tags. Called in the transaction of every change that publishes, edits, hides or deletes
 * one; a place with none has no stats row, a count of 0 and no average or score. The place's own
 * columns carry what lists filter and sort by; they are written in SQL, in a statement of their own,
 * so that the place's "last updated" (its facts) stays as it was and the directory's version stamp
 * does not move (migration 0024: only the pages that show the place's reviews are dropped).
 */
export async function refreshReviewStats(db: Db, locationId: string) {
  const published = and(eq(placeReviews.locationId, locationId), eq(placeReviews.status, "published"));
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${placeReviews.rating}), 0)::int`,
      spread: sql<[number, number, number, number, number]>`jsonb_build_array(
        count(*) filter (where ${placeReviews.rating} = 1), count(*) filter (where ${placeReviews.rating} = 2),
        count(*) filter (where ${placeReviews.rating} = 3), count(*) filter (where ${placeReviews.rating} = 4),
        count(*) filter (where ${placeReviews.rating} = 5))`,
    })
    .from(placeReviews)
    .where(published);
  const reviewCount = row?.count ?? 0;
  const ratingSum = row?.sum ?? 0;
  await db.execute(sql`
    update ${locations}
    set review_count = ${reviewCount},
        review_average = ${averageRating(reviewCount, ratingSum)},
        review_score = ${reviewCount > 0 ? bayesianScore(reviewCount, ratingSum) : null}
    where ${locations.id} = ${locationId}`);
  if (!row || reviewCount === 0) {
    await db.delete(placeReviewStats).where(eq(placeReviewStats.locationId, locationId));
    return;
  }
  const bySize = await db.execute<{ size: DogSize; count: number; average: number }>(sql`
    select size, count(*)::int as count, round(avg(${placeReviews.rating}), 1)::float8 as average
    from ${placeReviews}, jsonb_array_elements_text(${placeReviews.dogSizes}) as size
    where ${published}
    group by size
    order by size`);
  const tags = await db.execute<{ tag: ReviewTag; count: number }>(sql`
    select tag, count(*)::int as count
    from ${placeReviews}, jsonb_array_elements_text(${placeReviews.tags}) as tag
    where ${published}
    group by tag
    order by count desc, tag`);
  const values = { locationId, reviewCount, ratingSum, spread: row.spread, bySize: bySize.rows, tags: tags.rows };
  await db
    .insert(placeReviewStats)
    .values(values)
    .onConflictDoUpdate({ target: placeReviewStats.locationId, set: values });
}

type Stats = Pick<typeof placeReviewStats.$inferSelect, "reviewCount" | "ratingSum" | "spread" | "bySize" | "tags">;

/** A place's rating summary from its stats row, which refreshReviewStats keeps. */
function summaryOf(stats: Stats): ReviewSummary {
  return {
    count: stats.reviewCount,
    average: averageRating(stats.reviewCount, stats.ratingSum),
    spread: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stats.spread[stars - 1] ?? 0 })),
    bySize: stats.bySize,
    tags: stats.tags,
  };
}

/** An approved owner's photo in a place's gallery, with what its credit says. */
export type OwnerPhoto = { id: string; url: string; caption: string | null; authorName: string; visitMonth: string };

/** The orders of a place's reviews, on the alias `r` of place_reviews (the one order both levels of the query use). */
const REVIEW_ORDER = {
  newest: sql.raw("r.published_at desc, r.id desc"),
  highest: sql.raw("r.rating desc, r.published_at desc, r.id desc"),
  lowest: sql.raw("r.rating asc, r.published_at desc, r.id desc"),
} satisfies Record<ReviewSort, SQL>;

/**
 * What a place's page shows of its owners' reviews, in one query: the summary (its stats row), one
 * page of published reviews in the order asked with their approved photos, and the newest approved
 * photos for the gallery (OWNER_PHOTOS_SHOWN; the others stay with their reviews). The reviews and
 * the gallery are read off place_reviews_published_idx, as many rows as are shown however many the
 * place has (the newest order; the others sort the place's published reviews).
 */
export async function placeReviewsShown(
  db: Db,
  locationId: string,
  { sort = "newest", page = 1 }: { sort?: ReviewSort; page?: number } = {},
): Promise<{ summary: ReviewSummary; reviews: PublishedReview[]; photos: OwnerPhoto[] }> {
  const order = REVIEW_ORDER[sort];
  const result = await db.execute<{
    stats: Stats;
    reviews: (Omit<PublishedReview, "publishedAt"> & { publishedAt: string })[];
    photos: OwnerPhoto[];
  }>(sql`
    select
      json_build_object('reviewCount', s.review_count, 'ratingSum', s.rating_sum, 'spread', s.spread,
        'bySize', s.by_size, 'tags', s.tags) as stats,
      (select coalesce(json_agg(json_build_object('id', r.id, 'authorName', r.author_name, 'rating', r.rating,
          'visitMonth', to_char(r.visit_month, 'YYYY-MM'), 'dogSizes', r.dog_sizes, 'tags', r.tags, 'text', r.text,
          'language', r.language, 'publishedAt', r.published_at, 'photos', r.photos) order by ${order}), '[]'::json)
        from (
          select r.id, u.name as author_name, r.rating, r.visit_month, r.dog_sizes, r.tags, r.text, r.language,
            r.published_at,
            coalesce((
              select json_agg(json_build_object('id', p.id, 'url', p.url, 'caption', p.caption) order by p.position)
              from ${reviewPhotos} p
              where p.review_id = r.id and p.status = 'approved'), '[]'::json) as photos
          from ${placeReviews} r join ${user} u on u.id = r.user_id
          where r.location_id = s.location_id and r.status = 'published'
          order by ${order}
          limit ${REVIEWS_PER_PAGE} offset ${(Math.max(1, page) - 1) * REVIEWS_PER_PAGE}) r) as reviews,
      (select coalesce(json_agg(json_build_object('id', g.id, 'url', g.url, 'caption', g.caption,
          'authorName', g.author_name, 'visitMonth', g.visit_month) order by g.published_at desc, g.review_id desc, g.position), '[]'::json)
        from (
          select p.id, p.url, p.caption, u.name as author_name, r.visit_month, r.published_at, p.review_id, p.position
          from ${reviewPhotos} p join ${placeReviews} r on r.id = p.review_id join ${user} u on u.id = r.user_id
          where r.location_id = s.location_id and r.status = 'published' and p.status = 'approved'
          order by r.published_at desc, r.id desc, p.position
          limit ${OWNER_PHOTOS_SHOWN}) g) as photos
    from ${placeReviewStats} s
    where s.location_id = ${locationId}`);
  const row = result.rows[0];
  if (!row) return { summary: NO_REVIEWS, reviews: [], photos: [] };
  return {
    summary: summaryOf(row.stats),
    reviews: row.reviews.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt).toISOString() })),
    photos: row.photos,
  };
}

/** What waits for an administrator: reviews held back, and owners' photos of reviews that are not. */
export async function moderationQueue(db: Db) {
  const reviews = await db
    .select({
      id: placeReviews.id,
      rating: placeReviews.rating,
      text: placeReviews.text,
      holdReasons: placeReviews.holdReasons,
      createdAt: placeReviews.createdAt,
      placeName: locations.name,
      placeSlug: locations.slug,
      placeCategory: locations.category,
      authorName: user.name,
      authorEmail: user.email,
    })
    .from(placeReviews)
    .innerJoin(locations, eq(locations.id, placeReviews.locationId))
    .innerJoin(user, eq(user.id, placeReviews.userId))
    .where(eq(placeReviews.status, "pending"))
    .orderBy(asc(placeReviews.createdAt));
  const photos = await db
    .select({
      id: reviewPhotos.id,
      reviewId: reviewPhotos.reviewId,
      url: reviewPhotos.url,
      caption: reviewPhotos.caption,
      reviewStatus: placeReviews.status,
      placeName: locations.name,
      authorName: user.name,
    })
    .from(reviewPhotos)
    .innerJoin(placeReviews, eq(placeReviews.id, reviewPhotos.reviewId))
    .innerJoin(locations, eq(locations.id, placeReviews.locationId))
    .innerJoin(user, eq(user.id, placeReviews.userId))
    .where(
      and(eq(reviewPhotos.status, "pending"), ne(placeReviews.status, "rejected"), ne(placeReviews.status, "removed")),
    )
    .orderBy(asc(reviewPhotos.createdAt));
  const reports = await db
    .select({
      id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      note: reviewReports.note,
      createdAt: reviewReports.createdAt,
      reviewText: placeReviews.text,
      reviewRating: placeReviews.rating,
      reviewStatus: placeReviews.status,
      placeName: locations.name,
      authorName: user.name,
    })
    .from(reviewReports)
    .innerJoin(placeReviews, eq(placeReviews.id, reviewReports.reviewId))
    .innerJoin(locations, eq(locations.id, placeReviews.locationId))
    .innerJoin(user, eq(user.id, placeReviews.userId))
    .where(isNull(reviewReports.resolvedAt))
    .orderBy(asc(reviewReports.createdAt));
  return { reviews, photos, reports };
}

/** The author's address and name and the place, for the e-mail that tells them a decision. */
export async function reviewAuthorAndPlace(db: Db, reviewId: string) {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
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
