-- A review changes one place's page and the lists that show ratings, not the whole directory
-- (decision 0026, "Cached pages after a review"). Reviews, owners' photos and the rating columns of
-- a place no longer move the directory's version stamp. Instead a transaction that changes what the
-- public pages show of reviews takes the next number of a second counter in the same row,
-- directory_version.review_version, once, and notes each place it touched in review_changes under
-- that number. The row stays locked until the transaction ends, as for the stamp, so the numbers are
-- taken in commit order without gaps: a page cache that read A and then B finds every change in
-- (A, B] there. The same notification as for the stamp tells other instances to read again.
ALTER TABLE "directory_version" ADD COLUMN IF NOT EXISTS "review_version" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_review_change(place uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- The number this transaction took, if it took one: kept in a setting local to the transaction
  -- (and undone, like the counter's update, when a savepoint around it is rolled back).
  taken bigint := nullif(current_setting('fdp.review_version', true), '')::bigint;
BEGIN
  IF place IS NULL THEN
    RETURN;
  END IF;
  IF taken IS NULL THEN
    UPDATE "directory_version" SET "review_version" = "review_version" + 1 RETURNING "review_version" INTO taken;
    PERFORM set_config('fdp.review_version', taken::text, true);
    PERFORM pg_notify('directory_changed', '');
  END IF;
  INSERT INTO "review_changes" ("version", "location_id") VALUES (taken, place) ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM note_review_change(OLD."location_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM note_review_change(NEW."location_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A photo deleted with its review finds no review any more; the review's own trigger noted its place.
CREATE OR REPLACE FUNCTION review_photos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM note_review_change((SELECT "location_id" FROM "place_reviews" WHERE "id" = OLD."review_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM note_review_change((SELECT "location_id" FROM "place_reviews" WHERE "id" = NEW."review_id"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_rating_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_review_change(NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only what visitors see: a published review (before or after the change) and an approved photo.
-- Emptying a table still moves the stamp: everything may have changed.
DROP TRIGGER IF EXISTS "directory_version" ON "place_reviews";
--> statement-breakpoint
CREATE TRIGGER "directory_version" AFTER TRUNCATE ON "place_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
--> statement-breakpoint
CREATE TRIGGER "review_changes_insert" AFTER INSERT ON "place_reviews"
  FOR EACH ROW WHEN (NEW."status" = 'published') EXECUTE FUNCTION place_reviews_changed();
--> statement-breakpoint
CREATE TRIGGER "review_changes_update" AFTER UPDATE ON "place_reviews"
  FOR EACH ROW WHEN (OLD."status" = 'published' OR NEW."status" = 'published') EXECUTE FUNCTION place_reviews_changed();
--> statement-breakpoint
CREATE TRIGGER "review_changes_delete" AFTER DELETE ON "place_reviews"
  FOR EACH ROW WHEN (OLD."status" = 'published') EXECUTE FUNCTION place_reviews_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "directory_version" ON "review_photos";
--> statement-breakpoint
CREATE TRIGGER "directory_version" AFTER TRUNCATE ON "review_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
--> statement-breakpoint
CREATE TRIGGER "review_changes_insert" AFTER INSERT ON "review_photos"
  FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION review_photos_changed();
--> statement-breakpoint
CREATE TRIGGER "review_changes_update" AFTER UPDATE ON "review_photos"
  FOR EACH ROW WHEN (OLD."status" = 'approved' OR NEW."status" = 'approved') EXECUTE FUNCTION review_photos_changed();
--> statement-breakpoint
CREATE TRIGGER "review_changes_delete" AFTER DELETE ON "review_photos"
  FOR EACH ROW WHEN (OLD."status" = 'approved') EXECUTE FUNCTION review_photos_changed();
--> statement-breakpoint
-- A place's stamp trigger leaves out its rating columns, written by the recount of its reviews
-- (refreshReviewStats) in a statement of their own: `UPDATE OF` fires when the statement sets any
-- other column. Generated columns cannot be set and are left out too.
-- A MIGRATION THAT ADDS A COLUMN TO locations RUNS THIS LINE AGAIN, or an update of that column alone
-- would not move the stamp (tests/integration/page-cache-reviews.test.ts checks it).
CREATE OR REPLACE FUNCTION track_directory_changes(target regclass, except_columns text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tracked text;
BEGIN
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO tracked
  FROM pg_attribute
  WHERE attrelid = target AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
    AND attname <> ALL (except_columns);
  EXECUTE format('DROP TRIGGER IF EXISTS directory_version ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER directory_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF %s ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version()',
    tracked, target
  );
END
$$;
--> statement-breakpoint
SELECT track_directory_changes('locations', ARRAY['review_count', 'review_average', 'review_score']);
--> statement-breakpoint
CREATE TRIGGER "review_changes" AFTER UPDATE OF "review_count", "review_average", "review_score" ON "locations"
  FOR EACH ROW WHEN (
    OLD."review_count" IS DISTINCT FROM NEW."review_count"
    OR OLD."review_average" IS DISTINCT FROM NEW."review_average"
    OR OLD."review_score" IS DISTINCT FROM NEW."review_score"
  ) EXECUTE FUNCTION place_rating_changed();
--> statement-breakpoint
-- search_words only ever gains the words of a place's row, from the triggers on locations, in the
-- statement that changes the place (which moves the stamp itself). Tracked on its own, it moved the
-- stamp for every update of a place, the recount of its rating too (the words trigger runs and adds
-- nothing, and a statement trigger fires for no rows).
DROP TRIGGER IF EXISTS "directory_version" ON "search_words";
