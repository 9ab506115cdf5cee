// One submission in the list: what it says, its possible duplicates, and its decisions: Review
// (approve or reject with a region and notes), the quick approve and reject, Edit and approve, and
// Reopen once decided.
import { Check, RotateCcw, X } from "lucide-react";
import { AdminCard, DecisionNote, StatusBadge } from "~/components/admin-list";
import { DecisionDialog, useDecision } from "~/components/admin-decision";
import { SelectField } from "~/components/forms";
import { ConfirmAction } from "~/components/confirm-delete";
import { Badge, BadgeList } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { ReopenSchema, ReviewSchema } from "~/lib/schemas";
import { humanize } from "~/lib/utils";
import { BEACH_CATEGORIES, feesLabel, PLACE_DEFAULTS, regionLabel, REGIONS, type Category } from "~/lib/vocabulary";
import { SUBMISSION_STATUSES } from "~/lib/vocabulary-submissions";
import type { ReviewSubmission } from "~/server/queries/submissions.server";
import { EditAndApprove, OPTIONAL_NOTES, type AmenityOption } from "./edit-and-approve";
import type { ListedSubmission } from "./listed-submission";
import { PossibleDuplicates } from "./merge-dialog";

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="text-sm text-slate-900">{value}</dd>
    </div>
  );
}

export function SubmissionCard({
  submission,
  amenities,
}: {
  submission: ListedSubmission;
  amenities: AmenityOption[];
}) {
  const pending = submission.status === "pending";
  const isBeach = BEACH_CATEGORIES.includes(submission.category as Category);
  return (
    <AdminCard
      id={`submission-${submission.id}`}
      title={submission.name}
      meta={
        <div className="mt-2 flex flex-wrap gap-2">
          <StatusBadge statuses={SUBMISSION_STATUSES} value={submission.status} />
          <Badge tone={isBeach ? "blue" : "green"}>{isBeach ? "Beach" : "Park"}</Badge>
          <Badge tone="outline">{humanize(submission.category)}</Badge>
        </div>
      }
      aside={
        pending ? (
          <div className="flex flex-wrap items-center gap-2">
            {submission.locationId ? null : <EditAndApprove submission={submission} amenities={amenities} />}
            <ReviewDecisions submission={submission} />
          </div>
        ) : (
          <ReopenDialog submission={submission} />
        )
      }
    >
      {pending && submission.duplicates.length ? <PossibleDuplicates submission={submission} /> : null}
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
          <BadgeList items={submission.amenities.map(humanize)} tone="neutral" className="mt-1 gap-1.5" />
        </div>
      ) : null}
      {submission.adminNotes ? <DecisionNote title="Admin notes" text={submission.adminNotes} /> : null}
    </AdminCard>
  );
}

/** Review (a dialog with the region and notes) and the quick approve and reject: one decision, one fetcher. */
function ReviewDecisions({ submission }: { submission: ListedSubmission }) {
  const review = useDecision({
    id: `review-${submission.id}`,
    schema: ReviewSchema,
    defaultValue: { region: PLACE_DEFAULTS.region },
  });
  const quick = (intent: "approve" | "reject") => () =>
    review.fetcher.submit({ id: submission.id, intent, adminNotes: "" }, { method: "post" });
  return (
    <>
      <DecisionDialog
        decision={review}
        trigger={<Button variant="outline">Review</Button>}
        title="Review Submission"
        description={`${submission.name} in ${submission.city}, submitted by ${submission.submitterName}`}
        hidden={{ id: submission.id }}
        fields={(fields) => (
          <SelectField meta={fields.region!} label="Region of the published place" options={REGIONS} />
        )}
        note={{ name: "adminNotes", label: OPTIONAL_NOTES }}
        actions={[
          {
            value: "reject",
            variant: "destructive",
            label: (
              <>
                <X aria-hidden="true" />
                Reject
              </>
            ),
          },
          {
            value: "approve",
            label: (
              <>
                <Check aria-hidden="true" />
                Approve
              </>
            ),
          },
        ]}
      />
      <QuickDecision name={submission.name} intent="approve" disabled={review.busy} onConfirm={quick("approve")} />
      <QuickDecision name={submission.name} intent="reject" disabled={review.busy} onConfirm={quick("reject")} />
    </>
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
  const verb = approve ? "Approve" : "Reject";
  return (
    <ConfirmAction
      trigger={
        <Button
          size="icon"
          variant="outline"
          className={approve ? "text-green-800" : "text-red-700"}
          aria-label={`${verb} ${name}`}
          title={verb}
          disabled={disabled}
        >
          {approve ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
        </Button>
      }
      title={`${verb} ${name}?`}
      question={
        approve
          ? `It is published at once in ${regionLabel(PLACE_DEFAULTS.region)}, with only what the submitter said, and the submitter is told. Use Review or Edit to choose the region or add notes.`
          : "The submitter is told it was not approved. Use Review to add a note."
      }
      action={verb}
      onConfirm={onConfirm}
    />
  );
}

/** Sets a decided submission back to pending, with a note saying why. */
function ReopenDialog({ submission }: { submission: ReviewSubmission }) {
  const reopen = useDecision({ id: `reopen-${submission.id}`, schema: ReopenSchema });
  return (
    <DecisionDialog
      decision={reopen}
      trigger={
        <Button variant="outline">
          <RotateCcw aria-hidden="true" />
          Reopen
        </Button>
      }
      title="Reopen Submission"
      description={`${submission.name} goes back to Pending Review. A place it published stays listed; edit or close it under Locations.`}
      hidden={{ id: submission.id }}
      note={{ name: "adminNotes", label: "Why is it reopened?" }}
      actions={[{ value: "reopen", label: "Reopen for review" }]}
    />
  );
}
