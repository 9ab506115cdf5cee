// npm run db:migrate: applies the committed migrations to the configured database.
import { openScriptDatabase, PGLITE_WARNING, usesPglite } from "./database";

if (usesPglite()) console.warn(`Stop the server first. ${PGLITE_WARNING}`);
const database = await openScriptDatabase();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
