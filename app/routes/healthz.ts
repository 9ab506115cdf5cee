import { healthResponse } from "~/server/http/health.server";

/**
 * 200 when the database answers, 503 otherwise. The production server answers /healthz itself,
 * ahead of the page cache and the render line (app/server/http/app.server.ts); this route answers under `npm run dev`.
 */
export async function loader() {
  return healthResponse();
}
