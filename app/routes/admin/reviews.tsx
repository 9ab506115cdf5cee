// Owners' reviews and photos waiting for an administrator, and readers' reports: publish or reject a
// review, approve or reject a photo, remove a reported review. Every decision is on content, never on
// the rating, and the author is e-mailed the outcome with its reason.
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/reviews";
import { tabMeta } from "./tabs";
import { AdminCard, AdminTab, CardList, StatusBadge } from "~/components/admin-list";
import { DecisionDialog, DecisionForm, useDecision } from "~/components/admin-decision";
import { SelectField } from "~/components/forms";
import { Stars } from "~/components/reviews";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { notify } from "~/lib/forms";
import { RowSchema } from "~/lib/schemas";
import { ReviewRejectionSchema } from "~/lib/schemas-reviews";
import { placePath, reviewHoldReasonLabel, reviewReportReasonLabel } from "~/lib/vocabulary";
import { REVIEW_REJECT_REASONS, REVIEW_STATUSES } from "~/lib/vocabulary-reviews";
import { requireAdmin } from "~/server/domain/auth.server";
import { handleIntent, intent, type AdminGiven, type IntentContext } from "~/server/domain/intents.server";
import { moderatePhoto, moderateReview } from "~/server/domain/reviews.server";
import { Refusal } from "~/server/domain/refusal.server";
import { requestDb } from "~/server/domain/request-context.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { moderationQueue } from "~/server/queries/review-moderation.server";

export const meta: Route.MetaFunction = tabMeta("/admin/reviews");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return moderationQueue(requestDb(context));
}

/** A decision that another administrator already took answers 409 with its own words. */
async function decide(failure: string, success: string, run: () => Promise<unknown>) {
  try {
    await run();
    return notify({ ok: true, message: success });
  } catch (error) {
    if (error instanceof Refusal) return notify({ ok: false, message: failure, detail: error.message }, error.status);
    throw error;
  }
}

const site = ({ request }: IntentContext<AdminGiven>) => siteOrigin(request);

/** Rejecting or removing a review: the author is told the reason by e-mail. */
const withReason = (decision: "reject" | "remove", failure: string, done: string) =>
  intent({
    schema: ReviewRejectionSchema,
    failure,
    handle: ({ id, reason, note }, context) =>
      decide(failure, `${done} The author will get an e-mail with the reason.`, () =>
        moderateReview(context.db, context.admin.id, id, { decision, reason, note }, site(context)),
      ),
  });

const handlers = {
  publish: intent({
    schema: RowSchema,
    failure: "Failed to publish review",
    handle: ({ id }, context) =>
      decide("Failed to publish review", "Review published. The author will get an e-mail.", () =>
        moderateReview(context.db, context.admin.id, id, { decision: "publish" }, site(context)),
      ),
  }),
  reject: withReason("reject", "Failed to reject review", "Review not published."),
  remove: withReason("remove", "Failed to remove review", "Review removed."),
  "approve-photo": intent({
    schema: RowSchema,
    failure: "Failed to approve photo",
    handle: ({ id }, context) =>
      decide("Failed to approve photo", "Photo approved", () =>
        moderatePhoto(context.db, context.admin.id, id, { decision: "approve" }, site(context)),
      ),
  }),
  "reject-photo": intent({
    schema: ReviewRejectionSchema,
    failure: "Failed to reject photo",
    handle: ({ id, reason, note }, context) =>
      decide("Failed to reject photo", "Photo rejected. The author will get an e-mail with the reason.", () =>
        moderatePhoto(context.db, context.admin.id, id, { decision: "reject", reason, note }, site(context)),
      ),
  }),
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return handleIntent({ request, context }, { admin }, handlers);
}

type Queue = Awaited<ReturnType<typeof moderationQueue>>;

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, photos, reports } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <AdminTab id="reviews-heading" title="Reviews" reply={actionData}>
      <h3 className="mt-6 text-lg font-semibold">Waiting reviews</h3>
      <CardList rows={reviews} empty="No reviews are waiting.">
        {(review) => <ReviewCard review={review} />}
      </CardList>
      <h3 className="mt-10 text-lg font-semibold">Waiting photos</h3>
      <CardList rows={photos} empty="No photos are waiting.">
        {(photo) => <PhotoCard photo={photo} />}
      </CardList>
      <h3 className="mt-10 text-lg font-semibold">Readers&apos; reports</h3>
      <CardList rows={reports} empty="No open reports of reviews.">
        {(report) => <ReportCard report={report} />}
      </CardList>
    </AdminTab>
  );
}

function RejectDialog({
  id,
  intent: name,
  trigger,
  title,
}: {
  id: string;
  intent: "reject" | "remove" | "reject-photo";
  trigger: string;
  title: string;
}) {
  const decision = useDecision({ id: `${name}-${id}`, schema: ReviewRejectionSchema });
  return (
    <DecisionDialog
      decision={decision}
      trigger={
        <Button type="button" variant="outline">
          {trigger}
        </Button>
      }
      title={title}
      description="The author is e-mailed the reason and your note."
      hidden={{ intent: name, id }}
      fields={(fields) => (
        <SelectField meta={fields.reason!} label="Reason" options={REVIEW_REJECT_REASONS} placeholder="Choose one" />
      )}
      note={{ name: "note", label: "Note to the author (required for Other)", rows: 3 }}
      actions={[{ value: name, label: trigger }]}
    />
  );
}

/** A waiting item's two answers: publish (or approve) at once, or reject with a reason. */
function ApproveOrReject({
  id,
  approve,
  reject,
}: {
  id: string;
  approve: { intent: "publish" | "approve-photo"; label: string };
  reject: { intent: "reject" | "reject-photo"; label: string; title: string };
}) {
  const decision = useDecision({ id: `${approve.intent}-${id}`, schema: RowSchema });
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
      <DecisionForm decision={decision} hidden={{ id }} actions={[{ value: approve.intent, label: approve.label }]} />
      <RejectDialog id={id} intent={reject.intent} trigger={reject.label} title={reject.title} />
    </div>
  );
}

function ReviewCard({ review }: { review: Queue["reviews"][number] }) {
  return (
    <AdminCard
      id={`review-${review.id}`}
      title={review.placeName}
      meta={
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <StatusBadge statuses={REVIEW_STATUSES} value="pending" />
          <Stars value={review.rating} />
          <Link
            to={placePath({ category: review.placeCategory, slug: review.placeSlug })}
            className="text-brand-700 underline"
          >
            View place
          </Link>
        </div>
      }
      aside={<p className="text-sm text-slate-600">Written {formatDate(review.createdAt)}</p>}
    >
      <p className="mt-2 text-sm text-slate-700">By {author(review)}</p>
      <p className="mt-1 text-sm text-slate-700">
        Waiting because: {review.holdReasons.map((r) => reviewHoldReasonLabel(r)).join("; ")}
      </p>
      <p className="mt-3 whitespace-pre-line text-slate-900">{review.text}</p>
      <ApproveOrReject
        id={review.id}
        approve={{ intent: "publish", label: "Publish" }}
        reject={{ intent: "reject", label: "Reject", title: `Reject the review of ${review.placeName}` }}
      />
    </AdminCard>
  );
}

/** Who wrote it, for administrators: the display name the public sees (if chosen) and the address. */
function author({ authorName, authorEmail }: { authorName: string | null; authorEmail: string }) {
  return authorName ? `${authorName} (${authorEmail})` : `${authorEmail} (no display name yet)`;
}

function PhotoCard({ photo }: { photo: Queue["photos"][number] }) {
  return (
    <AdminCard
      id={`photo-${photo.id}`}
      title={photo.placeName}
      meta={<p className="mt-1 text-sm text-slate-700">By {author(photo)}</p>}
    >
      <img src={photo.url} alt={photo.caption ?? ""} className="mt-3 max-h-64 rounded object-contain" />
      <p className="mt-2 text-sm text-slate-700">Caption: {photo.caption ?? "None"}</p>
      <ApproveOrReject
        id={photo.id}
        approve={{ intent: "approve-photo", label: "Approve photo" }}
        reject={{ intent: "reject-photo", label: "Reject photo", title: `Reject a photo of ${photo.placeName}` }}
      />
    </AdminCard>
  );
}

function ReportCard({ report }: { report: Queue["reports"][number] }) {
  return (
    <AdminCard
      id={`review-report-${report.id}`}
      title={`${report.placeName}: ${reviewReportReasonLabel(report.reason)}`}
      meta={
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <StatusBadge statuses={REVIEW_STATUSES} value={report.reviewStatus} />
          <Stars value={report.reviewRating} />
          <span>Review by {author(report)}</span>
        </div>
      }
      aside={<p className="text-sm text-slate-600">Reported {formatDate(report.createdAt)}</p>}
    >
      {report.note ? <p className="mt-2 text-sm text-slate-700">Reader&apos;s note: {report.note}</p> : null}
      <p className="mt-3 whitespace-pre-line text-slate-900">{report.reviewText}</p>
      {report.reviewStatus === "published" ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <RejectDialog
            id={report.reviewId}
            intent="remove"
            trigger="Remove review"
            title={`Remove the review of ${report.placeName}`}
          />
        </div>
      ) : null}
    </AdminCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
