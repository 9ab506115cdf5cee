// What a place's page shows of its owners' reviews: the rating summary, a page of reviews, the gallery.
import { sql, type SQL } from "drizzle-orm";
import {
  averageRating,
  NO_REVIEWS,
  OWNER_PHOTOS_SHOWN,
  REVIEWS_PER_PAGE,
  type PublishedReview,
  type ReviewSummary,
} from "~/lib/reviews";
import type { PublicPerson } from "~/lib/people";
import type { ReviewSort } from "~/lib/vocabulary-reviews";
import type { Db } from "../infra/db.server";
import { placeReviewStats, placeReviews, reviewPhotos, user } from "../infra/schema.server";
import { publicPersonJson } from "./users.server";

type Stats = Pick<typeof placeReviewStats.$inferSelect, "reviewCount" | "ratingSum" | "spread" | "bySize" | "tags">;

/** A place's rating summary from its stats row, which refreshReviewStats (review-stats.server.ts) keeps. */
function summaryOf(stats: Stats): ReviewSummary {
  return {
    count: stats.reviewCount,
    average: averageRating(stats.reviewCount, stats.ratingSum),
    spread: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stats.spread[stars - 1] ?? 0 })),
    bySize: stats.bySize,
    tags: stats.tags,
  };
}

/** A published review as stored: its author as others see them (the page words the name). */
export type ShownReview = Omit<PublishedReview, "authorName"> & { author: PublicPerson };

/** An approved owner's photo in a place's gallery, with whom and when its credit names. */
export type OwnerPhoto = { id: string; url: string; caption: string | null; author: PublicPerson; visitMonth: string };

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
): Promise<{ summary: ReviewSummary; reviews: ShownReview[]; photos: OwnerPhoto[] }> {
  const order = REVIEW_ORDER[sort];
  const result = await db.execute<{
    stats: Stats;
    reviews: (Omit<ShownReview, "publishedAt"> & { publishedAt: string })[];
    photos: OwnerPhoto[];
  }>(sql`
    select
      json_build_object('reviewCount', s.review_count, 'ratingSum', s.rating_sum, 'spread', s.spread,
        'bySize', s.by_size, 'tags', s.tags) as stats,
      (select coalesce(json_agg(json_build_object('id', r.id, 'author', r.author, 'rating', r.rating,
          'visitMonth', to_char(r.visit_month, 'YYYY-MM'), 'dogSizes', r.dog_sizes, 'tags', r.tags, 'text', r.text,
          'language', r.language, 'publishedAt', r.published_at, 'photos', r.photos) order by ${order}), '[]'::json)
        from (
          select r.id, ${publicPersonJson} as author, r.rating, r.visit_month, r.dog_sizes, r.tags, r.text, r.language,
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
          'author', g.author, 'visitMonth', g.visit_month) order by g.published_at desc, g.review_id desc, g.position), '[]'::json)
        from (
          select p.id, p.url, p.caption, ${publicPersonJson} as author, r.visit_month, r.published_at, p.review_id, p.position
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
