// What a place's page says in the page's language that is made of data rather than texts: months
// and calendar dates written with Intl, and the codes whose words live in the "facts" namespace.
import { isRouteErrorResponse } from "react-router";
import { formatCalendarDate, formatMonth } from "./dates";
import { INTL_LOCALE, type Locale } from "./i18n";
import { BRAND } from "./site";
import { AMENITIES, type AmenityKey } from "./vocabulary";

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "2026-03" (or a date in that month) as "March 2026" / "marzo de 2026". */
export function formatMonthIn(value: string, locale: Locale) {
  if (locale === "en") return formatMonth(value);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: "long", year: "numeric", timeZone: "UTC" });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${value.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * A calendar date as precise as it was given ("Jul 30, 2024" / "30 jul 2024", "Jul 2024" /
 * "jul 2024", "2024"); anything else as written.
 */
export function formatCalendarDateIn(value: string | null | undefined, locale: Locale): string | null {
  if (locale === "en") return formatCalendarDate(value);
  if (!value) return null;
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match;
  if (!month || Number(month) < 1 || Number(month) > 12) return year ?? value;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
  const options: Intl.DateTimeFormatOptions = day
    ? { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }
    : { month: "short", year: "numeric", timeZone: "UTC" };
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], options).format(date);
}

/**
 * The page title a loader sent with its 404 (`data({ title }, { status: 404 })`), in the page's
 * language: `meta` reads it, as it cannot read the texts itself.
 */
export function notFoundTitle(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const body: unknown = error.data;
  return body && typeof body === "object" && "title" in body && typeof body.title === "string" ? body.title : null;
}

/** What a place's loaders throw for a place that is not in the directory. */
export function notFoundBody(title: string) {
  return { title };
}

/** The head of a place's page that was not found: the title its loader sent, kept out of search. */
export function notFoundMeta(error: unknown) {
  return [{ title: notFoundTitle(error) ?? `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
}

/** Whether an amenity's name is one the vocabulary (and so the "facts" namespace) knows. */
export function isAmenityKey(name: string): name is AmenityKey {
  return AMENITIES.some((a) => a.name === name);
}

/** The language attribute of text from the database, which is written in English: none on an English page. */
export function storedTextLang(locale: Locale): "en" | undefined {
  return locale === "en" ? undefined : "en";
}
