ALTER TABLE "locations" ADD COLUMN "review_average" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "review_score" double precision;--> statement-breakpoint
CREATE INDEX "locations_listed_rating_idx" ON "locations" USING btree ("review_score" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"name","id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "locations_listed_filters_idx" ON "locations" USING btree ("region","leash_policy","fees","crowd_level","category","fenced","small_dog_area","review_average","amenities") WHERE status <> 'closed';--> statement-breakpoint
-- The published reviews already counted in place_review_stats, copied to their places (prior: 5 reviews
-- of 3.5 stars, lib/reviews.ts).
UPDATE "locations" AS l
SET "review_count" = s."review_count",
    "review_average" = round(s."rating_sum"::numeric / s."review_count", 1)::float8,
    "review_score" = (17.5 + s."rating_sum")::float8 / (5 + s."review_count")
FROM "place_review_stats" AS s
WHERE s."location_id" = l."id" AND s."review_count" > 0;