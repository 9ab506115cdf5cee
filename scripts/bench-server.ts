// The benchmarks' server: a free port, the production server started on a filled throwaway database, and its stop.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { FLASH_COOKIE } from "../app/server/http/flash.server";

const root = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Addresses in the seeded database: a demo place, and the reviews benchmark's two places. */
export type SeededPages = { place: string; reviewed: string; unreviewed: string };

/** Fills the database (embedded folder or PostgreSQL) before the server opens it (scripts/bench-http-seed.ts). */
export function seedPages(env: NodeJS.ProcessEnv, places: number): SeededPages {
  const out = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "scripts/bench-http-seed.ts"), String(places)],
    { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (out.status !== 0) throw new Error(`seeding failed (${out.status})`);
  const lines = out.stdout.trim().split("\n");
  const place = lines.at(-1)!;
  const [reviewed, unreviewed] = (lines.at(-2) ?? "").split(" ");
  if (![place, reviewed, unreviewed].every((p) => p?.startsWith("/")))
    throw new Error(`seeding printed no places: ${out.stdout}`);
  return { place, reviewed: reviewed!, unreviewed: unreviewed! };
}

/** The same, answering the address of one demo place. */
export function seed(env: NodeJS.ProcessEnv, places: number): string {
  return seedPages(env, places).place;
}

/**
 * Seeds `places` generated places for one database's run and writes its heading and how long the
 * seeding took; answers the address of one demo place.
 */
export function seedRun(label: string, env: NodeJS.ProcessEnv, places: number, log: (line: string) => void): string {
  const seeded = Date.now();
  const placePath = seed(env, places);
  log(`\n## ${label}: ${places.toLocaleString("en-US")} generated places + the demo places`);
  log(`(seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s)`);
  return placePath;
}

/** A probing worker, to be told to stop: `stop` answers what it gathered and ends it. */
export function stoppable<Gathered>(worker: Worker) {
  const result = new Promise<Gathered>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const answer = await result;
      await worker.terminate();
      return answer;
    },
  };
}

export type Probes = { times: number[]; answered: number; failed: number };

/**
 * Asks for each of `paths` in turn, one request at a time on a new connection (from `localAddress`, when given),
 * waiting `everyMs` between starts, until told to stop; in a thread of its own, so that the load
 * generator's work in this thread does not delay it. Answers the sorted times in milliseconds
 * until the whole answer arrived, how many answered 200 and how many did not (or failed).
 */
export function probeWhile(origin: string, paths: string[], everyMs: number, localAddress?: string) {
  const worker = new Worker(
    `
    const http = require("node:http");
    const { parentPort, workerData } = require("node:worker_threads");
    let running = true;
    parentPort.on("message", () => (running = false));
    const probe = (url) => new Promise((resolve) => {
      const t0 = performance.now();
      const req = http.get(url, { agent: false, timeout: 10000, localAddress: workerData.localAddress }, (res) => {
        res.resume();
        res.on("end", () => resolve({ ms: performance.now() - t0, status: res.statusCode }));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve({ ms: performance.now() - t0, status: 0 }));
    });
    (async () => {
      const times = [];
      let answered = 0, failed = 0, next = 0;
      while (running) {
        const started = performance.now();
        const { ms, status } = await probe(workerData.urls[next++ % workerData.urls.length]);
        times.push(ms);
        if (status === 200) answered++; else failed++;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, workerData.every - (performance.now() - started))));
      }
      parentPort.postMessage({ times: times.sort((a, b) => a - b), answered, failed });
    })();
    `,
    { eval: true, workerData: { urls: paths.map((p) => `${origin}${p}`), every: everyMs, localAddress } },
  );
  return stoppable<Probes>(worker);
}

/** The machine's load average over 1, 5 and 15 minutes, as the benchmarks print it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/** A benchmark's first two lines: the command, when it ran, and the machine it ran on (with its load then). */
export function benchHeading(script: string) {
  const cpus = os.cpus();
  return (
    `# npm run ${script}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n` +
    `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
    `Node ${process.version}, load average ${loadAverage()}`
  );
}

/** Builds the app for production (npm run build) unless BENCH_SKIP_BUILD=1; `output`: whether its report is shown. */
export function buildApp(output: "inherit" | "ignore") {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  const built = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", output, "inherit"],
  });
  if (built.status !== 0) throw new Error(`npm run build failed (${built.status})`);
}

/**
 * A database of its own, `name`, created on the PostgreSQL server at `serverUrl` for one benchmark:
 * its address, and `drop` to remove it again (whoever is still connected) once the benchmark is done.
 */
export async function throwawayDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Builds the app (unless BENCH_SKIP_BUILD=1), copies the build to a throwaway folder and runs `bench`
 * on the embedded database (unless BENCH_SKIP_EMBEDDED=1) and, when BENCH_DATABASE_URL is set, on a throwaway PostgreSQL database
 * created (and dropped) on that server.
 */
export async function onEachDatabase(
  prefix: string,
  script: string,
  bench: (label: string, env: NodeJS.ProcessEnv, buildDir: string) => Promise<void>,
) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    if (process.env.BENCH_SKIP_BUILD !== "1") {
      const built = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
      if (built.status !== 0) throw new Error(`npx react-router build failed (${built.status})`);
    }
    const buildDir = path.join(tmp, "build");
    fs.cpSync(path.join(root, "build"), buildDir, { recursive: true });
    // The copied server build resolves its packages through this link.
    fs.symlinkSync(path.join(root, "node_modules"), path.join(tmp, "node_modules"), "dir");

    process.stdout.write(`${benchHeading(script)}\n`);

    if (process.env.BENCH_SKIP_EMBEDDED !== "1")
      await bench("Embedded database (PGlite)", { DATA_DIR: path.join(tmp, "data"), DATABASE_URL: "" }, buildDir);

    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const database = await throwawayDatabase(
        serverUrl,
        `${process.env.BENCH_DATABASE_PREFIX ?? "fdp_bench"}_${process.pid}`,
      );
      try {
        await bench("PostgreSQL", { DATA_DIR: path.join(tmp, "data-pg"), DATABASE_URL: database.url }, buildDir);
      } finally {
        await database.drop();
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** A free port and the production server's settings on it: the demo data, no rate limits, the copied build. */
export async function benchServer(env: NodeJS.ProcessEnv, buildDir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: "production",
    SITE_URL: origin,
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    RATE_LIMIT: "off",
    DEMO_DATA: "true",
    BUILD_DIR: buildDir,
  };
  return { port, origin, serverEnv };
}

/**
 * Signs a benchmark's administrator in through the sign-in form, as a browser without scripts posts
 * it, and answers the Cookie header of the session.
 */
export async function signIn(origin: string, admin: { BENCH_ADMIN_EMAIL: string; BENCH_ADMIN_PASSWORD: string }) {
  const response = await fetch(`${origin}/auth`, {
    method: "POST",
    headers: { origin },
    body: new URLSearchParams({
      intent: "signin",
      email: admin.BENCH_ADMIN_EMAIL,
      password: admin.BENCH_ADMIN_PASSWORD,
    }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  // The session, without the one-time notice the next page shows and clears (a browser drops it then).
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.startsWith(`${FLASH_COOKIE}=`))
    .join("; ");
}
