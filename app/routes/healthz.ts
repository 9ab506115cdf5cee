import { getDb } from "~/server/db.server";
import { pingDatabase } from "~/server/queries/health.server";

/** 200 when the database answers, 503 otherwise. */
export async function loader() {
  try {
    await pingDatabase(await getDb());
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[healthz] database check failed", error);
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
