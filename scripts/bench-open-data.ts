// Open-data benchmark (npm run bench:open-data): on a directory of BENCH_PLACES (100,000) generated
// places, imports the three shipped open-data files as candidates and, side by side, the same rows
// through the CSV import (preview, confirm, run: each row a new place); prints the rows per second of
// each. Then times the Candidates queue's page (a page of 50 of 1,000 pending candidates, with its
// count and filters) over BENCH_RUNS (30) runs. On the embedded database in memory, then on a
// throwaway PostgreSQL database when BENCH_DATABASE_URL is set (BENCH_SKIP_PGLITE=1 skips the first).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { MEMORY_DATABASE_URL, openDatabase, type Db } from "../app/server/infra/db.server";
import { seedAmenities } from "../app/server/domain/seed.server";
import { importLocations } from "../app/server/domain/import/csv-import.server";
import { importOpenData } from "../app/server/domain/open-data/import.server";
import { readOpenDataFile } from "../app/server/domain/open-data/read.server";
import { SHIPPED_FILES, shippedFile } from "../app/server/domain/open-data/shipped.server";
import { candidateFacets, findCandidates } from "../app/server/queries/open-data.server";
import { csvDocument } from "../app/lib/csv-export";
import { floridaCounty } from "../app/server/reference/counties.server";
import { insertGeneratedPlaces } from "./bench-data";
import { benchHeading, throwawayDatabase } from "./bench-server";

const PLACES = Number(process.env.BENCH_PLACES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const QUEUE_SIZE = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The shipped files' rows that have a name and a county, as the CSV import's template columns. */
function sameRowsAsCsv() {
  const rows: (string | number | null)[][] = [
    ["name", "category", "region", "city", "county", "lat", "lng", "website"],
  ];
  for (const { source } of SHIPPED_FILES) {
    for (const row of readOpenDataFile(source, shippedFile(source).bytes).rows) {
      const county = floridaCounty(row.county);
      if (!row.name || !county) continue;
      rows.push([
        `${row.name} (${source} ${row.upstreamId})`,
        row.category,
        county.region,
        row.city ?? county.county,
        county.county,
        row.lat,
        row.lng,
        row.website,
      ]);
    }
  }
  return { csv: csvDocument(rows), rows: rows.length - 1 };
}

async function benchmark(url: string) {
  const database = await openDatabase(url, "./data");
  await database.migrate();
  const db: Db = database.db;
  await seedAmenities(db);
  let started = performance.now();
  await insertGeneratedPlaces(db, PLACES);
  console.log(
    `\n## ${database.kind}: ${PLACES.toLocaleString("en-US")} generated places (inserted in ${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
  );

  started = performance.now();
  let imported = 0;
  for (const { source } of SHIPPED_FILES)
    imported += (await importOpenData(db, source, shippedFile(source), null)).rows;
  const openDataSeconds = (performance.now() - started) / 1000;

  const same = sameRowsAsCsv();
  started = performance.now();
  const result = await importLocations(db, same.csv);
  const csvSeconds = (performance.now() - started) / 1000;

  console.log("| import                                   |  rows | seconds | rows/s |");
  console.log("| ---------------------------------------- | ----: | ------: | -----: |");
  console.log(
    `| three open-data files, as candidates     | ${String(imported).padStart(5)} | ${openDataSeconds.toFixed(1).padStart(7)} | ${String(Math.round(imported / openDataSeconds)).padStart(6)} |`,
  );
  console.log(
    `| the same named rows through CSV import   | ${String(same.rows).padStart(5)} | ${csvSeconds.toFixed(1).padStart(7)} | ${String(Math.round(same.rows / csvSeconds)).padStart(6)} |`,
  );
  console.log(`(CSV import: ${result.imported} imported, ${result.unchanged} unchanged, ${result.refused} refused)\n`);

  // The queue at 1,000 pending candidates: the shipped files hold 803 rows, of which the demo places
  // link none here (the generated directory has no demo place); more rows come from a copy of the
  // OpenStreetMap file under other ids.
  const [{ n }] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from open_data_candidates where status = 'pending'`)
  ).rows as [{ n: number }];
  if (n < QUEUE_SIZE) {
    const text = new TextDecoder().decode(shippedFile("osm").bytes);
    const lines = text.trimEnd().split("\n");
    const extra = lines
      .slice(1, 1 + QUEUE_SIZE - n)
      .map((line) => line.replace(/^(\w*),(\d+),/, (_m, type: string, id: string) => `${type},9${id},`));
    await importOpenData(
      db,
      "osm",
      { name: "more.csv", bytes: new TextEncoder().encode([lines[0], ...lines.slice(1), ...extra].join("\n")) },
      null,
    );
  }
  const pages: [string, Parameters<typeof findCandidates>[1]][] = [
    ["queue, first page", {}],
    ["queue, county filter (Orange)", { county: "Orange" }],
    ["queue, no flag, near a place", { flag: "none", near: "yes" }],
    ["queue, page 10", { page: 10 }],
  ];
  console.log(
    `Candidates queue with ${QUEUE_SIZE} pending candidates, ${RUNS} runs, median ms (page, its count, the filters' counts)\n`,
  );
  console.log("| page                              | median ms |");
  console.log("| --------------------------------- | --------: |");
  for (const [label, filters] of pages) {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await Promise.all([findCandidates(db, filters), candidateFacets(db)]);
      samples.push(performance.now() - t0);
    }
    console.log(`| ${label.padEnd(33)} | ${median(samples.slice(3)).toFixed(1).padStart(9)} |`);
  }
  await database.close();
}

console.log(benchHeading("bench:open-data"));

if (!process.env.BENCH_SKIP_PGLITE) await benchmark(MEMORY_DATABASE_URL);
if (process.env.BENCH_DATABASE_URL) {
  const database = await throwawayDatabase(process.env.BENCH_DATABASE_URL, `fdp_bench_open_data_${process.pid}`);
  try {
    await benchmark(database.url);
  } finally {
    await database.drop();
  }
}
process.exit(0);
