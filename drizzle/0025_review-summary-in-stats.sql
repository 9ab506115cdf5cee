ALTER TABLE "place_review_stats" ADD COLUMN "by_size" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "place_review_stats" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "place_reviews_published_idx" ON "place_reviews" USING btree ("location_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
-- The places already reviewed: how it went per dog size and their tags, as refreshReviewStats counts
-- them from now on, so that a place's page reads its summary in one row.
UPDATE "place_review_stats" AS s
SET "by_size" = coalesce((
      SELECT jsonb_agg(jsonb_build_object('size', size, 'count', n, 'average', average) ORDER BY size)
      FROM (
        SELECT size, count(*)::int AS n, round(avg(r."rating"), 1)::float8 AS average
        FROM "place_reviews" AS r, jsonb_array_elements_text(r."dog_sizes") AS size
        WHERE r."location_id" = s."location_id" AND r."status" = 'published'
        GROUP BY size
      ) AS sizes
    ), '[]'::jsonb),
    "tags" = coalesce((
      SELECT jsonb_agg(jsonb_build_object('tag', tag, 'count', n) ORDER BY n DESC, tag)
      FROM (
        SELECT tag, count(*)::int AS n
        FROM "place_reviews" AS r, jsonb_array_elements_text(r."tags") AS tag
        WHERE r."location_id" = s."location_id" AND r."status" = 'published'
        GROUP BY tag
      ) AS tags
    ), '[]'::jsonb);
