// The app's start and stop below the HTTP edge: the database (opened, migrated, seeded on first
// start), the demo administrator, the background work, and their orderly end. The production
// server (main.server.ts) calls them around listening; under `npm run dev` the first page render
// starts them (entry.server.tsx).
import { ensureDemoAdmin } from "./domain/demo-admin.server";
import { settleDeliveries } from "./domain/outbox.server";
import { seedOnFirstStart } from "./domain/seed.server";
import { closeDatabase, getDatabase, seedFirstStartWith } from "./infra/db.server";
import { startBackgroundWork, stopBackgroundWork } from "./jobs/index.server";

// Registered when the app is loaded, before any request: the first use of the database (here or in
// a loader) seeds an empty directory when DEMO_DATA is on.
seedFirstStartWith(seedOnFirstStart);

let ready: Promise<void> | undefined;

/** Opens, migrates and (on an empty database) seeds the database, then starts the background work. Once. */
export function initialize() {
  ready ??= (async () => {
    const database = await getDatabase();
    await database.withStartupLock(ensureDemoAdmin);
    startBackgroundWork(database.db);
  })();
  return ready;
}

/** Stops the background work, lets the mail being sent finish, and closes the database. */
export async function shutdown() {
  await stopBackgroundWork();
  await settleDeliveries();
  await closeDatabase();
}
