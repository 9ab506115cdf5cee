// A submission as the review list shows it: its fields and the places it may duplicate.
import type { PossibleDuplicate } from "~/server/queries/submission-duplicates.server";
import type { ReviewSubmission } from "~/server/queries/submissions.server";

export type ListedSubmission = ReviewSubmission & { duplicates: PossibleDuplicate[] };
