// Owners' reviews, the parts both sides need: the limits of a review, what makes one wait for an
// administrator before anyone reads it, and how a place's rating is summed up and ranked.
import { todayInFlorida } from "./dates";
import type { DogSize, ReviewHoldReason, ReviewTag } from "./vocabulary-reviews";

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_CAPTION_MAX = 200;
/** Reviews shown at a time on a place's page. */
export const REVIEWS_PER_PAGE = 10;
/**
 * Owners' photos in a place's gallery, the newest first; the others stay with their reviews. A
 * place with a thousand reviews would otherwise send every photo ever approved with its page.
 */
export const OWNER_PHOTOS_SHOWN = 8;
/** Distinct readers' reports that send a published review back to the queue. */
export const REPORTS_TO_QUEUE = 3;

/**
 * The Bayesian average lists rank by: every place starts as if it had PRIOR_WEIGHT reviews of
 * PRIOR_MEAN stars, so one five-star review (3.75) does not outrank forty at 4.8 (4.66). A fixed prior
 * keeps a place's score a function of its own reviews: a new review elsewhere changes no other place.
 */
export const PRIOR_MEAN = 3.5;

/**
 * The home page's "Top Rated": places whose published reviews average at least `stars`, from at least
 * `reviews` of them; one happy visitor is not "the places dog owners love most" (decision 0035).
 */
export const TOP_RATED = { stars: 4.5, reviews: 3 } as const;
export const PRIOR_WEIGHT = 5;

export function bayesianScore(count: number, sum: number) {
  return (PRIOR_WEIGHT * PRIOR_MEAN + sum) / (PRIOR_WEIGHT + count);
}

/** The mean shown beside the stars, to one decimal ("4.6"). */
export function averageRating(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|ly|me|app|site|shop|xyz)\b(?:\/\S*)?/i;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
/** Seven or more digits in one run, allowing the spaces, dots, dashes and brackets phone numbers are written with. */
const PHONE = /(?:\+?\d[\s().-]*){7,}/;

/** Cyrillic and Greek letters that look like Latin ones in a domain ("exаmple.cоm"). */
const LOOK_ALIKE_LETTERS: Record<string, string> = Object.fromEntries(
  [
    ["аɑα", "a"],
    ["вβ", "b"],
    ["сϲ", "c"],
    ["ԁ", "d"],
    ["еεє", "e"],
    ["һ", "h"],
    ["іιї", "i"],
    ["ј", "j"],
    ["κк", "k"],
    ["ոη", "n"],
    ["оοσ", "o"],
    ["рρ", "p"],
    ["ԛ", "q"],
    ["ѕ", "s"],
    ["τт", "t"],
    ["υս", "u"],
    ["ѵν", "v"],
    ["ԝω", "w"],
    ["хχ", "x"],
    ["уγ", "y"],
  ].flatMap(([letters, latin]) => [...letters!].map((letter) => [letter, latin!])),
);
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKE_LETTERS).join("")}]`, "g");

/**
 * The text as the contact check reads it: look-alike characters made plain (full-width and
 * mathematical letters and digits, the many dots and at signs, Cyrillic and Greek letters shaped
 * like Latin ones), accents and invisible characters dropped, and the usual disguises undone: "hxxps",
 * "[.]", "(dot)", "[at]", "(arroba)", "example dot com", "example . com". Only checked, never shown.
 */
export function unmaskedContactText(text: string) {
  return (
    text
      // Compatibility decomposition, then without accents and other combining marks: "ｃｏ́ｍ" as "com".
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g, "")
      .replace(LOOK_ALIKE, (letter) => LOOK_ALIKE_LETTERS[letter]!)
      .replace(/[\u3002\uff61\u2024\ufe52\u00b7\u2219\u22c5]/g, ".")
      .replace(/\bh(?:xx|\*\*|tt)p(s?)\s*(?:\[:\]|:)\s*\/\s*\/\s*/g, "http$1://")
      .replace(/\s*[[({]\s*(?:dot|punto|\.)\s*[\])}]\s*/g, ".")
      .replace(/\s*[[({]\s*(?:at|arroba|@)\s*[\])}]\s*/g, "@")
      // A dot spelled out or spaced, before the commonest domains only: "en este punto me
      // encantó" and "it . Us too" are sentences.
      .replace(/\s+(?:dot|punto)\s+(?=(?:com|net|org)\b)/g, ".")
      .replace(/\s+\.\s*(?=(?:com|net|org)\b)|\s*\.\s+(?=(?:com|net|org)\b)/g, ".")
  );
}

/**
 * What in a review's text makes it wait for an administrator: a link, an e-mail address, a phone
 * number, however disguised (unmaskedContactText).
 */
export function contactHoldReasons(original: string): ReviewHoldReason[] {
  const text = unmaskedContactText(original);
  const reasons: ReviewHoldReason[] = [];
  if (EMAIL.test(text)) reasons.push("email");
  // An address's domain is not a link of its own.
  if (LINK.test(text.replace(EMAIL, " "))) reasons.push("link");
  if (PHONE.test(text)) reasons.push("phone");
  return reasons;
}

/** "2026-03": the month it is in Florida at `now`, the latest a visit can have been. */
export function currentMonthInFlorida(now = new Date()) {
  return todayInFlorida(now).slice(0, 7);
}

/** A place's rating from its published reviews, as its page shows it. */
export type ReviewSummary = {
  count: number;
  average: number | null;
  /** Published reviews with 5, 4, 3, 2 and 1 stars, in that order. */
  spread: { stars: number; count: number }[];
  bySize: { size: DogSize; count: number; average: number }[];
  tags: { tag: ReviewTag; count: number }[];
};

/** The summary of a place without published reviews. */
export const NO_REVIEWS: ReviewSummary = { count: 0, average: null, spread: [], bySize: [], tags: [] };

/** A published review as a place's page shows it. */
export type PublishedReview = {
  id: string;
  authorName: string;
  rating: number;
  visitMonth: string;
  dogSizes: DogSize[];
  tags: ReviewTag[];
  text: string;
  language: string;
  publishedAt: string;
  photos: { id: string; url: string; caption: string | null }[];
};
