// An administrator's decisions on a submission, each in one transaction with its history entry:
// approve (publishing a place) or reject, reopen, or merge into a place already listed.
import { and, eq, ne } from "drizzle-orm";
import { inTransaction, type Db } from "../infra/db.server";
import { locations, locationSubmissions, type LocationSubmission, type NewLocation } from "../infra/schema.server";
import { fieldLabel, PLACE_FIELDS } from "~/lib/audit";
import { statedFee } from "~/lib/fees";
import { submittedTexts } from "~/lib/place-fields";
import { mergePlan, type MergePlan } from "~/lib/submission-merge";
import type { LocationInput } from "~/lib/schemas";
import { PLACE_DEFAULTS, type Region } from "~/lib/vocabulary";
import type { SubmissionStatus } from "~/lib/vocabulary-submissions";
import { fieldChanges, recordAudit, type Actor } from "./audit.server";
import { insertLocation, verifiedBy } from "./location-admin.server";
import { duplicateColumns } from "./submission-duplicates.server";
import { reviewColumns, type ReviewSubmission } from "./submissions.server";

export type ReviewDecision = Exclude<SubmissionStatus, "pending">;

export type ReviewResult =
  | {
      ok: true;
      submission: Pick<LocationSubmission, "id" | "name" | "email" | "submitterName" | "adminNotes"> & {
        status: ReviewDecision;
      };
      location: { id: string; slug: string; category: LocationSubmission["category"] } | null;
    }
  | { ok: false; reason: "not-found" | "not-pending" | "already-published" };

/**
 * Runs `decide` in one transaction on a pending submission, locked first: of two reviews sent at
 * once, the second finds it no longer pending.
 */
function decidePending<T>(db: Db, id: string, decide: (tx: Db, submission: ReviewSubmission) => Promise<T>) {
  return inTransaction(db, async (tx) => {
    const [submission] = await tx
      .select(reviewColumns)
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, id))
      .limit(1)
      .for("update");
    if (!submission) return { ok: false, reason: "not-found" } as const;
    if (submission.status !== "pending") return { ok: false, reason: "not-pending" } as const;
    return decide(tx, submission);
  });
}

/** What a decision answers of the submission it decided, for the submitter's e-mail. */
const decidedColumns = {
  id: locationSubmissions.id,
  name: locationSubmissions.name,
  email: locationSubmissions.email,
  submitterName: locationSubmissions.submitterName,
  adminNotes: locationSubmissions.adminNotes,
};

/**
 * Approves or rejects a pending submission in one transaction. The submission row is locked first,
 * so of two reviews sent at once the second finds it no longer pending. Approving also publishes a
 * location made from it (DESIGN deviation 9), under a free slug, and links the two.
 */
export async function reviewSubmission(
  db: Db,
  id: string,
  decision: ReviewDecision,
  adminNotes: string | null,
  actor: Actor,
  /**
   * Submissions carry no region: the reviewer picks it when approving. Or the reviewer's edited
   * details (the location form, checked like Locations' own), published instead of the submission's.
   */
  place: Region | LocationInput = PLACE_DEFAULTS.region,
): Promise<ReviewResult> {
  return decidePending(db, id, async (tx, submission) => {
    const edited = typeof place === "string" ? null : place;
    const region = typeof place === "string" ? place : place.region;

    let location: { id: string; slug: string; category: LocationSubmission["category"] } | null = null;
    let publishedValues: Record<string, unknown> = {};
    // A reopened submission that was published before keeps its place rather than publishing a copy.
    const published =
      decision === "approved" && submission.locationId
        ? ((await tx
            .select({ id: locations.id, slug: locations.slug, category: locations.category })
            .from(locations)
            .where(eq(locations.id, submission.locationId))
            .limit(1)
            .then((rows) => rows[0])) ?? null)
        : null;
    if (published && edited) return { ok: false, reason: "already-published" } as const;
    if (published) {
      location = published;
    } else if (decision === "approved") {
      // Only what the submitter said is published: fees left at "Not sure" and the crowd level
      // (which the form does not ask) stay unknown rather than taking a default.
      const values = edited
        ? ({
            ...edited,
            source: "submission",
            verifiedBy: verifiedBy(actor, null, edited.verifiedOn),
          } satisfies Omit<NewLocation, "slug">)
        : ({
            name: submission.name,
            category: submission.category,
            region,
            city: submission.city,
            county: submission.county,
            address: submission.address,
            zip: submission.zip,
            phone: submission.phone,
            leashPolicy: submission.leashPolicy,
            ...submittedTexts(submission),
            amenities: submission.amenities,
            // One fee answer: details that give a price or say it is free decide the fee.
            fees: statedFee(submission.feeDetails) ?? submission.fees,
            rules: submission.rules,
            imageUrl: submission.imageUrl,
            mapUrl: submission.mapUrl,
            crowdLevel: null,
            source: "submission",
          } satisfies Omit<NewLocation, "slug">);
      const created = await insertLocation(tx, values);
      publishedValues = values;
      location = { id: created.id, slug: created.slug, category: created.category };
    }

    const [updated] = await tx
      .update(locationSubmissions)
      .set({
        status: decision,
        adminNotes,
        updatedAt: new Date(),
        ...(location ? { locationId: location.id } : {}),
      })
      .where(and(eq(locationSubmissions.id, id), eq(locationSubmissions.status, "pending")))
      .returning(decidedColumns);
    await recordAudit(tx, actor, {
      action: decision === "approved" ? "submission.approved" : "submission.rejected",
      subjectId: id,
      locationId: location?.id ?? null,
      summary: `${decision === "approved" ? "Approved" : "Rejected"} the submission "${submission.name}"${
        published ? " (already published)" : ""
      }${adminNotes ? `: ${adminNotes}` : ""}`,
      changes: fieldChanges({}, publishedValues, PLACE_FIELDS),
    });
    return { ok: true, submission: { ...updated!, status: decision }, location } as const;
  });
}

export type ReopenResult =
  | { ok: true; submission: Pick<LocationSubmission, "id" | "name"> }
  | { ok: false; reason: "not-found" | "already-pending" };

/**
 * Sets a decided submission back to pending with the administrator's note, so it can be reviewed
 * again. A place it published stays published (edit or close it under Locations); approving again
 * keeps that place.
 */
export async function reopenSubmission(
  db: Db,
  id: string,
  adminNotes: string | null,
  actor: Actor,
): Promise<ReopenResult> {
  const updated = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(locationSubmissions)
      .set({ status: "pending", adminNotes, updatedAt: new Date() })
      .where(and(eq(locationSubmissions.id, id), ne(locationSubmissions.status, "pending")))
      .returning({
        id: locationSubmissions.id,
        name: locationSubmissions.name,
        locationId: locationSubmissions.locationId,
      });
    if (row)
      await recordAudit(tx, actor, {
        action: "submission.reopened",
        subjectId: id,
        locationId: row.locationId,
        summary: `Reopened the submission "${row.name}"${adminNotes ? `: ${adminNotes}` : ""}`,
      });
    return row;
  });
  if (updated) return { ok: true, submission: { id: updated.id, name: updated.name } };
  const [exists] = await db
    .select({ id: locationSubmissions.id })
    .from(locationSubmissions)
    .where(eq(locationSubmissions.id, id));
  return { ok: false, reason: exists ? "already-pending" : "not-found" };
}

export type MergeResult =
  | {
      ok: true;
      submission: Pick<LocationSubmission, "id" | "name" | "email" | "submitterName" | "adminNotes">;
      location: { id: string; slug: string; name: string; category: LocationSubmission["category"] };
      plan: MergePlan;
    }
  | { ok: false; reason: "not-found" | "not-pending" | "place-not-found" };

/**
 * Approves a pending submission by merging it into a place already listed, in one transaction: the
 * submission's facts fill the place's fields that are not set, fields where both differ keep the
 * place's value (mergePlan), the submission is approved and linked to the place, and the history
 * records the filled fields on the place as `submission.merged`.
 */
export async function mergeSubmission(
  db: Db,
  id: string,
  locationId: string,
  adminNotes: string | null,
  actor: Actor,
): Promise<MergeResult> {
  return decidePending(db, id, async (tx, submission) => {
    const [place] = await tx
      .select({ ...duplicateColumns, category: locations.category })
      .from(locations)
      .where(eq(locations.id, locationId))
      .limit(1)
      .for("update");
    if (!place) return { ok: false, reason: "place-not-found" } as const;

    const plan = mergePlan(place, submission);
    const filled = Object.fromEntries(plan.fills.map((f) => [f.field, f.value])) as Partial<NewLocation>;
    if (plan.fills.length) {
      await tx
        .update(locations)
        .set({ ...filled, updatedAt: new Date() })
        .where(eq(locations.id, place.id));
    }
    const [updated] = await tx
      .update(locationSubmissions)
      .set({ status: "approved", adminNotes, locationId: place.id, updatedAt: new Date() })
      .where(eq(locationSubmissions.id, id))
      .returning(decidedColumns);
    const fields = plan.fills.map((f) => fieldLabel(f.field)).join(", ");
    await recordAudit(tx, actor, {
      action: "submission.merged",
      subjectId: id,
      locationId: place.id,
      summary: `Merged the submission "${submission.name}" into "${place.name}": ${
        fields ? `filled ${fields}` : "nothing new"
      }${adminNotes ? `. ${adminNotes}` : ""}`,
      changes: fieldChanges(place, filled, PLACE_FIELDS),
    });
    return {
      ok: true,
      submission: updated!,
      location: { id: place.id, slug: place.slug, name: place.name, category: place.category },
      plan,
    } as const;
  });
}
