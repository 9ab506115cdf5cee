// Query benchmark: times the list queries, distance and search on a directory of generated places
// (BENCH_ROWS, 10,000 by default) on in-memory PGlite, then on PostgreSQL when BENCH_DATABASE_URL is
// set, and prints the median and 95th percentile of each. BENCH_SKIP_PGLITE=1 times PostgreSQL only.
import { performance } from "node:perf_hooks";
import { openDatabase, MEMORY_DATABASE_URL } from "../app/server/db.server";
import { locations } from "../app/server/schema.server";
import { findLocations } from "../app/server/queries/locations.server";
import { findSuggestions } from "../app/server/queries/search.server";
import type { Db } from "../app/server/db.server";
import type { LocationFilters } from "../app/lib/filters";
import { insertGeneratedPlaces } from "./bench-data";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const ORLANDO = { lat: 28.53834, lng: -81.37924 };

const cases: [string, LocationFilters][] = [
  ["all, newest first, page 1", {}],
  ["search 'park' (name or city)", { search: "park" }],
  ["search 'orl' (city)", { search: "orl" }],
  ["region + category", { regions: ["central"], categories: ["dog-park", "park"] }],
  ["leash + fees + crowd", { leashPolicies: ["off-leash"], fees: ["free"], crowdLevels: ["quiet"] }],
  ["amenities restrooms AND parking", { amenities: ["restrooms", "parking"] }],
  ["top rated (rating >= 4.5)", { minRating: 4.5, sort: "rating" }],
  ["page 20", { page: 20 }],
  ["near Orlando, radius 10 mi", { near: ORLANDO, radius: 10 }],
  ["near Orlando, by distance", { near: ORLANDO }],
  ["near Orlando, radius 50 mi, by distance", { near: ORLANDO, radius: 50, sort: "distance" }],
  ["ranked search 'bark park orlando'", { search: "bark park orlando" }],
  ["typo search 'jacksonvile'", { search: "jacksonvile" }],
  ["words + filters 'off leash beach miami'", { search: "off leash beach miami" }],
  ["town + category 'key west beaches'", { search: "key west beaches" }],
  ["county 'miami-dade county'", { search: "miami-dade county" }],
];

/** Times `run` RUNS times (the first three warm up) and prints a line. */
async function time(label: string, run: () => Promise<number>) {
  const samples: number[] = [];
  let matches = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    matches = await run();
    samples.push(performance.now() - t0);
  }
  const { median, p95 } = stats(samples.slice(3));
  console.log(
    `${label.padEnd(40)} ${String(matches).padStart(8)} ${median.toFixed(2).padStart(10)} ${p95.toFixed(2).padStart(8)}`,
  );
}

async function benchmark(url: string) {
  const database = await openDatabase(url, "./data");
  await database.migrate();
  const db: Db = database.db;
  await db.delete(locations);
  const started = performance.now();
  await insertGeneratedPlaces(db, ROWS);
  console.log(`\n${database.kind}: inserted ${ROWS} places in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${"query".padEnd(40)} ${"matches".padStart(8)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)}`);
  for (const [label, filters] of cases) await time(label, async () => (await findLocations(db, filters)).total);
  await time("suggestions 'jacksonv'", async () => (await findSuggestions(db, "jacksonv")).length);
  await time("suggestions (typo) 'orlnado bark'", async () => (await findSuggestions(db, "orlnado bark")).length);
  if (url !== MEMORY_DATABASE_URL) await db.delete(locations);
  await database.close();
}

if (!process.env.BENCH_SKIP_PGLITE) await benchmark(MEMORY_DATABASE_URL);
if (process.env.BENCH_DATABASE_URL) await benchmark(process.env.BENCH_DATABASE_URL);
