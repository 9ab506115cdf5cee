// The health check behind /healthz: does the database answer? The production server answers it
// ahead of the page cache and the render line, so a busy server still says at once whether it is
// alive, and its query runs on a database connection of its own, so it never waits for a pool
// connection behind page queries. A database that has not answered within HEALTH_TIMEOUT_MS counts
// as unavailable; checks asked for while one runs share its answer, so a flood of /healthz costs
// one query at a time.
import { getDatabase } from "../infra/db.server";
import { pingDatabase } from "../queries/health.server";

/** Longer than this and the database counts as unavailable (a load balancer's own time-out is longer). */
export const HEALTH_TIMEOUT_MS = 2000;

export type Health = { ok: boolean };

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
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
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
