import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Check, Merge, Pencil, RotateCcw, TriangleAlert, X } from "lucide-react";
import { z } from "zod";
import type { Route } from "./+types/submissions";
import { GeneralErrorBoundary } from "~/root";
import { StatusFilter } from "~/components/status-filter";
import { NoticeAlert, useNoticeToast } from "~/components/notice";
import { notify, replyTo, sentId, type ActionReply } from "~/lib/forms";
import { LocationDialog } from "~/components/location-dialog";
import { LocationForm } from "~/components/location-form";
import { ruleLines } from "~/lib/rules";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/lib/site";
import { seoMeta } from "~/lib/seo";
import { formatDate } from "~/lib/dates";
import { humanize } from "~/lib/utils";
import { fieldLabel, formatFieldValue } from "~/lib/audit";
import { formatMiles, pointFromMapUrl } from "~/lib/geo";
import { mergePlan } from "~/lib/submission-merge";
import {
  BEACH_CATEGORIES,
  feesLabel,
  placePath,
  PLACE_DEFAULTS,
  regionLabel,
  REGION_VALUES,
  REGIONS,
  SUBMISSION_STATUSES,
  type Category,
} from "~/lib/vocabulary";
import { requireAdmin, type SessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { notifyReviewResult } from "~/server/notifications.server";
import { siteOrigin } from "~/server/origin.server";
import { parseLocationForm } from "~/server/location-form.server";
import { listAmenities } from "~/server/queries/amenities.server";
import {
  findPossibleDuplicates,
  listSubmissionsForReview,
  mergeSubmission,
  reopenSubmission,
  reviewSubmission,
  type PossibleDuplicate,
  type ReviewSubmission,
  type SubmissionFilter,
} from "~/server/queries/submissions.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Submissions - Admin Panel | ${BRAND}`,
    description: "Review the places users have submitted.",
    path: "/admin",
    noindex: true,
  });

const SUBMISSION_FILTERS = ["all", "pending", "approved", "rejected"] as const satisfies SubmissionFilter[];

const FILTER_LABELS: Record<SubmissionFilter, string> = {
  all: "All Submissions",
  pending: "Pending Review",
  approved: "Approved",
  rejected: "Rejected",
};

function filterFrom(url: URL): SubmissionFilter {
  const value = url.searchParams.get("status");
  return (SUBMISSION_FILTERS as readonly string[]).includes(value ?? "") ? (value as SubmissionFilter) : "pending";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = filterFrom(new URL(request.url));
  const db = await getDb();
  const { items, total } = await listSubmissionsForReview(db, filter);
  const duplicates = await findPossibleDuplicates(
    db,
    items.filter((s) => s.status === "pending"),
  );
  const amenities = await listAmenities(db);
  return {
    filter,
    items: items.map((s) => ({ ...s, duplicates: duplicates.get(s.id) ?? [] })),
    total,
    amenities: amenities.map((a) => ({ name: a.name, displayName: a.displayName })),
  };
}

/** Why a review, an approval with edits or a merge was refused, as the reviewer reads it, and its status. */
const REVIEW_REFUSALS = {
  "not-found": { detail: "That submission no longer exists.", status: 404 },
  "not-pending": { detail: "Only pending submissions can be reviewed.", status: 409 },
  "place-not-found": { detail: "That place no longer exists.", status: 404 },
  "already-published": {
    detail: "It was published before it was reopened: edit its place under Locations.",
    status: 409,
  },
} as const;

const ReviewSchema = z.object({
  id: z.uuid(),
  intent: z.enum(["approve", "reject"]),
  region: z.enum(REGION_VALUES).default(PLACE_DEFAULTS.region),
  adminNotes: z
    .string()
    .trim()
    .max(2000, "Admin notes are too long")
    .transform((v) => (v === "" ? null : v)),
});

const ReopenSchema = z.object({
  id: z.uuid(),
  adminNotes: z.string().trim().min(1, "Say why the submission is reopened").max(2000, "Admin notes are too long"),
});

async function reopen(formData: FormData, admin: SessionUser) {
  const failure = "Failed to reopen submission";
  const parsed = ReopenSchema.safeParse({ id: formData.get("id") ?? "", adminNotes: formData.get("adminNotes") ?? "" });
  if (!parsed.success) {
    const detail = z.flattenError(parsed.error).fieldErrors.adminNotes?.[0] ?? "The request was not understood.";
    return notify({ ok: false, message: failure, detail }, 400);
  }
  const result = await reopenSubmission(await getDb(), parsed.data.id, parsed.data.adminNotes, admin);
  if (!result.ok) {
    const detail =
      result.reason === "not-found" ? "That submission no longer exists." : "That submission is already pending.";
    return notify({ ok: false, message: failure, detail }, result.reason === "not-found" ? 404 : 409);
  }
  return notify({ ok: true, message: "Submission reopened for review" });
}

const MergeSchema = ReopenSchema.extend({
  locationId: z.uuid(),
  adminNotes: ReviewSchema.shape.adminNotes,
});

async function merge(formData: FormData, admin: SessionUser, site: string) {
  const failure = "Failed to merge submission";
  const parsed = MergeSchema.safeParse({
    id: formData.get("id") ?? "",
    locationId: formData.get("locationId") ?? "",
    adminNotes: formData.get("adminNotes") ?? "",
  });
  if (!parsed.success) {
    const detail = z.flattenError(parsed.error).fieldErrors.adminNotes?.[0] ?? "The request was not understood.";
    return notify({ ok: false, message: failure, detail }, 400);
  }
  const { id, locationId, adminNotes } = parsed.data;
  const result = await mergeSubmission(await getDb(), id, locationId, adminNotes, admin);
  if (!result.ok) {
    const { detail, status } = REVIEW_REFUSALS[result.reason];
    return notify({ ok: false, message: failure, detail }, status);
  }
  await notifyReviewResult(result.submission, "approved", placePath(result.location), site);
  const filled = result.plan.fills.length;
  return notify({
    ok: true,
    message: `Submission merged into ${result.location.name}`,
    detail: filled
      ? `Filled ${filled} ${filled === 1 ? "field" : "fields"} the place did not have.`
      : "The place already had every fact it gave.",
  });
}

/** Approves with the details the reviewer completed in the location form, checked as Locations checks them. */
async function approveEdited(formData: FormData, admin: SessionUser, site: string) {
  const failure = "Failed to approve submission";
  const db = await getDb();
  const submission = await parseLocationForm(db, formData);
  const id = sentId(formData);
  const notes = ReviewSchema.shape.adminNotes.safeParse(formData.get("adminNotes") ?? "");
  if (submission.status !== "success" || !id || !notes.success) {
    return replyTo(submission, {
      notice: { ok: false, message: failure, detail: "Please correct the highlighted fields." },
      fieldErrors: notes.success ? undefined : { adminNotes: ["Admin notes are too long"] },
      status: 400,
    });
  }
  const result = await reviewSubmission(db, id, "approved", notes.data, admin, submission.value);
  if (!result.ok) {
    const { detail, status } = REVIEW_REFUSALS[result.reason];
    return replyTo(submission, { notice: { ok: false, message: failure, detail }, formErrors: [detail], status });
  }
  await notifyReviewResult(result.submission, "approved", result.location ? placePath(result.location) : null, site);
  return replyTo(submission, { notice: { ok: true, message: "Submission approved successfully" } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  if (formData.get("intent") === "reopen") return reopen(formData, admin);
  if (formData.get("intent") === "approve-edited") return approveEdited(formData, admin, siteOrigin(request));
  if (formData.get("intent") === "merge") return merge(formData, admin, siteOrigin(request));
  const intent = formData.get("intent") === "reject" ? "reject" : "approve";
  const failure = intent === "approve" ? "Failed to approve submission" : "Failed to reject submission";
  const parsed = ReviewSchema.safeParse({
    id: formData.get("id") ?? "",
    intent: formData.get("intent") ?? "",
    region: formData.get("region") ?? undefined,
    adminNotes: formData.get("adminNotes") ?? "",
  });
  if (!parsed.success) {
    const detail = z.flattenError(parsed.error).fieldErrors.adminNotes?.[0] ?? "The request was not understood.";
    return notify({ ok: false, message: failure, detail }, 400);
  }
  const decision = parsed.data.intent === "approve" ? "approved" : "rejected";
  const db = await getDb();
  const result = await reviewSubmission(
    db,
    parsed.data.id,
    decision,
    parsed.data.adminNotes,
    admin,
    parsed.data.region,
  );
  if (!result.ok) {
    const { detail, status } = REVIEW_REFUSALS[result.reason];
    return notify({ ok: false, message: failure, detail }, status);
  }
  const { submission, location } = result;
  await notifyReviewResult(submission, decision, location ? placePath(location) : null, siteOrigin(request));
  return notify({
    ok: true,
    message: decision === "approved" ? "Submission approved successfully" : "Submission rejected successfully",
  });
}

// The edit-and-approve forms share one fetcher, read here too: an approved card leaves the list.
const APPROVE_FETCHER = "approve-edited";

type AmenityOption = { name: string; displayName: string };

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const { filter, items, total, amenities } = loaderData;
  const actionData = useActionData<typeof action>();
  const approvals = useFetcher<ActionReply>({ key: APPROVE_FETCHER });
  useNoticeToast(approvals, approvals.reset);
  return (
    <section aria-labelledby="submissions-heading">
      <h2 id="submissions-heading" className="sr-only">
        Submissions
      </h2>
      <NoticeAlert reply={actionData} className="mb-4" />
      <StatusFilter id="status-filter" value={filter} options={SUBMISSION_FILTERS} labels={FILTER_LABELS} />
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        Showing {items.length} of {total} submissions
      </p>
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-700">
          {filter === "pending" ? "No pending submissions to review." : "No submissions found matching your filter."}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {items.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} amenities={amenities} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StatusBadge({ status }: { status: string }) {
  const found = SUBMISSION_STATUSES.find((s) => s.value === status);
  return <Badge tone={found?.tone ?? "neutral"}>{found?.label ?? humanize(status)}</Badge>;
}

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="text-sm text-slate-900">{value}</dd>
    </div>
  );
}

type ListedSubmission = ReviewSubmission & { duplicates: PossibleDuplicate[] };

function SubmissionCard({ submission, amenities }: { submission: ListedSubmission; amenities: AmenityOption[] }) {
  const fetcher = useFetcher<typeof action>();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  useNoticeToast(fetcher, () => {
    setNotes("");
    setOpen(false);
  });
  const busy = fetcher.state !== "idle";
  const isBeach = BEACH_CATEGORIES.includes(submission.category as Category);
  const headingId = `submission-${submission.id}`;
  return (
    <Card className="p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {submission.name}
          </h3>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={submission.status} />
            <Badge tone={isBeach ? "blue" : "green"}>{isBeach ? "Beach" : "Park"}</Badge>
            <Badge tone="outline">{humanize(submission.category)}</Badge>
          </div>
        </div>
        {submission.status === "pending" ? (
          <div className="flex flex-wrap items-center gap-2">
            {submission.locationId ? null : <EditAndApprove submission={submission} amenities={amenities} />}
            <Dialog open={open} onOpenChange={setOpen}>
              <DialogTrigger asChild>
                <Button variant="outline">Review</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Review Submission</DialogTitle>
                  <DialogDescription>
                    {submission.name} in {submission.city}, submitted by {submission.submitterName}
                  </DialogDescription>
                </DialogHeader>
                <fetcher.Form method="post">
                  <input type="hidden" name="id" value={submission.id} />
                  <div className="mb-4 flex flex-col gap-1.5">
                    <Label htmlFor={`region-${submission.id}`}>Region of the published place</Label>
                    <NativeSelect id={`region-${submission.id}`} name="region" defaultValue={PLACE_DEFAULTS.region}>
                      {REGIONS.map((r) => (
                        <option key={r.value} value={r.value}>
                          {r.label}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`notes-${submission.id}`}>Admin Notes (optional)</Label>
                    <Textarea
                      id={`notes-${submission.id}`}
                      name="adminNotes"
                      value={notes}
                      maxLength={2000}
                      onChange={(event) => setNotes(event.target.value)}
                    />
                  </div>
                  <DialogFooter>
                    <Button type="submit" name="intent" value="reject" variant="destructive" disabled={busy}>
                      <X aria-hidden="true" />
                      Reject
                    </Button>
                    <Button type="submit" name="intent" value="approve" disabled={busy}>
                      <Check aria-hidden="true" />
                      Approve
                    </Button>
                  </DialogFooter>
                </fetcher.Form>
              </DialogContent>
            </Dialog>
            <QuickDecision
              name={submission.name}
              intent="approve"
              disabled={busy}
              onConfirm={() =>
                fetcher.submit({ id: submission.id, intent: "approve", adminNotes: "" }, { method: "post" })
              }
            />
            <QuickDecision
              name={submission.name}
              intent="reject"
              disabled={busy}
              onConfirm={() =>
                fetcher.submit({ id: submission.id, intent: "reject", adminNotes: "" }, { method: "post" })
              }
            />
          </div>
        ) : (
          <ReopenButton submission={submission} />
        )}
      </div>
      {submission.status === "pending" && submission.duplicates.length ? (
        <PossibleDuplicates submission={submission} />
      ) : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="City" value={submission.city} />
        <Detail term="County" value={submission.county} />
        <Detail term="Address" value={submission.address} />
        <Detail term="Leash policy" value={humanize(submission.leashPolicy)} />
        <Detail term="Fees" value={submission.fees ? feesLabel(submission.fees) : "Not sure"} />
        <Detail term="Hours" value={submission.hours} />
        <Detail term="When are dogs allowed?" value={submission.dogHoursNote} />
        <Detail term="Submitted by" value={submission.submitterName} />
        <Detail term="Email" value={submission.email} />
        <Detail term="Submitted" value={formatDate(submission.createdAt)} />
      </dl>
      <p className="mt-4 text-sm text-slate-800">{submission.description}</p>
      {submission.amenities.length ? (
        <div className="mt-3">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Amenities</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {submission.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge tone="neutral">{humanize(amenity)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {submission.adminNotes ? (
        <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium">Admin notes</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{submission.adminNotes}</p>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The quick approve or reject of a card: it asks first, naming the submission, since either one
 * mails the submitter and an approval publishes the place at once.
 */
function QuickDecision({
  name,
  intent,
  disabled,
  onConfirm,
}: {
  name: string;
  intent: "approve" | "reject";
  disabled: boolean;
  onConfirm: () => void;
}) {
  const approve = intent === "approve";
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          size="icon"
          variant="outline"
          className={approve ? "text-green-800" : "text-red-700"}
          aria-label={`${approve ? "Approve" : "Reject"} ${name}`}
          title={approve ? "Approve" : "Reject"}
          disabled={disabled}
        >
          {approve ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {approve ? "Approve" : "Reject"} {name}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            {approve
              ? `It is published at once in ${regionLabel(PLACE_DEFAULTS.region)}, with only what the submitter said, and the submitter is told. Use Review or Edit to choose the region or add notes.`
              : "The submitter is told it was not approved. Use Review to add a note."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{approve ? "Approve" : "Reject"}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The location form as the submission would publish it; what was not said stays empty. */
function submissionFormValues(submission: ReviewSubmission) {
  const point = pointFromMapUrl(submission.mapUrl);
  return {
    name: submission.name,
    category: submission.category,
    region: PLACE_DEFAULTS.region,
    city: submission.city,
    county: submission.county ?? "",
    address: submission.address ?? "",
    zip: submission.zip ?? "",
    phone: submission.phone ?? "",
    lat: point ? String(point.lat) : "",
    lng: point ? String(point.lng) : "",
    leashPolicy: submission.leashPolicy,
    fees: submission.fees ?? "",
    feeDetails: submission.feeDetails ?? "",
    hours: submission.hours ?? "",
    description: submission.description,
    rules: ruleLines(submission.rules),
    parkingDetails: submission.parkingDetails ?? "",
    amenities: submission.amenities,
    imageUrl: submission.imageUrl ?? "",
    mapUrl: submission.mapUrl ?? "",
    status: "open",
  };
}

/** Opens the submission in the location form; "Approve with these details" publishes what the form holds. */
function EditAndApprove({ submission, amenities }: { submission: ReviewSubmission; amenities: AmenityOption[] }) {
  const [open, setOpen] = useState(false);
  return (
    <LocationDialog
      open={open}
      onOpenChange={setOpen}
      title="Edit and Approve"
      description={
        <>
          {submission.name}, submitted by {submission.submitterName}. Complete what is missing (fields marked * are
          required); what the submitter did not say stays empty.
          {submission.dogHoursNote ? (
            <span className="mt-1 block">When dogs are allowed, in their words: {submission.dogHoursNote}</span>
          ) : null}
        </>
      }
      trigger={
        <Button variant="outline" aria-label={`Edit and approve ${submission.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    >
      {(requestClose) => (
        <LocationForm
          amenities={amenities}
          submitLabel="Approve with these details"
          fetcherKey={APPROVE_FETCHER}
          intent="approve-edited"
          startWith={{ formId: `approve-${submission.id}`, values: submissionFormValues(submission) }}
          onSaved={() => setOpen(false)}
          onCancel={requestClose}
        >
          <input type="hidden" name="id" value={submission.id} />
          <div className="mt-4 flex flex-col gap-1.5">
            <Label htmlFor={`edit-notes-${submission.id}`}>Admin Notes (optional)</Label>
            <Textarea id={`edit-notes-${submission.id}`} name="adminNotes" maxLength={2000} />
          </div>
        </LocationForm>
      )}
    </LocationDialog>
  );
}

/** Places already listed that the submission may name again, each with its links and a merge. */
function PossibleDuplicates({ submission }: { submission: ListedSubmission }) {
  const headingId = `duplicates-${submission.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-amber-950">
        <TriangleAlert className="size-4" aria-hidden="true" />
        Possible duplicate
      </h4>
      <ul className="mt-2 grid gap-2">
        {submission.duplicates.map((place) => (
          <li key={place.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-900">
            <a href={placePath(place)} className="font-medium underline">
              {place.name}
            </a>
            <span className="text-slate-700">
              {[
                place.city,
                place.miles !== null ? `${formatMiles(place.miles)} away` : null,
                place.sameCity ? "same city" : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
            <a
              href={`/admin/locations?search=${encodeURIComponent(place.name)}`}
              className="underline"
              aria-label={`${place.name} in Locations`}
            >
              In Locations
            </a>
            <MergeDialog submission={submission} place={place} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Merges the submission into a listed place: what it fills, and what differs and stays as listed. */
function MergeDialog({ submission, place }: { submission: ListedSubmission; place: PossibleDuplicate }) {
  const fetcher = useFetcher<typeof action>();
  const [open, setOpen] = useState(false);
  useNoticeToast(fetcher, () => setOpen(false));
  const plan = mergePlan(place, submission);
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Merge aria-hidden="true" />
          Merge into {place.name}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge into {place.name}</DialogTitle>
          <DialogDescription>
            {submission.name} is approved as {place.name}: its facts fill what the place does not have yet. The
            submitter is told it is listed.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm">
          <MergeTable
            caption="Filled from the submission"
            empty="The place already has every fact the submission gives."
            rows={plan.fills.map((f) => ({ field: f.field, values: [formatFieldValue(f.field, f.value)] }))}
            columns={["New value"]}
          />
          {plan.conflicts.length ? (
            <MergeTable
              caption="Different, kept as listed"
              empty=""
              rows={plan.conflicts.map((c) => ({
                field: c.field,
                values: [formatFieldValue(c.field, c.place), formatFieldValue(c.field, c.submission)],
              }))}
              columns={["Listed", "Submission"]}
            />
          ) : null}
          {plan.conflicts.length ? (
            <p className="text-slate-700">To use a different value, edit the place under Locations after merging.</p>
          ) : null}
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={submission.id} />
          <input type="hidden" name="locationId" value={place.id} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`merge-notes-${submission.id}-${place.id}`}>Admin Notes (optional)</Label>
            <Textarea id={`merge-notes-${submission.id}-${place.id}`} name="adminNotes" maxLength={2000} />
          </div>
          <DialogFooter>
            <Button type="submit" name="intent" value="merge" disabled={busy}>
              Merge and approve
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function MergeTable({
  caption,
  empty,
  rows,
  columns,
}: {
  caption: string;
  empty: string;
  rows: { field: string; values: string[] }[];
  columns: string[];
}) {
  if (!rows.length) return <p className="text-slate-700">{empty}</p>;
  return (
    <table className="w-full text-left">
      <caption className="text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="py-1 pr-2">
            Field
          </th>
          {columns.map((c) => (
            <th key={c} scope="col" className="py-1 pr-2">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-slate-100 align-top">
            <th scope="row" className="py-1 pr-2 font-medium">
              {fieldLabel(row.field)}
            </th>
            {row.values.map((v, i) => (
              <td key={i} className="py-1 pr-2 break-words">
                {v}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Sets a decided submission back to pending, with a note saying why. */
function ReopenButton({ submission }: { submission: ReviewSubmission }) {
  const fetcher = useFetcher<typeof action>();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  useNoticeToast(fetcher, () => {
    setNotes("");
    setOpen(false);
  });
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <RotateCcw aria-hidden="true" />
          Reopen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reopen Submission</DialogTitle>
          <DialogDescription>
            {submission.name} goes back to Pending Review. A place it published stays listed; edit or close it under
            Locations.
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={submission.id} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`reopen-notes-${submission.id}`}>Why is it reopened?</Label>
            <Textarea
              id={`reopen-notes-${submission.id}`}
              name="adminNotes"
              required
              value={notes}
              maxLength={2000}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" name="intent" value="reopen" disabled={busy}>
              Reopen for review
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
