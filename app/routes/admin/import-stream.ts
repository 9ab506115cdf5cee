// Runs a CSV import and streams its progress as NDJSON: progress lines, then the result.
import { data } from "react-router";
import { getDb } from "~/server/db.server";
import { adminApiUser } from "~/server/admin-api.server";
import { ImportError, importLocations, readImportUpload } from "~/server/csv-import.server";
import type { ImportEvent } from "~/lib/csv-normalize";
import type { Route } from "./+types/import-stream";

export async function loader({ request }: Route.LoaderArgs) {
  const { denied } = await adminApiUser(request);
  if (denied) return denied;
  return data({ error: "Not found" }, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  const { denied } = await adminApiUser(request);
  if (denied) return denied;
  const upload = await readImportUpload(request);
  if (!upload.ok) {
    const event: ImportEvent = { type: "error", title: upload.title, message: upload.message };
    return data(event, { status: upload.status });
  }
  const db = await getDb();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ImportEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        const result = await importLocations(db, upload.bytes, (p) => send({ type: "progress", ...p }));
        send({ type: "result", result });
      } catch (error) {
        if (!(error instanceof ImportError)) console.error("[import] failed", error);
        send({
          type: "error",
          title: "Import failed",
          message: error instanceof ImportError ? error.message : "An unexpected error occurred",
        });
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      // no-transform keeps the compression middleware from holding the lines back.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
