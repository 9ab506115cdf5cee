// Whether an owner's dogs may go to a place, and why: the place's sourced limits (./limits.ts)
// against the dogs' profiles (./dogs.ts). A limit a dog breaks turns it away ("Not for Pip"); what
// the owner must do or what nobody knows asks them to check ("Check before you go"); otherwise the
// place fits. What is unknown, on either side, is never read as "yes" (decision 0050).
import type { Locale } from "../i18n";
import { DOG_SIZE_BANDS, sameName, type Dog } from "./dogs";
import type { Limit, PlaceLimits, RequiredDocument, WeightArea } from "./limits";
import { dogNames, type FitsText } from "./words";

export type Outcome = "fits" | "check" | "not";

/**
 * What a reason does to the outcome: `excludes` turns a dog (or the group) away; `check` asks the
 * owner to act or to find out; `unknown` is a limit the place does not state that matters to these
 * dogs; `directs` sends a dog to an area and `fits` says a limit is met: neither changes the outcome.
 */
export type Severity = "excludes" | "check" | "unknown" | "directs" | "fits";
export type ReasonKind = "count" | "age" | "spayNeuter" | "heat" | "weightArea" | "document" | "leash" | "recorded";

export type Reason = {
  /** The dog the reason is about (its name), absent when it is about the group or the place. */
  dog?: string;
  kind: ReasonKind;
  severity: Severity;
  /** The limit it comes from; null when the place does not state one. */
  limit: Limit | null;
  source?: string;
  rule?: string;
  text: FitsText;
};

export type Verdict = {
  outcome: Outcome;
  /** The dogs the heading names: all of them when the place fits, those turned away when it does not. */
  named: string[];
  reasons: Reason[];
};

/**
 * Below this age a place that says nothing about puppies is worth a check: the youngest age any
 * rule in the directory's sources admits (4 months).
 */
export const PUPPY_MONTHS = 4;

const ORDER: Severity[] = ["excludes", "check", "unknown", "directs", "fits"];

function from(limit: Limit) {
  return { limit, source: limit.source, rule: limit.rule };
}

const unknown = (kind: ReasonKind, text: FitsText, dog?: string): Reason => ({
  ...(dog === undefined ? {} : { dog }),
  kind,
  severity: "unknown",
  limit: null,
  text,
});

function countReasons(dogs: Dog[], limits: PlaceLimits): Reason[] {
  const limit = limits.maxDogsPerPerson;
  if (!limit) return dogs.length > 1 ? [unknown("count", { key: "count.unknown" })] : [];
  const over = dogs.length > limit.count;
  return [
    {
      kind: "count",
      severity: over ? "excludes" : "fits",
      ...from(limit),
      text: { key: over ? "count.over" : "count.within", values: { count: limit.count, dogs: dogs.length } },
    },
  ];
}

function ageReason(dog: Dog, limits: PlaceLimits): Reason | null {
  const limit = limits.minAgeMonths;
  const name = dog.name;
  if (!limit) {
    const young = dog.ageMonths !== undefined && dog.ageMonths < PUPPY_MONTHS;
    return young ? unknown("age", { key: "age.ruleUnknown" }, name) : null;
  }
  const values = { name, limit: limit.months };
  const base = { dog: name, kind: "age" as const, ...from(limit) };
  if (dog.ageMonths === undefined) return { ...base, severity: "check", text: { key: "age.unknown", values } };
  if (dog.ageMonths < limit.months)
    return {
      ...base,
      severity: "excludes",
      text: { key: "age.tooYoung", values: { ...values, count: dog.ageMonths } },
    };
  return { ...base, severity: "fits", text: { key: "age.oldEnough", values } };
}

function spayReason(dog: Dog, limits: PlaceLimits): Reason | null {
  const limit = limits.spayNeuterRequired;
  const name = dog.name;
  if (!limit) return dog.spayedNeutered === "no" ? unknown("spayNeuter", { key: "spay.ruleUnknown" }, name) : null;
  const answer = dog.spayedNeutered ?? "unknown";
  const severity = ({ yes: "fits", no: "excludes", unknown: "check" } as const)[answer];
  return { dog: name, kind: "spayNeuter", severity, ...from(limit), text: { key: `spay.${answer}`, values: { name } } };
}

/** Whether a dog may be in heat: the profile says so, or says nothing that rules it out. */
function heatOf(dog: Dog): "yes" | "no" | "unknown" {
  if (dog.inHeat) return dog.inHeat;
  if (dog.sex === "male" || (dog.sex === "female" && dog.spayedNeutered === "yes")) return "no";
  return "unknown";
}

function heatReason(dog: Dog, limits: PlaceLimits): Reason | null {
  const limit = limits.noFemalesInHeat;
  const heat = heatOf(dog);
  const name = dog.name;
  if (!limit) return dog.inHeat === "yes" ? unknown("heat", { key: "heat.ruleUnknown" }, name) : null;
  if (heat === "no") return null;
  const severity = heat === "yes" ? "excludes" : "check";
  return { dog: name, kind: "heat", severity, ...from(limit), text: { key: `heat.${heat}`, values: { name } } };
}

/** Where a dog's weight (or size band) puts it beside an area's limit: in, out, or not known. */
function side(dog: Dog, maxLb: number, included: boolean): "in" | "out" | "weigh" {
  const inArea = (lb: number) => (included ? lb <= maxLb : lb < maxLb);
  if (dog.weightLb !== undefined) return inArea(dog.weightLb) ? "in" : "out";
  const band = DOG_SIZE_BANDS.find((b) => b.value === dog.size);
  if (!band) return "weigh";
  // Every weight of a band is in when the weight it stays below is at most the limit; every
  // weight is out when its lightest is.
  if ("below" in band && band.below <= maxLb) return "in";
  if ("from" in band && !inArea(band.from)) return "out";
  return "weigh";
}

function who(dog: Dog): FitsText {
  if (dog.weightLb !== undefined) return { key: "dog.weighs", values: { name: dog.name, weight: dog.weightLb } };
  return { key: `dog.size_${dog.size ?? "small"}`, values: { name: dog.name } };
}

function weightReasons(dogs: Dog[], area: WeightArea): Reason[] {
  const { maxLb, word } = area;
  if (maxLb === undefined)
    return [{ kind: "weightArea", severity: "directs", ...from(area), text: { key: `weight.noLimit_${word}` } }];
  const included = area.maxIncluded ?? true;
  return dogs.map((dog): Reason => {
    const where = side(dog, maxLb, included);
    const base = { dog: dog.name, kind: "weightArea" as const, severity: "directs" as const, ...from(area) };
    if (where === "weigh") {
      const limit: FitsText = { key: included ? "weight.upTo" : "weight.under", values: { weight: maxLb } };
      return { ...base, text: { key: `weight.weigh_${word}`, values: { name: dog.name }, parts: { limit } } };
    }
    return { ...base, text: { key: `weight.${where}_${word}`, parts: { who: who(dog) } } };
  });
}

/** A county as people write it: "Lee", "Lee County" and "lee county" are one. */
function county(text: string) {
  return text
    .toLocaleLowerCase("en-US")
    .replace(/\bcounty\b/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function licenceText(
  dog: Dog,
  document: Extract<RequiredDocument, { kind: "licence" }>,
): { ok: boolean; text: FitsText } {
  const { issuer } = document;
  const values = { name: dog.name, ...(issuer ? { issuer } : {}) };
  const has = dog.licence ?? "unknown";
  if (!issuer) return { ok: has === "yes", text: { key: `document.licence_${has}`, values } };
  if (has !== "yes") return { ok: false, text: { key: `document.licenceFrom_${has}`, values } };
  if (!dog.licenceCounty) return { ok: false, text: { key: "document.licenceFrom_where", values } };
  if (county(dog.licenceCounty) !== county(issuer))
    return {
      ok: false,
      text: { key: "document.licenceFrom_elsewhere", values: { ...values, county: dog.licenceCounty } },
    };
  return { ok: true, text: { key: "document.licenceFrom_yes", values } };
}

function documentReasons(dogs: Dog[], document: RequiredDocument): Reason[] {
  const base = { kind: "document" as const, ...from(document) };
  const perDog = (dog: Dog, ok: boolean, text: FitsText): Reason => ({
    ...base,
    dog: dog.name,
    severity: ok ? "fits" : "check",
    text,
  });
  switch (document.kind) {
    case "rabiesTag":
      return dogs.map((dog) => {
        const has = dog.rabiesTag ?? "unknown";
        return perDog(dog, has === "yes", { key: `document.rabiesTag_${has}`, values: { name: dog.name } });
      });
    case "rabiesProof":
      return dogs.map((dog) => perDog(dog, false, { key: "document.rabiesProof", values: { name: dog.name } }));
    case "licence":
      return dogs.map((dog) => {
        const { ok, text } = licenceText(dog, document);
        return perDog(dog, ok, text);
      });
    case "permit": {
      const carries = (dog: Dog) => dog.permits.some((p) => sameName(p, document.name));
      const permit = document.name;
      if (document.perDog)
        return dogs.map((dog) => {
          const ok = carries(dog);
          const key = ok ? "document.permitPerDog_yes" : "document.permitPerDog_missing";
          return perDog(dog, ok, { key, values: { name: dog.name, permit } });
        });
      const ok = dogs.some(carries);
      const key = ok ? "document.permit_yes" : "document.permit_missing";
      return [{ ...base, severity: ok ? "fits" : "check", text: { key, values: { permit } } }];
    }
  }
}

function leashReasons(limits: PlaceLimits): Reason[] {
  const limit = limits.maxLeashFeet;
  if (!limit) return [];
  const key = limit.handHeld ? "leash.handHeld" : "leash.any";
  return [{ kind: "leash", severity: "check", ...from(limit), text: { key, values: { feet: limit.feet } } }];
}

/**
 * The answer for `dogs` at a place with `limits`, or null without a dog to answer for. Reasons
 * come most serious first; within a severity, in the order of the limits above. A place whose
 * limits nobody has read from its sources yet (`null`) is a check, never a fit: its rules are unread.
 */
export function verdict(dogs: Dog[], limits: PlaceLimits | null): Verdict | null {
  if (dogs.length === 0) return null;
  if (limits === null) {
    const unread: Reason = { kind: "recorded", severity: "unknown", limit: null, text: { key: "recorded.none" } };
    return { outcome: "check", named: [], reasons: [unread] };
  }
  const perDog = (reason: (dog: Dog, limits: PlaceLimits) => Reason | null) =>
    dogs.map((dog) => reason(dog, limits)).filter((r): r is Reason => r !== null);
  const reasons = [
    ...countReasons(dogs, limits),
    ...perDog(ageReason),
    ...perDog(spayReason),
    ...perDog(heatReason),
    ...(limits.requiredDocuments ?? []).flatMap((document) => documentReasons(dogs, document)),
    ...leashReasons(limits),
    ...(limits.weightAreas ?? []).flatMap((area) => weightReasons(dogs, area)),
  ].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));

  const excluding = reasons.filter((r) => r.severity === "excludes");
  if (excluding.length > 0) {
    const group = excluding.some((r) => r.dog === undefined);
    const named = group
      ? dogs.map((d) => d.name)
      : dogs.map((d) => d.name).filter((n) => excluding.some((r) => r.dog === n));
    return { outcome: "not", named, reasons };
  }
  const open = reasons.some((r) => r.severity === "check" || r.severity === "unknown");
  return { outcome: open ? "check" : "fits", named: open ? [] : dogs.map((d) => d.name), reasons };
}

/** The verdict's heading in `locale`'s way of listing names: "Fits Bo and Luna", "Not for Pip". */
export function verdictHeading(result: Verdict, locale: Locale): FitsText {
  if (result.outcome === "check") return { key: "heading.check" };
  return { key: `heading.${result.outcome}`, values: { names: dogNames(result.named, locale) } };
}
