// The readiness check (does the database answer?) and the version stamps the page cache follows.
import { lte, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { reviewChanges } from "../infra/schema.server";

export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}

/** What the page cache reads to know whether its pages are still current (decision 0026, "Cached pages after a review"). */
export type DirectoryStamp = {
  /** Moved by every change to the directory's facts (places, amenities, submissions, reports): every page. */
  version: string;
  /** Moved once by each transaction that changes published reviews, approved owners' photos or a place's rating. */
  reviews: string;
  /**
   * The slugs of the places whose reviews changed after the `reviewsSince` asked for, up to `reviews`;
   * null when that cannot be told (nothing asked, the counter went back, or the changes were pruned).
   */
  reviewedPlaces: string[] | null;
  /** Moved by every change to accounts, sessions, roles, dogs and lists: the pages kept for signed-in people (decision 0057). */
  personal: string;
};

/**
 * The directory's version stamp and review counter, in one row, with the places whose reviews
 * changed since `reviewsSince` (a review counter read before) when it moved. The counter takes its
 * numbers in commit order without gaps (migration 0024), so every number in (reviewsSince, reviews]
 * has its rows unless they were pruned; pruning removes the oldest first.
 */
export async function readDirectoryVersion(db: Db, reviewsSince?: string): Promise<DirectoryStamp> {
  const since = reviewsSince ?? null;
  const result = await db.execute<{ version: string; reviews: string; places: string[] | null; personal: string }>(sql`
    select d.version::text as version, d.review_version::text as reviews,
      (select p.version::text from personal_version p) as personal,
      case
        when ${since}::bigint is null or d.review_version < ${since}::bigint then null
        when d.review_version = ${since}::bigint then '[]'::json
        when coalesce((select min(c.version) from review_changes c), d.review_version + 1) > ${since}::bigint + 1 then null
        else (
          select coalesce(json_agg(distinct l.slug), '[]'::json)
          from review_changes c join locations l on l.id = c.location_id
          where c.version > ${since}::bigint and c.version <= d.review_version)
      end as places
    from directory_version d`);
  const row = result.rows[0];
  return {
    version: row?.version ?? "0",
    reviews: row?.reviews ?? "0",
    reviewedPlaces: row?.places ?? null,
    personal: row?.personal ?? "0",
  };
}

/**
 * Forgets the review changes older than `keepSeconds`, oldest first (a page cache further behind
 * than that drops all its pages). Answers how many rows went.
 */
export async function pruneReviewChanges(db: Db, keepSeconds: number) {
  const rows = await db
    .delete(reviewChanges)
    .where(
      lte(
        reviewChanges.version,
        sql`(select max(version) from review_changes where changed_at < now() - make_interval(secs => ${keepSeconds}))`,
      ),
    )
    .returning({ version: reviewChanges.version });
  return rows.length;
}
