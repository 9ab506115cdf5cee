// The Submissions tab: the places users sent, filtered by status, each with its decisions (review,
// edit and approve, merge into a place already listed, reopen), and under "Held from imports" the
// rows of CSV imports held back for review (publish, discard). Its action: intents.server.ts.
import { Link, useActionData, useFetcher } from "react-router";
import type { Route } from "./+types/route";
import { tabMeta } from "../tabs";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { AdminTab, CardList, ListPages } from "~/components/admin-list";
import { parsePage } from "~/lib/filters";
import { StatusFilter } from "~/components/status-filter";
import { useNoticeToast } from "~/components/notice";
import type { ActionReply } from "~/lib/forms";
import { statusFilter } from "~/lib/status-filters";
import { requireAdmin } from "~/server/domain/auth.server";
import { handleIntent } from "~/server/domain/intents.server";
import { listAmenities } from "~/server/queries/amenities.server";
import { findPossibleDuplicates } from "~/server/queries/submission-duplicates.server";
import { listSubmissionsForReview, type SubmissionFilter } from "~/server/queries/submissions.server";
import { APPROVE_FETCHER } from "./edit-and-approve";
import { SUBMISSION_INTENTS } from "./intents.server";
import { SubmissionCard } from "./submission-card";
import { heldFacts, HeldRowCard, type HeldRowView } from "./held-row-card";
import { countHeldRows, listHeldRows } from "~/server/domain/import/held.server";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = tabMeta("/admin");

const SUBMISSION_FILTER = statusFilter({
  options: ["all", "pending", "approved", "rejected", "held"] satisfies (SubmissionFilter | "held")[],
  labels: {
    all: "All Submissions",
    pending: "Pending Review",
    approved: "Approved",
    rejected: "Rejected",
    held: "Held from imports",
  },
  fallback: "pending",
  empty: { fallback: "No pending submissions to review.", other: "No submissions found matching your filter." },
});

/** One page of the rows held back from imports, as their cards show them. */
async function heldPage(db: ReturnType<typeof requestDb>, page: number | undefined) {
  const held = await listHeldRows(db, page);
  const rows: HeldRowView[] = held.items.map(({ place, ...row }) => ({
    ...row,
    id: `${row.jobId}:${row.position}`,
    facts: heldFacts(place),
  }));
  return { ...held, rows };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filter = SUBMISSION_FILTER.from(params);
  const db = requestDb(context);
  if (filter === "held") {
    const { rows, matching, page, pageCount } = await heldPage(db, parsePage(params.get("page")));
    return { filter, items: [], held: rows, heldWaiting: matching, matching, page, pageCount, amenities: [] };
  }
  const { items, matching, page, pageCount } = await listSubmissionsForReview(
    db,
    filter,
    parsePage(params.get("page")),
  );
  const duplicates = await findPossibleDuplicates(
    db,
    items.filter((s) => s.status === "pending"),
  );
  const [amenities, heldWaiting] = await Promise.all([listAmenities(db), countHeldRows(db)]);
  return {
    filter,
    items: items.map((s) => ({ ...s, duplicates: duplicates.get(s.id) ?? [] })),
    held: [] as HeldRowView[],
    heldWaiting,
    matching,
    page,
    pageCount,
    amenities: amenities.map((a) => ({ name: a.name, displayName: a.displayName })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return handleIntent({ request, context }, { admin }, SUBMISSION_INTENTS);
}

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const { filter, items, held, heldWaiting, matching, page, pageCount, amenities } = loaderData;
  const actionData = useActionData<typeof action>();
  // The edit-and-approve forms share one fetcher, read here too: an approved card leaves the list.
  const approvals = useFetcher<ActionReply>({ key: APPROVE_FETCHER });
  useNoticeToast(approvals, approvals.reset);
  return (
    <AdminTab id="submissions-heading" title="Submissions" hideTitle reply={actionData}>
      <StatusFilter id="status-filter" filter={SUBMISSION_FILTER} value={filter} />
      {filter !== "held" && heldWaiting > 0 ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
          {heldWaiting === 1 ? "1 row" : `${heldWaiting} rows`} held back from imports{" "}
          {heldWaiting === 1 ? "waits" : "wait"} for review.{" "}
          <Link to="?status=held" className="font-medium underline">
            Review held rows
          </Link>
        </p>
      ) : null}
      {filter === "held" ? (
        <>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            Showing {held.length} of {matching} rows held back from imports
          </p>
          <CardList rows={held} empty="No rows held back from imports wait for review.">
            {(row) => <HeldRowCard row={row} />}
          </CardList>
        </>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            Showing {items.length} of {matching} submissions
          </p>
          <CardList rows={items} empty={SUBMISSION_FILTER.emptyText(filter)}>
            {(submission) => <SubmissionCard submission={submission} amenities={amenities} />}
          </CardList>
        </>
      )}
      <ListPages page={page} pageCount={pageCount} />
    </AdminTab>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
