// The Candidates tab (issue 37): the open-data rows waiting for a person, 50 a page, filtered by
// status, source, county, category, flag and "near a place", as a list beside a map of the page's
// rows; the clean rows ticked are published at once; a newer extract of a source is imported here.
// A candidate's own page (detail.tsx) holds its facts and decisions. Actions: intents.server.ts.
import { useMemo } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { tabMeta } from "../tabs";
import { AdminTab, EmptyState, ListPages } from "~/components/admin-list";
import { AdminTable } from "~/components/admin-table";
import { LabelledSelect } from "~/components/labelled-select";
import type { Choice } from "~/lib/vocabulary";
import { PlacesMap } from "~/components/places-map";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  CANDIDATE_CATEGORIES,
  NEAR_CHOICES,
  QUEUE_STATUSES,
  queueFilters,
  queueHref,
  type QueueFilters,
} from "~/lib/candidates";
import type { MapPoint } from "~/lib/map";
import { OPEN_DATA_SOURCES, openDataSource } from "~/lib/open-data";
import { cn, isUuid } from "~/lib/utils";
import { handleIntent } from "~/server/domain/intents.server";
import { requireAdmin } from "~/server/domain/auth.server";
import { requestDb } from "~/server/domain/request-context.server";
import {
  CANDIDATES_PER_PAGE,
  candidateFacets,
  candidateStatusCounts,
  findCandidates,
  getOpenDataImport,
  recentOpenDataImports,
} from "~/server/queries/open-data.server";
import { QUEUE_INTENTS } from "./intents.server";
import { ImportForm, ImportReport } from "./import-report";

export const meta: Route.MetaFunction = tabMeta("/admin/candidates");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filters = queueFilters(params);
  const db = requestDb(context);
  const reportId = params.get("report");
  const [list, facets, counts, imports, report] = await Promise.all([
    findCandidates(db, {
      status: filters.status,
      source: filters.source ?? undefined,
      county: filters.county ?? undefined,
      category: filters.category ?? undefined,
      flag: filters.flag ?? undefined,
      near: filters.near ?? undefined,
      page: filters.page,
    }),
    candidateFacets(db),
    candidateStatusCounts(db),
    recentOpenDataImports(db, 5),
    isUuid(reportId) ? getOpenDataImport(db, reportId) : null,
  ]);
  return {
    filters,
    facets,
    counts,
    total: list.total,
    /** The number of the page's first row among all that match. */
    first: (list.page - 1) * CANDIDATES_PER_PAGE + 1,
    page: list.page,
    pageCount: list.pageCount,
    items: list.items.map((c) => ({
      id: c.id,
      name: c.name,
      source: c.source,
      county: c.county,
      city: c.city,
      category: c.category,
      flags: c.flags,
      status: c.status,
      lat: c.lat,
      lng: c.lng,
      changed: c.changes !== null,
      goneUpstream: c.goneUpstream,
    })),
    imports: imports.map((i) => ({ id: i.id, source: i.source, fileName: i.fileName, createdAt: i.createdAt })),
    report: report ? { ...report, sameFile: params.get("same") === "1" } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return handleIntent({ request, context }, { admin }, QUEUE_INTENTS);
}

type Row = Route.ComponentProps["loaderData"]["items"][number];

const candidatePath = (id: string) => `/admin/candidates/${id}`;
const pointHref = (point: MapPoint) => candidatePath(point.id);

export default function AdminCandidates({ loaderData }: Route.ComponentProps) {
  const { filters, facets, counts, items, total, first, page, pageCount, imports, report } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const points = useMemo<MapPoint[]>(
    () =>
      items.flatMap((c) =>
        c.lat !== null && c.lng !== null
          ? [
              {
                id: c.id,
                slug: c.id,
                name: c.name ?? "Unnamed",
                category: c.category,
                leashPolicy: null,
                lat: c.lat,
                lng: c.lng,
              },
            ]
          : [],
      ),
    [items],
  );
  const selectable = items.filter((c) => c.status === "pending" && c.flags.length === 0);
  const busy = navigation.state === "submitting";

  return (
    <AdminTab id="candidates-heading" title="Candidates" reply={actionData}>
      <p className="mt-1 text-sm text-slate-700">
        Places from open data (OpenStreetMap, the USDA, Miami-Dade County), each waiting for a person: publish it, link
        it to a place already listed, or reject it. Nothing here is public until it is published.
      </p>
      {report ? <ImportReport report={report} /> : null}

      <nav aria-label="Candidate status" className="mt-6">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {QUEUE_STATUSES.map((s) => (
            <li key={s.value}>
              <Link
                to={queueHref({ ...filters, status: s.value, page: 1 })}
                aria-current={filters.status === s.value ? "page" : undefined}
                className={cn(
                  "focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2",
                  filters.status === s.value && "bg-white text-slate-900 shadow-sm",
                )}
              >
                {s.label}
                <Badge tone={filters.status === s.value ? "brand" : "neutral"}>{counts[s.value]}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <QueueFilterForm filters={filters} facets={facets} />

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {total
          ? `Showing ${first}–${first + items.length - 1} of ${total} candidates`
          : "No candidates match these filters."}
      </p>

      {items.length ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <Form method="post" className="min-w-0">
            <input type="hidden" name="intent" value="publish-selected" />
            <AdminTable
              caption={
                <>
                  Candidates, page {page} of {pageCount}
                </>
              }
              columns={[{ hidden: "Select" }, "Name", "Source", "County", "Flags"]}
            >
              {items.map((c) => (
                <CandidateRow key={c.id} candidate={c} selectable={selectable.includes(c)} />
              ))}
            </AdminTable>
            {selectable.length ? (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={busy}>
                  Publish selected (rows without a flag)
                </Button>
                <p className="text-xs text-slate-600">
                  Published as they are, not verified by an editor. A flagged row is decided on its own page.
                </p>
              </div>
            ) : null}
          </Form>
          <PlacesMap
            points={points}
            pointHref={pointHref}
            label="Map of this page's candidates"
            className="h-[60vh] min-h-80 lg:sticky lg:top-4"
          />
        </div>
      ) : (
        <EmptyState>No candidates here.</EmptyState>
      )}
      <ListPages page={page} pageCount={pageCount} />

      <ImportForm imports={imports} busy={busy} />
    </AdminTab>
  );
}

function CandidateRow({ candidate: c, selectable }: { candidate: Row; selectable: boolean }) {
  const name = c.name ?? "Unnamed";
  return (
    <tr>
      <td className="px-3 py-2 align-top">
        {selectable ? (
          <input type="checkbox" name="ids" value={c.id} aria-label={`Select ${name}`} className="size-4" />
        ) : null}
      </td>
      <th scope="row" className="px-3 py-2 align-top font-medium">
        <Link to={candidatePath(c.id)} className="text-brand-800 hover:underline">
          {c.name ?? <span className="text-slate-600 italic">Unnamed</span>}
        </Link>
        {c.city ? <span className="block text-xs font-normal text-slate-600">{c.city}</span> : null}
      </th>
      <td className="px-3 py-2 align-top text-slate-700">{openDataSource(c.source).label}</td>
      <td className="px-3 py-2 align-top text-slate-700">{c.county ?? "Unknown"}</td>
      <td className="px-3 py-2 align-top">
        <span className="flex flex-wrap gap-1">
          {c.flags.map((flag) => (
            <Badge key={flag} tone="yellow">
              {flag}
            </Badge>
          ))}
          {c.changed ? <Badge tone="blue">changed upstream</Badge> : null}
          {c.goneUpstream ? <Badge tone="red">gone upstream</Badge> : null}
        </span>
      </td>
    </tr>
  );
}

type Facets = Route.ComponentProps["loaderData"]["facets"];

function QueueFilterForm({ filters, facets }: { filters: QueueFilters; facets: Facets }) {
  const select = (id: string, label: string, name: keyof QueueFilters, options: readonly Choice[]) => (
    <LabelledSelect
      id={id}
      label={label}
      name={name}
      defaultValue={String(filters[name] ?? "")}
      key={String(filters[name])}
      options={options}
      first={{ value: "", label: "All" }}
    />
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter candidates"
      className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      {filters.status !== "pending" ? <input type="hidden" name="status" value={filters.status} /> : null}
      {select("candidate-source", "Source", "source", OPEN_DATA_SOURCES)}
      {select(
        "candidate-county",
        "County",
        "county",
        facets.counties.map((c) => ({ value: c.value, label: c.value })),
      )}
      {select("candidate-category", "Category", "category", CANDIDATE_CATEGORIES)}
      {select("candidate-flag", "Flag", "flag", [
        { value: "none", label: "No flag" },
        ...facets.flags.map((f) => ({ value: f.value, label: f.value })),
      ])}
      {select("candidate-near", "Near an existing place", "near", NEAR_CHOICES)}
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          Apply
        </Button>
        <Button asChild variant="ghost">
          <Link to={queueHref({ status: filters.status })}>Clear</Link>
        </Button>
      </div>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
