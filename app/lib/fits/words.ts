// The words of "fits my dogs" in English: the verdict's heading and each reason, under the keys of
// the "fits" namespace (app/locales/en/fits.ts takes them from here, app/locales/es/fits.ts gives
// the Spanish). A reason carries its key and values (./verdict.ts); `fitsText` writes it with the
// translator of the page's language.
import type { Locale } from "../i18n";
import { INTL_LOCALE } from "../i18n";

export const FITS_WORDS = {
  heading: {
    fits: "Fits {{names}}",
    check: "Check before you go",
    not: "Not for {{names}}",
  },
  /** A dog as a reason names it: by its weight, or by its size when only that is known. */
  dog: {
    weighs: "{{name}} ({{weight}} lb)",
    size_small: "{{name}} (small)",
    size_medium: "{{name}} (medium)",
    size_large: "{{name}} (large)",
    size_giant: "{{name}} (giant)",
  },
  recorded: {
    none: "Nobody has read this place's limits for dogs from its sources yet: read its rules below before you go",
  },
  count: {
    over_one: "This place allows {{count}} dog per person; you are bringing {{dogs}}",
    over_other: "This place allows {{count}} dogs per person; you are bringing {{dogs}}",
    within_one: "Up to {{count}} dog per person; you are bringing {{dogs}}",
    within_other: "Up to {{count}} dogs per person; you are bringing {{dogs}}",
    unknown: "This place does not say how many dogs one person may bring",
  },
  age: {
    tooYoung_one: "{{name}} is {{count}} month old; dogs under {{limit}} months are not admitted",
    tooYoung_other: "{{name}} is {{count}} months old; dogs under {{limit}} months are not admitted",
    unknown: "The profile does not give {{name}}'s age; dogs under {{limit}} months are not admitted",
    oldEnough: "{{name}} is old enough: dogs from {{limit}} months are admitted",
    ruleUnknown: "This place does not say from what age puppies are admitted",
  },
  spay: {
    no: "{{name}} is not spayed or neutered; only spayed or neutered dogs are admitted",
    unknown:
      "The profile does not say whether {{name}} is spayed or neutered; only spayed or neutered dogs are admitted",
    yes: "{{name}} is spayed or neutered, as this place requires",
    ruleUnknown: "This place does not say whether dogs must be spayed or neutered",
  },
  heat: {
    yes: "{{name}} is in heat; females in heat are not admitted",
    unknown: "Females in heat are not admitted, and the profile does not say whether {{name}} is in heat",
    ruleUnknown: "This place does not say whether females in heat are admitted",
  },
  weight: {
    in_yard: "{{who}} uses the small-dog yard",
    in_area: "{{who}} uses the small-dog area",
    out_yard: "{{who}} is too big for the small-dog yard",
    out_area: "{{who}} is too big for the small-dog area",
    weigh_yard: "Weigh {{name}}: the small-dog yard is for dogs {{limit}}",
    weigh_area: "Weigh {{name}}: the small-dog area is for dogs {{limit}}",
    upTo: "up to {{weight}} lb",
    under: "under {{weight}} lb",
    noLimit_yard: "This place has a separate small-dog yard; it does not say up to what weight",
    noLimit_area: "This place has a separate small-dog area; it does not say up to what weight",
  },
  document: {
    rabiesTag_yes: "{{name}} wears a rabies tag, as this place requires",
    rabiesTag_no: "The profile says {{name}} has no rabies tag; this place requires one",
    rabiesTag_unknown: "The profile does not say whether {{name}} wears a rabies tag; this place requires one",
    rabiesProof: "Bring proof of {{name}}'s rabies vaccination",
    licence_yes: "{{name}} has a licence, as this place requires",
    licence_no: "The profile says {{name}} has no licence; this place requires one",
    licence_unknown: "The profile does not say whether {{name}} has a licence; this place requires one",
    licenceFrom_yes: "{{name}} has a {{issuer}} licence, as this place requires",
    licenceFrom_no: "The profile says {{name}} has no licence; this place requires a {{issuer}} licence",
    licenceFrom_unknown:
      "The profile does not say whether {{name}} has a licence; this place requires a {{issuer}} licence",
    licenceFrom_elsewhere: "{{name}}'s licence is from {{county}}; this place requires a {{issuer}} licence",
    licenceFrom_where:
      "The profile does not say where {{name}}'s licence is from; this place requires a {{issuer}} licence",
    permitPerDog_yes: "{{name}} has the permit “{{permit}}”, as this place requires",
    permitPerDog_missing: "{{name}} needs this place's permit: “{{permit}}”",
    permit_yes: "You have this place's permit: “{{permit}}”",
    permit_missing: "You need this place's permit: “{{permit}}”",
  },
  leash: {
    any: "Bring a leash of {{feet}} ft or shorter",
    handHeld: "Bring a hand-held leash of {{feet}} ft or shorter",
  },
} as const;

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the "fits" namespace, with its plural ending when it has one ("count.over_other" → "count.over"). */
export type FitsKey =
  Leaves<typeof FITS_WORDS> extends infer K extends string
    ? K extends `${infer Base}_${"one" | "other"}`
      ? Base
      : K
    : never;

/** A text to write: its key, its values, and texts written first and put in as values (`parts`). */
export type FitsText = {
  key: FitsKey;
  values?: Record<string, string | number>;
  parts?: Record<string, FitsText>;
};

/** A translator of the "fits" namespace: `useTranslation("fits").t` or `translatorFor(locale, "fits")`. */
export type FitsWords = (key: FitsKey, values?: Record<string, string | number>) => string;

/** The text in the translator's language. */
export function fitsText(text: FitsText, t: FitsWords): string {
  const parts = Object.fromEntries(Object.entries(text.parts ?? {}).map(([name, part]) => [name, fitsText(part, t)]));
  return t(text.key, { ...text.values, ...parts });
}

/** Dogs' names as one phrase in `locale`: "Bo and Luna", "Bo, Luna y Pip". */
export function dogNames(names: readonly string[], locale: Locale) {
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(names);
}
