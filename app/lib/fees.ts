// One fee answer per place: the fee code (Free, Paid, or unknown) and the fee details in words must
// never disagree. Details that give a price mean Paid; details that say the visit is free mean Free;
// anything else ("Beach parking permit required") leaves the code to whoever states it.
// The data migration that brought the directory in line reads the details with the same patterns
// (written for PostgreSQL there): keep the two in step.
import { englishWords, type FactsWords } from "./facts-words";
import type { Locale } from "./i18n";
import { feesLabel, type Fees } from "./vocabulary";

/** A price above zero: "$5", "$ 0.50", "5 dollars". */
const PRICE = /\$\s*\d*\.?\d*[1-9]|(^|[^\w.])\d*\.?\d*[1-9]\d*\s*dollars?\b/i;

/** "Free", "Free; no pass required", "No entry fee", "charges no fees", "free of charge", "free admission". */
const FREE =
  /^\s*free\s*($|[;,.(:–—-])|\b(no|without)\s+(entry\s+|entrance\s+|admission\s+)?(fee|fees|charge)\b|\bcharges?\s+no\s+(entry\s+|entrance\s+|admission\s+)?fees?\b|\bfree\s+(of\s+charge|entry|admission)\b/i;

/** The fee code the details state, or null when they state neither a price nor that it is free. */
export function statedFee(details: string | null | undefined): Fees | null {
  if (!details) return null;
  if (PRICE.test(details)) return "paid";
  if (FREE.test(details)) return "free";
  return null;
}

/**
 * Why a fee code and its details disagree, in a sentence for the person who entered them; null when
 * they agree. In another language with that language's `words` (the details stay as typed).
 */
export function feeConflict(
  fees: Fees | null | undefined,
  details: string | null | undefined,
  _locale: Locale = "en",
  words: FactsWords = englishWords,
): string | null {
  const stated = statedFee(details);
  if (!stated || stated === fees) return null;
  const choose = words("words.feeChoose", { fee: words(`fee.${stated}`) });
  const reason = words(stated === "paid" ? "words.feePrice" : "words.feeFree");
  return words(fees ? "words.feeConflict" : "words.feeConflictNoCode", { reason, choose });
}

/**
 * The fee in two parts: the code's label in `locale` ("Free", "Gratis") and the details as the data
 * writes them (English), or null for either. English leaves out details that merely repeat the
 * label ("Free" and "Free"); another language shows them, so they can be marked as English.
 */
export function feeParts(
  fees: Fees | null | undefined,
  details: string | null | undefined,
  locale: Locale = "en",
  words: FactsWords = englishWords,
): { label: string | null; details: string | null } {
  const english = feesLabel(fees);
  const label = fees && english ? (locale === "en" ? english : words(`fee.${fees}`)) : null;
  const said = details?.trim() || null;
  if (said && english && said.toLowerCase() === english.toLowerCase()) return { label, details: null };
  return { label, details: said };
}

/**
 * The fee as a visitor reads it: the details when there are any (after the code's label unless they
 * already start with it, so never "Free: Free"), else the label; null when nothing is known. In
 * Spanish the label is Spanish and the details as written: "Gratis: Free; no pass required"
 * (feeParts gives the two apart, to mark the details `lang="en"`).
 */
export function feeText(
  fees: Fees | null | undefined,
  details: string | null | undefined,
  locale: Locale = "en",
  words: FactsWords = englishWords,
): string | null {
  if (locale !== "en") {
    const parts = feeParts(fees, details, locale, words);
    if (parts.label && parts.details)
      return words("words.feeWithDetails", { fee: parts.label, details: parts.details });
    return parts.label ?? parts.details;
  }
  const label = feesLabel(fees);
  const said = details?.trim() || null;
  if (!said) return label;
  if (!label || said.toLowerCase().startsWith(label.toLowerCase())) return said;
  return `${label}: ${said}`;
}
