// Load on one instance (npm run bench:load): builds the app, starts the production server on a
// throwaway data folder (the demo places plus generated ones) and, side by side in one run, prints
//   - a place page at 200 connections, anonymous and signed in (both from the page cache, the
//     signed-in visitor's own copy: decision 0057):
//     requests/s, p99, 503s, and /healthz p99 meanwhile (asked every 100 ms on a new connection
//     from another address, 127.0.0.2, as a load balancer does), on the server's port (answered by
//     the server thread) and on HEALTH_PORT (answered by a thread of its own);
//   - 1,100 idle connections from one address (127.0.0.1; every one the server closes is opened
//     again at once) while another address (127.0.0.2) asks for the place page and /healthz one
//     request after another: how many of its requests were answered.
// The 200 connections come from one address and stand for 200 visitors, so the server runs with
// RENDER_QUEUE_PER_ADDRESS=0 (no per-address line); every other setting is the default.
// It runs on the embedded database and, when BENCH_DATABASE_URL is set, on a throwaway PostgreSQL
// database. BENCH_LOAD_SECONDS (10) per run, BENCH_RUNS (3), BENCH_PLACES (10000), BENCH_PORT,
// BENCH_SKIP_BUILD=1, BENCH_SKIP_EMBEDDED=1.
import net from "node:net";
import autocannon from "autocannon";
import {
  benchServer,
  freePort,
  onEachDatabase,
  seed,
  startServer,
  stopServer,
  signIn,
  probeWhile,
} from "./bench-server";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PLACES = Number(process.env.BENCH_PLACES ?? 10_000);
const CONNECTIONS = 200;
const IDLE_CONNECTIONS = 1100;
const CROWD = "127.0.0.1";
const OTHER = "127.0.0.2";
const ADMIN = { BENCH_ADMIN_EMAIL: "bench-load@example.com", BENCH_ADMIN_PASSWORD: "bench-load-password-42" };

const log = (line = "") => process.stdout.write(`${line}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

type LoadRow = {
  rate: number;
  p99: number;
  unavailable: number;
  errors: number;
  healthP99: number;
  healthFailed: number;
  /** /healthz on HEALTH_PORT. */
  portP99: number;
  portFailed: number;
};

/** 200 connections on `path` for LOAD_SECONDS, /healthz probed from another address meanwhile. */
async function loadRun(
  origin: string,
  healthOrigin: string,
  path: string,
  headers: Record<string, string>,
): Promise<LoadRow> {
  const load = autocannon({
    url: `${origin}${path}`,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 10,
    headers,
  });
  // The load is under way before the first probe.
  await pause(1000);
  const probes = probeWhile(origin, ["/healthz"], 100, OTHER);
  const portProbes = probeWhile(healthOrigin, ["/healthz"], 100, OTHER);
  const result = await load;
  const health = await probes.stop();
  const port = await portProbes.stop();
  // Let the server answer what the run left in flight.
  await pause(2000);
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    unavailable: result.statusCodeStats?.["503"]?.count ?? 0,
    errors: result.errors + result.timeouts,
    healthP99: percentile(health.times, 99),
    healthFailed: health.failed,
    portP99: percentile(port.times, 99),
    portFailed: port.failed,
  };
}

type IdleRow = { held: number; opened: number; answered: number; failed: number; p99: number };

/**
 * IDLE_CONNECTIONS connections from CROWD that never send a byte, each opened again at once when
 * the server closes it, for LOAD_SECONDS; meanwhile OTHER asks for `path` and /healthz in turn.
 */
async function idleRun(port: number, origin: string, path: string): Promise<IdleRow> {
  const open = new Set<net.Socket>();
  let opened = 0;
  let running = true;
  const openOne = () => {
    if (!running) return;
    opened++;
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: CROWD });
    socket.on("error", () => undefined);
    socket.on("connect", () => open.add(socket));
    socket.on("close", () => {
      open.delete(socket);
      setImmediate(openOne);
    });
  };
  for (let i = 0; i < IDLE_CONNECTIONS; i++) openOne();
  await pause(1000);
  const other = probeWhile(origin, [path, "/healthz"], 50, OTHER);
  await pause(LOAD_SECONDS * 1000);
  const served = await other.stop();
  // Connections the server still holds open for the crowd (a closed one is opened again at once).
  const held = open.size;
  running = false;
  for (const socket of open) socket.destroy();
  await pause(2000);
  return { held, opened, answered: served.answered, failed: served.failed, p99: percentile(served.times, 99) };
}

/** Checks that `path` answers 200 and, with `cookie`, is the signed-in visitor's page (twice: rendered, then kept). */
async function checkPage(origin: string, path: string, cookie?: string) {
  for (let i = 0; i < (cookie ? 2 : 1); i++) {
    const response = await fetch(origin + path, { headers: cookie ? { cookie } : {} });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (
      cookie &&
      (!/private, no-store/.test(response.headers.get("cache-control") ?? "") ||
        !body.includes(ADMIN.BENCH_ADMIN_EMAIL))
    )
      throw new Error(`${path} was not answered as the signed-in visitor's page`);
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, buildDir: string) {
  const healthPort = await freePort();
  const { port, origin, serverEnv } = await benchServer(
    { ...env, ...ADMIN, RENDER_QUEUE_PER_ADDRESS: "0", HEALTH_PORT: String(healthPort) },
    buildDir,
  );
  const healthOrigin = `http://127.0.0.1:${healthPort}`;
  const seeded = Date.now();
  const place = seed(serverEnv, PLACES);
  log(`\n## ${label}: ${PLACES.toLocaleString("en-US")} generated places + the demo places, place page ${place}`);
  log(`(seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s)`);
  const server = await startServer(port, serverEnv);
  try {
    const cookie = await signIn(origin, ADMIN);
    await checkPage(origin, place);
    await checkPage(origin, place, cookie);
    const anonymous: LoadRow[] = [];
    const signedIn: LoadRow[] = [];
    const idle: IdleRow[] = [];
    log(`\n${LOAD_SECONDS} s per run, ${CONNECTIONS} connections from ${CROWD}, probes from ${OTHER}`);
    log("");
    log(
      "| run | load | req/s | p99 ms | 503 | errors | /healthz p99 ms | /healthz failed | HEALTH_PORT p99 ms | HEALTH_PORT failed |",
    );
    log(
      "|----:|------|------:|-------:|----:|-------:|----------------:|----------------:|----------------:|----------------:|",
    );
    const row = (run: number, what: string, r: LoadRow) =>
      log(
        `| ${run} | ${what} | ${fmt(r.rate)} | ${fmt(r.p99)} | ${fmt(r.unavailable)} | ${fmt(r.errors)} | ${r.healthP99.toFixed(1)} | ${r.healthFailed} | ${r.portP99.toFixed(1)} | ${r.portFailed} |`,
      );
    for (let run = 1; run <= RUNS; run++) {
      anonymous.push(await loadRun(origin, healthOrigin, place, {}));
      row(run, "anonymous place page (cached)", anonymous.at(-1)!);
      signedIn.push(await loadRun(origin, healthOrigin, place, { cookie }));
      row(run, "signed-in place page", signedIn.at(-1)!);
    }
    log(`\n${IDLE_CONNECTIONS} idle connections from ${CROWD} (reopened when closed), ${OTHER} served meanwhile`);
    log("");
    log(
      "| run | crowd's connections open at the end (held by the server or in its listen backlog) | crowd's connections opened | other's requests answered | failed | p99 ms |",
    );
    log("|----:|-----:|-----:|-----:|-----:|-----:|");
    for (let run = 1; run <= RUNS; run++) {
      const r = await idleRun(port, origin, place);
      idle.push(r);
      log(`| ${run} | ${fmt(r.held)} | ${fmt(r.opened)} | ${fmt(r.answered)} | ${r.failed} | ${r.p99.toFixed(1)} |`);
    }
    const med = (rows: LoadRow[], key: keyof LoadRow) => median(rows.map((r) => r[key]));
    log(`\nMedians of ${RUNS} runs (${label}):`);
    log(
      "| anonymous req/s | p99 ms | 503 | /healthz p99 ms (PORT / HEALTH_PORT) | signed-in req/s | p99 ms | 503 | /healthz p99 ms (PORT / HEALTH_PORT) | idle: other's answered / failed |",
    );
    log(
      `| ${fmt(med(anonymous, "rate"))} | ${fmt(med(anonymous, "p99"))} | ${fmt(med(anonymous, "unavailable"))} | ${med(anonymous, "healthP99").toFixed(1)} / ${med(anonymous, "portP99").toFixed(1)} | ${fmt(med(signedIn, "rate"))} | ${fmt(med(signedIn, "p99"))} | ${fmt(med(signedIn, "unavailable"))} | ${med(signedIn, "healthP99").toFixed(1)} / ${med(signedIn, "portP99").toFixed(1)} | ${fmt(median(idle.map((r) => r.answered)))} / ${median(idle.map((r) => r.failed))} |`,
    );
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase("fdp-bench-load-", "bench:load", benchDatabase);
