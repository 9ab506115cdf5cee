// Database helpers for integration tests.
import { sql } from "drizzle-orm";
import { getDb } from "~/server/infra/db.server";
import { locations, type NewLocation } from "~/server/infra/schema.server";

export { getDb };

/** Empties every table of the product, keeping the schema. */
export async function resetDatabase() {
  const db = await getDb();
  await db.execute(
    sql.raw(
      `truncate table place_reports, slug_history, location_submissions, contact_messages, mail_outbox, locations, search_words, amenities, user_roles, session, account, verification, "user", request_limits, job_runs restart identity cascade`,
    ),
  );
  return db;
}

/** Empties every table of the product and lists `places`, and only them. */
export async function resetDatabaseTo(places: NewLocation[]) {
  const db = await resetDatabase();
  await db.insert(locations).values(places);
  return db;
}

/** Opens the test file's database (migrations included), so that its first test is timed on its own work. */
export async function readyDatabase() {
  await getDb();
}
