// Merging a submission into a place already listed (decision 0013): the submission's facts fill the
// place's fields that are not set; where both have a value and they differ, the place keeps its own
// and the difference is listed for the reviewer. Shared by the review screen and the server.
import type { Location, LocationSubmission } from "./models";

/** The facts a submission and a place both have, in the location form's order. */
export const MERGE_FIELDS = [
  "category",
  "city",
  "county",
  "address",
  "zip",
  "phone",
  "leashPolicy",
  "fees",
  "feeDetails",
  "hours",
  "description",
  "rules",
  "parkingDetails",
  "amenities",
  "imageUrl",
  "mapUrl",
] as const satisfies (keyof Location & keyof LocationSubmission)[];

export type MergeField = (typeof MERGE_FIELDS)[number];
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
