// Opens the configured database for a command-line script, warning about the embedded one.
import { openDatabase, type Database } from "../app/server/infra/db.server";
import { env } from "../app/server/infra/env.server";

export const PGLITE_WARNING =
  "The embedded PGlite database has no folder lock: if the server is running on the same DATA_DIR, " +
  "two processes would write to one folder and corrupt it.";

/** The database of DATABASE_URL (PostgreSQL), or the embedded PGlite folder under DATA_DIR. */
export async function openScriptDatabase(): Promise<Database> {
  const database = await openDatabase(env().DATABASE_URL, env().DATA_DIR);
  await database.migrate();
  return database;
}

export function usesPglite() {
  return !env().DATABASE_URL;
}
