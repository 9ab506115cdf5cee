// A dog owner's dogs, described once: what "fits my dogs" compares with a place's limits
// (./verdict.ts). Every field but the name may be left out, and a field left out stays unknown:
// it is never read as "yes" (decision 0050). The rules run in the browser and on the server; every
// refusal is one of VALIDATION_MESSAGES, shown in the page's language through `common:validation`.
import { valuesOf, type ValueOf } from "../vocabulary-list";
import { z } from "zod";
import { hasControlCharacter, MARKUP } from "../schemas";
import { VALIDATION_MESSAGES as V } from "../validation-messages";
import { YES_NO_VALUES } from "../vocabulary";

export const DOG_LIMITS = {
  dogs: 6,
  name: 40,
  weightLb: { min: 1, max: 250 },
  ageMonths: { min: 0, max: 300 },
  ageYears: { min: 0, max: 25 },
  county: 40,
  permit: 60,
  permits: 10,
} as const;

/**
 * The size bands an owner may give instead of a weight, with the weights each covers (lb; the
 * bands of small, medium and large are the reviews' own, app/lib/vocabulary-reviews.ts DOG_SIZES).
 * `below` is exclusive, `from` inclusive; an open end is absent.
 */
export const DOG_SIZE_BANDS = [
  { value: "small", below: 25 },
  { value: "medium", from: 25, below: 61 },
  { value: "large", from: 61 },
  { value: "giant", from: 100 },
] as const;
export type DogSizeBand = ValueOf<typeof DOG_SIZE_BANDS>;
export const DOG_SIZE_BAND_VALUES = valuesOf(DOG_SIZE_BANDS);

export const DOG_SEX_VALUES = ["male", "female"] as const;
export type DogSex = (typeof DOG_SEX_VALUES)[number];

export const AGE_UNIT_VALUES = ["months", "years"] as const;

/** A line of plain text: no control character, no HTML (refused with `markup`, never escaped silently). */
function plainLine(max: number, tooLong: string, markup: string, missing = tooLong) {
  return z
    .string({ error: missing })
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacter(v), V.controlInLine)
    .refine((v) => !MARKUP.test(v), markup);
}

const name = plainLine(DOG_LIMITS.name, V.dogNameTooLong, V.dogNameMarkup, V.dogNameRequired).pipe(
  z.string().min(1, V.dogNameRequired),
);
const yesNo = z.enum(YES_NO_VALUES, { error: V.yesNoUnknown }).optional();
const county = plainLine(DOG_LIMITS.county, V.dogCountyTooLong, V.dogTextMarkup)
  .transform((v) => v || undefined)
  .optional();
const permit = plainLine(DOG_LIMITS.permit, V.dogPermitTooLong, V.dogTextMarkup, V.dogPermitEmpty).pipe(
  z.string().min(1, V.dogPermitEmpty),
);

function range(min: number, max: number, message: string) {
  return z.number({ error: message }).min(min, message).max(max, message);
}

/** The fields a dog has however its age was given. */
const common = {
  name,
  weightLb: range(DOG_LIMITS.weightLb.min, DOG_LIMITS.weightLb.max, V.dogWeight).optional(),
  size: z.enum(DOG_SIZE_BAND_VALUES, { error: V.dogSizeChoice }).optional(),
  sex: z.enum(DOG_SEX_VALUES, { error: V.dogSexChoice }).optional(),
  spayedNeutered: yesNo,
  inHeat: yesNo,
  rabiesTag: yesNo,
  licence: yesNo,
  licenceCounty: county,
  permits: z.array(permit).max(DOG_LIMITS.permits, V.dogTooManyPermits).default([]),
};

type Checked = { sex?: DogSex; inHeat?: string; licence?: string; licenceCounty?: string };

/** What one field cannot say given another: a male in heat, a county for a licence the dog has not. */
function consistent(dog: Checked, ctx: z.RefinementCtx) {
  if (dog.sex === "male" && dog.inHeat === "yes")
    ctx.addIssue({ code: "custom", message: V.dogHeatMale, path: ["inHeat"] });
  if (dog.licence === "no" && dog.licenceCounty)
    ctx.addIssue({ code: "custom", message: V.dogCountyWithoutLicence, path: ["licenceCounty"] });
}

/** A dog as it is kept (in the browser or with the account): its age in months. */
export const DogSchema = z
  .object({
    ...common,
    ageMonths: z
      .number({ error: V.dogAgeMonths })
      .int(V.dogAgeMonths)
      .min(DOG_LIMITS.ageMonths.min, V.dogAgeMonths)
      .max(DOG_LIMITS.ageMonths.max, V.dogAgeMonths)
      .optional(),
  })
  .superRefine(consistent);
export type Dog = z.output<typeof DogSchema>;

/**
 * A dog as the form sends it: its age as a number of months or of years (`ageUnit`, months when
 * not given), turned into months (1.5 years → 18 months).
 */
export const DogFormSchema = z
  .object({
    ...common,
    age: z.number({ error: V.dogAgeMonths }).optional(),
    ageUnit: z.enum(AGE_UNIT_VALUES, { error: V.dogAgeUnit }).default("months"),
  })
  .superRefine((dog, ctx) => {
    consistent(dog, ctx);
    if (dog.age === undefined) return;
    const { min, max } = dog.ageUnit === "years" ? DOG_LIMITS.ageYears : DOG_LIMITS.ageMonths;
    const wholeMonths = dog.ageUnit === "years" || Number.isInteger(dog.age);
    if (dog.age < min || dog.age > max || !wholeMonths)
      ctx.addIssue({
        code: "custom",
        message: dog.ageUnit === "years" ? V.dogAgeYears : V.dogAgeMonths,
        path: ["age"],
      });
  })
  .transform(({ age, ageUnit, ...dog }): Dog => {
    const ageMonths = age === undefined ? undefined : ageUnit === "years" ? Math.round(age * 12) : age;
    return ageMonths === undefined ? dog : { ...dog, ageMonths };
  });

/** Names compared as a person reads them: case and inner spaces aside. */
export function sameName(a: string, b: string) {
  const fold = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");
  return fold(a) === fold(b);
}

function listOf<T extends z.ZodType<Dog, unknown>>(dog: T) {
  return z
    .array(dog)
    .max(DOG_LIMITS.dogs, V.tooManyDogs)
    .superRefine((dogs, ctx) => {
      dogs.forEach((d, i) => {
        if (dogs.slice(0, i).some((other) => sameName(other.name, d.name)))
          ctx.addIssue({ code: "custom", message: V.dogNamesRepeat, path: [i, "name"] });
      });
    });
}

/** An owner's dogs as kept: up to 6, each with its own name. */
export const DogsSchema = listOf(DogSchema);
/** An owner's dogs as the form sends them. */
export const DogsFormSchema = z.object({ dogs: listOf(DogFormSchema) });
