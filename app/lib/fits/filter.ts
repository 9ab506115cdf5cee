// "Fits my dogs" as a list filter (decision 0052): the address carries only what can turn a place
// away (decision 0050's "not"), never the dogs themselves: how many, the youngest known age, whether
// one is known intact, whether one is known in heat. `fits=3`, `fits=2-3m-intact-heat`, `fits=off`.
import { DOG_LIMITS, type Dog } from "./dogs";

export const FITS_PARAM = "fits";
/** `fits=off`: the visitor turned the filter off; nothing adds it back. */
export const FITS_OFF = "off";

/** What the list leaves out places for: a place whose known limits turn a group like this away. */
export type FitsFilter = {
  dogs: number;
  /** The youngest age the profile gives, in months; absent when none is given or it is too old to matter. */
  youngestMonths?: number;
  /** A dog the profile says is not spayed or neutered. */
  intact?: true;
  /** A dog the profile says is in heat. */
  inHeat?: true;
};

/** What an address says about the filter: a group of dogs, or off. */
export type FitsChoice = FitsFilter | typeof FITS_OFF;

/**
 * The highest minimum age a place's limits can state (PlaceLimitsSchema, 60 months): a dog this old
 * or older is never too young, so its age is left out of the address.
 */
export const OLDEST_AGE_LIMIT = 60;

const VALUE = /^([1-9][0-9]?)(?:-([0-9]{1,3})m)?(-intact)?(-heat)?$/;

/**
 * The filter an address's value asks for; undefined for a value it cannot read (it is then ignored
 * and named among the filters the list could not apply). A youngest age of 60 months or more is
 * dropped: no limit can turn such a dog away.
 */
export function parseFitsValue(raw: string | null | undefined): FitsChoice | undefined {
  const text = raw?.trim() ?? "";
  if (text === FITS_OFF) return FITS_OFF;
  const match = VALUE.exec(text);
  if (!match) return undefined;
  const dogs = Number(match[1]);
  if (dogs > DOG_LIMITS.dogs) return undefined;
  const filter: FitsFilter = { dogs };
  if (match[2] !== undefined) {
    const months = Number(match[2]);
    if (months > DOG_LIMITS.ageMonths.max) return undefined;
    if (months < OLDEST_AGE_LIMIT) filter.youngestMonths = months;
  }
  if (match[3]) filter.intact = true;
  if (match[4]) filter.inHeat = true;
  return filter;
}

/** The value an address carries for `choice`: what parseFitsValue reads back. */
export function writeFitsValue(choice: FitsChoice): string {
  if (choice === FITS_OFF) return FITS_OFF;
  const age =
    choice.youngestMonths !== undefined && choice.youngestMonths < OLDEST_AGE_LIMIT ? `-${choice.youngestMonths}m` : "";
  return `${choice.dogs}${age}${choice.intact ? "-intact" : ""}${choice.inHeat ? "-heat" : ""}`;
}

/** The filter for `dogs`, or undefined without a dog. */
export function fitsFilterOf(dogs: readonly Dog[]): FitsFilter | undefined {
  if (!dogs.length) return undefined;
  const ages = dogs.map((d) => d.ageMonths).filter((m): m is number => m !== undefined);
  const youngest = ages.length ? Math.min(...ages) : undefined;
  return {
    dogs: dogs.length,
    ...(youngest !== undefined && youngest < OLDEST_AGE_LIMIT ? { youngestMonths: youngest } : {}),
    ...(dogs.some((d) => d.spayedNeutered === "no") ? { intact: true as const } : {}),
    ...(dogs.some((d) => d.inHeat === "yes") ? { inHeat: true as const } : {}),
  };
}

/** True when `choice` is a group of dogs (not off, not absent). */
export function isFitsFilter(choice: FitsChoice | undefined): choice is FitsFilter {
  return typeof choice === "object";
}

/** The limits a left-out place has that can turn dogs away, as the list's query reads them. */
export type TurningLimits = { maxDogs: number | null; minAgeMonths: number | null; spay: boolean; heat: boolean };

/** Why places were left out: one line per limit value ("2 allow only 2 dogs per person"). */
export type LeftOutReason =
  | { kind: "count"; limit: number; places: number }
  | { kind: "age"; limit: number; places: number }
  | { kind: "spayNeuter"; places: number }
  | { kind: "heat"; places: number };

/**
 * The places a list left out: how many (exact up to the count's limit; `more` beyond, and then
 * without reasons, since only some were read), and for each limit that turned the group away, how
 * many places have it. A place left out for two reasons is counted under each.
 */
export type LeftOut = { total: number; more: boolean; reasons: LeftOutReason[] };

/** The reasons `limits` turn the group of `filter` away, as verdict.ts finds them. */
export function turningReasons(filter: FitsFilter, limits: TurningLimits): LeftOutReason["kind"][] {
  const kinds: LeftOutReason["kind"][] = [];
  if (limits.maxDogs !== null && limits.maxDogs < filter.dogs) kinds.push("count");
  if (
    limits.minAgeMonths !== null &&
    filter.youngestMonths !== undefined &&
    filter.youngestMonths < limits.minAgeMonths
  )
    kinds.push("age");
  if (limits.spay && filter.intact) kinds.push("spayNeuter");
  if (limits.heat && filter.inHeat) kinds.push("heat");
  return kinds;
}

/** Adds up the left-out places, given as groups of equal limits with how many places each holds. */
export function tallyLeftOut(
  filter: FitsFilter,
  groups: readonly (TurningLimits & { places: number })[],
  limit: number,
): LeftOut {
  const total = groups.reduce((sum, g) => sum + g.places, 0);
  if (total > limit) return { total: Math.min(total, limit), more: true, reasons: [] };
  const byKey = new Map<string, LeftOutReason>();
  for (const group of groups) {
    for (const kind of turningReasons(filter, group)) {
      const reason: LeftOutReason =
        kind === "count"
          ? { kind, limit: group.maxDogs!, places: 0 }
          : kind === "age"
            ? { kind, limit: group.minAgeMonths!, places: 0 }
            : { kind, places: 0 };
      const key = "limit" in reason ? `${kind}:${reason.limit}` : kind;
      const kept = byKey.get(key) ?? reason;
      kept.places += group.places;
      byKey.set(key, kept);
    }
  }
  const order: LeftOutReason["kind"][] = ["count", "age", "spayNeuter", "heat"];
  const reasons = [...byKey.values()].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || ("limit" in a && "limit" in b ? a.limit - b.limit : 0),
  );
  return { total, more: false, reasons };
}
