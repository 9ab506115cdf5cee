// A submission as the review list shows it: its fields and the places it may duplicate.
import type { PossibleDuplicate, ReviewSubmission } from "~/server/queries/submissions.server";

export type ListedSubmission = ReviewSubmission & { duplicates: PossibleDuplicate[] };
