// Merging a submission into a place already listed (decision 0013): the submission's facts fill the
// place's fields that are not set; where both have a value and they differ, the place keeps its own
// and the difference is listed for the reviewer. Shared by the review screen and the server.
import type { Location, LocationSubmission } from "./models";
import {
  placeFields,
  submittedFields,
  withFieldsAfter,
  type PlaceFieldDeclaration,
  type SubmittedTextKey,
} from "./place-fields";

/** The facts other than free text (place-fields.ts) a submission and a place both have, in the location form's order. */
export const OWN_MERGE_FIELDS = [
  "category",
  "city",
  "county",
  "address",
  "zip",
  "phone",
  "leashPolicy",
  "fees",
  "rules",
  "amenities",
  "imageUrl",
  "mapUrl",
] as const satisfies (keyof Location & keyof LocationSubmission)[];

export type MergeField = (typeof OWN_MERGE_FIELDS)[number] | SubmittedTextKey;

/** The facts a submission and a place both have, in the location form's order: the free text visitors send among them. */
export const MERGE_FIELDS: readonly MergeField[] = (() => {
  const submitted = new Set<string>(submittedFields().map((field) => field.key));
  const inFormOrder = withFieldsAfter<string, PlaceFieldDeclaration>(
    OWN_MERGE_FIELDS,
    (key) => key,
    placeFields(),
    (field) => field.form.after,
    (field) => field.key,
  );
  return inFormOrder.filter(
    (key): key is MergeField => (OWN_MERGE_FIELDS as readonly string[]).includes(key) || submitted.has(key),
  );
})();

export type MergeFacts = { [K in MergeField]: Location[K] | LocationSubmission[K] };

export type MergePlan = {
  /** Fields the place does not have, with the submission's value. */
  fills: { field: MergeField; value: unknown }[];
  /** Fields where both have a value and they differ: the place keeps its own. */
  conflicts: { field: MergeField; place: unknown; submission: unknown }[];
};

function isUnset(value: unknown) {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Text compared without case and surrounding spaces, lists without order. */
function sameValue(a: unknown, b: unknown) {
  const key = (v: unknown) =>
    Array.isArray(v)
      ? JSON.stringify(v.map((x) => String(x).trim().toLowerCase()).sort())
      : String(v).trim().toLowerCase();
  return key(a) === key(b);
}

export function mergePlan(place: Partial<MergeFacts>, submission: Partial<MergeFacts>): MergePlan {
  const plan: MergePlan = { fills: [], conflicts: [] };
  for (const field of MERGE_FIELDS) {
    const given = submission[field];
    if (isUnset(given)) continue;
    const current = place[field];
    if (isUnset(current)) plan.fills.push({ field, value: given });
    else if (!sameValue(current, given)) plan.conflicts.push({ field, place: current, submission: given });
  }
  return plan;
}
