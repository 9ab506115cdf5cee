// A place's rating from its published reviews, kept in place_review_stats and on the place's row.
import { and, eq, sql } from "drizzle-orm";
import { averageRating, bayesianScore } from "~/lib/reviews";
import type { DogSize, ReviewTag } from "~/lib/vocabulary-reviews";
import type { Db } from "../infra/db.server";
import { locations, placeReviewStats, placeReviews } from "../infra/schema.server";

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
