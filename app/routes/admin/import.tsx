import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { Download, Upload } from "lucide-react";
import { toast } from "~/components/toasts";
import { ImportPreview } from "~/components/import-preview";
import { ImportResults, importSummary } from "~/components/import-results";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { IMPORT_COLUMNS, IMPORT_ROWS_SHOWN } from "~/lib/csv-columns";
import { isCsvFile, type ImportResult } from "~/lib/csv-changes";
import { requireAdmin } from "~/server/domain/auth.server";
import {
  cancelImportJob,
  confirmImportJob,
  createImportJob,
  getImportJob,
  ImportError,
  readImportUpload,
  resultOf,
  startImportJob,
  type HoldChoice,
} from "~/server/domain/import/csv-import.server";
import type { Route } from "./+types/import";
import { tabMeta } from "./tabs";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = tabMeta("/admin/import");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = new URL(request.url).searchParams.get("job");
  if (!id) return { view: null, missing: false };
  const view = await getImportJob(requestDb(context), id);
  if (!view) return data({ view: null, missing: true }, { status: 404 });
  const { job, rows, counts, changed, warned, held } = view;
  return {
    missing: false,
    view: {
      job: {
        id: job.id,
        status: job.status,
        mode: job.mode,
        fileName: job.fileName,
        total: job.total,
        processed: job.processed,
        error: job.error,
      },
      rows,
      counts,
      changed,
      warned,
      result: job.status === "preview" ? null : resultOf(job, rows, held),
    },
  };
}

type ActionData = { error: { title: string; message: string } };

/** The rows the administrator held back: "hold all flagged", and the positions of the rows ticked one by one. */
function holdChoice(form: FormData): HoldChoice {
  const positions = form
    .getAll("hold")
    .map((value) => Number(value))
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 2_000_000_000);
  return { flagged: form.get("holdFlagged") === "on", positions: [...new Set(positions)].slice(0, IMPORT_ROWS_SHOWN) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const db = requestDb(context);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await request.formData();
    const id = String(form.get("job") ?? "");
    if (form.get("intent") === "cancel") {
      await cancelImportJob(db, id);
      return redirect("/admin/import?cancelled=1");
    }
    const mode = form.get("mode") === "update" ? "update" : "skip";
    if (await confirmImportJob(db, id, mode, holdChoice(form))) startImportJob(db, id);
    return redirect(`/admin/import?job=${encodeURIComponent(id)}&started=1`);
  }
  const upload = await readImportUpload(request);
  if (!upload.ok) {
    return data<ActionData>({ error: { title: upload.title, message: upload.message } }, { status: upload.status });
  }
  try {
    const id = await createImportJob(db, { name: upload.name, input: upload.bytes }, user.id);
    return redirect(`/admin/import?job=${id}`);
  } catch (error) {
    if (!(error instanceof ImportError)) console.error("[import] preview failed", error);
    const message = error instanceof ImportError ? error.message : "An unexpected error occurred";
    return data<ActionData>({ error: { title: "Import failed", message } }, { status: 400 });
  }
}

type Progress = { status: string; processed: number; total: number };

function announce(result: ImportResult) {
  if (result.imported > 0 || result.updated > 0 || result.refused === 0)
    toast.success("Import completed!", { description: importSummary(result) });
  else toast.error("Import failed", { description: importSummary(result) });
}

const RUNNING = new Set(["queued", "running"]);

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const [searchParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const view = loaderData.view;
  const job = view?.job ?? null;
  const [progress, setProgress] = useState<Progress | null>(null);
  const watched = useRef<string | null>(null);

  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  // While the job runs, its progress is read from the server (any instance answers from the job);
  // polling starts again only for another job or another status.
  const jobId = job?.id;
  const jobStatus = job?.status;
  useEffect(() => {
    if (!jobId || !jobStatus || !RUNNING.has(jobStatus)) return;
    watched.current = jobId;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      const response = await fetch(`/admin/import/progress?job=${jobId}`).catch(() => null);
      const body = response?.ok ? ((await response.json()) as Progress) : null;
      if (stopped) return;
      if (body) setProgress(body);
      if (body && !RUNNING.has(body.status)) {
        void revalidate();
        return;
      }
      timer = window.setTimeout(() => void poll(), 500);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [jobId, jobStatus, revalidate]);

  // A job watched to its end on this page, or just confirmed, is announced once.
  const announced = useRef(new Set<string>());
  useEffect(() => {
    if (!job || !view?.result || RUNNING.has(job.status) || announced.current.has(job.id)) return;
    if (watched.current !== job.id && searchParams.get("started") !== "1") return;
    announced.current.add(job.id);
    if (job.status === "failed") toast.error("Import failed", { description: job.error ?? undefined });
    else announce(view.result);
  }, [job, view, searchParams]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const file = inputRef.current?.files?.[0];
    if (!file || !isCsvFile(file)) {
      event.preventDefault();
      const error = { title: "Invalid file type", message: "Please select a CSV file" };
      setProblem(error);
      toast.error(error.title, { description: error.message });
      return;
    }
    setProblem(null);
  }

  const shownProblem = problem ?? actionData?.error ?? null;
  const submitting = navigation.state !== "idle";
  const live = job && RUNNING.has(job.status) ? (progress ?? job) : job;
  const percent = live && live.total > 0 ? Math.round((live.processed / live.total) * 100) : 0;

  return (
    <section aria-labelledby="import-heading" className="space-y-6">
      <h2 id="import-heading" className="text-2xl font-semibold">
        Import Locations
      </h2>

      <Card>
        <CardHeader>
          <CardTitle>Import from a CSV file</CardTitle>
          <CardDescription>
            Start from the template: one place per row, the header on line 1. A preview shows the new places, the places
            already in the directory (same name and city, or a similar name nearby), rows to check and refused rows;
            places already present are skipped or updated, as you choose. Rows are saved in batches in the background.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <Button asChild variant="outline">
            <a href="/admin/import/template.csv" download>
              <Download aria-hidden="true" />
              Download CSV template
            </a>
          </Button>

          {loaderData.missing ? (
            <Alert tone="error" title="Import not found">
              This import does not exist any more. Choose a file to start again.
            </Alert>
          ) : null}
          {searchParams.get("cancelled") ? (
            <p className="text-sm text-slate-700" role="status">
              Import cancelled. Nothing was written.
            </p>
          ) : null}

          {!job || job.status === "cancelled" ? (
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
                  CSV only, up to 10MB. You will see what the import does before anything is written.
                </p>
              </div>
              <Button type="submit" disabled={submitting}>
                <Upload aria-hidden="true" />
                {submitting ? "Reading the file…" : "Preview import"}
              </Button>
            </Form>
          ) : null}

          {shownProblem ? (
            <Alert tone="error" title={shownProblem.title}>
              {shownProblem.message}
            </Alert>
          ) : null}

          {view && job?.status === "preview" ? (
            <ImportPreview
              job={job}
              rows={view.rows}
              counts={view.counts}
              changed={view.changed}
              warned={view.warned}
              shownLimit={IMPORT_ROWS_SHOWN}
              busy={submitting}
            />
          ) : null}

          {live && job && job.status !== "preview" && job.status !== "cancelled" ? (
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
                {live.processed} of {live.total} rows processed
              </p>
              {RUNNING.has(job.status) ? (
                <p className="text-xs text-slate-600">
                  The import runs on the server: you may leave this page and come back.{" "}
                  <a href={`/admin/import?job=${job.id}`} className="text-brand-700 underline">
                    Refresh progress
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}

          {job?.status === "failed" ? (
            <Alert tone="error" title="Import failed">
              {job.error ?? "An unexpected error occurred"}. The rows listed as imported or updated were saved.
            </Alert>
          ) : null}

          {view?.result && job && !RUNNING.has(job.status) ? (
            <>
              <ImportResults result={view.result} />
              <Button asChild variant="outline">
                <a href="/admin/import">Import another file</a>
              </Button>
            </>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Columns</CardTitle>
          <CardDescription>
            The template has these {IMPORT_COLUMNS.length} columns. Headers are matched ignoring case and spaces, and
            common other names are understood (zip_code, phone_number, fee, latitude, longitude, website). image_url and
            map_url columns are read too, and a source column (a web address, or a note saying where the facts come
            from) adds to the place's sources.
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
