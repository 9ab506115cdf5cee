// The production server, start to stop: the environment checked, the database opened and the
// background work started, the HTTP server listening with its time-outs and connection cap, and on
// SIGTERM/SIGINT the requests in flight drained before the database closes. Built by Vite into the
// server build (vite.config.ts), with the app's React Router build in the same file; server.js runs
// its `start()`.
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import { createEdge } from "./http/app.server";
import { limitConnections } from "./http/connection-limit.server";
import { startupMessage } from "./http/origin.server";
import { enableContentSecurityPolicy, securityHeaders } from "./http/security-headers.server";
import { startHealthPort, type HealthPort } from "./http/health-port.server";
import { databaseErrorReason } from "./infra/db.server";
import { env, type Env } from "./infra/env.server";
import { initialize, shutdown } from "./lifecycle.server";

/** The app's React Router build, for scripts that render pages without the HTTP server (bench:profile). */
export const serverBuild = build as unknown as ServerBuild;
export { initialize, shutdown };

/** Near MAX_CONNECTIONS, a connection idle (between requests, or before its headers are in) for this long is closed. */
const PRESSURE_IDLE_MS = 1000;

/** Starts the production server; a start that cannot happen says why in one line and exits with 1. */
export async function start() {
  let settings: Env;
  try {
    // A wrong setting (TRUST_PROXY=true, a time-out that is not a number ...) stops the start here.
    settings = env();
    await initialize();
  } catch (error) {
    console.error(`Florida Dog Places could not start: ${databaseErrorReason(error)}`);
    process.exit(1);
  }
  enableContentSecurityPolicy();
  // HEALTH_PORT: /healthz answered by a worker thread from the readiness the server thread publishes.
  let healthPort: HealthPort | undefined;
  if (settings.HEALTH_PORT) {
    try {
      healthPort = await startHealthPort({
        port: settings.HEALTH_PORT,
        host: settings.HOST,
        headers: securityHeaders(settings.SITE_URL ?? ""),
      });
    } catch (error) {
      console.error(`Florida Dog Places could not start: ${databaseErrorReason(error)}`);
      process.exit(1);
    }
  }
  const edge = createEdge(serverBuild, { onReadiness: (readiness) => healthPort?.publish(readiness) });

  // Bounded connections: the request line and headers must arrive within HEADERS_TIMEOUT_SECONDS
  // and the whole request within REQUEST_TIMEOUT_SECONDS (else 408 and the connection closes), an
  // idle kept-alive connection closes after KEEP_ALIVE_TIMEOUT_SECONDS, and MAX_CONNECTIONS and
  // MAX_CONNECTIONS_PER_ADDRESS bound the connections open at once (connection-limit.server.ts).
  const server = http.createServer(
    {
      headersTimeout: settings.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: settings.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeout: settings.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      // How often those time-outs are checked (Node's default is every 30 s).
      connectionsCheckingInterval: 1000,
    },
    edge.listener,
  );
  server.keepAliveTimeout = settings.KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  limitConnections(server, {
    max: settings.MAX_CONNECTIONS,
    perAddress: settings.MAX_CONNECTIONS_PER_ADDRESS,
    pressureIdleMs: PRESSURE_IDLE_MS,
    exempt: edge.trustedProxy,
  });
  server.listen(settings.PORT, settings.HOST, () => {
    const bound = server.address() as AddressInfo;
    console.log(startupMessage(bound.address, bound.port));
    if (healthPort) console.log(`Health check on http://${settings.HOST}:${healthPort.port}/healthz`);
  });

  const graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000;
  let stopping = false;
  /**
   * Stops accepting connections, lets the requests in flight finish (for SHUTDOWN_GRACE_SECONDS at
   * most), then stops the page cache's notifications, the background work and the database: a
   * visitor whose message was stored also gets its answer.
   */
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    edge.stopping();
    console.log(`${signal} received, finishing requests in flight`);
    const drained = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    // This process's own connections while it stops, not background work: the job runtime is stopping too.
    // eslint-disable-next-line no-restricted-syntax -- closes keep-alive connections as each goes idle
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, graceMs, "late")));
    const outcome = await Promise.race([drained, late]);
    clearTimeout(timer);
    clearInterval(idleSweep);
    if (outcome === "late") {
      console.warn(`requests still running after ${graceMs} ms; closing them`);
      server.closeAllConnections();
    }
    await edge.close();
    await healthPort?.close();
    await shutdown();
    console.log("closed");
    process.exit(0);
  }
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return server;
}
