// npm run open-data -- import <osm|usda|miami-dade-parks> <file.csv>: imports a newer extract of an
// open-data source as candidates, as the admin's Candidates tab does, and prints the report.
import fs from "node:fs";
import path from "node:path";
import { importOpenData, type OpenDataReport } from "../app/server/domain/open-data/import.server";
import { OpenDataFileError } from "../app/server/domain/open-data/read.server";
import { isOpenDataSource, OPEN_DATA_SOURCE_VALUES, upstreamName } from "../app/lib/open-data";
import { openScriptDatabase, PGLITE_WARNING, usesPglite } from "./database";

const USAGE = `Usage: npm run open-data -- import <${OPEN_DATA_SOURCE_VALUES.join("|")}> <file.csv>  [--server-stopped]`;
const args = process.argv.slice(2);
const serverStopped = args.includes("--server-stopped");
const [command, source, file] = args.filter((a) => a !== "--server-stopped");

if (command !== "import" || !isOpenDataSource(source) || !file) {
  console.error(USAGE);
  process.exit(2);
}
if (usesPglite() && !serverStopped) {
  console.error(
    [
      "Refusing to import into the embedded PGlite database while the server may be running.",
      PGLITE_WARNING,
      "Either set DATABASE_URL to your PostgreSQL database, or stop the server and run again with --server-stopped,",
      "or upload the file in the admin panel: Candidates, Import a newer extract.",
    ].join("\n"),
  );
  process.exit(1);
}

let bytes: Uint8Array;
try {
  bytes = new Uint8Array(fs.readFileSync(file));
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}

function print(report: OpenDataReport) {
  console.log(`${report.fileName} (${report.source}): ${report.rows} rows read.`);
  if (report.sameFile) console.log("This file is the source's last import, byte for byte: nothing was written again.");
  console.log(
    `  ${report.created} new, ${report.changed} changed, ${report.gone} gone upstream, ${report.unchanged} unchanged, ${report.refused} refused`,
  );
  for (const [id, tags] of Object.entries(report.changedTags))
    console.log(`  changed: ${upstreamName(report.source, id, null)}: ${tags.join(", ")}`);
  for (const m of report.messages) console.log(`  line ${m.line}${m.id ? ` (id ${m.id})` : ""}: ${m.message}`);
}

const database = await openScriptDatabase();
try {
  print(await importOpenData(database.db, source, { name: path.basename(file), bytes }, null));
} catch (error) {
  if (!(error instanceof OpenDataFileError)) throw error;
  console.error(`${file}: ${error.message} Nothing was written.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
