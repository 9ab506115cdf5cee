// Query benchmark: times the list queries on a directory of 10,000 generated places
// (in-memory PGlite, or PostgreSQL at BENCH_DATABASE_URL) and prints the figures.
import { performance } from "node:perf_hooks";
import { openDatabase, MEMORY_DATABASE_URL } from "../app/server/db.server";
import { locations } from "../app/server/schema.server";
import { findLocations } from "../app/server/queries/locations.server";
import type { LocationFilters } from "../app/lib/filters";
import { insertGeneratedPlaces } from "./bench-data";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const cases: [string, LocationFilters][] = [
  ["all, newest first, page 1", {}],
  ["search 'park' (name or city)", { search: "park" }],
  ["search 'orl' (city)", { search: "orl" }],
  ["region + category", { regions: ["central"], categories: ["dog-park", "park"] }],
  ["leash + fees + crowd", { leashPolicies: ["off-leash"], fees: ["free"], crowdLevels: ["quiet"] }],
  ["amenities restrooms AND parking", { amenities: ["restrooms", "parking"] }],
  ["top rated (rating >= 4.5)", { minRating: 4.5, sort: "rating" }],
  ["page 20", { page: 20 }],
];

const database = await openDatabase(process.env.BENCH_DATABASE_URL ?? MEMORY_DATABASE_URL, "./data");
await database.migrate();
const { db } = database;
await db.delete(locations);
const started = performance.now();
await insertGeneratedPlaces(db, ROWS);
console.log(`${database.kind}: inserted ${ROWS} places in ${((performance.now() - started) / 1000).toFixed(1)} s`);

console.log(`\n${"query".padEnd(36)} ${"matches".padStart(8)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)}`);
for (const [label, filters] of cases) {
  const samples: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    total = (await findLocations(db, filters)).total;
    samples.push(performance.now() - t0);
  }
  const { median, p95 } = stats(samples.slice(3));
  console.log(
    `${label.padEnd(36)} ${String(total).padStart(8)} ${median.toFixed(2).padStart(10)} ${p95.toFixed(2).padStart(8)}`,
  );
}
if (process.env.BENCH_DATABASE_URL) await db.delete(locations);
await database.close();
