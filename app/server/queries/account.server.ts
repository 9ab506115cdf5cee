// A person's own account as a whole: what the site holds about them (the account page and the
// export), their display name and password hash, and the rows that go or are anonymised when they
// delete the account (decision 0029).
import { and, asc, count, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { inTransaction, type Db } from "../infra/db.server";
import {
  account,
  locations,
  locationSubmissions,
  placeListItems,
  placeLists,
  placeReports,
  placeReviews,
  reviewPhotos,
  reviewReports,
  session,
  user,
  userRoles,
  verification,
} from "../infra/schema.server";
import { findListsOf } from "./lists.server";
import { SUBMITTED_FACTS, submissionColumnsWith, submissionsOfUser } from "./submissions.server";
import { reportColumns } from "./reports.server";
import { refreshReviewStats } from "./review-stats.server";
import { credentialAccount, publicPerson } from "./users.server";

const place = { placeName: locations.name, placeSlug: locations.slug, placeCategory: locations.category };

/** The account's own row, or null when it no longer exists. */
export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      /** The name the person chose to be shown by; null while they have none (decision 0032). */
      displayName: publicPerson.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, userId));
  return row ? { ...row, role: row.role ?? "user" } : null;
}

/**
 * The name beside the person's published reviews and their photos' credits and on the lists they
 * share; null removes it (stored empty, as Better Auth's column cannot be null), and pages show the
 * neutral name again (decision 0032). The places showing the reviews are noted as changed
 * (note_review_change, migration 0024) in the same transaction, so every instance drops those cached
 * pages; a shared list's page is never cached. Answers false when the account no longer exists.
 */
export async function setDisplayName(db: Db, userId: string, name: string | null) {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(user)
      .set({ name: name ?? "" })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    if (!rows.length) return false;
    await tx.execute(sql`
      select note_review_change(r.location_id)
      from (select distinct ${placeReviews.locationId} as location_id from ${placeReviews}
            where ${placeReviews.userId} = ${userId} and ${placeReviews.status} = 'published') r`);
    return true;
  });
}

/** The account's password hash (Better Auth's credential account), or null when it has none. */
export async function findPasswordHash(db: Db, userId: string) {
  return (await credentialAccount(db, userId))?.password ?? null;
}

/** The person's reports of a change to a place, newest first. */
function ownReports(db: Db, userId: string) {
  return db
    .select({ ...reportColumns, ...place })
    .from(placeReports)
    .innerJoin(locations, eq(locations.id, placeReports.locationId))
    .where(eq(placeReports.userId, userId))
    .orderBy(desc(placeReports.createdAt));
}

/** The person's reviews, newest first, each with its place. */
function ownReviews(db: Db, userId: string) {
  return db
    .select({
      id: placeReviews.id,
      rating: placeReviews.rating,
      visitMonth: sql<string>`to_char(${placeReviews.visitMonth}, 'YYYY-MM')`,
      dogSizes: placeReviews.dogSizes,
      tags: placeReviews.tags,
      text: placeReviews.text,
      language: placeReviews.language,
      status: placeReviews.status,
      rejectReason: placeReviews.rejectReason,
      rejectNote: placeReviews.rejectNote,
      publishedAt: placeReviews.publishedAt,
      createdAt: placeReviews.createdAt,
      updatedAt: placeReviews.updatedAt,
      ...place,
    })
    .from(placeReviews)
    .innerJoin(locations, eq(locations.id, placeReviews.locationId))
    .where(eq(placeReviews.userId, userId))
    .orderBy(desc(placeReviews.createdAt));
}

/** What the account page shows: the counts, and the reports, reviews and lists by name. */
export async function accountSummary(db: Db, userId: string) {
  const [submissions] = await db
    .select({ count: count() })
    .from(locationSubmissions)
    .where(eq(locationSubmissions.userId, userId));
  return {
    submissionCount: submissions?.count ?? 0,
    reports: await ownReports(db, userId),
    reviews: await ownReviews(db, userId),
    lists: await findListsOf(db, userId),
  };
}

/**
 * Everything the export holds beyond the profile: every column the person gave or that was decided
 * about what they gave, and nobody else's data (no other author, no administrator's name or e-mail).
 */
export async function accountRecords(db: Db, userId: string) {
  const submissions = await submissionsOfUser(db, userId, {
    id: locationSubmissions.id,
    status: locationSubmissions.status,
    ...submissionColumnsWith([...SUBMITTED_FACTS, "adminNotes", "createdAt", "updatedAt"]),
  });
  const reviews = await ownReviews(db, userId);
  const photos = await db
    .select({
      reviewId: reviewPhotos.reviewId,
      url: reviewPhotos.url,
      caption: reviewPhotos.caption,
      status: reviewPhotos.status,
    })
    .from(reviewPhotos)
    .innerJoin(placeReviews, eq(placeReviews.id, reviewPhotos.reviewId))
    .where(eq(placeReviews.userId, userId))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  const reviewReportsMade = await db
    .select({
      reason: reviewReports.reason,
      note: reviewReports.note,
      createdAt: reviewReports.createdAt,
      ...place,
    })
    .from(reviewReports)
    .innerJoin(placeReviews, eq(placeReviews.id, reviewReports.reviewId))
    .innerJoin(locations, eq(locations.id, placeReviews.locationId))
    .where(eq(reviewReports.userId, userId))
    .orderBy(desc(reviewReports.createdAt));
  const lists = await findListsOf(db, userId);
  const items = await db
    .select({
      listId: placeListItems.listId,
      note: placeListItems.note,
      addedAt: placeListItems.createdAt,
      ...place,
      placeCity: locations.city,
    })
    .from(placeListItems)
    .innerJoin(placeLists, eq(placeLists.id, placeListItems.listId))
    .innerJoin(locations, eq(locations.id, placeListItems.locationId))
    .where(eq(placeLists.userId, userId))
    .orderBy(asc(placeListItems.listId), asc(placeListItems.position));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt));
  return {
    submissions,
    reports: await ownReports(db, userId),
    reviews: reviews.map((r) => ({ ...r, photos: photos.filter((p) => p.reviewId === r.id) })),
    reviewReports: reviewReportsMade,
    lists: lists.map((l) => ({ ...l, items: items.filter((i) => i.listId === l.id) })),
    sessions,
  };
}

/**
 * Deletes the account in the transaction `tx` (decision 0029), the row locked first so that two
 * requests (on two instances) cannot both do it: its lists, its reviews (each place's rating recounted),
 * its unpublished submissions and reports of reviews, its password, sessions, role and tokens, and the
 * user row; submissions that published a place stay without the person's name and e-mail, and reports
 * of a change stay without their e-mail. Answers the address the account had and the URLs of the
 * review photos to delete from storage once committed, or null when the account was already gone.
 */
export async function deleteAccountRows(tx: Db, userId: string) {
  const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
  if (!owner) return null;

  await tx.delete(placeLists).where(eq(placeLists.userId, userId));

  const photos = await tx
    .select({ url: reviewPhotos.url })
    .from(reviewPhotos)
    .innerJoin(placeReviews, eq(placeReviews.id, reviewPhotos.reviewId))
    .where(eq(placeReviews.userId, userId));
  const reviewed = await tx
    .delete(placeReviews)
    .where(eq(placeReviews.userId, userId))
    .returning({ locationId: placeReviews.locationId });
  for (const locationId of new Set(reviewed.map((r) => r.locationId))) await refreshReviewStats(tx, locationId);

  // A submission that published a place (approved, or reopened after it did) is a directory fact.
  const published = or(eq(locationSubmissions.status, "approved"), isNotNull(locationSubmissions.locationId));
  await tx.delete(locationSubmissions).where(and(eq(locationSubmissions.userId, userId), sql`not (${published})`));
  await tx
    .update(locationSubmissions)
    .set({ submitterName: "", email: "", userId: null })
    .where(eq(locationSubmissions.userId, userId));
  await tx.update(placeReports).set({ email: null, userId: null }).where(eq(placeReports.userId, userId));

  await tx.delete(reviewReports).where(eq(reviewReports.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  // Reset links keep the account's id as their value; the administrator-role link names it.
  await tx
    .delete(verification)
    .where(or(eq(verification.value, userId), eq(verification.identifier, `admin-role:${userId}`)));
  await tx.delete(user).where(eq(user.id, userId));
  return { email: owner.email, photoUrls: photos.map((p) => p.url) };
}
