// The long texts of the FAQ, privacy and terms pages in a request's language (issue 27). The
// "content" namespace is not sent to browsers with every page: each page's loader sends its own.
import { INTL_LOCALE, localeOfPath, type Locale } from "~/lib/i18n";
import { BRAND } from "~/lib/site";
import type en from "~/locales/en/content";
import { translatorFor } from "../reference/i18n.server";

/** The content namespace's shape, its texts as plain strings (whatever the language). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ContentTexts = Texts<typeof en>;

/** The language of a request: its address alone decides (decision 0030). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The translator of the content namespace in the request's language, with the brand filled in. */
export function contentTexts(request: Request) {
  const locale = requestLocale(request);
  return { locale, t: translatorFor(locale, "content") };
}

/** A calendar date (YYYY-MM-DD) as the language writes it in full: "January 19, 2025", "19 de enero de 2025". */
export function longDate(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** The date both legal pages were last changed. */
export const LEGAL_UPDATED = "2025-01-19";

/** A legal page's words and the words around its sections, in the request's language. */
export function legalTexts<Page extends "privacy" | "terms">(request: Request, page: Page) {
  const { locale, t } = contentTexts(request);
  const texts = (t as (key: string, options: object) => unknown)(page, {
    returnObjects: true,
    brand: BRAND,
  }) as ContentTexts[Page];
  const labels = {
    lastUpdated: t("legal.lastUpdated", { date: longDate(LEGAL_UPDATED, locale) }),
    sectionsLabel: t("legal.sectionsLabel"),
    contents: t("legal.contents"),
    questions: t("legal.questions"),
    contactUs: t("legal.contactUs"),
  };
  return { locale, texts, labels };
}
