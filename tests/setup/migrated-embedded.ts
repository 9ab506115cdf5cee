// An embedded database with every migration applied, for the test runs that copy one migrated
// database instead of migrating each of their own: Vitest's template (migrated-template.ts) and
// the browser tests' own servers (tests/e2e/global-setup.ts).
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGLITE_EXTENSIONS } from "../../app/server/infra/pglite-extensions.mjs";

/** The project's migrations, as the server applies them. */
export const MIGRATIONS_FOLDER = path.resolve("drizzle");

/**
 * Opens PGlite at `location` (a data folder, or `memory://`), applies every migration and answers
 * the open client; the caller closes it.
 */
export async function openMigratedPglite(location: string): Promise<PGlite> {
  const client = await PGlite.create(location, { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return client;
  } catch (error) {
    await client.close();
    throw error;
  }
}
