-- Search and distance (docs/decisions/0012): the extensions, a place's search document and normalised
-- name (generated columns that the Drizzle schema leaves out: only SQL reads them), the words that
-- typo correction chooses from, and the indexes that keep distance, radius and text search fast.
-- PGlite loads the same extensions (db.server.ts, pglite-process.mjs), so both engines run this file.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent(text) is only STABLE (it finds its dictionary by name at run time); naming the dictionary
-- makes the same work safe to use in an index.
CREATE OR REPLACE FUNCTION fdp_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- A text as search compares it: lower case, accents removed, every run of other characters one space.
CREATE OR REPLACE FUNCTION fdp_normalize(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT btrim(regexp_replace(lower(public.fdp_unaccent($1)), '[^a-z0-9]+', ' ', 'g')) $$;
--> statement-breakpoint
-- Words as they are written (no stemming, no stop words: place names are not prose), without accents.
CREATE TEXT SEARCH CONFIGURATION fdp_search (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fdp_search
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH public.unaccent, simple;
--> statement-breakpoint
-- What a search reads of a place: its name (weight A), its city, county and ZIP code (B), its description (C).
CREATE OR REPLACE FUNCTION location_search_document(name text, city text, county text, zip text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('public.fdp_search'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('public.fdp_search'::regconfig, concat_ws(' ', city, county, zip)), 'B')
      || setweight(to_tsvector('public.fdp_search'::regconfig, coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
-- Kept with the row, so ranking a thousand matches reads the words instead of parsing every text again.
ALTER TABLE "locations" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (location_search_document("name", "city", "county", "zip", "description")) STORED;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (fdp_normalize("name")) STORED;
--> statement-breakpoint
CREATE INDEX "locations_search_idx" ON "locations" USING gin ("search_document");
--> statement-breakpoint
-- Distance and radius: a point on the earth's surface per place (NULL, and so never placed, without coordinates).
CREATE INDEX "locations_earth_idx" ON "locations" USING gist (ll_to_earth("lat", "lng"));
--> statement-breakpoint
-- The words of names, cities and counties, for typo correction: a search word that no place uses is
-- replaced by the closest words here (pg_trgm similarity). Words of places deleted later stay; they
-- only ever add a word that matches nothing.
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM new_rows,
    LATERAL unnest(tsvector_to_array(
      to_tsvector('public.fdp_search'::regconfig, concat_ws(' ', new_rows.name, new_rows.city, new_rows.county))
    )) AS w
  WHERE w ~ '^[a-z][a-z0-9]{2,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "locations_search_words_insert" AFTER INSERT ON "locations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
CREATE TRIGGER "locations_search_words_update" AFTER UPDATE ON "locations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM locations,
  LATERAL unnest(tsvector_to_array(
    to_tsvector('public.fdp_search'::regconfig, concat_ws(' ', locations.name, locations.city, locations.county))
  )) AS w
WHERE w ~ '^[a-z][a-z0-9]{2,}$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT track_directory_changes('search_words');
