// Every form's rules (SPEC §5), run by Conform in the page before sending and again on the server.
// Fields are named like the Drizzle columns they fill. The schemas read form values as Conform's
// `parseWithZod` hands them over: an empty field arrives as `undefined`, numbers as numbers.
// Every message is one of VALIDATION_MESSAGES (English, each with its key of `common:validation`,
// so that a page shows it in its own language: app/components/forms.tsx).
import { z } from "zod";
import { feeConflict } from "./fees";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_CAPTION_MAX, currentMonthInFlorida } from "./reviews";
import { VALIDATION_MESSAGES as V } from "./validation-messages";
import { ruleList } from "./rules";
import {
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_CHOICES,
  LEASH_POLICY_VALUES,
  LIST_LIMITS,
  PLACE_DEFAULTS,
  PLACE_STATUS_VALUES,
  REGION_VALUES,
  REPORT_KIND_VALUES,
  DOG_SIZE_VALUES,
  REVIEW_REJECT_REASON_VALUES,
  REVIEW_REPORT_REASON_VALUES,
  REVIEW_TAG_VALUES,
  YES_NO_VALUES,
  type Fees,
  type LeashPolicy,
} from "./vocabulary";

/** A name, a city, a subject: one line. */
export const SHORT_TEXT = 200;
/** A description, notes, a message. */
export const LONG_TEXT = 5000;
/** A web address. */
export const URL_TEXT = 2000;

const TOO_LONG = V.tooLong;

/**
 * Control characters (C0, DEL, C1): nothing a person types, and what hides text in a log, a mail or a
 * spreadsheet. A field of one line refuses them all, tab and line break included; a text of several
 * lines keeps its tabs and line breaks (\n, or \r\n as browsers send them).
 */
const CONTROL_IN_LINE = /\p{Cc}/u;
const CONTROL_IN_LINES = /(?![\t\n\r])\p{Cc}|\r(?!\n)/u;
export const CONTROL_CHARACTER_IN_LINE = V.controlInLine;
export const CONTROL_CHARACTER = V.control;

/** One line (an input), or several (a text area). */
export type Lines = "one" | "many";

/** True when `text` holds a control character that a field of `lines` does not allow. */
export function hasControlCharacter(text: string, lines: Lines = "one") {
  return (lines === "one" ? CONTROL_IN_LINE : CONTROL_IN_LINES).test(text);
}

function controlRule(lines: Lines) {
  return [
    (v: string) => !hasControlCharacter(v, lines),
    lines === "one" ? CONTROL_CHARACTER_IN_LINE : CONTROL_CHARACTER,
  ] as const;
}

type TextOptions = { max?: number; tooLong?: string; lines?: Lines };

/** A text that must be given; `message` when it is empty or only spaces. One line unless `lines` says "many". */
export function requiredText(
  message: string,
  { max = SHORT_TEXT, tooLong = TOO_LONG, lines = "one" }: TextOptions = {},
) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine(...controlRule(lines));
}

/** A text that may be left empty: trimmed, and `null` when empty. One line unless `lines` says "many". */
export function optionalText({ max = LONG_TEXT, tooLong = TOO_LONG, lines = "one" }: TextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(...controlRule(lines))
    .optional()
    .transform((v) => v || null);
}

/** True for an absolute http(s) address with a host; `javascript:`, `data:`, `vbscript:` and every other scheme are refused. */
export function isHttpUrl(text: string) {
  if (/\s/.test(text) || hasControlCharacter(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** True for an absolute https:// address, as written, with a host and no user name or password in it. */
export function isHttpsUrl(text: string) {
  if (!/^https:\/\//i.test(text) || !isHttpUrl(text)) return false;
  const url = new URL(text);
  return url.protocol === "https:" && !url.username && !url.password;
}

/** A web address that may be left empty; anything but a full http:// or https:// address is refused with `message`. */
export function optionalUrl(message: string) {
  return z
    .string()
    .trim()
    .max(URL_TEXT, TOO_LONG)
    .refine((v) => v === "" || isHttpUrl(v), message)
    .optional()
    .transform((v) => v || null);
}

/** A number that may be left empty (`null`); `message` for anything else outside min..max. */
export function optionalNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).min(min, message).max(max, message).optional();
}

/** An e-mail address that must be given. */
export function requiredEmail({ required, invalid }: { required: string; invalid: string }) {
  return requiredText(required, { max: 320, tooLong: invalid }).pipe(z.email(invalid));
}

/** Rules typed one per line, as the list a place stores (see `ruleList`). */
export function ruleLinesText({ max = LONG_TEXT } = {}) {
  return z
    .string()
    .max(max, TOO_LONG)
    .refine(...controlRule("many"))
    .optional()
    .transform(ruleList);
}

const amenityKeys = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[a-z_]+$/, V.unknownAmenity),
  )
  .max(50, V.tooManyAmenities);

/** The fee code and the fee details say the same (see `feeConflict`); the message stands at the fee. */
function oneFeeAnswer(value: { fees: Fees | null; feeDetails: string | null }, ctx: z.RefinementCtx) {
  const conflict = feeConflict(value.fees, value.feeDetails);
  if (conflict) ctx.addIssue({ code: "custom", path: ["fees"], message: conflict });
}

// ---- Location (admin) -----------------------------------------------------------------------

const LOCATION_URL = V.webAddress;

/** A calendar date as 2025-03-31 that exists. */
export function isIsoDate(text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A source's date as precise as the page gives it: 2025, 2025-03 or 2025-03-31. */
function isSourceDate(text: string) {
  return /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(text) || isIsoDate(text);
}

/** A yes/no fact; empty is unknown (null), never a default. */
const yesNoOrUnknown = z
  .enum(YES_NO_VALUES, { error: V.yesNoUnknown })
  .optional()
  .transform((v) => v ?? null);

const SourceSchema = z.object({
  url: z.string({ error: V.sourceUrlRequired }).trim().max(URL_TEXT, TOO_LONG).refine(isHttpUrl, LOCATION_URL),
  supports: optionalText({ max: 500 }),
  date: optionalText({ max: 10 }).refine((v) => v === null || isSourceDate(v), V.sourceDate),
});

export const LocationSchema = z
  .object({
    name: requiredText(V.nameRequired, { tooLong: V.nameTooLong }),
    category: z.enum(CATEGORY_VALUES, { error: V.categoryChoice }),
    region: z.enum(REGION_VALUES, { error: V.regionChoice }),
    city: requiredText(V.cityRequired, { tooLong: V.cityTooLong }),
    county: requiredText(V.countyRequired, { tooLong: V.countyTooLong }),
    address: optionalText(),
    zip: optionalText(),
    phone: optionalText(),
    lat: optionalNumber(-90, 90, V.latitude).transform((v) => v ?? null),
    lng: optionalNumber(-180, 180, V.longitude).transform((v) => v ?? null),
    leashPolicy: z.enum(LEASH_POLICY_VALUES, { error: V.leashChoice }),
    rules: ruleLinesText(),
    /** Unknown (empty) stays unknown: never shown or filtered as free. */
    fees: z
      .enum(FEE_VALUES, { error: V.feeChoice })
      .optional()
      .transform((v) => v ?? null),
    feeDetails: optionalText(),
    hours: optionalText(),
    seasonality: optionalText(),
    accessibilityNotes: optionalText({ lines: "many" }),
    parkingDetails: optionalText({ lines: "many" }),
    safetyNotes: optionalText({ lines: "many" }),
    crowdLevel: z
      .enum(CROWD_LEVEL_VALUES, { error: V.crowdChoice })
      .optional()
      .transform((v) => v ?? null),
    amenities: amenityKeys,
    photos: z.array(z.string().trim().min(1)).max(50, V.tooManyPhotos),
    imageUrl: optionalUrl(LOCATION_URL),
    mapUrl: optionalUrl(LOCATION_URL),
    externalLinks: z.object({ official: optionalUrl(LOCATION_URL), county: optionalUrl(LOCATION_URL) }),
    description: optionalText({ lines: "many" }),
    /** When dogs are allowed, in OpenStreetMap opening_hours syntax; the server checks it with the library. */
    dogHours: optionalText({ max: 1000, lines: "many" }),
    fenced: yesNoOrUnknown,
    smallDogArea: yesNoOrUnknown,
    status: z.enum(PLACE_STATUS_VALUES, { error: V.statusChoice }).default("open"),
    statusNote: optionalText({ max: 500 }),
    sources: z.array(SourceSchema).max(30, V.tooManySources).default([]),
    verifiedOn: optionalText({ max: 10 }).refine((v) => v === null || isIsoDate(v), V.isoDate),
  })
  .superRefine(oneFeeAnswer);

export type LocationInput = z.output<typeof LocationSchema>;

// ---- Amenity (admin) ------------------------------------------------------------------------

export const AmenitySchema = z.object({
  name: requiredText(V.nameRequired, { max: 60, tooLong: V.nameTooLong }).regex(/^[a-z_]+$/, V.amenityNameFormat),
  displayName: requiredText(V.displayNameRequired, { max: 100, tooLong: V.displayNameTooLong }),
  description: optionalText({ max: 500, lines: "many" }),
  icon: optionalText({ max: 100 }).refine((v) => v === null || /^[a-z0-9-]+$/.test(v), V.iconName),
});

export type AmenityInput = z.output<typeof AmenitySchema>;

// ---- Submission (/submit) -------------------------------------------------------------------

const LEASH_CHOICE_VALUES = LEASH_POLICY_CHOICES.map((l) => l.value) as [LeashPolicy, ...LeashPolicy[]];

/** What an empty required field of /submit says; any of them makes the form 'Missing Required Fields'. */
const SUBMISSION_REQUIRED = {
  submitterName: V.submitterNameRequired,
  email: V.emailRequired,
  name: V.locationNameRequired,
  category: V.categoryRequired,
  leashPolicy: V.leashRequired,
  city: V.cityRequired,
  description: V.descriptionRequired,
} as const;

export const SubmissionSchema = z
  .object({
    submitterName: requiredText(SUBMISSION_REQUIRED.submitterName),
    email: requiredEmail({ required: SUBMISSION_REQUIRED.email, invalid: V.emailInvalid }),
    name: requiredText(SUBMISSION_REQUIRED.name),
    category: z.enum(CATEGORY_VALUES, { error: SUBMISSION_REQUIRED.category }),
    leashPolicy: z.enum(LEASH_CHOICE_VALUES, { error: SUBMISSION_REQUIRED.leashPolicy }),
    city: requiredText(SUBMISSION_REQUIRED.city),
    county: optionalText({ max: SHORT_TEXT }),
    zip: optionalText({ max: 20 }),
    phone: optionalText({ max: 50 }),
    address: optionalText({ max: 500 }),
    description: requiredText(SUBMISSION_REQUIRED.description, { max: LONG_TEXT, lines: "many" }),
    amenities: amenityKeys,
    fees: z
      .enum(FEE_VALUES, { error: V.feeFreeOrPaid })
      .optional()
      .transform((v) => v ?? null),
    hours: optionalText({ max: 500 }),
    feeDetails: optionalText({ max: 500 }),
    parkingDetails: optionalText({ max: 1000, lines: "many" }),
    rules: ruleLinesText({ max: 2000 }),
    imageUrl: optionalUrl(V.imageUrl),
    mapUrl: optionalUrl(V.mapUrl),
    dogHoursNote: optionalText({ max: 500, lines: "many" }),
    notes: optionalText({ lines: "many" }),
  })
  .superRefine(oneFeeAnswer);

export type SubmissionInput = z.output<typeof SubmissionSchema>;

export type Problem = { title: string; message: string };

export const MISSING_FIELDS: Problem = {
  title: V.missingFields,
  message: V.fillRequired,
};

/** The headline of a refused submission: 'Missing Required Fields' when a starred field is empty, else the first error. */
export function submissionProblem(errors: Record<string, string[] | null | undefined>): Problem {
  const missing = Object.entries(SUBMISSION_REQUIRED).some(([field, message]) => errors[field]?.includes(message));
  if (missing) return MISSING_FIELDS;
  const first = Object.values(errors).find((list) => list?.length)?.[0];
  return { title: V.submissionFailed, message: first ?? V.checkForm };
}

// ---- Contact (/contact) ---------------------------------------------------------------------

export const CONTACT_REQUIRED = V.fillRequired;

export const ContactSchema = z.object({
  name: requiredText(CONTACT_REQUIRED, { tooLong: V.nameUnder200 }),
  email: requiredEmail({ required: CONTACT_REQUIRED, invalid: V.emailInvalidSentence }),
  subject: requiredText(CONTACT_REQUIRED, { tooLong: V.subjectUnder200 }),
  message: requiredText(CONTACT_REQUIRED, {
    max: LONG_TEXT,
    tooLong: V.messageUnder5000,
    lines: "many",
  }),
});

/** The line above a refused contact form: the required-fields text when one is empty, else the first error. */
export function contactProblem(errors: Record<string, string[] | null | undefined>) {
  const all = Object.values(errors).flatMap((list) => list ?? []);
  return all.includes(CONTACT_REQUIRED) ? CONTACT_REQUIRED : (all[0] ?? CONTACT_REQUIRED);
}

// ---- Report a change (/report/:slug) ---------------------------------------------------------

/** The longest description of a change a visitor can send. */
export const REPORT_TEXT = 2000;

export const ReportSchema = z.object({
  kind: z.enum(REPORT_KIND_VALUES, { error: V.chooseWhatIsWrong }),
  text: requiredText(V.tellUsWhatItIs, {
    max: REPORT_TEXT,
    tooLong: V.textUnder2000,
    lines: "many",
  }),
  sourceUrl: optionalUrl(V.webAddress),
  email: z
    .string()
    .trim()
    .max(320, V.emailInvalidSentence)
    .pipe(z.email(V.emailInvalidSentence))
    .optional()
    .transform((v) => v ?? null),
  /** Left empty by people; a form robot fills every field it finds. */
  website: z.string().optional(),
});

export type ReportInput = z.output<typeof ReportSchema>;

// ---- Sign in and sign up (/auth) ------------------------------------------------------------

const accountEmail = requiredEmail({ required: V.emailRequiredSentence, invalid: V.emailInvalidSentence });

export const SignInSchema = z.object({
  email: accountEmail,
  password: z.string({ error: V.passwordRequiredSentence }).min(1, V.passwordRequiredSentence).max(128),
});

export const SignUpSchema = z.object({
  email: accountEmail,
  password: z.string({ error: V.passwordRequiredSentence }).min(6, V.passwordTooShort).max(128, V.passwordAtMost128),
});

// ---- Forgotten password (/auth/forgot-password, /auth/reset-password) ----------------------

export const ForgotPasswordSchema = z.object({ email: accountEmail });

export const INVALID_RESET_LINK = V.invalidResetLink;

/** The new password; the server also refuses the most common ones. */
export const ResetPasswordSchema = z.object({
  token: z.string({ error: INVALID_RESET_LINK }).trim().min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
  password: z.string({ error: V.passwordRequiredSentence }).min(6, V.passwordTooShort).max(128, V.passwordUnder128),
});

// ---- Your account (/account) -----------------------------------------------------------------

/** The longest display name: it stands beside a review and on a shared list. */
export const DISPLAY_NAME_MAX = 60;

const currentPassword = z.string({ error: V.enterPassword }).min(1, V.enterPassword).max(128, V.wrongPassword);

export const DisplayNameSchema = z.object({
  intent: z.literal("name"),
  name: requiredText(V.displayNameEnter, { max: DISPLAY_NAME_MAX, tooLong: V.displayNameMax }),
});

/** The sign-up's rules for the new password; the server also refuses the most common ones. */
export const ChangePasswordSchema = z.object({
  intent: z.literal("password"),
  currentPassword,
  newPassword: z.string({ error: V.enterPassword }).min(6, V.passwordTooShort).max(128, V.passwordUnder128),
});

export const DeleteAccountSchema = z.object({
  intent: z.literal("delete"),
  password: currentPassword,
});

// ---- Admin decisions (review, merge, reopen, reports, messages, deletes) -----------------------

/** What a hidden field says when it was tampered with or the page is out of date. */
export const NOT_UNDERSTOOD = V.notUnderstood;

/** The id of the row a decision is about, sent in a hidden field. */
const rowId = z.uuid({ error: NOT_UNDERSTOOD });

/** The longest note an administrator can add to a decision. */
export const DECISION_NOTE = 2000;

const adminNotes = optionalText({ max: DECISION_NOTE, tooLong: V.adminNotesTooLong });

/** A row's delete button, and any decision that needs nothing but the row. */
export const RowSchema = z.object({ id: rowId });

/** Approve or reject a submission; the region is where an approval publishes the place. */
export const ReviewSchema = z.object({
  id: rowId,
  region: z.enum(REGION_VALUES, { error: NOT_UNDERSTOOD }).default(PLACE_DEFAULTS.region),
  adminNotes,
});

/** Set a decided submission back to pending: the note says why. */
export const ReopenSchema = z.object({
  id: rowId,
  adminNotes: requiredText(V.reopenReason, {
    max: DECISION_NOTE,
    tooLong: V.adminNotesTooLong,
  }),
});

/** Approve a submission as a place already listed. */
export const MergeSchema = z.object({ id: rowId, locationId: rowId, adminNotes });

/** Approve a submission with the details completed in the location form (the form's own schema besides). */
export const ApproveEditedFields = { id: rowId, adminNotes };

export const REPORT_OUTCOMES = ["applied", "not-applied"] as const;

/** Resolve a visitor's report as applied or not, with a note the reporter may read. */
export const ResolveReportSchema = z.object({
  id: rowId,
  outcome: z.enum(REPORT_OUTCOMES, { error: NOT_UNDERSTOOD }),
  note: optionalText({ max: DECISION_NOTE, tooLong: V.noteTooLong }),
});

/** Mark a contact message as read or unread. */
export const MessageReadSchema = z.object({
  id: rowId,
  read: z.enum(["true", "false"], { error: NOT_UNDERSTOOD }).transform((v) => v === "true"),
});

/** Edit an amenity: its name never changes, so whatever is sent for it is not read. */
export const AmenityUpdateSchema = AmenitySchema.omit({ name: true }).extend({ id: rowId });

/** Restore one field of a place as a history entry had it; an entry id that cannot be one finds none. */
export const RestoreSchema = z.object({
  event: z.string({ error: NOT_UNDERSTOOD }).transform((v) => (z.uuid().safeParse(v).success ? v : null)),
  field: z.string({ error: NOT_UNDERSTOOD }),
});

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

/** Markup in a text that is shown as plain text: a tag or a comment. */
const MARKUP = /<\s*[a-zA-Z!/?]/;

/** A list's name: one line of 1 to 100 characters. */
export const ListNameSchema = z.object({
  name: requiredText(V.listNameRequired, { max: LIST_LIMITS.name, tooLong: V.listNameTooLong }),
});

/** The owner's note on a place of a list: plain text, up to 200 characters; empty clears it. */
export const ListNoteSchema = z.object({
  note: optionalText({ max: LIST_LIMITS.note, tooLong: V.listNoteTooLong }).refine(
    (v) => v === null || !MARKUP.test(v),
    V.listNoteMarkup,
  ),
});
