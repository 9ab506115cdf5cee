// An import job's progress as JSON, read from the job (so any instance answers), for the import page.
import { data } from "react-router";
import { getDb } from "~/server/infra/db.server";
import { adminApiUser } from "~/server/domain/admin-api.server";
import { importJobProgress } from "~/server/domain/import/csv-import.server";
import type { Route } from "./+types/import-progress";

export async function loader({ request }: Route.LoaderArgs) {
  const { denied } = await adminApiUser(request);
  if (denied) return denied;
  const progress = await importJobProgress(await getDb(), new URL(request.url).searchParams.get("job") ?? "");
  if (!progress) return data({ error: "Not found" }, { status: 404 });
  return data(progress, { headers: { "Cache-Control": "no-store" } });
}
