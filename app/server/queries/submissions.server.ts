// Submissions: a user creating and following their own, and the admin's review (list, count,
// approve or reject, where approving publishes a place).
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations, locationSubmissions, type LocationSubmission, type NewLocation } from "../infra/schema.server";
import { fieldLabel, PLACE_FIELDS } from "~/lib/audit";
import { statedFee } from "~/lib/fees";
import { METERS_PER_MILE, pointFromMapUrl } from "~/lib/geo";
import { MERGE_FIELDS, mergePlan, type MergeFacts, type MergePlan } from "~/lib/submission-merge";
import type { LocationInput } from "~/lib/schemas";
import { PLACE_DEFAULTS, type Category, type Region, type SubmissionStatus } from "~/lib/vocabulary";
import { fieldChanges, recordAudit, type Actor } from "./audit.server";
import { insertLocation, verifiedBy } from "./locations.server";
import { countRows, pageOf, QUEUE_PAGE_SIZE } from "./paging.server";

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

/** The user's submissions, newest first, each approved one with the place it is listed as. */
export async function findSubmissionsByUser(db: Db, userId: string): Promise<OwnSubmission[]> {
  const rows = await db
    .select({ ...ownColumns, placeSlug: locations.slug, placeCategory: locations.category })
    .from(locationSubmissions)
    .leftJoin(
      locations,
      and(eq(locations.id, locationSubmissions.locationId), eq(locationSubmissions.status, "approved")),
    )
    .where(eq(locationSubmissions.userId, userId))
    .orderBy(desc(locationSubmissions.createdAt));
  return rows.map(({ placeSlug, placeCategory, ...submission }) => ({
    ...submission,
    place: placeSlug && placeCategory ? { slug: placeSlug, category: placeCategory } : null,
  }));
}

// ---------------------------------------------------------------------------------------------
// Review

export type SubmissionFilter = SubmissionStatus | "all";

export const reviewColumns = {
  id: locationSubmissions.id,
  submitterName: locationSubmissions.submitterName,
  email: locationSubmissions.email,
  name: locationSubmissions.name,
  category: locationSubmissions.category,
  city: locationSubmissions.city,
  county: locationSubmissions.county,
  address: locationSubmissions.address,
  zip: locationSubmissions.zip,
  phone: locationSubmissions.phone,
  leashPolicy: locationSubmissions.leashPolicy,
  description: locationSubmissions.description,
  amenities: locationSubmissions.amenities,
  hours: locationSubmissions.hours,
  dogHoursNote: locationSubmissions.dogHoursNote,
  fees: locationSubmissions.fees,
  feeDetails: locationSubmissions.feeDetails,
  parkingDetails: locationSubmissions.parkingDetails,
  rules: locationSubmissions.rules,
  imageUrl: locationSubmissions.imageUrl,
  mapUrl: locationSubmissions.mapUrl,
  notes: locationSubmissions.notes,
  status: locationSubmissions.status,
  adminNotes: locationSubmissions.adminNotes,
  locationId: locationSubmissions.locationId,
  createdAt: locationSubmissions.createdAt,
  updatedAt: locationSubmissions.updatedAt,
};

export type ReviewSubmission = Pick<LocationSubmission, keyof typeof reviewColumns>;

/** One page of the submissions with the chosen status (or all), newest first, with how many have that status. */
export function listSubmissionsForReview(db: Db, filter: SubmissionFilter, page = 1) {
  const where = filter === "all" ? undefined : eq(locationSubmissions.status, filter);
  return pageOf(
    page,
    QUEUE_PAGE_SIZE,
    (limit, offset) =>
      db
        .select(reviewColumns)
        .from(locationSubmissions)
        .where(where)
        .orderBy(desc(locationSubmissions.createdAt), desc(locationSubmissions.id))
        .limit(limit)
        .offset(offset),
    () => countRows(db, locationSubmissions, where),
  );
}

// ---------------------------------------------------------------------------------------------
// Possible duplicates

/** A name at least this similar (pg_trgm, on names as search compares them) may be the same place. */
export const DUPLICATE_SIMILARITY = 0.4;
/** Within this many miles, when both have a position. */
export const DUPLICATE_MILES = 1;
const DUPLICATES_PER_SUBMISSION = 3;

const duplicateColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  ...Object.fromEntries(MERGE_FIELDS.map((field) => [field, locations[field]])),
} as { id: typeof locations.id; slug: typeof locations.slug; name: typeof locations.name } & {
  [K in (typeof MERGE_FIELDS)[number]]: (typeof locations)[K];
};

export type PossibleDuplicate = MergeFacts & {
  id: string;
  slug: string;
  name: string;
  /** Miles between the two, when both have a position. */
  miles: number | null;
  sameCity: boolean;
};

/**
 * Places that may already be the place a submission names: a similar name (trigram similarity of
 * the normalised names, at least DUPLICATE_SIMILARITY; the `%` test walks locations_name_trgm_idx)
 * in the same city, or within a mile when the submission's map link gives a position and the place
 * has coordinates. A place the submission itself published is left out. Keyed by submission id.
 */
export async function findPossibleDuplicates(
  db: Db,
  submissions: Pick<ReviewSubmission, "id" | "name" | "city" | "mapUrl" | "locationId">[],
): Promise<Map<string, PossibleDuplicate[]>> {
  const found = new Map<string, PossibleDuplicate[]>();
  if (!submissions.length) return found;
  const rows = sql.join(
    submissions.map((s) => {
      const point = pointFromMapUrl(s.mapUrl);
      return sql`(${s.id}::uuid, ${s.name}::text, ${s.city}::text, ${point?.lat ?? null}::float8, ${point?.lng ?? null}::float8, ${s.locationId}::uuid)`;
    }),
    sql`, `,
  );
  const meters = sql.raw(String(DUPLICATE_MILES * METERS_PER_MILE));
  const matches = await db.execute<{ submission_id: string; id: string; miles: number | null; same_city: boolean }>(sql`
    select s.id as submission_id, m.id, m.miles, m.same_city
    from (values ${rows}) as s(id, name, city, lat, lng, location_id)
    cross join lateral (
      select l.id,
        case when s.lat is null or l.lat is null or l.lng is null then null
          else earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(l.lat, l.lng)) / ${sql.raw(String(METERS_PER_MILE))}
        end as miles,
        coalesce(fdp_normalize(l.city) = fdp_normalize(s.city), false) as same_city
      from locations l
      where l.name % s.name
        and l.id is distinct from s.location_id
        and similarity(l.search_name, fdp_normalize(s.name)) >= ${DUPLICATE_SIMILARITY}
        and (
          fdp_normalize(l.city) = fdp_normalize(s.city)
          or (s.lat is not null and earth_box(ll_to_earth(s.lat, s.lng), ${meters}) @> ll_to_earth(l.lat, l.lng)
            and earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(l.lat, l.lng)) <= ${meters})
        )
      order by similarity(l.search_name, fdp_normalize(s.name)) desc, l.name
      limit ${DUPLICATES_PER_SUBMISSION}
    ) m`);
  if (!matches.rows.length) return found;
  const places = await db
    .select(duplicateColumns)
    .from(locations)
    .where(
      inArray(
        locations.id,
        matches.rows.map((m) => m.id),
      ),
    );
  const byId = new Map(places.map((p) => [p.id, p]));
  for (const match of matches.rows) {
    const place = byId.get(match.id);
    if (!place) continue;
    const list = found.get(match.submission_id) ?? [];
    list.push({
      ...(place as unknown as PossibleDuplicate),
      miles: match.miles === null ? null : Number(match.miles),
      sameCity: Boolean(match.same_city),
    });
    found.set(match.submission_id, list);
  }
  return found;
}

export async function countPendingSubmissions(db: Db) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(locationSubmissions)
    .where(eq(locationSubmissions.status, "pending"));
  return row?.count ?? 0;
}

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
 * A pending submission, locked for the rest of the transaction: of two reviews sent at once, the
 * second finds it no longer pending.
 */
async function lockPendingSubmission(tx: Db, id: string) {
  const [submission] = await tx
    .select(reviewColumns)
    .from(locationSubmissions)
    .where(eq(locationSubmissions.id, id))
    .limit(1)
    .for("update");
  if (!submission) return { ok: false, reason: "not-found" } as const;
  if (submission.status !== "pending") return { ok: false, reason: "not-pending" } as const;
  return { ok: true, submission } as const;
}

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
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPendingSubmission(tx, id);
    if (!locked.ok) return locked;
    const { submission } = locked;
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
            description: submission.description,
            amenities: submission.amenities,
            hours: submission.hours,
            // One fee answer: details that give a price or say it is free decide the fee.
            fees: statedFee(submission.feeDetails) ?? submission.fees,
            feeDetails: submission.feeDetails,
            parkingDetails: submission.parkingDetails,
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
      .returning({
        id: locationSubmissions.id,
        name: locationSubmissions.name,
        email: locationSubmissions.email,
        submitterName: locationSubmissions.submitterName,
        adminNotes: locationSubmissions.adminNotes,
      });
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
  const updated = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
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
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPendingSubmission(tx, id);
    if (!locked.ok) return locked;
    const { submission } = locked;
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
      .returning({
        id: locationSubmissions.id,
        name: locationSubmissions.name,
        email: locationSubmissions.email,
        submitterName: locationSubmissions.submitterName,
        adminNotes: locationSubmissions.adminNotes,
      });
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
