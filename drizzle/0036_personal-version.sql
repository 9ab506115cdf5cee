-- The stamp of what signed-in pages show of their reader (decision 0057): one row, bumped in the
-- same transaction as every change to accounts, sessions, roles, dogs and lists, so that each
-- server's page cache drops the pages it keeps for signed-in people on its next request. A table of
-- its own, so that signing in never waits on the lock of the directory's stamp. The same
-- notification as for the directory tells other instances to read again.
CREATE TABLE IF NOT EXISTS "personal_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO "personal_version" ("id") VALUES (true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_personal_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "personal_version" SET "version" = "version" + 1;
  PERFORM pg_notify('directory_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  target regclass;
BEGIN
  FOREACH target IN ARRAY ARRAY['"user"', 'session', 'user_roles', 'user_dogs', 'place_lists', 'place_list_items']::regclass[] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS personal_version ON %s', target);
    EXECUTE format(
      'CREATE TRIGGER personal_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_personal_version()',
      target
    );
  END LOOP;
END
$$;
