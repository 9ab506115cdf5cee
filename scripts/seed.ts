// npm run db:seed: loads the demo places and amenities that are missing; running it again changes nothing.
import { seedDemoData } from "../app/server/domain/seed.server";
import { openScriptDatabase, PGLITE_WARNING, usesPglite } from "./database";

if (usesPglite()) console.warn(`Stop the server first. ${PGLITE_WARNING}`);
const database = await openScriptDatabase();
try {
  const result = await seedDemoData(database.db);
  console.log(`The directory holds ${result.locations} places and ${result.amenities} amenities (${database.kind}).`);
} finally {
  await database.close();
}
