// A place's limits on which dogs may come, as structured data beside its dog rules: each limit
// names the page it comes from (`source`) and the rule's own words (`rule`). A limit no source
// states is absent, never guessed (decision 0050). Seasonal bans are the place's dog hours
// (app/lib/dog-hours.ts), not a limit here.
import { z } from "zod";
import { isHttpUrl } from "../schemas";

/** Where a limit comes from: a page and the exact rule text on it (as the place's dog rules quote it). */
const sourced = {
  source: z.string().refine(isHttpUrl, "A limit's source is a web address"),
  rule: z.string().trim().min(1, "A limit quotes its rule").max(500),
};
export type Sourced = { source: string; rule: string };

const MaxDogsSchema = z.object({ ...sourced, count: z.number().int().min(1).max(20) });
const MinAgeSchema = z.object({ ...sourced, months: z.number().int().min(1).max(60) });

/**
 * A separate area for small dogs. It directs a dog, it never turns one away. `maxLb` is the
 * heaviest dog it takes (`maxIncluded`: "up to 30 lb" takes a 30 lb dog, "under 30 lb" does not);
 * absent when the rule says there is such an area without a weight. `word` is what the rule calls
 * it (a "small-dog yard" or a "small-dog area").
 */
const WeightAreaSchema = z.object({
  ...sourced,
  maxLb: z.number().min(1).max(250).optional(),
  maxIncluded: z.boolean().optional(),
  word: z.enum(["yard", "area"]),
});

export const DOCUMENT_KINDS = ["rabiesTag", "rabiesProof", "licence", "permit"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A document a dog needs: a rabies tag it wears, proof of rabies vaccination the owner shows, a
 * licence (from `issuer` when the rule names one, e.g. "Lee County"), or a permit of the place (its
 * `name`; `perDog` when the rule says one per dog; `price` in the fee details' words; `link` where
 * it is bought, when a source gives one).
 */
const DocumentSchema = z.discriminatedUnion("kind", [
  z.object({ ...sourced, kind: z.literal("rabiesTag") }),
  z.object({ ...sourced, kind: z.literal("rabiesProof") }),
  z.object({ ...sourced, kind: z.literal("licence"), issuer: z.string().trim().min(1).max(60).optional() }),
  z.object({
    ...sourced,
    kind: z.literal("permit"),
    name: z.string().trim().min(1).max(60),
    perDog: z.boolean().optional(),
    price: z.string().trim().min(1).max(300).optional(),
    link: z.string().refine(isHttpUrl).optional(),
  }),
]);

/** The longest leash allowed (ft); `handHeld` when the rule also says the leash is held in the hand. */
const LeashSchema = z.object({ ...sourced, feet: z.number().min(1).max(50), handHeld: z.boolean().optional() });

/** Everything a place's sources state about which dogs may come; each field absent when unknown. */
export const PlaceLimitsSchema = z.object({
  maxDogsPerPerson: MaxDogsSchema.optional(),
  minAgeMonths: MinAgeSchema.optional(),
  weightAreas: z.array(WeightAreaSchema).min(1).optional(),
  spayNeuterRequired: z.object(sourced).optional(),
  noFemalesInHeat: z.object(sourced).optional(),
  requiredDocuments: z.array(DocumentSchema).min(1).optional(),
  maxLeashFeet: LeashSchema.optional(),
});

export type PlaceLimits = z.output<typeof PlaceLimitsSchema>;
export type MaxDogs = z.output<typeof MaxDogsSchema>;
export type MinAge = z.output<typeof MinAgeSchema>;
export type WeightArea = z.output<typeof WeightAreaSchema>;
export type RequiredDocument = z.output<typeof DocumentSchema>;
export type Leash = z.output<typeof LeashSchema>;
/** Any one limit, as a reason of the verdict points to it. */
export type Limit = MaxDogs | MinAge | WeightArea | RequiredDocument | Leash | Sourced;

/** The limits of one place by its name, as seed/place-limits.json lists them. */
export const NamedPlaceLimitsSchema = z.object({ name: z.string().min(1), limits: PlaceLimitsSchema });
export const PlaceLimitsFileSchema = z.array(NamedPlaceLimitsSchema);

/** Every limit of a place, one by one (a place's rules and sources are checked against each). */
export function eachLimit(limits: PlaceLimits): (Sourced & { price?: string })[] {
  const single = [
    limits.maxDogsPerPerson,
    limits.minAgeMonths,
    limits.spayNeuterRequired,
    limits.noFemalesInHeat,
    limits.maxLeashFeet,
  ];
  return [
    ...single.filter((limit) => limit !== undefined),
    ...(limits.weightAreas ?? []),
    ...(limits.requiredDocuments ?? []),
  ];
}
