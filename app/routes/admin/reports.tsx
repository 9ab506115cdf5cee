// Visitors' reports of changed places: read each with its place, then resolve it as applied or not,
// with a note; a reporter who left an e-mail address is told the outcome.
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/reports";
import { tabMeta } from "./tabs";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { AdminCard, AdminTab, CardList, ListPages, DecisionNote, StatusBadge } from "~/components/admin-list";
import { parsePage } from "~/lib/filters";
import { DecisionForm, useDecision } from "~/components/admin-decision";
import { StatusFilter } from "~/components/status-filter";
import { notify } from "~/lib/forms";
import { ResolveReportSchema } from "~/lib/schemas";
import { statusFilter } from "~/lib/status-filters";
import { formatDate } from "~/lib/dates";
import { placePath, reportKindLabel } from "~/lib/vocabulary";
import { REPORT_STATUSES } from "~/lib/vocabulary-submissions";
import { requireAdmin } from "~/server/domain/auth.server";
import { handleIntent, intent } from "~/server/domain/intents.server";
import { notifyReportResolved, reportChangedListing } from "~/server/domain/notifications.server";
import { listReports, resolveReport, type ReportFilter, type ReviewReport } from "~/server/queries/reports.server";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = tabMeta("/admin/reports");

const REPORT_FILTER = statusFilter({
  options: ["open", "applied", "not-applied", "all"] satisfies ReportFilter[],
  labels: { open: "Open", applied: "Applied", "not-applied": "Not applied", all: "All reports" },
  fallback: "open",
  empty: { fallback: "No open reports to review.", other: "No reports found matching your filter." },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filter = REPORT_FILTER.from(params);
  const { items, page, pageCount } = await listReports(requestDb(context), filter, parsePage(params.get("page")));
  return { filter, reports: items, page, pageCount };
}

const FAILURE = "Failed to resolve report";

const resolve = intent({
  schema: ResolveReportSchema,
  failure: FAILURE,
  async handle({ id, outcome, note }, { db, admin }) {
    const result = await resolveReport(db, id, outcome, note, admin);
    if (!result.ok) {
      const gone = result.reason === "not-found";
      const detail = gone ? "That report no longer exists." : "That report is already resolved.";
      return notify({ ok: false, message: FAILURE, detail }, gone ? 404 : 409);
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
        locale: report.locale,
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
  },
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  // The resolve form is the tab's only one: a form that names no intent resolves.
  return handleIntent({ request, context }, { admin }, { resolve }, { fallback: "resolve" });
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { filter, reports, page, pageCount } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <AdminTab id="reports-heading" title="Reports" reply={actionData}>
      <StatusFilter id="report-filter" filter={REPORT_FILTER} value={filter} className="mt-4" />
      <CardList rows={reports} empty={REPORT_FILTER.emptyText(filter)}>
        {(report) => <ReportCard report={report} />}
      </CardList>
      <ListPages page={page} pageCount={pageCount} />
    </AdminTab>
  );
}

function ReportCard({ report }: { report: ReviewReport }) {
  const { place } = report;
  return (
    <AdminCard
      id={`report-${report.id}`}
      title={`${place.name}: ${reportKindLabel(report.kind)}`}
      meta={
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <StatusBadge statuses={REPORT_STATUSES} value={report.status} />
          <Link to={placePath(place)} className="text-brand-700 underline">
            View place
          </Link>
          <Link to={`/admin/locations?search=${encodeURIComponent(place.name)}`} className="text-brand-700 underline">
            Edit place
          </Link>
        </div>
      }
      aside={<p className="text-sm text-slate-600">Reported {formatDate(report.createdAt)}</p>}
    >
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
        <ResolveForm report={report} />
      ) : report.resolutionNote ? (
        <DecisionNote title="Resolution note" text={report.resolutionNote} />
      ) : null}
    </AdminCard>
  );
}

function ResolveForm({ report }: { report: ReviewReport }) {
  const decision = useDecision({ id: `resolve-${report.id}`, schema: ResolveReportSchema });
  return (
    <DecisionForm
      decision={decision}
      className="mt-4 gap-3 border-t border-slate-100 pt-4"
      hidden={{ intent: "resolve", id: report.id }}
      note={{ name: "note", label: `Note (optional${report.email ? ", sent to the reporter" : ""})`, rows: 2 }}
      actions={[
        { name: "outcome", value: "applied", label: "Mark applied" },
        { name: "outcome", value: "not-applied", label: "Mark not applied", variant: "outline" },
      ]}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
