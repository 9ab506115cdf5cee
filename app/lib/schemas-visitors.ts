// The rules of the forms any visitor sends: a new place (/submit), a message (/contact), a report of a
// change (/report/:slug). Run in the page and again on the server, as every form's (schemas.ts).
import { valuesOf } from "./vocabulary-list";
import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "./validation-messages";
import { CATEGORY_VALUES, FEE_VALUES, LEASH_POLICY_CHOICES } from "./vocabulary";
import { REPORT_KIND_VALUES } from "./vocabulary-submissions";
import {
  LONG_TEXT,
  SHORT_TEXT,
  amenityKeys,
  oneFeeAnswer,
  optionalText,
  optionalUrl,
  requiredEmail,
  requiredText,
  ruleLinesText,
  submittedTextRule,
  withPlaceTextFields,
} from "./schemas";
import { submittedFields, type SubmittedTextKey } from "./place-fields";

// ---- Submission (/submit) -------------------------------------------------------------------

const LEASH_CHOICE_VALUES = valuesOf(LEASH_POLICY_CHOICES);

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

const submissionShape = {
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
  amenities: amenityKeys,
  fees: z
    .enum(FEE_VALUES, { error: V.feeFreeOrPaid })
    .optional()
    .transform((v) => v ?? null),
  rules: ruleLinesText({ max: 2000 }),
  imageUrl: optionalUrl(V.imageUrl),
  mapUrl: optionalUrl(V.mapUrl),
  dogHoursNote: optionalText({ max: 500, lines: "many" }),
  notes: optionalText({ lines: "many" }),
};

/** The free text a visitor sends (place-fields.ts): the description is required, the rest optional. */
type SubmittedTextShape = { description: ReturnType<typeof requiredText> } & Record<
  Exclude<SubmittedTextKey, "description">,
  ReturnType<typeof optionalText>
>;

export const SubmissionSchema = z
  .object(
    withPlaceTextFields(submissionShape, submittedFields(), submittedTextRule, (field) =>
      String(field.submission.after),
    ) as typeof submissionShape & SubmittedTextShape,
  )
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
