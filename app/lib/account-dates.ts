// The day of an instant in Florida, in a page's language: "Nov 24, 2026" / "24 nov 2026".
import { FLORIDA_TIME_ZONE, formatDate } from "./dates";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "./i18n";

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function formatDay(value: Date | string | number, locale: Locale) {
  if (locale === DEFAULT_LOCALE) return formatDate(value);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeZone: FLORIDA_TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(new Date(value));
}
