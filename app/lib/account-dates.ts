// The day of an instant in Florida, in a page's language: "Nov 24, 2026" / "24 nov 2026".
import { FLORIDA_TIME_ZONE, formatDate } from "./dates";
import { INTL_LOCALE, type Locale } from "./i18n";

const spanish = new Intl.DateTimeFormat(INTL_LOCALE.es, { dateStyle: "medium", timeZone: FLORIDA_TIME_ZONE });

export function formatDay(value: Date | string | number, locale: Locale) {
  return locale === "en" ? formatDate(value) : spanish.format(new Date(value));
}
