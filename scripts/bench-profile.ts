// Where an uncached filtered Explore page spends its server time (npm run bench:profile): loads the
// production build in this process on an already filled database (DATA_DIR, or DATABASE_URL), then
// for distinct filter addresses, one at a time, prints the medians of the route's loader, of the
// whole document (loaders + rendering) and of the loader data alone (`.data`, serialised), the
// queries each page sends (how many, the time of each kind, whether they overlap), and the size of
// the loader data and of the page.
//
// Fill a folder first, e.g. with the benchmark's seeding:
//   DATA_DIR=/tmp/fdp-profile DATABASE_URL= npx tsx scripts/bench-http-seed.ts 10000
// then: DATA_DIR=/tmp/fdp-profile npm run bench:profile   (PROFILE_PAGES, 60 addresses by default;
// PROFILE_LANGUAGE=es for the Spanish pages, /es/explore).
// Build first (npx react-router build).
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { filteredExploreAddresses } from "./bench-data";

process.env.NODE_ENV = "production";
process.env.SITE_URL ??= "http://127.0.0.1:3000";
process.env.BETTER_AUTH_SECRET ??= "profile-secret-profile-secret-profile";
process.env.DATABASE_URL ??= "";
process.env.DEMO_DATA ??= "false";
const PAGES = Number(process.env.PROFILE_PAGES ?? 60);
const PREFIX = process.env.PROFILE_LANGUAGE === "es" ? "/es" : "";

type Query = { sql: string; start: number; end: number };
let queries: Query[] = [];
// Every query of the app goes through a pool (node-postgres on both databases).
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const text = typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text;
  const record: Query = { sql: text, start: performance.now(), end: 0 };
  queries.push(record);
  const result = (poolQuery as (...a: unknown[]) => Promise<unknown>).apply(this, args);
  return result.finally(() => (record.end = performance.now()));
} as typeof pg.Pool.prototype.query;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** The most queries of one request that ran at the same moment. */
function overlap(list: Query[]) {
  let most = 0;
  for (const q of list) most = Math.max(most, list.filter((o) => o.start < q.end && o.end > q.start).length);
  return most;
}

// React and React Router choose their production builds from NODE_ENV when first imported.
const { createRequestHandler } = await import("react-router");
// The server build's entry is the production server (app/server/main.server.ts): the app's build and its start and stop.
const entry = (await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href)) as {
  serverBuild: ServerBuild;
  initialize(): Promise<void>;
  shutdown(): Promise<void>;
};
const build = entry.serverBuild;
await entry.initialize();
const handle = createRequestHandler(build, "production");
// The Explore route of the chosen language ("explore", "explore-es"), run alone through `.data?_routes=`.
const exploreId = PREFIX ? "explore-es" : "explore";
const origin = process.env.SITE_URL!;

// One or two filters, as people choose them: most such lists have several pages.
const all = filteredExploreAddresses(3, 2, 7).map((address) => PREFIX + address);
const runs = { loader: [] as number[], data: [] as number[], document: [] as number[] };
const sizes = { data: [] as number[], document: [] as number[] };
const perQuery = new Map<string, number[]>();
const counts: number[] = [];
const overlaps: number[] = [];
const queryTotals: number[] = [];

// Warm up: the first requests compile and load modules.
for (const address of all.slice(-5)) await (await handle(new Request(origin + address))).text();

for (const [i, address] of all.slice(0, PAGES).entries()) {
  // Each address is measured three ways on different pages of it, so no database cache is shared.
  const url = new URL(origin + address);
  url.searchParams.set("page", String(2 + (i % 3)));
  const loaderUrl = new URL(url);
  loaderUrl.pathname = `${PREFIX}/explore.data`;
  loaderUrl.searchParams.set("_routes", exploreId);
  let t0 = performance.now();
  await (await handle(new Request(loaderUrl))).arrayBuffer();
  runs.loader.push(performance.now() - t0);

  url.searchParams.set("page", String(5 + (i % 3)));
  const dataUrl = new URL(url);
  dataUrl.pathname = `${PREFIX}/explore.data`;
  t0 = performance.now();
  const data = await (await handle(new Request(dataUrl))).arrayBuffer();
  runs.data.push(performance.now() - t0);
  sizes.data.push(data.byteLength);

  url.searchParams.set("page", String(8 + (i % 3)));
  queries = [];
  t0 = performance.now();
  const page = await (await handle(new Request(url))).arrayBuffer();
  runs.document.push(performance.now() - t0);
  sizes.document.push(page.byteLength);
  counts.push(queries.length);
  overlaps.push(overlap(queries));
  queryTotals.push(queries.reduce((sum, q) => sum + (q.end - q.start), 0));
  for (const q of queries) {
    const kind = q.sql.replace(/\s+/g, " ").slice(0, 70);
    perQuery.set(kind, [...(perQuery.get(kind) ?? []), q.end - q.start]);
  }
}

console.log(`# Uncached filtered ${PREFIX}/explore, ${PAGES} distinct addresses, one at a time (medians)`);
console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded (PGlite)"}`);
console.log("");
console.log(`whole document (all loaders, rendering):      ${ms(median(runs.document))}`);
console.log(`loader data only (.data: loaders, serialised): ${ms(median(runs.data))}`);
console.log(`the Explore loader alone (.data?_routes=):   ${ms(median(runs.loader))}`);
console.log(`rendering (document - .data):                 ${ms(median(runs.document) - median(runs.data))}`);
console.log(
  `queries per document: ${median(counts)}, at most ${median(overlaps)} at once; their summed time ${ms(median(queryTotals))}`,
);
console.log(
  `loader data ${(median(sizes.data) / 1024).toFixed(1)} KB, page ${(median(sizes.document) / 1024).toFixed(1)} KB`,
);
console.log("");
console.log("| query (start of its text)                                               | count | median ms |");
console.log("|-------------------------------------------------------------------------|------:|----------:|");
for (const [kind, times] of [...perQuery].sort((a, b) => median(b[1]) - median(a[1])))
  console.log(`| ${kind.padEnd(71)} | ${String(times.length).padStart(5)} | ${median(times).toFixed(1).padStart(9)} |`);

await entry.shutdown();
