// The admin's side of submissions: the filtered list, the pending count, and approve / reject.
import { and, desc, eq, like, or, sql } from "drizzle-orm";
import type { Db } from "../db.server";
import { locations, locationSubmissions } from "../schema.server";
import { slugify, uniqueSlug } from "~/lib/slug";
import { LOCATION_DEFAULTS } from "~/lib/location-schema";
import type { Region, SubmissionStatus } from "~/lib/vocabulary";

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

/** Submissions with the chosen status (or all), newest first, with the count of all submissions. */
export async function listSubmissionsForReview(db: Db, filter: SubmissionFilter) {
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(locationSubmissions)
      .where(filter === "all" ? undefined : eq(locationSubmissions.status, filter))
      .orderBy(desc(locationSubmissions.createdAt)),
    db.select({ total: sql<number>`count(*)::int` }).from(locationSubmissions),
  ]);
  return { items, total };
}

export type ReviewSubmission = Awaited<ReturnType<typeof listSubmissionsForReview>>["items"][number];

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
      submission: {
        id: string;
        name: string;
        email: string;
        submitterName: string;
        status: ReviewDecision;
        adminNotes: string | null;
      };
      location: { id: string; slug: string; category: string } | null;
    }
  | { ok: false; reason: "not-found" | "not-pending" };

/**
 * Approves or rejects a pending submission in one transaction. Approving also
 * publishes a location made from it (DESIGN deviation 9) and links the two.
 */
export async function reviewSubmission(
  db: Db,
  id: string,
  decision: ReviewDecision,
  adminNotes: string | null,
  /** Submissions carry no region; the reviewer picks it when approving. */
  region: Region = LOCATION_DEFAULTS.region,
): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select(reviewColumns)
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, id))
      .limit(1)
      .for("update");
    if (!submission) return { ok: false, reason: "not-found" } as const;
    if (submission.status !== "pending") return { ok: false, reason: "not-pending" } as const;

    let location: { id: string; slug: string; category: string } | null = null;
    if (decision === "approved") {
      const base = slugify(submission.name) || "place";
      const taken = await tx
        .select({ slug: locations.slug })
        .from(locations)
        .where(or(eq(locations.slug, base), like(locations.slug, `${base}-%`)));
      const rules = (submission.rules ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      const [created] = await tx
        .insert(locations)
        .values({
          slug: uniqueSlug(base, new Set(taken.map((t) => t.slug))),
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
          fees: submission.fees ?? LOCATION_DEFAULTS.fees,
          feeDetails: submission.feeDetails,
          parkingDetails: submission.parkingDetails,
          rules: rules.length ? rules : null,
          imageUrl: submission.imageUrl,
          mapUrl: submission.mapUrl,
          crowdLevel: LOCATION_DEFAULTS.crowd_level,
          source: "submission",
        })
        .returning({ id: locations.id, slug: locations.slug, category: locations.category });
      location = created!;
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
    return { ok: true, submission: { ...updated!, status: decision }, location } as const;
  });
}
