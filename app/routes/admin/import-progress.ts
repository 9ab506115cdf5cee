// An import job's progress as JSON, read from the job (so any instance answers), for the import page.
import { data } from "react-router";
import { adminApiUser } from "~/server/domain/admin-api.server";
import { importJobProgress } from "~/server/domain/import/csv-import.server";
import type { Route } from "./+types/import-progress";
import { requestDb } from "~/server/domain/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { denied } = await adminApiUser(request, context);
  if (denied) return denied;
  const progress = await importJobProgress(requestDb(context), new URL(request.url).searchParams.get("job") ?? "");
  if (!progress) return data({ error: "Not found" }, { status: 404 });
  return data(progress, { headers: { "Cache-Control": "no-store" } });
}
