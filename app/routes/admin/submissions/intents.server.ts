// What the Submissions tab's forms do, one handler per intent: approve or reject (Review and the
// quick buttons), approve with the details completed in the location form, merge into a place
// already listed, reopen a decided submission, and publish or discard a row held back from an import.
import { notify, replyTo } from "~/lib/forms";
import { ApproveEditedFields, HeldRowSchema, MergeSchema, ReopenSchema, ReviewSchema } from "~/lib/schemas";
import { placePath } from "~/lib/vocabulary";
import { intent, type AdminGiven, type IntentContext, type IntentHandler } from "~/server/domain/intents.server";
import { locationFormSchema } from "~/server/domain/location-form.server";
import { notifyReviewResult } from "~/server/domain/notifications.server";
import { discardHeldRow, publishHeldRow } from "~/server/domain/import/held.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import {
  mergeSubmission,
  reopenSubmission,
  reviewSubmission,
  type ReviewDecision,
} from "~/server/queries/submission-decisions.server";

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

const REVIEWED = {
  approved: { failure: "Failed to approve submission", success: "Submission approved successfully" },
  rejected: { failure: "Failed to reject submission", success: "Submission rejected successfully" },
} as const;

/** Tells the submitter the outcome, with the address of the place an approval published. */
function tellSubmitter(
  result: { submission: Parameters<typeof notifyReviewResult>[0]; location: { category: string; slug: string } | null },
  decision: ReviewDecision,
  { request }: IntentContext<AdminGiven>,
) {
  const path = result.location ? placePath(result.location) : null;
  return notifyReviewResult(result.submission, decision, path, siteOrigin(request));
}

function review(decision: ReviewDecision) {
  const { failure, success } = REVIEWED[decision];
  return intent({
    schema: ReviewSchema,
    failure,
    async handle({ id, region, adminNotes }, context) {
      const result = await reviewSubmission(context.db, id, decision, adminNotes, context.admin, region);
      if (!result.ok) {
        const { detail, status } = REVIEW_REFUSALS[result.reason];
        return notify({ ok: false, message: failure, detail }, status);
      }
      await tellSubmitter(result, decision, context);
      return notify({ ok: true, message: success });
    },
  });
}

/** Approves with the details the reviewer completed in the location form, checked as Locations checks them. */
const approveEdited = intent({
  schema: async ({ db }) => (await locationFormSchema(db)).safeExtend(ApproveEditedFields),
  failure: REVIEWED.approved.failure,
  invalid: "Please correct the highlighted fields.",
  async handle({ id, adminNotes, ...place }, context) {
    const { submission } = context;
    const { failure, success } = REVIEWED.approved;
    const result = await reviewSubmission(context.db, id, "approved", adminNotes, context.admin, place);
    if (!result.ok) {
      const { detail, status } = REVIEW_REFUSALS[result.reason];
      return replyTo(submission, { notice: { ok: false, message: failure, detail }, formErrors: [detail], status });
    }
    await tellSubmitter(result, "approved", context);
    return replyTo(submission, { notice: { ok: true, message: success } });
  },
});

const merge = intent({
  schema: MergeSchema,
  failure: "Failed to merge submission",
  async handle({ id, locationId, adminNotes }, context) {
    const result = await mergeSubmission(context.db, id, locationId, adminNotes, context.admin);
    if (!result.ok) {
      const { detail, status } = REVIEW_REFUSALS[result.reason];
      return notify({ ok: false, message: "Failed to merge submission", detail }, status);
    }
    await tellSubmitter(result, "approved", context);
    const filled = result.plan.fills.length;
    return notify({
      ok: true,
      message: `Submission merged into ${result.location.name}`,
      detail: filled
        ? `Filled ${filled} ${filled === 1 ? "field" : "fields"} the place did not have.`
        : "The place already had every fact it gave.",
    });
  },
});

const reopen = intent({
  schema: ReopenSchema,
  failure: "Failed to reopen submission",
  async handle({ id, adminNotes }, { db, admin }) {
    const result = await reopenSubmission(db, id, adminNotes, admin);
    if (!result.ok) {
      const gone = result.reason === "not-found";
      const detail = gone ? "That submission no longer exists." : "That submission is already pending.";
      return notify({ ok: false, message: "Failed to reopen submission", detail }, gone ? 404 : 409);
    }
    return notify({ ok: true, message: "Submission reopened for review" });
  },
});

const HELD_GONE = "That row was already published or discarded.";

const publishHeld = intent({
  schema: HeldRowSchema,
  failure: "Failed to publish the held row",
  async handle({ id: { jobId, position } }, { db, admin }) {
    const result = await publishHeldRow(db, jobId, position, admin);
    if (!result.ok) {
      const detail = result.reason === "not-held" ? HELD_GONE : "The place it would update was deleted.";
      return notify({ ok: false, message: "Failed to publish the held row", detail }, 409);
    }
    const did = result.outcome === "imported" ? "Published" : "Updated";
    return notify({ ok: true, message: `${did} ${result.name}` });
  },
});

const discardHeld = intent({
  schema: HeldRowSchema,
  failure: "Failed to discard the held row",
  async handle({ id: { jobId, position } }, { db, admin }) {
    const result = await discardHeldRow(db, jobId, position, admin);
    if (!result.ok) return notify({ ok: false, message: "Failed to discard the held row", detail: HELD_GONE }, 409);
    return notify({ ok: true, message: `Discarded ${result.name}`, detail: "Nothing was written." });
  },
});

export const SUBMISSION_INTENTS: Record<string, IntentHandler<AdminGiven>> = {
  approve: review("approved"),
  reject: review("rejected"),
  "approve-edited": approveEdited,
  merge,
  reopen,
  "publish-held": publishHeld,
  "discard-held": discardHeld,
};
