// Owners' reviews: who may write one, what waits for an administrator (content only, never the
// rating), the administrators' decisions and the e-mails that tell the author, and readers' reports.
// Every change that moves a place's rating recounts it in the same transaction.
import { Profanity } from "@2toad/profanity";
import { PHOTO_MAX_MEGAPIXELS, PHOTO_MESSAGES } from "~/lib/photos";
import { contactHoldReasons, REPORTS_TO_QUEUE, REVIEW_PHOTOS_MAX } from "~/lib/reviews";
import { REVIEW_MESSAGES, type PlaceReviewInput } from "~/lib/schemas-reviews";
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
import { deleteStoredPhotos, PhotoError } from "./photos.server";
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

export const REVIEW_LIMIT_MESSAGES = {
  reviews: `You can write at most ${REVIEW_LIMITS.reviews.max} reviews a day. Please come back tomorrow.`,
  photos: `You can add at most ${REVIEW_LIMITS.photos.max} photos a day. Please come back tomorrow.`,
  reports: `You can report at most ${REVIEW_LIMITS.reports.max} reviews a day.`,
} as const;

/** The refusals a page can say in its own language: their keys under `reviewErrors` in the place texts. */
export type ReviewErrorCode =
  | "mustVerify"
  | "tooManyPhotos"
  | "alreadyReviewed"
  | "reviewNotFound"
  | "ownReview"
  | "alreadyReported"
  | "limitReviews"
  | "limitPhotos"
  | "limitReports"
  | "photoTooManyPixels"
  | "photoNotImage"
  | "photoTooLarge";

const CODES: [string, ReviewErrorCode, number?][] = [
  [REVIEW_MESSAGES.mustVerify, "mustVerify"],
  [REVIEW_MESSAGES.tooManyPhotos, "tooManyPhotos"],
  [REVIEW_MESSAGES.alreadyReviewed, "alreadyReviewed"],
  [REVIEW_MESSAGES.reviewNotFound, "reviewNotFound"],
  [REVIEW_MESSAGES.ownReview, "ownReview"],
  [REVIEW_MESSAGES.alreadyReported, "alreadyReported"],
  [REVIEW_LIMIT_MESSAGES.reviews, "limitReviews", REVIEW_LIMITS.reviews.max],
  [REVIEW_LIMIT_MESSAGES.photos, "limitPhotos", REVIEW_LIMITS.photos.max],
  [REVIEW_LIMIT_MESSAGES.reports, "limitReports", REVIEW_LIMITS.reports.max],
  [PHOTO_MESSAGES.tooManyPixels, "photoTooManyPixels", PHOTO_MAX_MEGAPIXELS],
  [PHOTO_MESSAGES.notImage, "photoNotImage"],
  [PHOTO_MESSAGES.tooLarge, "photoTooLarge"],
];

/**
 * A refusal the form shows at `field` (or above the form), with the status the answer carries. The
 * message is English; `code` (and `limit`, for a daily limit) lets a page say it in its language.
 */
export class ReviewError extends Error {
  readonly code: ReviewErrorCode | null;
  readonly limit: number | undefined;
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 429,
    readonly field: "photos" | "form" = "form",
    readonly retryAfter?: number,
  ) {
    super(message);
    const known = CODES.find(([text]) => text === message);
    this.code = known?.[1] ?? null;
    this.limit = known?.[2];
  }
}

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

/** Counts against a daily limit (counted-limits.server.ts); a refusal is told as the form's 429. */
async function countAgainst(db: Db, counted: Counted, limit: Limit, userId: string, times: number, message: string) {
  const refusedFor = await countTimes(db, counted, limit, userId, times);
  if (refusedFor !== null) throw new ReviewError(message, 429, "form", refusedFor);
}

/** A photo the visitor sent that cannot be stored, told at the form's photos. */
function asReviewError(error: unknown): never {
  if (error instanceof PhotoError) throw new ReviewError(error.message, error.status, "photos");
  throw error;
}

/**
 * A signed-in owner's review of a place. Published at once unless something in it waits for an
 * administrator; its photos always wait. Answers the stored review.
 */
export async function submitReview(
  db: Db,
  {
    author,
    place,
    content,
    photos = [],
    storage = getStorage(),
    signal,
  }: {
    author: ReviewAuthor;
    place: ReviewPlace;
    content: ReviewContentInput;
    photos?: PhotoUpload[];
    storage?: PhotoStorage;
    /** Aborted when the visitor goes away: then nothing is stored and nothing counted. */
    signal?: AbortSignal;
  },
) {
  if (!author.emailVerified) throw new ReviewError(REVIEW_MESSAGES.mustVerify, 403);
  if (photos.length > REVIEW_PHOTOS_MAX) throw new ReviewError(REVIEW_MESSAGES.tooManyPhotos, 400, "photos");
  if (await findReviewBy(db, place.id, author.id)) throw new ReviewError(REVIEW_MESSAGES.alreadyReviewed, 409);
  return counting(async (counted) => {
    await countAgainst(db, counted, REVIEW_LIMITS.reviews, author.id, 1, REVIEW_LIMIT_MESSAGES.reviews);
    await countAgainst(db, counted, REVIEW_LIMITS.photos, author.id, photos.length, REVIEW_LIMIT_MESSAGES.photos);

    const holdReasons = await holdReasonsFor(db, author.id, content.text);
    const status = holdReasons.length ? "pending" : "published";
    const stored = await storePhotos(db, photos, place, storage, signal).catch(asReviewError);
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
        if (!row) throw new ReviewError(REVIEW_MESSAGES.alreadyReviewed, 409);
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
  if (!review || review.userId !== author.id) throw new ReviewError(REVIEW_MESSAGES.reviewNotFound, 404);
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
  }: {
    author: ReviewAuthor;
    reviewId: string;
    place: ReviewPlace;
    content: ReviewContentInput;
    photos?: PhotoUpload[];
    removePhotoIds?: string[];
    storage?: PhotoStorage;
    signal?: AbortSignal;
  },
) {
  if (!author.emailVerified) throw new ReviewError(REVIEW_MESSAGES.mustVerify, 403);
  const review = await ownReview(db, author, reviewId);
  const kept = (await reviewPhotosOf(db, reviewId)).filter((p) => !removePhotoIds.includes(p.id));
  if (kept.length + photos.length > REVIEW_PHOTOS_MAX) {
    throw new ReviewError(REVIEW_MESSAGES.tooManyPhotos, 400, "photos");
  }
  return counting(async (counted) => {
    await countAgainst(db, counted, REVIEW_LIMITS.photos, author.id, photos.length, REVIEW_LIMIT_MESSAGES.photos);
    const holdReasons = await holdReasonsFor(db, author.id, content.text);
    // An earlier publication is not "first": the person's first review is the one never published yet.
    const reasons = review.publishedAt ? holdReasons.filter((r) => r !== "first-review") : holdReasons;
    const status = reasons.length ? "pending" : "published";
    const stored = await storePhotos(db, photos, place, storage, signal).catch(asReviewError);
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
  if (!row) throw new ReviewError(REVIEW_MESSAGES.notWaiting, 409);
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
  if (!row) throw new ReviewError(REVIEW_MESSAGES.notWaiting, 409);
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
  if (!review || review.status !== "published") throw new ReviewError(REVIEW_MESSAGES.reviewNotFound, 404);
  if (review.userId === reporter.id) throw new ReviewError(REVIEW_MESSAGES.ownReview, 400);
  await countAgainst(db, [], REVIEW_LIMITS.reports, reporter.id, 1, REVIEW_LIMIT_MESSAGES.reports);
  return db.transaction(async (tx) => {
    const reports = await insertReviewReport(tx, { reviewId, userId: reporter.id, reason, note });
    if (reports === null) throw new ReviewError(REVIEW_MESSAGES.alreadyReported, 409);
    if (reports >= REPORTS_TO_QUEUE && (await holdReview(tx, reviewId, "reported"))) {
      await refreshReviewStats(tx, review.locationId);
      return { queued: true };
    }
    return { queued: false };
  });
}
