-- A place's stars come from its published reviews only (decision 0026): the rating and review count
-- typed into the location form or a CSV file were nobody's reviews. review_count now counts published
-- reviews; migration 0022 adds their average and the Bayesian score lists sort by.
ALTER TABLE "locations" DROP CONSTRAINT "locations_rating_check";--> statement-breakpoint
DROP INDEX "locations_rating_idx";--> statement-breakpoint
DROP INDEX "locations_listed_rating_idx";--> statement-breakpoint
DROP INDEX "locations_listed_filters_idx";--> statement-breakpoint
DROP INDEX "place_review_stats_score_idx";--> statement-breakpoint
UPDATE "locations" SET "review_count" = 0;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "review_count" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "review_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "place_review_stats" DROP COLUMN "score";