// Visitors' reports of changed places: read each with its place, then resolve it as applied or not,
// with a note; a reporter who left an e-mail address is told the outcome.
import { useState } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reports";
import { GeneralErrorBoundary } from "~/root";
import { StatusFilter } from "~/components/status-filter";
import { NoticeAlert, useNoticeToast } from "~/components/notice";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { formatDate } from "~/lib/dates";
import { placePath, REPORT_STATUSES, reportKindLabel, type ReportStatus } from "~/lib/vocabulary";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { notifyReportResolved, reportChangedListing } from "~/server/notifications.server";
import { listReports, resolveReport, type ReportFilter, type ReviewReport } from "~/server/queries/reports.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Reports - Admin Panel | ${BRAND}`,
    description: "Changes visitors reported about places.",
    path: "/admin/reports",
    noindex: true,
  });

const REPORT_FILTERS = ["open", "applied", "not-applied", "all"] as const satisfies ReportFilter[];
const FILTER_LABELS: Record<ReportFilter, string> = {
  open: "Open",
  applied: "Applied",
  "not-applied": "Not applied",
  all: "All reports",
};

function filterFrom(url: URL): ReportFilter {
  const value = url.searchParams.get("status");
  return (REPORT_FILTERS as readonly string[]).includes(value ?? "") ? (value as ReportFilter) : "open";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = filterFrom(new URL(request.url));
  return { filter, reports: await listReports(await getDb(), filter) };
}

const ResolveSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(["applied", "not-applied"]),
  note: z
    .string()
    .trim()
    .max(2000, "The note is too long")
    .transform((v) => (v === "" ? null : v)),
});

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const parsed = ResolveSchema.safeParse({
    id: formData.get("id") ?? "",
    outcome: formData.get("outcome") ?? "",
    note: formData.get("note") ?? "",
  });
  const failure = "Failed to resolve report";
  if (!parsed.success) {
    const detail = z.flattenError(parsed.error).fieldErrors.note?.[0] ?? "The request was not understood.";
    return notify({ ok: false, message: failure, detail }, 400);
  }
  const result = await resolveReport(await getDb(), parsed.data.id, parsed.data.outcome, parsed.data.note, admin);
  if (!result.ok) {
    const detail = result.reason === "not-found" ? "That report no longer exists." : "That report is already resolved.";
    return notify({ ok: false, message: failure, detail }, result.reason === "not-found" ? 404 : 409);
  }
  const { report } = result;
  if (report.email) {
    await notifyReportResolved({
      email: report.email,
      placeName: report.placeName,
      status: report.status,
      resolutionNote: report.resolutionNote,
      createdAt: report.createdAt,
      changedFields: report.changedFields,
    });
  }
  const unchanged = report.status === "applied" && !reportChangedListing(report);
  return notify({
    ok: true,
    message: report.status === "applied" ? "Report marked as applied" : "Report marked as not applied",
    detail: !report.email
      ? undefined
      : unchanged
        ? "The place has not changed since the report, so the reporter's e-mail says it was reviewed and left as it is."
        : "The reporter will get an e-mail.",
  });
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { filter, reports } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="text-xl font-semibold">
        Reports
      </h2>
      <NoticeAlert reply={actionData} className="mt-4" />
      <StatusFilter
        id="report-filter"
        value={filter}
        options={REPORT_FILTERS}
        labels={FILTER_LABELS}
        className="mt-4"
      />
      {reports.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-700">
          {filter === "open" ? "No open reports to review." : "No reports found matching your filter."}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StatusBadge({ status }: { status: ReportStatus }) {
  const found = REPORT_STATUSES.find((s) => s.value === status);
  return <Badge tone={found?.tone ?? "neutral"}>{found?.label ?? status}</Badge>;
}

function ReportCard({ report }: { report: ReviewReport }) {
  const fetcher = useFetcher<typeof action>();
  const [note, setNote] = useState("");
  useNoticeToast(fetcher, () => setNote(""));
  const busy = fetcher.state !== "idle";
  const headingId = `report-${report.id}`;
  const { place } = report;
  return (
    <Card className="p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {place.name}: {reportKindLabel(report.kind)}
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            <StatusBadge status={report.status} />
            <Link to={placePath(place)} className="text-brand-700 underline">
              View place
            </Link>
            <Link to={`/admin/locations?search=${encodeURIComponent(place.name)}`} className="text-brand-700 underline">
              Edit place
            </Link>
          </div>
        </div>
        <p className="text-sm text-slate-600">Reported {formatDate(report.createdAt)}</p>
      </div>
      <p className="mt-4 whitespace-pre-line text-slate-900">{report.text}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {report.sourceUrl ? (
          <div>
            <dt className="font-medium text-slate-600">Source</dt>
            <dd>
              <a href={report.sourceUrl} target="_blank" rel="noopener noreferrer" className="break-all underline">
                {report.sourceUrl}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-slate-600">Reporter</dt>
          <dd>
            {[report.reporterName ? `${report.reporterName} (account)` : null, report.email]
              .filter(Boolean)
              .join(", ") || "Anonymous, no e-mail"}
          </dd>
        </div>
      </dl>
      {report.status === "open" ? (
        <fetcher.Form method="post" className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4">
          <input type="hidden" name="id" value={report.id} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`note-${report.id}`}>Note (optional{report.email ? ", sent to the reporter" : ""})</Label>
            <Textarea
              id={`note-${report.id}`}
              name="note"
              value={note}
              maxLength={2000}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="outcome" value="applied" disabled={busy}>
              Mark applied
            </Button>
            <Button type="submit" name="outcome" value="not-applied" variant="outline" disabled={busy}>
              Mark not applied
            </Button>
          </div>
        </fetcher.Form>
      ) : report.resolutionNote ? (
        <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium">Resolution note</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{report.resolutionNote}</p>
        </div>
      ) : null}
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
