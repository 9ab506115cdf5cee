// The words of owners' reviews: the dog sizes and condition tags a review carries, where a review
// or a photo stands with the administrators and why, why readers report one, and the orders a
// place's reviews are read in.
import { valuesOf, type ValueOf } from "./vocabulary-list";

/** The dogs an owner brought, by weight; a review names one or more. */
export const DOG_SIZES = [
  { value: "small", label: "Small (under 25 lb)", short: "Small dogs" },
  { value: "medium", label: "Medium (25–60 lb)", short: "Medium dogs" },
  { value: "large", label: "Large (over 60 lb)", short: "Large dogs" },
] as const;
export type DogSize = ValueOf<typeof DOG_SIZES>;
export const DOG_SIZE_VALUES = valuesOf(DOG_SIZES);

/** What an owner found at a place: the one list of condition tags a review can carry. */
export const REVIEW_TAGS = [
  { value: "shade", label: "Shade" },
  { value: "water-access", label: "Water access" },
  { value: "fenced", label: "Fenced" },
  { value: "hot-sand", label: "Hot sand" },
  { value: "bugs", label: "Bugs" },
  { value: "crowded", label: "Crowded" },
  { value: "clean", label: "Clean" },
  { value: "easy-parking", label: "Easy parking" },
  { value: "waste-bags", label: "Waste bags" },
  { value: "off-leash-respected", label: "Off-leash rules respected" },
] as const;
export type ReviewTag = ValueOf<typeof REVIEW_TAGS>;
export const REVIEW_TAG_VALUES = valuesOf(REVIEW_TAGS);

/**
 * A review is published at once, or waits for an administrator (a person's first review, one with a
 * link, an address or a phone number, one a word list flags, or one that readers reported).
 */
export const REVIEW_STATUSES = [
  { value: "pending", label: "Waiting for review", tone: "yellow" },
  { value: "published", label: "Published", tone: "green" },
  { value: "rejected", label: "Not published", tone: "red" },
  { value: "removed", label: "Removed", tone: "neutral" },
] as const;
export type ReviewStatus = ValueOf<typeof REVIEW_STATUSES>;
export const REVIEW_STATUS_VALUES = valuesOf(REVIEW_STATUSES);

/** An owner's photo is seen by others only once an administrator approved it. */
export const REVIEW_PHOTO_STATUSES = [
  { value: "pending", label: "Waiting for review", tone: "yellow" },
  { value: "approved", label: "Approved", tone: "green" },
  { value: "rejected", label: "Not published", tone: "red" },
] as const;
export type ReviewPhotoStatus = ValueOf<typeof REVIEW_PHOTO_STATUSES>;
export const REVIEW_PHOTO_STATUS_VALUES = valuesOf(REVIEW_PHOTO_STATUSES);

/** Why a review waits for an administrator (never its rating: a one-star review is as welcome as five). */
export const REVIEW_HOLD_REASONS = [
  { value: "first-review", label: "The author's first review" },
  { value: "link", label: "Contains a link" },
  { value: "email", label: "Contains an e-mail address" },
  { value: "phone", label: "Contains a phone number" },
  { value: "word-list", label: "A word list flagged a word (dog words often do)" },
  { value: "reported", label: "Reported by readers" },
] as const;
export type ReviewHoldReason = ValueOf<typeof REVIEW_HOLD_REASONS>;

/** Why an administrator did not publish, or removed, a review or a photo. */
export const REVIEW_REJECT_REASONS = [
  { value: "not-first-hand", label: "Not a first-hand visit" },
  { value: "off-topic", label: "Off-topic" },
  { value: "offensive", label: "Offensive" },
  { value: "personal-information", label: "Personal information" },
  { value: "spam", label: "Spam or advertising" },
  { value: "other", label: "Other" },
] as const;
export type ReviewRejectReason = ValueOf<typeof REVIEW_REJECT_REASONS>;
export const REVIEW_REJECT_REASON_VALUES = valuesOf(REVIEW_REJECT_REASONS);

/** Why a reader reports a review. */
export const REVIEW_REPORT_REASONS = [
  { value: "not-first-hand", label: "Not about a real visit" },
  { value: "offensive", label: "Offensive or hateful" },
  { value: "personal-information", label: "Shares personal information" },
  { value: "spam", label: "Spam or advertising" },
  { value: "wrong-place", label: "About another place" },
  { value: "other", label: "Something else" },
] as const;
export type ReviewReportReason = ValueOf<typeof REVIEW_REPORT_REASONS>;
export const REVIEW_REPORT_REASON_VALUES = valuesOf(REVIEW_REPORT_REASONS);

/** The orders a place's reviews can be read in. */
export const REVIEW_SORTS = [
  { value: "newest", label: "Newest" },
  { value: "highest", label: "Highest rated" },
  { value: "lowest", label: "Lowest rated" },
] as const;
export type ReviewSort = ValueOf<typeof REVIEW_SORTS>;
export const REVIEW_SORT_VALUES = valuesOf(REVIEW_SORTS);
