// npm run cluster: several instances of the production server on one PostgreSQL database, behind
// a round-robin proxy on one port (scripts/cluster-proxy.ts), as they would run behind a load
// balancer. CLUSTER_INSTANCES (2) instances listen on 127.0.0.1, ports PORT+1 … PORT+N; the proxy
// listens on PORT (3000) and HOST. Ctrl-C (or SIGTERM) stops them all, each finishing its requests.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { readEnv, type TrustProxy } from "../app/server/infra/env.server";
import { startClusterProxy, type ClusterProxy } from "./cluster-proxy";

const root = path.resolve(import.meta.dirname, "..");

export type ClusterOptions = {
  instances: number;
  /** The proxy's port and address; the instances take the ports after it, on 127.0.0.1. */
  port: number;
  host: string;
  /** The instances' environment (DATABASE_URL, BUILD_DIR, DATA_DIR …) on top of this process's. */
  env: NodeJS.ProcessEnv;
  /** Where the instances' log lines go (each prefixed with its number); default this process's output. */
  output?: "inherit" | "ignore";
};

export type Cluster = {
  origin: string;
  proxy: ClusterProxy;
  instancePorts: number[];
  stop(): Promise<void>;
};

/**
 * The instances' TRUST_PROXY: our proxy (on loopback) is one more hop in front of them than the
 * proxies TRUST_PROXY names for the cluster.
 */
export function instanceTrustProxy(outer: TrustProxy): string {
  if (outer === false) return "1";
  if (typeof outer === "number") return String(outer + 1);
  return ["loopback", ...outer].join(",");
}

function prefixed(stream: NodeJS.ReadableStream | null, to: NodeJS.WriteStream, label: string) {
  if (!stream) return;
  readline.createInterface({ input: stream }).on("line", (line) => to.write(`${label} ${line}\n`));
}

async function healthy(port: number, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the instance on port ${port} stopped while starting (see its log above)`);
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`the instance on port ${port} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the instances together (they migrate and seed one at a time), then the proxy in front. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const settings = readEnv({ ...process.env, ...options.env, PORT: String(options.port), HOST: options.host });
  if (!settings.DATABASE_URL?.startsWith("postgres"))
    throw new Error(
      "DATABASE_URL must name a PostgreSQL database (postgres://user@host:5432/name): several instances cannot share the embedded database",
    );
  const instancePorts = Array.from({ length: options.instances }, (_, i) => options.port + 1 + i);
  const children = new Map<number, ChildProcess>();
  let stopping = false;
  /** Once every instance has started: from then on one that dies is started again. */
  let running = false;

  const childEnv = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    ...options.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    TRUST_PROXY: instanceTrustProxy(settings.TRUST_PROXY),
    // One secret for all: a session or a link made by one instance is good on every other. Without
    // BETTER_AUTH_SECRET (development) it is the one readEnv keeps in DATA_DIR, made here once.
    BETTER_AUTH_SECRET: settings.BETTER_AUTH_SECRET,
  });

  function launch(port: number, index: number) {
    const child = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env: childEnv(port),
      stdio: [
        "ignore",
        options.output === "ignore" ? "ignore" : "pipe",
        options.output === "ignore" ? "ignore" : "pipe",
      ],
    });
    prefixed(child.stdout, process.stdout, `[${index + 1}]`);
    prefixed(child.stderr, process.stderr, `[${index + 1}]`);
    children.set(port, child);
    child.once("exit", (code, signal) => {
      if (stopping || !running || children.get(port) !== child) return;
      // An instance that dies is started again; meanwhile the proxy sends its requests to the others.
      console.error(`[cluster] instance ${index + 1} (port ${port}) stopped (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (!stopping) launch(port, index);
      }, 2000).unref();
    });
    return child;
  }

  const stopInstances = async () => {
    stopping = true;
    await Promise.all(
      [...children.values()].map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        return exited;
      }),
    );
  };

  try {
    const started = instancePorts.map((port, i) => launch(port, i));
    await Promise.all(instancePorts.map((port, i) => healthy(port, started[i]!, 180_000)));
    running = true;
  } catch (error) {
    await stopInstances();
    throw error;
  }
  const proxy = await startClusterProxy({
    port: options.port,
    host: options.host,
    targets: instancePorts.map((port) => ({ host: "127.0.0.1", port })),
    trustForwarded: settings.TRUST_PROXY !== false,
  }).catch(async (error: unknown) => {
    await stopInstances();
    throw error;
  });
  const shown = options.host === "0.0.0.0" || options.host === "127.0.0.1" ? "localhost" : options.host;
  return {
    origin: `http://${shown.includes(":") ? `[${shown}]` : shown}:${options.port}`,
    proxy,
    instancePorts,
    async stop() {
      await proxy.close();
      await stopInstances();
    },
  };
}

/** The command: settings from the environment, a clear line for a wrong one. */
async function main() {
  const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
    console.error("CLUSTER_INSTANCES must be a whole number from 1 to 32");
    process.exit(1);
  }
  if (!process.env.DATABASE_URL?.trim()) {
    console.error(
      "npm run cluster needs DATABASE_URL: a PostgreSQL database all instances share, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/dogplaces npm run cluster",
    );
    process.exit(1);
  }
  let cluster: Cluster;
  try {
    const settings = readEnv(process.env);
    cluster = await startCluster({ instances, port: settings.PORT, host: settings.HOST, env: {} });
  } catch (error) {
    console.error(`The cluster could not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(
    `Florida Dog Places: ${instances} instance${instances === 1 ? "" : "s"} (ports ${cluster.instancePorts.join(", ")}) behind ${cluster.origin}`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping every instance`);
    await cluster.stop();
    console.log("[cluster] stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
