// The rules of owners' reviews: writing one, a photo's caption, a reader's report and an
// administrator's refusal. Run in the page and again on the server, as every form's (schemas.ts).
import { z } from "zod";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_CAPTION_MAX, currentMonthInFlorida } from "./reviews";
import { VALIDATION_MESSAGES as V } from "./validation-messages";
import {
  DOG_SIZE_VALUES,
  REVIEW_REJECT_REASON_VALUES,
  REVIEW_REPORT_REASON_VALUES,
  REVIEW_TAG_VALUES,
} from "./vocabulary-reviews";
import { DECISION_NOTE, NOT_UNDERSTOOD, optionalText, requiredText, rowId } from "./schemas";
import { REPORT_TEXT } from "./schemas-visitors";

export const REVIEW_MESSAGES = {
  rating: V.reviewRating,
  visitMonth: V.reviewVisitMonth,
  futureVisit: V.reviewFutureVisit,
  dogSizes: V.reviewDogSizes,
  textShort: V.reviewTextShort,
  textLong: V.reviewTextLong,
  captionLong: V.reviewCaptionLong,
  tooManyPhotos: V.reviewTooManyPhotos,
  mustVerify: V.reviewMustVerify,
  alreadyReviewed: V.reviewAlreadyReviewed,
  placeNotFound: V.reviewPlaceNotFound,
  reviewNotFound: V.reviewNotFound,
  ownReview: V.reviewOwn,
  alreadyReported: V.reviewAlreadyReported,
  notWaiting: V.reviewNotWaiting,
  waiting: V.reviewWaiting,
  published: V.reviewPublished,
} as const;

/** A month as the month input sends it ("2026-03"), from January 2000 on. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A list field: Conform hands one checked box as a string and several as an array. */
function checkedValues<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));
}

/**
 * An owner's review of a place (the photos and their captions are read beside it). `now` is when it
 * is checked: a visit cannot be in a month that has not begun in Florida.
 */
export function placeReviewSchema(now: () => Date = () => new Date()) {
  return z.object({
    rating: z.coerce
      .number({ error: REVIEW_MESSAGES.rating })
      .int(REVIEW_MESSAGES.rating)
      .min(1, REVIEW_MESSAGES.rating)
      .max(5, REVIEW_MESSAGES.rating),
    visitMonth: z
      .string({ error: REVIEW_MESSAGES.visitMonth })
      .trim()
      .regex(MONTH, REVIEW_MESSAGES.visitMonth)
      .refine((v) => v >= "2000-01", REVIEW_MESSAGES.visitMonth)
      .refine((v) => v <= currentMonthInFlorida(now()), REVIEW_MESSAGES.futureVisit),
    dogSizes: checkedValues(z.enum(DOG_SIZE_VALUES, { error: NOT_UNDERSTOOD }))
      .refine((v) => v.length > 0, REVIEW_MESSAGES.dogSizes)
      .transform((v) => [...new Set(v)]),
    tags: checkedValues(z.enum(REVIEW_TAG_VALUES, { error: NOT_UNDERSTOOD })).transform((v) => [...new Set(v)]),
    text: requiredText(REVIEW_MESSAGES.textShort, {
      max: REVIEW_TEXT_MAX,
      tooLong: REVIEW_MESSAGES.textLong,
      lines: "many",
    }).refine((v) => v.length >= REVIEW_TEXT_MIN, REVIEW_MESSAGES.textShort),
  });
}
export type PlaceReviewInput = z.output<ReturnType<typeof placeReviewSchema>>;

/** An owner's caption for one photo: its alt text too. */
export const ReviewCaptionSchema = optionalText({ max: REVIEW_CAPTION_MAX, tooLong: REVIEW_MESSAGES.captionLong });

/** An administrator's refusal or removal: a reason from the list, and a note ("Other" needs one). */
export const ReviewRejectionSchema = z
  .object({
    id: rowId,
    reason: z.enum(REVIEW_REJECT_REASON_VALUES, { error: V.chooseReason }),
    note: optionalText({ max: DECISION_NOTE, tooLong: V.noteTooLong, lines: "many" }),
  })
  .refine((v) => v.reason !== "other" || v.note, { path: ["note"], message: V.sayReason });

/** A reader's report of a review. */
export const ReviewReportSchema = z.object({
  id: rowId,
  reason: z.enum(REVIEW_REPORT_REASON_VALUES, { error: V.chooseReason }),
  note: optionalText({ max: REPORT_TEXT, tooLong: V.noteTooLong, lines: "many" }),
});
