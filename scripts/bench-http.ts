// HTTP benchmark (npm run bench:http): builds the app, starts the production server on a throwaway
// data folder with the demo places plus generated ones, and loads it with autocannon from this
// process over loopback. For each page it prints server-rendered req/s and p99 beside the same HTML
// served as a static file by the same server, then the 200-connection runs and a mix of uncached
// filter addresses. It runs on the embedded database and, when BENCH_DATABASE_URL is set, on a
// throwaway PostgreSQL database created (and dropped) on that server.
//
// First, cached pages beside a bare Node http server sending the same bytes (status, headers and
// body, identity, gzip and br), in alternating slices: the cost of everything the production server
// does around a page-cache hit.
//
// Last, a place with BENCH_REVIEWS (1,000) published reviews beside one with the same facts and
// none: each cached page beside the bare server sending its bytes, and uncached renders of the two
// taking turns (BENCH_RENDERS, 61 pairs, one request at a time), with the median of the pairs' ratios.
//
// BENCH_SECONDS (10) per measured run, BENCH_LOAD_SECONDS (30) per 200-connection run,
// BENCH_PLACES (10000) generated places, BENCH_PORT (a free port), BENCH_SKIP_BUILD=1 to reuse build/,
// BENCH_BARE_ONLY=1 for the comparison with the bare server alone, BENCH_REVIEWS_ONLY=1 for the
// reviews comparison alone.
// BENCH_CLUSTER=1 adds one instance beside two behind the cluster's proxy (scripts/bench-cluster.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import path from "node:path";
import autocannon from "autocannon";
import { benchServer, freePort, onEachDatabase, seedPages, startServer, stopServer } from "./bench-server";
import { benchCluster } from "./bench-cluster";
import { filteredExploreAddresses } from "./bench-data";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const PLACES = Number(process.env.BENCH_PLACES ?? 10_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 61);
const CONNECTIONS = 20;
const LOAD_CONNECTIONS = 200;
const UNCACHED_CONNECTIONS = 50;

type Page = { label: string; path: string };

function log(line = "") {
  process.stdout.write(`${line}\n`);
}

// Every address a 50-connection run can ask for once: up to four filters and five amenities.
const allUncached = filteredExploreAddresses(5, Infinity, 42);
let uncachedNext = 0;
function nextUncached() {
  return allUncached[uncachedNext++ % allUncached.length]!;
}

async function load(
  url: string,
  opts: {
    connections: number;
    duration?: number;
    amount?: number;
    paths?: () => string;
    headers?: Record<string, string>;
  },
): Promise<autocannon.Result> {
  const target = new URL(url);
  return autocannon({
    url: target.origin,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration }),
    timeout: 10,
    requests: [
      opts.paths
        ? { method: "GET", setupRequest: (req) => ({ ...req, path: opts.paths!() }) }
        : { method: "GET", path: target.pathname + target.search, headers: opts.headers },
    ],
  });
}

/** Slices per side-by-side measurement (each BENCH_SECONDS / SLICES long). */
const SLICES = 3;

/** The runs of one address as one: mean req/s, worst p99, summed failures. */
function combine(runs: autocannon.Result[]) {
  return {
    requests: { average: runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length },
    latency: { p99: Math.max(...runs.map((r) => r.latency.p99)) },
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const n0 = (v: number) => Math.round(v).toLocaleString("en-US");
const pad = (s: string, w: number) => s.padEnd(w);
const lpad = (s: string, w: number) => s.padStart(w);

/** Waits until the requests left over from the previous run are answered (health check fast twice). */
async function settle(origin: string) {
  const deadline = Date.now() + 60_000;
  let fast = 0;
  while (fast < 2 && Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${origin}/healthz`).catch(() => undefined);
    fast = performance.now() - t0 < 50 ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ENCODINGS = { identity: undefined, gzip: "gzip", br: "gzip, deflate, br" } as const;
const SKIPPED = new Set(["date", "connection", "keep-alive"]);

/** The raw answer (undecoded) to a GET of `url` with this Accept-Encoding. */
function record(url: string, acceptEncoding: string | undefined) {
  return new Promise<{ status: number; headers: [string, string][]; body: string }>((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (!SKIPPED.has(res.rawHeaders[i]!.toLowerCase()))
              headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * Cached pages beside a bare Node http server (scripts/bench-bare-server.mjs, a process of its own
 * like the production server) that sends the bytes the production server sent for them. Answers
 * each page's kept req/s as a share of the bare server's, per encoding.
 */
async function benchBare(origin: string, pages: Page[], dir: string) {
  const shares: Record<string, Partial<Record<keyof typeof ENCODINGS, number>>> = {};
  const recorded: Record<string, Awaited<ReturnType<typeof record>>> = {};
  // A server still busy with an earlier run stores a page a moment after answering it.
  await settle(origin);
  for (const page of pages)
    for (const [name, accept] of Object.entries(ENCODINGS)) {
      await record(origin + page.path, accept); // stored in the cache, compressed
      let answer = await record(origin + page.path, accept);
      const cacheOf = (a: typeof answer) => a.headers.find(([h]) => h.toLowerCase() === "x-page-cache")?.[1];
      for (let wait = 0; wait < 20 && answer.status === 200 && cacheOf(answer) !== "hit"; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await record(origin + page.path, accept);
      }
      if (answer.status !== 200 || cacheOf(answer) !== "hit")
        throw new Error(`${page.path} (${name}): ${answer.status} ${cacheOf(answer)}`);
      recorded[`${name} ${page.path}`] = answer;
    }
  const file = path.join(dir, "bare-answers.json");
  fs.writeFileSync(file, JSON.stringify(recorded));
  const port = await freePort();
  const bare = spawn(process.execPath, [path.join(import.meta.dirname, "bench-bare-server.mjs"), file, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    bare.stdout!.once("data", resolve);
    bare.once("exit", reject);
  });
  const bareOrigin = `http://127.0.0.1:${port}`;
  try {
    log(
      `\nCached pages beside a bare Node http server sending the same bytes: ${CONNECTIONS} connections, ${SECONDS} s per address and encoding, in ${SLICES} slices alternating with the bare server`,
    );
    log("");
    log(
      `| ${pad("page", 18)} | ${pad("encoding", 8)} | ${lpad("bytes", 7)} | ${lpad("server req/s", 12)} | ${lpad("p99 ms", 7)} | ${lpad("bare req/s", 10)} | ${lpad("ratio", 6)} |`,
    );
    log(
      `|${"-".repeat(20)}|${"-".repeat(10)}|${"-".repeat(8)}:|${"-".repeat(13)}:|${"-".repeat(8)}:|${"-".repeat(11)}:|${"-".repeat(7)}:|`,
    );
    for (const page of pages)
      for (const [name, accept] of Object.entries(ENCODINGS)) {
        const headers = accept ? { "accept-encoding": accept } : undefined;
        const slices: { page: autocannon.Result; bare: autocannon.Result }[] = [];
        for (let slice = 0; slice < SLICES; slice++) {
          await settle(origin);
          const pageRun = await load(origin + page.path, {
            connections: CONNECTIONS,
            duration: SECONDS / SLICES,
            headers,
          });
          const bareRun = await load(bareOrigin + page.path, {
            connections: CONNECTIONS,
            duration: SECONDS / SLICES,
            headers,
          });
          slices.push({ page: pageRun, bare: bareRun });
        }
        const served = combine(slices.map((s) => s.page));
        const baseline = combine(slices.map((s) => s.bare));
        const ratio = (served.requests.average / baseline.requests.average) * 100;
        (shares[page.path] ??= {})[name as keyof typeof ENCODINGS] = ratio;
        const failed = served.errors + served.timeouts + served.non2xx;
        const bytes = Buffer.from(recorded[`${name} ${page.path}`]!.body, "base64").length;
        log(
          `| ${pad(page.label, 18)} | ${pad(name, 8)} | ${lpad(n0(bytes), 7)} | ${lpad(n0(served.requests.average), 12)} | ${lpad(n0(served.latency.p99), 7)} | ${lpad(n0(baseline.requests.average), 10)} | ${lpad(`${n0(ratio)} %`, 6)} |${failed ? ` ${failed} failed` : ""}`,
        );
      }
  } finally {
    bare.kill("SIGTERM");
  }
  return shares;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One request at a time, without Accept-Encoding (so nothing is compressed on the way), timed to its
 * last byte, in ms; it must be rendered, not answered by the page cache.
 */
async function render(url: string) {
  const t0 = performance.now();
  const answer = await record(url, undefined);
  const ms = performance.now() - t0;
  if (answer.status !== 200 || answer.headers.some(([h]) => h.toLowerCase() === "x-page-cache"))
    throw new Error(`${url}: ${answer.status}`);
  return ms;
}

/**
 * A place with REVIEWS published reviews beside one with the same facts and none. Cached: each page
 * beside a bare server sending its bytes (benchBare), since on one machine the load generator's own
 * work grows with the bytes it reads (autocannon decodes every body into a string). Uncached: renders
 * taking turns, one request at a time, without Accept-Encoding; each pair is back to back, and the
 * median of the pairs' ratios is printed. The uncached address is the place's page with
 * `?reviewSort=newest` (its default order: the same page), which the page cache does not keep.
 */
async function benchReviews(origin: string, reviewed: string, unreviewed: string, dir: string) {
  const pages = [
    { label: "no reviews", path: unreviewed },
    { label: `${n0(REVIEWS)} reviews`, path: reviewed },
  ];
  log(`\n### A place with ${n0(REVIEWS)} published reviews beside one with the same facts and none`);
  const shares = await benchBare(origin, pages, dir);
  await settle(origin);
  const uncached = pages.map(() => [] as number[]);
  const pairs: number[] = [];
  for (let run = -3; run < RENDERS; run++) {
    const ms = [0, 0];
    for (const i of run % 2 ? [1, 0] : [0, 1]) ms[i] = await render(`${origin}${pages[i]!.path}?reviewSort=newest`);
    if (run < 0) continue;
    uncached[0]!.push(ms[0]!);
    uncached[1]!.push(ms[1]!);
    pairs.push(ms[1]! / ms[0]!);
  }
  log(
    `\nUncached, ${RENDERS} renders of each taking turns, one request at a time, without Accept-Encoding (?reviewSort=newest, not kept by the cache):`,
  );
  log("");
  log(`| ${pad("place", 13)} | ${pad("address", 30)} | ${lpad("median ms", 9)} | ${lpad("p90 ms", 7)} |`);
  log(`|${"-".repeat(15)}|${"-".repeat(32)}|${"-".repeat(10)}:|${"-".repeat(8)}:|`);
  for (const [i, page] of pages.entries()) {
    const sorted = [...uncached[i]!].sort((a, b) => a - b);
    log(
      `| ${pad(page.label, 13)} | ${pad(page.path, 30)} | ${lpad(median(sorted).toFixed(1), 9)} | ${lpad(sorted[Math.floor(sorted.length * 0.9)]!.toFixed(1), 7)} |`,
    );
  }
  const share = (path: string, encoding: keyof typeof ENCODINGS) => `${n0(shares[path]?.[encoding] ?? 0)} %`;
  log(
    `\n${n0(REVIEWS)} reviews beside none: cached, of a bare server sending the same bytes ${share(reviewed, "br")} beside ${share(unreviewed, "br")} (br), ${share(reviewed, "identity")} beside ${share(unreviewed, "identity")} (none); uncached render time ${median(pairs).toFixed(2)}× (median of the pairs; ratio of the medians ${(median(uncached[1]!) / median(uncached[0]!)).toFixed(2)}×)`,
  );
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, buildDir: string) {
  const { port, origin, serverEnv } = await benchServer(env, buildDir);
  const started = Date.now();
  const { place: placePath, reviewed, unreviewed } = seedPages(serverEnv, PLACES);
  log(
    `\n## ${label}: ${PLACES.toLocaleString("en-US")} generated places + the demo places (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const server = await startServer(port, serverEnv);
  try {
    const pages: Page[] = [
      { label: "home", path: "/" },
      { label: "explore", path: "/explore" },
      { label: "explore, filtered", path: "/explore?region=south&leash=off-leash" },
      { label: "category list", path: "/beaches" },
      { label: "place", path: placePath },
      { label: "region", path: "/region/south-florida" },
      { label: "city", path: "/city/orlando" },
      // The Spanish pages, cached like the English ones (decision 0030).
      { label: "home (es)", path: "/es" },
      { label: "explore (es)", path: "/es/explore" },
      { label: "place (es)", path: `/es${placePath}` },
    ];
    const staticDir = path.join(buildDir, "client", "bench-static");
    fs.mkdirSync(staticDir, { recursive: true });
    if (process.env.BENCH_REVIEWS_ONLY === "1") return await benchReviews(origin, reviewed, unreviewed, staticDir);

    await benchBare(origin, [pages[0]!, pages[4]!], staticDir);
    if (process.env.BENCH_BARE_ONLY === "1") return;

    log(`\n${CONNECTIONS} connections, ${SECONDS} s per address, in ${SLICES} slices alternating with the static copy`);
    log("");
    log(
      `| ${pad("page", 18)} | ${pad("address", 40)} | ${lpad("server req/s", 12)} | ${lpad("p99 ms", 7)} | ${lpad("static req/s", 12)} | ${lpad("ratio", 6)} |`,
    );
    log(
      `|${"-".repeat(20)}|${"-".repeat(42)}|${"-".repeat(14)}:|${"-".repeat(8)}:|${"-".repeat(13)}:|${"-".repeat(7)}:|`,
    );
    for (const [i, page] of pages.entries()) {
      const res = await fetch(origin + page.path);
      if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
      fs.writeFileSync(path.join(staticDir, `${i}.html`), await res.text());
      // Side by side: the page and its static copy in alternating slices, so that the machine's
      // other work weighs on both alike.
      const slices: { page: autocannon.Result; file: autocannon.Result }[] = [];
      for (let slice = 0; slice < SLICES; slice++) {
        await settle(origin);
        const pageRun = await load(origin + page.path, { connections: CONNECTIONS, duration: SECONDS / SLICES });
        await settle(origin);
        const fileRun = await load(`${origin}/bench-static/${i}.html`, {
          connections: CONNECTIONS,
          duration: SECONDS / SLICES,
        });
        slices.push({ page: pageRun, file: fileRun });
      }
      const rendered = combine(slices.map((s) => s.page));
      const file = combine(slices.map((s) => s.file));
      const ratio = (rendered.requests.average / file.requests.average) * 100;
      const failed = rendered.errors + rendered.timeouts + rendered.non2xx;
      log(
        `| ${pad(page.label, 18)} | ${pad(page.path, 40)} | ${lpad(n0(rendered.requests.average), 12)} | ${lpad(n0(rendered.latency.p99), 7)} | ${lpad(n0(file.requests.average), 12)} | ${lpad(`${n0(ratio)} %`, 6)} |${failed ? ` ${failed} failed` : ""}`,
      );
    }

    log(`\n${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s per run, 10 s time-out`);
    log("");
    log(
      `| ${pad("page", 18)} | ${lpad("req/s", 8)} | ${lpad("p99 ms", 7)} | ${lpad("errors", 6)} | ${lpad("time-outs", 9)} | ${lpad("non-2xx", 7)} |`,
    );
    log(
      `|${"-".repeat(20)}|${"-".repeat(9)}:|${"-".repeat(8)}:|${"-".repeat(7)}:|${"-".repeat(10)}:|${"-".repeat(8)}:|`,
    );
    const loadRow = (name: string, r: autocannon.Result) =>
      log(
        `| ${pad(name, 18)} | ${lpad(n0(r.requests.average), 8)} | ${lpad(n0(r.latency.p99), 7)} | ${lpad(String(r.errors - r.timeouts), 6)} | ${lpad(String(r.timeouts), 9)} | ${lpad(String(r.non2xx), 7)} |`,
      );
    for (const page of [pages[0]!, pages[2]!, pages[4]!]) {
      await settle(origin);
      loadRow(page.label, await load(origin + page.path, { connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS }));
    }
    await settle(origin);
    loadRow(
      `uncached filters`,
      await load(origin, { connections: UNCACHED_CONNECTIONS, duration: LOAD_SECONDS, paths: nextUncached }),
    );
    log(`(uncached filters: ${UNCACHED_CONNECTIONS} connections, each request a distinct filtered Explore address)`);

    await settle(origin);
    const single = await load(origin, { connections: 1, amount: 100, paths: nextUncached });
    log(
      `\nUncached filtered Explore, one connection, 100 distinct addresses: p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms`,
    );

    await settle(origin);
    await benchReviews(origin, reviewed, unreviewed, staticDir);
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase("fdp-bench-", "bench:http", benchDatabase);
if (process.env.BENCH_CLUSTER === "1") await benchCluster(process.env.BENCH_DATABASE_URL, path.resolve("build"));
