// The Submit form's rules (SPEC §5), checked in the page before sending and again on the server.
import { z } from "zod";
import { ruleList } from "./rules";
import { CATEGORY_VALUES, FEE_VALUES, LEASH_POLICY_CHOICES, type LeashPolicy } from "./vocabulary";

const LEASH_CHOICE_VALUES = LEASH_POLICY_CHOICES.map((l) => l.value) as [LeashPolicy, ...LeashPolicy[]];

const requiredText = (message: string, max = 200) => z.string().trim().min(1, message).max(max, "Too long");

const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, "Too long")
    .transform((v) => (v === "" ? null : v));

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, "Too long")
    .refine((v) => v === "" || z.url({ protocol: /^https?$/ }).safeParse(v).success, message)
    .transform((v) => (v === "" ? null : v));

export const SubmissionSchema = z.object({
  submitterName: requiredText("Your name is required"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
  name: requiredText("Location name is required"),
  category: z.enum(CATEGORY_VALUES, { error: "Category is required" }),
  leashPolicy: z.enum(LEASH_CHOICE_VALUES, { error: "Leash policy is required" }),
  city: requiredText("City is required"),
  county: optionalText(200),
  zip: optionalText(20),
  phone: optionalText(50),
  address: optionalText(500),
  description: requiredText("Description is required", 5000),
  amenities: z.array(z.string().regex(/^[a-z_]+$/, "Unknown amenity")).max(50),
  fees: z
    .union([z.enum(FEE_VALUES), z.literal("")], { error: "Choose Free or Paid" })
    .transform((v) => (v === "" ? null : v)),
  hours: optionalText(500),
  feeDetails: optionalText(500),
  parkingDetails: optionalText(1000),
  rules: z.string().trim().max(2000, "Too long").transform(ruleList),
  imageUrl: optionalUrl("Please enter a valid image URL starting with http:// or https://"),
  mapUrl: optionalUrl("Please enter a valid Google Maps link starting with http:// or https://"),
  notes: optionalText(),
});

export type SubmissionInput = z.output<typeof SubmissionSchema>;
export type SubmissionField = keyof z.input<typeof SubmissionSchema>;
export type SubmissionValues = Partial<Record<SubmissionField, string | string[]>>;

/** The fields SPEC marks with a star; leaving one empty is 'Missing Required Fields'. */
export const REQUIRED_SUBMISSION_FIELDS = [
  "submitterName",
  "email",
  "name",
  "category",
  "leashPolicy",
  "city",
  "description",
] as const satisfies SubmissionField[];

const TEXT_FIELDS = Object.keys(SubmissionSchema.shape).filter((k) => k !== "amenities") as Exclude<
  SubmissionField,
  "amenities"
>[];

/** What the visitor typed, as plain values: given back to the form when it is refused. */
export function submissionValues(form: FormData): SubmissionValues {
  const values: SubmissionValues = { amenities: form.getAll("amenities").map(String) };
  for (const key of TEXT_FIELDS) values[key] = String(form.get(key) ?? "");
  return values;
}

export type SubmissionProblem = { title: string; message: string };
export type SubmissionCheck =
  | { success: true; data: SubmissionInput }
  | { success: false; fieldErrors: Partial<Record<SubmissionField, string>>; problem: SubmissionProblem };

export const MISSING_FIELDS: SubmissionProblem = {
  title: "Missing Required Fields",
  message: "Please fill in all required fields.",
};

/**
 * Checks the form. An empty Email falls back to the account's address (SPEC §5), so the
 * server passes the signed-in user's e-mail here.
 */
export function checkSubmission(values: SubmissionValues, accountEmail?: string): SubmissionCheck {
  const input = { ...values };
  if (!String(input.email ?? "").trim() && accountEmail) input.email = accountEmail;
  const parsed = SubmissionSchema.safeParse({ amenities: [], ...input });
  if (parsed.success) {
    // Fee details belong to paid places only; the page hides the field otherwise.
    const data = parsed.data.fees === "paid" ? parsed.data : { ...parsed.data, feeDetails: null };
    return { success: true, data };
  }

  const fieldErrors: Partial<Record<SubmissionField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as SubmissionField;
    fieldErrors[key] ??= issue.message;
  }
  const missing = REQUIRED_SUBMISSION_FIELDS.some((key) => fieldErrors[key] && !String(input[key] ?? "").trim());
  const firstError = Object.values(fieldErrors)[0] ?? "Please check the form.";
  return {
    success: false,
    fieldErrors,
    problem: missing ? MISSING_FIELDS : { title: "Submission Failed", message: firstError },
  };
}
