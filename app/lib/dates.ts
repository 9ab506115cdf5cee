// Every date and time a person reads, in Florida's time: an instant (a submission, a report, a
// change) is shown on the calendar and clock of `America/New_York`, or of the place's own zone on its
// page (Central in the western Panhandle). A calendar date stored as a date ("verified on
// 2025-03-31") has no time of day and is shown as written, never moved to another day. Each
// function writes in English unless given another locale ("es": Intl's es-US, "marzo de 2026").
import { INTL_LOCALE, type Locale } from "./i18n";

/** Florida's time zone for everything but a western Panhandle place's own page. */
export const FLORIDA_TIME_ZONE = "America/New_York";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "date" | "time", timeZone: string, locale: Locale = "en") {
  const key = `${kind} ${timeZone} ${locale}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      INTL_LOCALE[locale],
      kind === "date"
        ? { month: "short", day: "numeric", year: "numeric", timeZone }
        : { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone },
    );
    formatters.set(key, found);
  }
  return found;
}

function instant(value: Date | string | number) {
  return value instanceof Date ? value : new Date(value);
}

/** The day of an instant in Florida (or `timeZone`): "Nov 24, 2026"; Spanish "24 nov 2026". */
export function formatDate(value: Date | string | number, timeZone = FLORIDA_TIME_ZONE, locale: Locale = "en") {
  return formatter("date", timeZone, locale).format(instant(value));
}

/**
 * The day and clock time of an instant in Florida (or `timeZone`): "Nov 24, 2026, 10:05 PM";
 * Spanish "24 nov 2026, 10:05 p.m.".
 */
export function formatDateTime(value: Date | string | number, timeZone = FLORIDA_TIME_ZONE, locale: Locale = "en") {
  const text = formatter("time", timeZone, locale).format(instant(value));
  return locale === "en" ? text : text.replace(/\s+/g, " ");
}

const calendarFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (no time zone to move it) written by Intl in `locale`. */
function calendarText(date: string, locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = calendarFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: "UTC" });
    calendarFormatters.set(key, found);
  }
  return found.format(new Date(`${date}T00:00:00Z`)).replace(/\s+/g, " ");
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar date as precise as it was given, with no time zone to move it: "Jul 30, 2024",
 * "Jul 2024" or "2024"; anything else as written. Spanish: "30 jul 2024", "jul 2024".
 */
export function formatCalendarDate(value: string | null | undefined, locale: Locale = "en"): string | null {
  if (!value) return null;
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match;
  const monthName = month ? MONTH_NAMES[Number(month) - 1] : undefined;
  if (!monthName) return year ?? value;
  if (locale !== "en") {
    if (day) {
      // A day the month lacks ("2024-02-30") is shown as written.
      if (new Date(`${year}-${month}-${day}T00:00:00Z`).getUTCDate() !== Number(day)) return value;
      return calendarText(`${year}-${month}-${day}`, locale, { day: "numeric", month: "short", year: "numeric" });
    }
    return calendarText(`${year}-${month}-01`, locale, { month: "short", year: "numeric" });
  }
  return day ? `${monthName} ${Number(day)}, ${year}` : `${monthName} ${year}`;
}

let calendarDay: Intl.DateTimeFormat | undefined;

/** Today's date in Florida as a calendar date: "2026-11-24" (what "verified today" stores). */
export function todayInFlorida(now = new Date()) {
  // Made once: the root loader asks on every request, and a formatter with a time zone is costly.
  calendarDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: FLORIDA_TIME_ZONE });
  return calendarDay.format(now);
}

let monthYear: Intl.DateTimeFormat | undefined;

/** "2026-03" (or a date in that month) as "March 2026"; Spanish "marzo de 2026". */
export function formatMonth(value: string, locale: Locale = "en") {
  if (locale !== "en") return calendarText(`${value.slice(0, 7)}-01`, locale, { month: "long", year: "numeric" });
  monthYear ??= new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  return monthYear.format(new Date(`${value.slice(0, 7)}-01T00:00:00Z`));
}
