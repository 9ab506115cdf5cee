// Submissions: a user creating and following their own, and the admin's queue (list, count). The
// decisions on one are in submission-decisions.server.ts, possible duplicates in
// submission-duplicates.server.ts.
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../infra/db.server";
import { locations, locationSubmissions, type LocationSubmission } from "../infra/schema.server";
import type { Category } from "~/lib/vocabulary";
import type { SubmissionStatus } from "~/lib/vocabulary-submissions";
import { submittedFields, type SubmittedTextKey } from "~/lib/place-fields";
import { OWN_MERGE_FIELDS } from "~/lib/submission-merge";
import { countRows, queuePage } from "./paging.server";

type SubmissionColumns = ReturnType<typeof getTableColumns<typeof locationSubmissions>>;

/**
 * These columns of location_submissions and every free-text field visitors send (place-fields.ts),
 * in the order the table declares them, from `columns` (the table's own unless given).
 */
export function submissionColumnsWith<K extends keyof SubmissionColumns>(
  own: readonly K[],
  columns: Record<string, unknown> = getTableColumns(locationSubmissions),
) {
  const wanted = new Set<string>([...own, ...submittedFields().map((field) => field.key)]);
  return Object.fromEntries(Object.entries(columns).filter(([key]) => wanted.has(key))) as Pick<
    SubmissionColumns,
    K | SubmittedTextKey
  >;
}

/**
 * What the submitter gave besides the free text (place-fields.ts): who they are, the place's name
 * and the facts a listed place has too (submission-merge.ts), and their notes. The review queue and
 * the submitter's own export both show it.
 */
export const SUBMITTED_FACTS = [
  "submitterName",
  "email",
  "name",
  ...OWN_MERGE_FIELDS,
  "notes",
  "dogHoursNote",
] as const satisfies readonly (keyof SubmissionColumns)[];

export type NewSubmission = Omit<
  typeof locationSubmissions.$inferInsert,
  "id" | "userId" | "status" | "adminNotes" | "locationId" | "createdAt" | "updatedAt"
>;

/** Stores a new submission as pending, owned by `userId`; optional empties are already null. */
export async function createSubmission(db: Db, userId: string | null, input: NewSubmission) {
  const [row] = await db
    .insert(locationSubmissions)
    .values({ ...input, userId, status: "pending" })
    .returning({ id: locationSubmissions.id, createdAt: locationSubmissions.createdAt });
  return row!;
}

const ownColumns = {
  id: locationSubmissions.id,
  name: locationSubmissions.name,
  category: locationSubmissions.category,
  city: locationSubmissions.city,
  county: locationSubmissions.county,
  leashPolicy: locationSubmissions.leashPolicy,
  description: locationSubmissions.description,
  status: locationSubmissions.status,
  adminNotes: locationSubmissions.adminNotes,
  createdAt: locationSubmissions.createdAt,
};

export type OwnSubmission = Pick<LocationSubmission, keyof typeof ownColumns> & {
  /** The listed place an approved submission became (its current address); null until then, or once deleted. */
  place: { slug: string; category: Category } | null;
};

/**
 * These columns of the user's submissions, newest first, with the slug and category of the place
 * each approved one is listed as (null for the others).
 */
export function submissionsOfUser<Columns extends SelectedFields>(db: Db, userId: string, columns: Columns) {
  return db
    .select({ ...columns, placeSlug: locations.slug, placeCategory: locations.category })
    .from(locationSubmissions)
    .leftJoin(
      locations,
      and(eq(locations.id, locationSubmissions.locationId), eq(locationSubmissions.status, "approved")),
    )
    .where(eq(locationSubmissions.userId, userId))
    .orderBy(desc(locationSubmissions.createdAt));
}

/** The user's submissions, newest first, each approved one with the place it is listed as. */
export async function findSubmissionsByUser(db: Db, userId: string): Promise<OwnSubmission[]> {
  const rows = await submissionsOfUser(db, userId, ownColumns);
  return rows.map(({ placeSlug, placeCategory, ...submission }) => ({
    ...submission,
    place: placeSlug && placeCategory ? { slug: placeSlug, category: placeCategory } : null,
  }));
}

// ---------------------------------------------------------------------------------------------
// Review

export type SubmissionFilter = SubmissionStatus | "all";

export const reviewColumns = submissionColumnsWith([
  "id",
  ...SUBMITTED_FACTS,
  "status",
  "adminNotes",
  "locationId",
  "createdAt",
  "updatedAt",
]);

export type ReviewSubmission = Pick<LocationSubmission, keyof typeof reviewColumns>;

/** One page of the submissions with the chosen status (or all), newest first, with how many have that status. */
export function listSubmissionsForReview(db: Db, filter: SubmissionFilter, page = 1) {
  const where = filter === "all" ? undefined : eq(locationSubmissions.status, filter);
  const rows = db
    .select(reviewColumns)
    .from(locationSubmissions)
    .where(where)
    .orderBy(desc(locationSubmissions.createdAt), desc(locationSubmissions.id));
  return queuePage(db, page, rows.$dynamic(), locationSubmissions, where);
}

export function countPendingSubmissions(db: Db) {
  return countRows(db, locationSubmissions, eq(locationSubmissions.status, "pending"));
}
