// Every form's rules (SPEC §5), run by Conform in the page before sending and again on the server:
// here the shared rules, places, amenities, lists and the admin's decisions; a visitor's forms in
// schemas-visitors.ts, the account's in schemas-account.ts, reviews' in schemas-reviews.ts.
// Fields are named like the Drizzle columns they fill. The schemas read form values as Conform's
// `parseWithZod` hands them over: an empty field arrives as `undefined`, numbers as numbers.
// Every message is one of VALIDATION_MESSAGES (English, each with its key of `common:validation`,
// so that a page shows it in its own language: app/components/forms.tsx).
import { z } from "zod";
import { feeConflict } from "./fees";
import { VALIDATION_MESSAGES as V } from "./validation-messages";
import { ruleList } from "./rules";
import {
  placeFields,
  submittedFields,
  withFieldsAfter,
  type PlaceFieldDeclaration,
  type PlaceTextKey,
} from "./place-fields";
import {
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  LIST_LIMITS,
  PLACE_DEFAULTS,
  PLACE_STATUS_VALUES,
  REGION_VALUES,
  YES_NO_VALUES,
  type Fees,
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

export const amenityKeys = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[a-z_]+$/, V.unknownAmenity),
  )
  .max(50, V.tooManyAmenities);

/** The fee code and the fee details say the same (see `feeConflict`); the message stands at the fee. */
export function oneFeeAnswer(value: { fees: Fees | null; feeDetails: string | null }, ctx: z.RefinementCtx) {
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

/** A free-text field's rule: one line for an input, several for a text area (place-fields.ts). */
function placeTextRule(field: PlaceFieldDeclaration, max = field.max) {
  return optionalText({ max, lines: field.control === "textarea" ? "many" : "one" });
}

/**
 * A schema's shape with the declared free-text fields put in, each after the field it follows, so
 * that a place's first refused field is the same whether it is typed in or imported.
 */
export function withPlaceTextFields<F extends PlaceFieldDeclaration>(
  shape: Record<string, z.ZodType>,
  fields: readonly F[],
  rule: (field: F) => z.ZodType,
  afterOf: (field: F) => string = (field) => field.after,
) {
  const entries = withFieldsAfter(
    Object.entries(shape),
    ([key]) => key,
    fields,
    afterOf,
    (field): [string, z.ZodType] => [field.key, rule(field)],
  );
  return Object.fromEntries(entries);
}

/** The submitted free-text fields' rules: each field's limit on /submit, required where it says so. */
export function submittedTextRule(field: ReturnType<typeof submittedFields>[number]) {
  const { max, required } = field.submission;
  const lines = field.control === "textarea" ? "many" : "one";
  return required ? requiredText(V[required], { max, lines }) : placeTextRule(field, max);
}

const locationShape = {
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
  crowdLevel: z
    .enum(CROWD_LEVEL_VALUES, { error: V.crowdChoice })
    .optional()
    .transform((v) => v ?? null),
  amenities: amenityKeys,
  photos: z.array(z.string().trim().min(1)).max(50, V.tooManyPhotos),
  imageUrl: optionalUrl(LOCATION_URL),
  mapUrl: optionalUrl(LOCATION_URL),
  externalLinks: z.object({ official: optionalUrl(LOCATION_URL), county: optionalUrl(LOCATION_URL) }),
  /** When dogs are allowed, in OpenStreetMap opening_hours syntax; the server checks it with the library. */
  dogHours: optionalText({ max: 1000, lines: "many" }),
  fenced: yesNoOrUnknown,
  smallDogArea: yesNoOrUnknown,
  status: z.enum(PLACE_STATUS_VALUES, { error: V.statusChoice }).default("open"),
  sources: z.array(SourceSchema).max(30, V.tooManySources).default([]),
  verifiedOn: optionalText({ max: 10 }).refine((v) => v === null || isIsoDate(v), V.isoDate),
};

/** The free-text fields' rules (place-fields.ts), typed for what the form and the server read. */
type PlaceTextShape = Record<PlaceTextKey, ReturnType<typeof optionalText>>;

export const LocationSchema = z
  .object(
    withPlaceTextFields(locationShape, placeFields(), (field) => placeTextRule(field)) as typeof locationShape &
      PlaceTextShape,
  )
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

// ---- Admin decisions (review, merge, reopen, reports, messages, deletes) -----------------------

/** What a hidden field says when it was tampered with or the page is out of date. */
export const NOT_UNDERSTOOD = V.notUnderstood;

/** The id of the row a decision is about, sent in a hidden field. */
export const rowId = z.uuid({ error: NOT_UNDERSTOOD });

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

/** A row of an import held back for review: "<import id>:<position in the file>". */
export const HeldRowSchema = z.object({
  id: z
    .string({ error: NOT_UNDERSTOOD })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:\d{1,9}$/i, NOT_UNDERSTOOD)
    .transform((id) => {
      const [jobId, position] = id.split(":");
      return { jobId: jobId!, position: Number(position) };
    }),
});

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

/** Markup in a text that is shown as plain text: a tag or a comment. */
export const MARKUP = /<\s*[a-zA-Z!/?]/;

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
