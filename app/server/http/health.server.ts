// The health check behind /healthz: does the database answer? Its query runs on a database
// connection of its own, so it never waits for a pool connection behind page queries. A database
// that has not answered within HEALTH_TIMEOUT_MS counts as unavailable; checks asked for while one
// runs share its answer, so a flood of /healthz costs one query at a time. The production server
// does not run it per request: `watchHealth` runs it every HEALTH_EVERY_MS and the edge answers
// /healthz from the last result before anything else (decision 0047), so a busy server still says
// at once whether it can serve.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getDatabase } from "../infra/db.server";
import { pingDatabase } from "../queries/health.server";
import { securityHeaders } from "./security-headers.server";

/** Longer than this and the database counts as unavailable (a load balancer's own time-out is longer). */
export const HEALTH_TIMEOUT_MS = 2000;

/** How often the production server asks the database (a load balancer asks every few seconds). */
export const HEALTH_EVERY_MS = 1000;

export type Health = { ok: boolean };

/** What /healthz says: "ok" (200), or why the instance cannot serve (503). */
export type Readiness = "ok" | "unavailable" | "stopping";

/**
 * `check` shared by the callers that ask while it runs, and bounded by `timeoutMs`; a failure is
 * logged when the state changes, not on every probe.
 */
export function sharedHealthCheck(check: () => Promise<unknown>, timeoutMs: number) {
  let running: Promise<Health> | undefined;
  let lastOk = true;
  const run = async (): Promise<Health> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => {
          // The verdict waits for one more turn of the event loop: an answer that arrived while the
          // thread was busy with pages is read first, so a busy thread is not taken for a dead database.
          const late = () => reject(new Error(`no answer within ${timeoutMs} ms`));
          timer = setTimeout(() => setImmediate(late), timeoutMs);
        }),
      ]);
      if (!lastOk) console.error("[healthz] the database answers again");
      lastOk = true;
      return { ok: true };
    } catch (error) {
      if (lastOk) console.error("[healthz] database check failed:", error instanceof Error ? error.message : error);
      lastOk = false;
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  };
  return () => (running ??= run().finally(() => (running = undefined)));
}

/** The process's health check: `select 1` on the database's own connection for it. */
export const checkHealth = sharedHealthCheck(async () => {
  const database = await getDatabase();
  await database.onOwnConnection(pingDatabase, HEALTH_TIMEOUT_MS);
}, HEALTH_TIMEOUT_MS);

/** The answer to /healthz: 200 when the database answers, 503 otherwise; never kept by a cache. */
export async function healthResponse() {
  const { ok } = await checkHealth();
  return Response.json(
    { status: ok ? "ok" : "unavailable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * Runs `check` now and then every `everyMs` after the last one finished, and keeps its answer:
 * `readiness()` costs nothing, whatever the pages are doing. `stopping()` makes it "stopping" for
 * good (the server drains); `close()` ends the checks. `onReadiness` hears the readiness after every
 * check and at `stopping()` (the health port's worker, health-port.server.ts).
 */
export function watchHealth(
  check: () => Promise<Health>,
  everyMs: number,
  onReadiness: (readiness: Readiness) => void = () => {},
) {
  let last: Health | undefined;
  let stopping = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = (): Readiness => (stopping ? "stopping" : last?.ok ? "ok" : "unavailable");
  const refresh = async (): Promise<void> => {
    last = await check().catch(() => ({ ok: false }));
    if (closed) return;
    onReadiness(now());
    timer = setTimeout(() => void refresh(), everyMs);
    // The checks never keep the process alive on their own.
    timer.unref();
  };
  const first = refresh();
  return {
    /** The last check's answer; before the first has answered, that answer. */
    readiness(): Readiness | Promise<Readiness> {
      return last || stopping ? now() : first.then(now);
    },
    stopping() {
      stopping = true;
      onReadiness("stopping");
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

export type HealthWatch = ReturnType<typeof watchHealth>;

const READINESS_BODY: Record<Readiness, string> = {
  ok: '{"status":"ok"}',
  unavailable: '{"status":"unavailable"}',
  stopping: '{"status":"stopping"}',
};

/**
 * Answers a GET or HEAD of /healthz on the raw request listener, from `watch`'s last answer: no
 * Express, no page cache, no render line, no query. False for every other request.
 */
export function answerHealth(watch: HealthWatch, req: IncomingMessage, res: ServerResponse, closing: boolean) {
  const url = req.url ?? "";
  if ((req.method !== "GET" && req.method !== "HEAD") || (url !== "/healthz" && !url.startsWith("/healthz?")))
    return false;
  const send = (readiness: Readiness) => {
    const body = READINESS_BODY[readiness];
    res.writeHead(readiness === "ok" ? 200 : 503, {
      ...securityHeaders(""),
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
      "Cache-Control": "no-store",
      ...(closing ? { Connection: "close" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const readiness = watch.readiness();
  if (typeof readiness === "string") send(readiness);
  else void readiness.then(send);
  return true;
}
