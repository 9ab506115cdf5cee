// One instance beside two (npm run bench:cluster, or at the end of bench:http with BENCH_CLUSTER=1):
// the production server on a throwaway PostgreSQL database filled with the demo places and
// generated ones, measured three ways side by side in one run: one instance on its own port, one
// instance behind the cluster's proxy, and two instances behind it (scripts/cluster.ts). The
// configurations take turns in each round, so that the machine's other work weighs on all alike;
// the table gives the median of the rounds and the ratio of two instances to one behind the proxy.
//
// BENCH_DATABASE_URL (the local PostgreSQL server), BENCH_PLACES (10000), BENCH_SECONDS (5) per run,
// BENCH_ROUNDS (3), BENCH_PORT (3300: ports BENCH_PORT … +4), BENCH_SKIP_BUILD=1 to reuse BUILD_DIR.
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { filteredExploreAddresses } from "./bench-data";
import { benchHeading, buildApp, loadAverage, seed, startServer, stopServer, throwawayDatabase } from "./bench-server";
import { startCluster } from "./cluster";

const root = path.resolve(import.meta.dirname, "..");
const PLACES = Number(process.env.BENCH_PLACES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3300);
const CONNECTIONS = 50;

const log = (line = "") => process.stdout.write(`${line}\n`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const n0 = (v: number) => Math.round(v).toLocaleString("en-US");

const uncached = filteredExploreAddresses(5, Infinity, 7);
let uncachedNext = 0;

function load(origin: string, address: string | null) {
  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      address
        ? { method: "GET", path: address }
        : { method: "GET", setupRequest: (req) => ({ ...req, path: uncached[uncachedNext++ % uncached.length]! }) },
    ],
  });
}

/**
 * Measures the three configurations on a throwaway database of `serverUrl`. `buildDir`: the
 * production build to run (built beforehand).
 */
export async function benchCluster(
  serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build"),
) {
  const database = await throwawayDatabase(serverUrl, `fdp_bench_cluster_${process.pid}`);
  const dataDir = path.join(os.tmpdir(), `fdp-bench-cluster-${process.pid}`);
  const common: NodeJS.ProcessEnv = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    RATE_LIMIT: "off",
    DEMO_DATA: "true",
  };
  const direct = { port: BASE_PORT, origin: `http://127.0.0.1:${BASE_PORT}` };
  const oneOrigin = `http://127.0.0.1:${BASE_PORT + 1}`;
  const twoOrigin = `http://127.0.0.1:${BASE_PORT + 3}`;
  const stops: (() => Promise<void>)[] = [];
  try {
    const started = Date.now();
    const placePath = seed({ ...common, SITE_URL: direct.origin }, PLACES);
    log(
      `\n## One instance beside two, PostgreSQL: ${PLACES.toLocaleString("en-US")} generated places + the demo places (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    const single = await startServer(direct.port, { ...common, SITE_URL: direct.origin });
    stops.push(() => stopServer(single));
    // The proxy's ports: the one-instance cluster on BASE_PORT+1 (instance +2), the two-instance one on +3 (+4, +5).
    for (const [instances, port, origin] of [
      [1, BASE_PORT + 1, oneOrigin],
      [2, BASE_PORT + 3, twoOrigin],
    ] as const) {
      const cluster = await startCluster({
        instances,
        port,
        host: "127.0.0.1",
        env: { ...common, SITE_URL: origin },
        output: "ignore",
      });
      stops.push(() => cluster.stop());
    }

    const configurations = [
      { label: "1 instance", origin: direct.origin },
      { label: "1 behind proxy", origin: oneOrigin },
      { label: "2 behind proxy", origin: twoOrigin },
    ];
    const pages = [
      { label: "home", address: "/" },
      { label: "place", address: placePath },
      { label: "explore, filtered", address: "/explore?region=south&leash=off-leash" },
      { label: "uncached filters", address: null },
    ];
    log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, the configurations in turn within each round; median req/s (median p99 ms)\n`,
    );
    log(`| page              | ${configurations.map((c) => c.label.padStart(20)).join(" | ")} | 2 ÷ 1 behind proxy |`);
    log(`|-------------------|${configurations.map(() => "---------------------:|").join("")}-------------------:|`);
    for (const page of pages) {
      // Each instance renders the page once before it is measured (its own page cache).
      for (const c of configurations)
        for (let i = 0; i < 4; i++) await fetch(c.origin + (page.address ?? "/explore")).then((r) => r.arrayBuffer());
      const results = configurations.map(() => [] as autocannon.Result[]);
      for (let round = 0; round < ROUNDS; round++)
        for (const [i, c] of configurations.entries()) results[i]!.push(await load(c.origin, page.address));
      const cells = results.map((runs) => {
        const failed = runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
        return {
          rps: median(runs.map((r) => r.requests.average)),
          p99: median(runs.map((r) => r.latency.p99)),
          failed,
        };
      });
      const ratio = cells[2]!.rps / cells[1]!.rps;
      log(
        `| ${page.label.padEnd(17)} | ${cells.map((c) => `${n0(c.rps)} (${n0(c.p99)})${c.failed ? ` ${c.failed} failed` : ""}`.padStart(20)).join(" | ")} | ${ratio.toFixed(2).padStart(18)} |`,
      );
    }
    log(`(load average after the runs: ${loadAverage()})`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await database.drop();
  }
}

async function main() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  buildApp("ignore");
  log(benchHeading("bench:cluster"));
  await benchCluster(undefined, buildDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
