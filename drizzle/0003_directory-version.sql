-- The directory's version stamp: one row, bumped in the same transaction as every change to a table
-- that public pages show, so that each server's page cache sees the change on its next request.
-- A new table that public pages show adds one line at the end: its trigger.
CREATE TABLE IF NOT EXISTS "directory_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 1,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "directory_version" ("id") VALUES (true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_version" SET "version" = "version" + 1, "changed_at" = now();
  PERFORM pg_notify('directory_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION track_directory_changes(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS directory_version ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version()',
    target
  );
END
$$;
--> statement-breakpoint
SELECT track_directory_changes('locations');
--> statement-breakpoint
SELECT track_directory_changes('amenities');
--> statement-breakpoint
SELECT track_directory_changes('location_submissions');
