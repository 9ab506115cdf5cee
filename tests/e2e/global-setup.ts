// Migrates one embedded database before the browser tests start. A server a test starts on a data
// folder of its own (helpers/server.ts) starts on a copy of it: its start-up finds every migration
// applied instead of creating an empty database and replaying them all. Migrating an empty folder,
// and two servers doing it at once, have tests of their own (two-instances.spec.ts and the
// integration tests of the migrations).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openMigratedPglite } from "../setup/migrated-embedded";

/** The environment variable that names the migrated data folder for the test workers. */
export const MIGRATED_DATA_DIR = "E2E_MIGRATED_DATA_DIR";

export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-e2e-migrated-"));
  const client = await openMigratedPglite(path.join(dir, "pglite"));
  await client.close();
  process.env[MIGRATED_DATA_DIR] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
