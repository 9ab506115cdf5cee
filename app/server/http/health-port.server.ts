// The health check on a port of its own (HEALTH_PORT), answered by a worker thread: its answer never
// waits for the server thread, however long that thread is busy rendering pages (decision 0047).
// The server thread publishes its readiness into memory both threads share after each database
// check (once a second) and when it stops; the worker reads it when a balancer asks. A server
// thread that has published nothing for STALE_MS is stuck, and the worker says so.
import { Worker } from "node:worker_threads";
import type { Readiness } from "./health.server";

/** A server thread silent this long (it publishes once a second) cannot serve: "unavailable". */
export const STALE_MS = 30_000;

const CODES: Readiness[] = ["ok", "unavailable", "stopping"];

// The worker's whole program, run from this text so that it needs no file of its own in the build.
// Shared memory: [0] the readiness's index in CODES (-1 before the first check), [1] when it was
// published (ms since the epoch).
const WORKER_SOURCE = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { port, host, shared, staleMs, codes, headers } = workerData;
const state = new Float64Array(shared);
const bodies = Object.fromEntries(codes.map((c) => [c, JSON.stringify({ status: c })]));
function readiness() {
  const code = codes[state[0]];
  if (code === "stopping") return code;
  if (!code || Date.now() - state[1] > staleMs) return "unavailable";
  return code;
}
const server = http.createServer((req, res) => {
  const url = req.url || "";
  const isHealth = url === "/healthz" || url.startsWith("/healthz?");
  if (!isHealth || (req.method !== "GET" && req.method !== "HEAD")) {
    res.writeHead(404, { ...headers, "Content-Type": "text/plain" });
    return void res.end("Not Found");
  }
  const now = readiness();
  const body = bodies[now];
  res.writeHead(now === "ok" ? 200 : 503, {
    ...headers,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
});
server.on("error", (error) => parentPort.postMessage({ error: error.message }));
server.listen(port, host, () => parentPort.postMessage({ port: server.address().port }));
parentPort.on("message", (message) => {
  if (message === "close") server.close(() => parentPort.close());
});
`;

export type HealthPort = {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  /** Makes `readiness` the answer from now on. */
  publish(readiness: Readiness): void;
  /** Stops listening and ends the worker. */
  close(): Promise<void>;
};

/**
 * Starts the worker answering `/healthz` on `port` at `host`, with `headers` on every answer; resolves
 * once it listens, and rejects when it cannot (the port taken). Until the first `publish` it answers
 * "unavailable".
 */
export function startHealthPort(options: {
  port: number;
  host: string;
  headers: Record<string, string>;
  staleMs?: number;
}): Promise<HealthPort> {
  const shared = new SharedArrayBuffer(2 * Float64Array.BYTES_PER_ELEMENT);
  const state = new Float64Array(shared);
  state[0] = -1;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { ...options, staleMs: options.staleMs ?? STALE_MS, shared, codes: CODES },
  });
  // The worker never keeps the process alive on its own: the server's own listener does.
  worker.unref();
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (message: { port?: number; error?: string }) => {
      if (message.error !== undefined || message.port === undefined) {
        void worker.terminate();
        return reject(new Error(`the health port ${options.port} could not be opened: ${message.error}`));
      }
      resolve({
        port: message.port,
        publish(readiness) {
          state[1] = Date.now();
          state[0] = CODES.indexOf(readiness);
        },
        close: async () => {
          worker.postMessage("close");
          await new Promise((done) => worker.once("exit", done));
        },
      });
    });
  });
}
