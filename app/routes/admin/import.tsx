import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Download, Upload } from "lucide-react";
import { toast } from "sonner";
import { ImportResults, importSummary } from "~/components/import-results";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { IMPORT_BATCH_SIZE, IMPORT_COLUMNS, isCsvFile, type ImportEvent, type ImportResult } from "~/lib/csv-normalize";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { requireAdmin } from "~/server/auth.server";
import { ImportError, importLocations, readImportUpload } from "~/server/csv-import.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Import Locations - Admin Panel | ${BRAND}`,
    description: "Import places into the directory from a CSV file.",
    path: "/admin/import",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

type ActionData = { result: ImportResult } | { error: { title: string; message: string } };

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const upload = await readImportUpload(request);
  if (!upload.ok) {
    return data<ActionData>({ error: { title: upload.title, message: upload.message } }, { status: upload.status });
  }
  try {
    const result = await importLocations(await getDb(), upload.bytes);
    return data<ActionData>({ result });
  } catch (error) {
    if (!(error instanceof ImportError)) console.error("[import] failed", error);
    const message = error instanceof ImportError ? error.message : "An unexpected error occurred";
    return data<ActionData>({ error: { title: "Import failed", message } }, { status: 400 });
  }
}

type Progress = { processed: number; total: number };

function announce(result: ImportResult) {
  if (result.imported > 0) toast.success("Import completed!", { description: importSummary(result) });
  else toast.error("Import failed", { description: "No locations were imported successfully" });
}

/** Reads the NDJSON lines of the import stream as they arrive. */
async function* readEvents(response: Response): AsyncGenerator<ImportEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as ImportEvent;
    if (done) return;
  }
}

export default function AdminImport({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);

  // Without JavaScript the form posts to the action, which answers with the final result.
  const [streamed, setStreamed] = useState(false);
  useEffect(() => {
    if (!actionData) return;
    if ("result" in actionData) announce(actionData.result);
    else toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);
  const shownResult = streamed ? result : actionData && "result" in actionData ? actionData.result : null;
  const shownProblem = streamed ? problem : actionData && "error" in actionData ? actionData.error : null;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    setStreamed(true);
    if (!file || !isCsvFile(file)) {
      const error = { title: "Invalid file type", message: "Please select a CSV file" };
      setProblem(error);
      toast.error(error.title, { description: error.message });
      return;
    }
    setRunning(true);
    setResult(null);
    setProblem(null);
    setProgress({ processed: 0, total: 0 });
    try {
      const response = await fetch("/admin/import/stream", { method: "POST", body: new FormData(event.currentTarget) });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as Extract<ImportEvent, { type: "error" }> | null;
        throw Object.assign(new Error(body?.message ?? "An unexpected error occurred"), { title: body?.title });
      }
      for await (const e of readEvents(response)) {
        if (e.type === "progress") setProgress({ processed: e.processed, total: e.total });
        else if (e.type === "result") {
          setResult(e.result);
          setProgress({ processed: e.result.total, total: e.result.total });
          announce(e.result);
        } else {
          setProblem({ title: e.title, message: e.message });
          toast.error(e.title, { description: e.message });
        }
      }
    } catch (error) {
      const title = (error as { title?: string }).title ?? "Import failed";
      const message = error instanceof Error && error.message ? error.message : "An unexpected error occurred";
      setProblem({ title, message });
      toast.error(title, { description: message });
    } finally {
      setRunning(false);
    }
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.processed / progress.total) * 100) : 0;
  const submitting = running || navigation.state === "submitting";

  return (
    <section aria-labelledby="import-heading" className="space-y-6">
      <h2 id="import-heading" className="text-2xl font-semibold">
        Import Locations
      </h2>

      <Card>
        <CardHeader>
          <CardTitle>Import from a CSV file</CardTitle>
          <CardDescription>
            Start from the template: one place per row, the header on line 1. Places whose name and city are already in
            the directory are reported and not added twice. Rows are saved {IMPORT_BATCH_SIZE} at a time.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <Button asChild variant="outline">
            <a href="/admin/import/template.csv" download>
              <Download aria-hidden="true" />
              Download CSV template
            </a>
          </Button>

          <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-3" noValidate>
            <div className="space-y-1.5">
              <Label htmlFor="import-file">CSV file</Label>
              <input
                ref={inputRef}
                id="import-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                required
                aria-describedby="import-file-help"
                className="focus-visible:outline-brand-600 block w-full max-w-md text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2"
              />
              <p id="import-file-help" className="text-xs text-slate-600">
                CSV only, up to 10MB.
              </p>
            </div>
            <Button type="submit" disabled={submitting}>
              <Upload aria-hidden="true" />
              {submitting ? "Importing…" : "Import Locations"}
            </Button>
          </Form>

          {progress ? (
            <div className="space-y-1.5">
              <div className="flex justify-between text-sm text-slate-700">
                <span id="import-progress-label">Import progress</span>
                <span>{percent}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby="import-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
                className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
              >
                <div className="bg-brand-700 h-full transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <p className="text-xs text-slate-600" aria-live="polite">
                {progress.total > 0 ? `${progress.processed} of ${progress.total} rows processed` : "Reading the file…"}
              </p>
            </div>
          ) : null}

          {shownProblem ? (
            <Alert tone="error" title={shownProblem.title}>
              {shownProblem.message}
            </Alert>
          ) : null}

          {shownResult ? <ImportResults result={shownResult} /> : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Columns</CardTitle>
          <CardDescription>
            The template has these {IMPORT_COLUMNS.length} columns. Headers are matched ignoring case and spaces, and
            common other names are understood (zip_code, phone_number, fee, latitude, longitude, website). image_url and
            map_url columns are read too.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">CSV import columns</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Column
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    What it takes
                  </th>
                </tr>
              </thead>
              <tbody>
                {IMPORT_COLUMNS.map((column) => (
                  <tr key={column.name} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-mono text-xs font-medium">
                      {column.name}
                    </th>
                    <td className="py-2 text-slate-700">{column.help}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
