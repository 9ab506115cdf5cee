// A production server of a test's own, started from a build (`node server.js`) on a data folder of
// its own, for what the suite's shared server cannot show: its settings, its start and stop, a
// restart on another release.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { MIGRATED_DATA_DIR } from "../global-setup";

export type OwnServer = Awaited<ReturnType<typeof startServer>>;

const started = new Set<ChildProcess>();

/**
 * A new data folder whose embedded database is a copy of the one migrated before the run
 * (global-setup.ts): a server started on it finds every migration applied.
 */
export function newMigratedDataDir(prefix = "fdp-server-") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const migrated = process.env[MIGRATED_DATA_DIR];
  if (!migrated) throw new Error(`${MIGRATED_DATA_DIR} is not set; run the specs through playwright.config.ts`);
  fs.cpSync(path.join(migrated, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/**
 * Runs `node server.js` with `env` over the suite's defaults: an embedded database in a new data
 * folder (migrated, see newMigratedDataDir), no demo data, any free port.
 */
function spawnServer(env: Record<string, string>, options: { dataDir?: string; detached?: boolean }) {
  const dataDir = options.dataDir ?? newMigratedDataDir();
  const child = spawn(process.execPath, ["server.js"], {
    detached: options.detached ?? false,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      SITE_URL: "",
      TRUST_PROXY: "",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_DATA: "false",
      NODE_ENV: "development",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, dataDir, exited, output: () => output };
}

/** Starts a server of its own (see `spawnServer`); resolves once it listens. */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; detached?: boolean } = {},
) {
  const server = spawnServer(env, options);
  const { child, output } = server;
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", () => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output());
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output()}`)));
  });
  const waitFor = async (pattern: RegExp) => {
    await expect.poll(() => pattern.test(output()), { timeout: 20_000 }).toBe(true);
  };
  return { ...server, port, origin: `http://localhost:${port}`, waitFor };
}

/** Runs a server that is expected to refuse to start; resolves with its exit code and what it printed. */
export async function runRefusedServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}) {
  const server = spawnServer(env, options);
  const code = await server.exited;
  return { code, output: server.output() };
}

/** Stops a server as an operator's restart does (SIGTERM), and waits until it has exited. */
export async function stopServer(server: OwnServer) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await server.exited;
}

/** Kills whatever a file's tests started and left running (for `test.afterAll`). */
export function killStartedServers() {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  started.clear();
}
