-- A radius search measures a place without coordinates to its town's centre (docs/decisions/0012):
-- the town is found by the place's city as searches compare it, kept with the row (like search_name),
-- and only the places without coordinates are indexed by it, so the radius's two halves (the earth
-- box, the towns inside it) are each an index scan.
ALTER TABLE "locations" ADD COLUMN "search_city" text GENERATED ALWAYS AS (fdp_normalize("city")) STORED;
--> statement-breakpoint
CREATE INDEX "locations_unplaced_city_idx" ON "locations" ("search_city") WHERE "lat" IS NULL OR "lng" IS NULL;
