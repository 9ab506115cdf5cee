// Health check under load (npm run bench:health): builds the app, starts the production server on a
// throwaway data folder (the demo places plus generated ones), signs in, and has 200 connections
// carrying that session load pages (with the page cache off, PAGE_CACHE_MB=0: every one is rendered)
// while one client asks for /healthz every 100 ms on a new connection, as a load balancer does.
// Prints, per run, the pages' req/s, p99, 503s and time-outs, and /healthz p50/p99/max; then the
// median of the runs. It runs on the embedded database and, when BENCH_DATABASE_URL is set, on a
// throwaway PostgreSQL database.
//
// BENCH_LOAD_SECONDS (20) per run, BENCH_RUNS (3), BENCH_PLACES (10000), BENCH_PORT, BENCH_SKIP_BUILD=1.
import autocannon from "autocannon";
import { benchServer, onEachDatabase, probeWhile, seedRun, startServer, stopServer, signIn } from "./bench-server";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PLACES = Number(process.env.BENCH_PLACES ?? 10_000);
const CONNECTIONS = 200;
const PROBE_EVERY_MS = 100;
const ADMIN = { BENCH_ADMIN_EMAIL: "bench-health@example.com", BENCH_ADMIN_PASSWORD: "bench-health-password-42" };

function log(line = "") {
  process.stdout.write(`${line}\n`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const PROBE_PATH = "/healthz";

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, buildDir: string) {
  const { port, origin, serverEnv } = await benchServer({ ...env, ...ADMIN, PAGE_CACHE_MB: "0" }, buildDir);
  const placePath = seedRun(label, serverEnv, PLACES, log);
  const server = await startServer(port, serverEnv);
  try {
    const cookie = await signIn(origin, ADMIN);
    const pages = ["/", "/explore", "/explore?region=south&leash=off-leash", "/beaches", placePath, "/my-submissions"];
    for (const page of pages) {
      const res = await fetch(origin + page, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
      if (!/private, no-store/.test(res.headers.get("cache-control") ?? ""))
        throw new Error(`${page} was not answered as a signed-in page`);
      await res.arrayBuffer();
    }
    const idleProbes = probeWhile(origin, [PROBE_PATH], PROBE_EVERY_MS);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await idleProbes.stop();
    log(
      `\nIdle: /healthz p50 ${percentile(idle.times, 50).toFixed(1)} ms, p99 ${percentile(idle.times, 99).toFixed(1)} ms`,
    );
    log(`\n${CONNECTIONS} signed-in connections on ${pages.length} pages, ${LOAD_SECONDS} s per run, 10 s time-out;`);
    log(`/healthz every ${PROBE_EVERY_MS} ms on a new connection`);
    log("");
    log("| run | pages req/s | pages p99 ms | 503 | time-outs | errors | /healthz p50 ms | p99 ms | max ms | failed |");
    log("|----:|------------:|-------------:|----:|----------:|-------:|----------------:|-------:|-------:|-------:|");
    const rows: { p50: number; p99: number }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      let next = 0;
      const load = autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration: LOAD_SECONDS,
        timeout: 10,
        headers: { cookie },
        requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: pages[next++ % pages.length]! }) }],
      });
      // The load is under way before the first probe.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const probes = probeWhile(origin, [PROBE_PATH], PROBE_EVERY_MS);
      const result = await load;
      const health = await probes.stop();
      const p50 = percentile(health.times, 50);
      const p99 = percentile(health.times, 99);
      rows.push({ p50, p99 });
      const unavailable = result.statusCodeStats?.["503"]?.count ?? 0;
      log(
        `| ${run} | ${Math.round(result.requests.average)} | ${Math.round(result.latency.p99)} | ${unavailable} | ${result.timeouts} | ${result.errors - result.timeouts} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${health.times.at(-1)!.toFixed(1)} | ${health.failed} |`,
      );
      // Let the server answer what the run left in flight.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    log(
      `\nMedian of ${RUNS} runs under load: /healthz p50 ${median(rows.map((r) => r.p50)).toFixed(1)} ms, p99 ${median(rows.map((r) => r.p99)).toFixed(1)} ms`,
    );
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase("fdp-bench-health-", "bench:health", benchDatabase);
