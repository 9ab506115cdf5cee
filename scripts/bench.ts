// Query benchmark: times the list queries, distance and search on a directory of generated places
// (BENCH_ROWS, 10,000 by default) on in-memory PGlite, then on PostgreSQL when BENCH_DATABASE_URL is
// set, and prints the median and 95th percentile of each. BENCH_SKIP_PGLITE=1 times PostgreSQL only.
//
// BENCH_LISTS=1 times the list pages instead (what each asks of the database, without the page cache),
// on a directory of 1,000 places and on one of 100,000 (BENCH_LIST_SIZES, "1000,100000"; on
// PostgreSQL the smaller ones in databases created beside BENCH_DATABASE_URL's and dropped after),
// and prints for each page the median of BENCH_RUNS runs at each size and their ratio.
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, MEMORY_DATABASE_URL } from "../app/server/infra/db.server";
import { findLocations } from "../app/server/queries/locations.server";
import { findSuggestions } from "../app/server/queries/search.server";
import type { Db } from "../app/server/infra/db.server";
import type { LocationFilters } from "../app/lib/filters";
import { CATEGORY_PAGES } from "../app/lib/category-pages";
import { insertGeneratedPlaces } from "./bench-data";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * Empties the places table and its file: rows deleted by an earlier run would stay as empty pages in
 * front of the new ones until a full vacuum, and a common word's search reads the table from its
 * first page (decision 0012). A directory is timed as freshly loaded.
 */
async function emptyPlaces(db: Db) {
  await db.execute(sql`truncate locations cascade`);
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
  await emptyPlaces(db);
  const started = performance.now();
  await insertGeneratedPlaces(db, ROWS);
  console.log(`\n${database.kind}: inserted ${ROWS} places in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${"query".padEnd(40)} ${"matches".padStart(8)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)}`);
  for (const [label, filters] of cases) await time(label, async () => (await findLocations(db, filters)).total);
  await time("suggestions 'jacksonv'", async () => (await findSuggestions(db, "jacksonv")).length);
  await time("suggestions (typo) 'orlnado bark'", async () => (await findSuggestions(db, "orlnado bark")).length);
  if (url !== MEMORY_DATABASE_URL) await emptyPlaces(db);
  await database.close();
}

/** The list pages as a visitor asks for them, without the page cache: the database's work for each. */
const LIST_PAGES: [string, LocationFilters][] = [
  ["Explore, first page (newest first)", {}],
  ["name search 'orl'", { search: "orl" }],
  ["text search 'park'", { search: "park" }],
  ["region page (central)", { regions: ["central"] }],
  ["region + leash (central, off-leash)", { regions: ["central"], leashPolicies: ["off-leash"] }],
  ["two amenities (restrooms, parking)", { amenities: ["restrooms", "parking"] }],
  ["sort by rating, page 3", { sort: "rating", page: 3 }],
  ["category list /beaches", { categories: CATEGORY_PAGES.beaches.categories }],
  ["Explore, fits my dogs (3 dogs)", { fits: { dogs: 3 } }],
];

const formatCount = (n: number) => n.toLocaleString("en-US");

/**
 * The databases of the list benchmark, one per size: in-memory PGlite instances, or on PostgreSQL the
 * database of `url` for the largest size and, for each other, a database beside it that the benchmark
 * creates and drops (`<name>_places_<size>`).
 */
async function listDatabases(url: string, sizes: number[]) {
  if (url === MEMORY_DATABASE_URL) {
    return { databases: await Promise.all(sizes.map(() => openDatabase(url, "./data"))), drop: async () => {} };
  }
  const admin = new pg.Client(url);
  await admin.connect();
  const urls = sizes.map((size, i) => {
    if (i === sizes.length - 1) return url;
    const other = new URL(url);
    other.pathname = `${other.pathname.slice(1)}_places_${size}`;
    return other.toString();
  });
  for (const other of urls.slice(0, -1)) {
    const name = new URL(other).pathname.slice(1);
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)}`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  }
  const databases = await Promise.all(urls.map((u) => openDatabase(u, "./data")));
  const drop = async () => {
    for (const other of urls.slice(0, -1))
      await admin.query(`drop database if exists ${pg.escapeIdentifier(new URL(other).pathname.slice(1))}`);
    await admin.end();
  };
  return { databases, drop };
}

/**
 * Times each list page on a directory of each size. The sizes take turns, run after run, so that
 * whatever else the machine does weighs on each alike; the first three runs warm up.
 */
async function listBenchmark(url: string) {
  const sizes = (process.env.BENCH_LIST_SIZES ?? "1000,100000").split(",").map(Number);
  const { databases, drop } = await listDatabases(url, sizes);
  for (const [i, database] of databases.entries()) {
    await database.migrate();
    await emptyPlaces(database.db);
    await insertGeneratedPlaces(database.db, sizes[i]!);
  }
  const samples = LIST_PAGES.map(() => sizes.map((): number[] => []));
  for (let run = 0; run < RUNS + 3; run++) {
    for (const [p, [, filters]] of LIST_PAGES.entries()) {
      for (const [i, database] of databases.entries()) {
        const t0 = performance.now();
        await findLocations(database.db, filters);
        if (run >= 3) samples[p]![i]!.push(performance.now() - t0);
      }
    }
  }
  const medians = samples.map((bySize) => bySize.map((s) => stats(s).median));
  const [load1, load5, load15] = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `\n${databases[0]!.kind}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, median of ${RUNS} runs (ms), load average ${load1} ${load5} ${load15}`,
  );
  const header = ["page", ...sizes.map((n) => `${formatCount(n)} places`), "ratio"];
  const rows = LIST_PAGES.map(([label], p) => [
    label,
    ...medians[p]!.map((m) => m.toFixed(2)),
    `${(medians[p]!.at(-1)! / medians[p]![0]!).toFixed(2)}×`,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (c ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join(" | ")} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w, c) => (c ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`);
  for (const row of rows) console.log(line(row));
  for (const database of databases) {
    if (url !== MEMORY_DATABASE_URL) await emptyPlaces(database.db);
    await database.close();
  }
  await drop();
}

const run = process.env.BENCH_LISTS ? listBenchmark : benchmark;
if (!process.env.BENCH_SKIP_PGLITE) await run(MEMORY_DATABASE_URL);
if (process.env.BENCH_DATABASE_URL) await run(process.env.BENCH_DATABASE_URL);
