// Counts and numbers of the list screens in the page's language (the "browse" namespace): "17",
// "more than 1,000", "24 locations found", formatted with Intl in the page's locale.
import { useTranslation } from "react-i18next";
import { INTL_LOCALE, useLocale, type Locale } from "./i18n";

/** A number as the lists write it in `locale`: "17", "1,000". */
export function formatNumber(value: number, locale: Locale) {
  return value.toLocaleString(INTL_LOCALE[locale]);
}

/** Miles as a card writes them: one decimal under ten ("3.0"), whole miles beyond ("12"). */
export function formatMilesNumber(miles: number, locale: Locale) {
  return miles < 10
    ? miles.toLocaleString(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : formatNumber(Math.round(miles), locale);
}

/** The count words of the page being shown. */
export function useCountWords() {
  const { t } = useTranslation("browse");
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  return {
    /** A number in the page's locale. */
    n,
    /** Miles in the page's locale ("3.0", "12"). */
    miles: (value: number) => formatMilesNumber(value, locale),
    /** "17", or "more than 1,000" when more matched than were counted; `start` opens a sentence. */
    count(total: number, more = false, { start = false } = {}) {
      if (!more) return t("count.exact", { n: n(total) });
      return t(start ? "count.moreStart" : "count.more", { n: n(total) });
    },
    /** "1 location found", "24 locations found", "More than 1,000 locations found". */
    found(total: number, more = false) {
      return more ? t("count.foundMore", { n: n(total) }) : t("count.found", { count: total, n: n(total) });
    },
  };
}
