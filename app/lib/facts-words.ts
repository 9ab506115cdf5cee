// Words a shared function writes, in any language: the function asks a translator for a key of the
// "facts" namespace. In a component that is `t` of useTranslation("facts"), on the server
// translatorFor(locale, "facts"); without one, the English texts below are used (app/locales/en/facts.ts
// takes them from here, so the two never differ).
import type { TFunction } from "i18next";
import { DOG_HOURS_WORDS } from "./dog-hours-words";

export { DOG_HOURS_WORDS };

/** Fee and source words a shared function writes (English). */
export const FACT_WORDS = {
  /** What an OpenStreetMap credit supports. */
  creditSupports: "Name and map position",
  feeChoose: "choose {{fee}}",
  feePrice: "The fee details give a price",
  feeFree: "The fee details say it is free",
  feeConflict: "{{reason}}: {{choose}}, or change the details",
  feeConflictNoCode: "{{reason}}: {{choose}}",
  feeWithDetails: "{{fee}}: {{details}}",
} as const;

const FEE_LABELS = { free: "Free", paid: "Paid" } as const;

type Keys<P extends string, T> = `${P}.${Extract<keyof T, string>}`;

/** Every key a shared function may ask for. */
export type FactsKey =
  Keys<"hours", typeof DOG_HOURS_WORDS> | Keys<"words", typeof FACT_WORDS> | Keys<"fee", typeof FEE_LABELS>;

/** A translator of the "facts" namespace, as far as shared functions use it. */
export type FactsWords = (key: FactsKey, values?: Record<string, string>) => string;

/** `{{name}}` placeholders filled from `values` (a missing value leaves the placeholder). */
export function fill(text: string, values?: Record<string, string>) {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const ENGLISH: Record<string, Record<string, string>> = {
  hours: DOG_HOURS_WORDS,
  words: FACT_WORDS,
  fee: FEE_LABELS,
};

/** The English words, without any translator. */
export const englishWords: FactsWords = (key, values) => {
  const [group = "", name = ""] = key.split(".");
  return fill(ENGLISH[group]?.[name] ?? key, values);
};

/**
 * The facts translator of a page (`useTranslation("facts").t`) or of the server
 * (`translatorFor(locale, "facts")`) as the shared functions take it.
 */
export function factsWords(t: TFunction<"facts">): FactsWords {
  return (key, values) => (t as unknown as FactsWords)(key, values);
}
