// Owners' reviews: who may write one, what waits for an administrator (content only, never the
// rating), the administrators' decisions and the e-mails that tell the author, and readers' reports.
// Every change that moves a place's rating recounts it in the same transaction.
import { Profanity } from "@2toad/profanity";
import { contactHoldReasons, REPORTS_TO_QUEUE, REVIEW_PHOTOS_MAX } from "~/lib/reviews";
import type { PlaceReviewInput } from "~/lib/schemas-reviews";
import { placePath } from "~/lib/vocabulary";
import type { ReviewHoldReason, ReviewRejectReason, ReviewReportReason } from "~/lib/vocabulary-reviews";
import type { Db } from "../infra/db.server";
import { getStorage, type PhotoStorage } from "../infra/storage.server";
import {
  addReviewPhotos,
  deleteReview,
  deleteReviewPhotos,
  findReview,
  findReviewBy,
  hasPublishedReview,
  holdReview,
  insertReview,
  insertReviewReport,
  reviewPhotosOf,
  updateReviewContent,
} from "../queries/reviews.server";
import { reviewAuthorAndPlace, setPhotoStatus, setReviewStatus } from "../queries/review-moderation.server";
import { refreshReviewStats } from "../queries/review-stats.server";
import { notifyReviewDecision } from "./notifications.server";
import { deleteStoredPhotos } from "./photos.server";
import { Refusal, type RefusalCode } from "./refusal.server";
import { storePhotos, withStoredPhotos, type PhotoUpload } from "./review-photos.server";

export type { PhotoUpload };
import { counting, countTimes, type Counted } from "./counted-limits.server";
import type { Limit } from "./rate-limit.server";

/** Per person per day, counted in the database and so shared by every instance. */
export const REVIEW_LIMITS = {
  reviews: { name: "reviews:account", max: 5, windowSeconds: 24 * 60 * 60 },
  photos: { name: "review-photos:account", max: 20, windowSeconds: 24 * 60 * 60 },
  reports: { name: "review-reports:account", max: 10, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * The review domain's refusals are Refusals (refusal.server.ts), their texts under `reviewErrors`
 * in the place texts; the name stays for the callers that catch them.
 */
export { Refusal as ReviewError };

export type ReviewAuthor = { id: string; emailVerified: boolean };
export type ReviewPlace = { id: string; slug: string; name: string; category: string | null };
export type ReviewContentInput = PlaceReviewInput & { language?: string };

// A flag means "an administrator reads it first", never "refused": dog words trip every list.
const wordList = new Profanity({ languages: ["en", "es"], wholeWord: true });

/** Why a review would wait for an administrator; empty when it is published at once. */
export async function holdReasonsFor(db: Db, userId: string, text: string): Promise<ReviewHoldReason[]> {
  const reasons: ReviewHoldReason[] = [];
  if (!(await hasPublishedReview(db, userId))) reasons.push("first-review");
  reasons.push(...contactHoldReasons(text));
  if (wordList.exists(text)) reasons.push("word-list");
  return reasons;
}

/** The daily limits' refusals, by the limit they tell of. */
const LIMIT_REFUSALS = {
  reviews: "place:reviewErrors.limitReviews",
  photos: "place:reviewErrors.limitPhotos",
  reports: "place:reviewErrors.limitReports",
} as const satisfies Record<keyof typeof REVIEW_LIMITS, RefusalCode>;

/** Counts against a daily limit (counted-limits.server.ts); a refusal is told as the form's 429. */
async function countAgainst(
  db: Db,
  counted: Counted,
  limit: keyof typeof REVIEW_LIMITS,
  userId: string,
  times: number,
) {
  const { max } = REVIEW_LIMITS[limit];
  const refusedFor = await countTimes(db, counted, REVIEW_LIMITS[limit], userId, times);
  if (refusedFor !== null) {
    throw new Refusal(LIMIT_REFUSALS[limit], { status: 429, values: { max }, retryAfter: refusedFor });
  }
}

/** What an owner sends with a review, new or edited. */
type ReviewSent = {
  author: ReviewAuthor;
  place: ReviewPlace;
  content: ReviewContentInput;
  /** Photos added to it. */
  photos?: PhotoUpload[];
  storage?: PhotoStorage;
  /** Aborted when the visitor goes away: then nothing is stored and nothing counted. */
  signal?: AbortSignal;
};

/**
 * A signed-in owner's review of a place. Published at once unless something in it waits for an
 * administrator; its photos always wait. Answers the stored review.
 */
export async function submitReview(
  db: Db,
  { author, place, content, photos = [], storage = getStorage(), signal }: ReviewSent,
) {
  if (!author.emailVerified) throw new Refusal("place:reviewErrors.mustVerify", { status: 403 });
  if (photos.length > REVIEW_PHOTOS_MAX) throw new Refusal("place:reviewErrors.tooManyPhotos", { field: "photos" });
  if (await findReviewBy(db, place.id, author.id))
    throw new Refusal("place:reviewErrors.alreadyReviewed", { status: 409 });
  return counting(async (counted) => {
    await countAgainst(db, counted, "reviews", author.id, 1);
    await countAgainst(db, counted, "photos", author.id, photos.length);

    const holdReasons = await holdReasonsFor(db, author.id, content.text);
    const status = holdReasons.length ? "pending" : "published";
    const stored = await storePhotos(db, photos, place, storage, signal);
    const review = await withStoredPhotos(db, stored, storage, () =>
      db.transaction(async (tx) => {
        const row = await insertReview(
          tx,
          {
            locationId: place.id,
            userId: author.id,
            rating: content.rating,
            visitMonth: content.visitMonth,
            dogSizes: content.dogSizes,
            tags: content.tags,
            text: content.text,
            language: content.language ?? "en",
            status,
            holdReasons,
          },
          stored,
        );
        if (!row) throw new Refusal("place:reviewErrors.alreadyReviewed", { status: 409 });
        if (row.status === "published") await refreshReviewStats(tx, place.id);
        return row;
      }),
    );
    return review;
  });
}

async function ownReview(db: Db, author: ReviewAuthor, reviewId: string) {
  const review = await findReview(db, reviewId);
  // Somebody else's review is answered as no review at all.
  if (!review || review.userId !== author.id) throw new Refusal("place:reviewErrors.reviewNotFound", { status: 404 });
  return review;
}

/**
 * The author's edit: new content, photos added and photos taken away. It is moderated again as a
 * new review would be (an edit that adds a link waits), and a rejected or removed review sent again
 * goes back to the queue or is published.
 */
export async function editReview(
  db: Db,
  {
    author,
    reviewId,
    place,
    content,
    photos = [],
    removePhotoIds = [],
    storage = getStorage(),
    signal,
  }: ReviewSent & { reviewId: string; removePhotoIds?: string[] },
) {
  if (!author.emailVerified) throw new Refusal("place:reviewErrors.mustVerify", { status: 403 });
  const review = await ownReview(db, author, reviewId);
  const kept = (await reviewPhotosOf(db, reviewId)).filter((p) => !removePhotoIds.includes(p.id));
  if (kept.length + photos.length > REVIEW_PHOTOS_MAX) {
    throw new Refusal("place:reviewErrors.tooManyPhotos", { field: "photos" });
  }
  return counting(async (counted) => {
    await countAgainst(db, counted, "photos", author.id, photos.length);
    const holdReasons = await holdReasonsFor(db, author.id, content.text);
    // An earlier publication is not "first": the person's first review is the one never published yet.
    const reasons = review.publishedAt ? holdReasons.filter((r) => r !== "first-review") : holdReasons;
    const status = reasons.length ? "pending" : "published";
    const stored = await storePhotos(db, photos, place, storage, signal);
    const removed = await withStoredPhotos(db, stored, storage, () =>
      db.transaction(async (tx) => {
        await updateReviewContent(tx, reviewId, {
          rating: content.rating,
          visitMonth: content.visitMonth,
          dogSizes: content.dogSizes,
          tags: content.tags,
          text: content.text,
          language: content.language ?? review.language,
          status,
          holdReasons: reasons,
        });
        const urls = await deleteReviewPhotos(tx, reviewId, removePhotoIds);
        await addReviewPhotos(tx, reviewId, stored);
        await refreshReviewStats(tx, review.locationId);
        return urls;
      }),
    );
    await deleteStoredPhotos(removed, storage).catch(() => undefined);
    return { status };
  });
}

/** The author takes their review away, photos and all. */
export async function deleteOwnReview(
  db: Db,
  { author, reviewId, storage = getStorage() }: { author: ReviewAuthor; reviewId: string; storage?: PhotoStorage },
) {
  await ownReview(db, author, reviewId);
  const deleted = await db.transaction(async (tx) => {
    const row = await deleteReview(tx, reviewId);
    if (row) await refreshReviewStats(tx, row.locationId);
    return row;
  });
  if (deleted) await deleteStoredPhotos(deleted.photoUrls, storage).catch(() => undefined);
}

/** E-mails the author of a review an administrator's decision on it or on one of its photos. */
async function tellAuthor(
  db: Db,
  reviewId: string,
  decision: Parameters<typeof notifyReviewDecision>[0],
  { reason, note }: { reason?: string | null; note?: string | null },
  site: string,
) {
  const about = await reviewAuthorAndPlace(db, reviewId);
  if (!about) return;
  await notifyReviewDecision(
    decision,
    {
      email: about.email,
      name: about.name,
      placeName: about.placeName,
      placePath: placePath({ category: about.placeCategory, slug: about.placeSlug }),
      reason,
      note,
    },
    site,
  );
}

export type ReviewDecision =
  { decision: "publish" } | { decision: "reject" | "remove"; reason: ReviewRejectReason; note: string | null };

/**
 * An administrator publishes or rejects a waiting review, or removes a published one; the author is
 * told by e-mail, with the reason.
 */
export async function moderateReview(
  db: Db,
  adminId: string,
  reviewId: string,
  decision: ReviewDecision,
  site: string,
) {
  const target =
    decision.decision === "publish"
      ? ({ status: "published", from: ["pending"] } as const)
      : decision.decision === "reject"
        ? ({ status: "rejected", from: ["pending"] } as const)
        : ({ status: "removed", from: ["published", "pending"] } as const);
  const moderation =
    decision.decision === "publish" ? { by: adminId } : { by: adminId, reason: decision.reason, note: decision.note };
  const row = await db.transaction(async (tx) => {
    const updated = await setReviewStatus(tx, reviewId, target.status, target.from, moderation);
    if (updated) await refreshReviewStats(tx, updated.locationId);
    return updated;
  });
  if (!row) throw new Refusal("place:reviewErrors.notWaiting", { status: 409 });
  await tellAuthor(db, reviewId, target.status, { reason: row.rejectReason, note: row.rejectNote }, site);
  return row;
}

/**
 * An administrator approves or rejects one owner's photo. A rejected photo's files are deleted at
 * once (its row keeps the decision); the author is told why.
 */
export async function moderatePhoto(
  db: Db,
  adminId: string,
  photoId: string,
  decision: { decision: "approve" } | { decision: "reject"; reason: ReviewRejectReason; note: string | null },
  site: string,
  storage: PhotoStorage = getStorage(),
) {
  const row =
    decision.decision === "approve"
      ? await setPhotoStatus(db, photoId, "approved", { by: adminId })
      : await setPhotoStatus(db, photoId, "rejected", { by: adminId, reason: decision.reason, note: decision.note });
  if (!row) throw new Refusal("place:reviewErrors.notWaiting", { status: 409 });
  if (decision.decision === "reject") {
    await deleteStoredPhotos([row.url], storage).catch((error: unknown) =>
      console.error(`[photos] could not delete a rejected photo (${row.url}):`, error),
    );
    await tellAuthor(db, row.reviewId, "photo-rejected", decision, site);
  }
  return row;
}

/**
 * A signed-in reader reports a published review, once; the third distinct report since an
 * administrator last decided on it sends it back to the queue, off the place's page.
 */
export async function reportReview(
  db: Db,
  {
    reporter,
    reviewId,
    reason,
    note,
  }: { reporter: { id: string }; reviewId: string; reason: ReviewReportReason; note: string | null },
) {
  const review = await findReview(db, reviewId);
  if (!review || review.status !== "published") throw new Refusal("place:reviewErrors.reviewNotFound", { status: 404 });
  if (review.userId === reporter.id) throw new Refusal("place:reviewErrors.ownReview");
  await countAgainst(db, [], "reports", reporter.id, 1);
  return db.transaction(async (tx) => {
    const reports = await insertReviewReport(tx, { reviewId, userId: reporter.id, reason, note });
    if (reports === null) throw new Refusal("place:reviewErrors.alreadyReported", { status: 409 });
    if (reports >= REPORTS_TO_QUEUE && (await holdReview(tx, reviewId, "reported"))) {
      await refreshReviewStats(tx, review.locationId);
      return { queued: true };
    }
    return { queued: false };
  });
}
