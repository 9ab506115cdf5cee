// Every date and time a person reads, in Florida's time: an instant (a submission, a report, a
// change) is shown on the calendar and clock of `America/New_York`, or of the place's own zone on its
// page (Central in the western Panhandle). A calendar date stored as a date ("verified on
// 2025-03-31") has no time of day and is shown as written, never moved to another day.

/** Florida's time zone for everything but a western Panhandle place's own page. */
export const FLORIDA_TIME_ZONE = "America/New_York";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "date" | "time", timeZone: string) {
  const key = `${kind} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      "en-US",
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

/** The day of an instant in Florida (or `timeZone`): "Nov 24, 2026". */
export function formatDate(value: Date | string | number, timeZone = FLORIDA_TIME_ZONE) {
  return formatter("date", timeZone).format(instant(value));
}

/** The day and clock time of an instant in Florida (or `timeZone`): "Nov 24, 2026, 10:05 PM". */
export function formatDateTime(value: Date | string | number, timeZone = FLORIDA_TIME_ZONE) {
  return formatter("time", timeZone).format(instant(value));
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar date as precise as it was given, with no time zone to move it: "Jul 30, 2024",
 * "Jul 2024" or "2024"; anything else as written.
 */
export function formatCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match;
  const monthName = month ? MONTH_NAMES[Number(month) - 1] : undefined;
  if (!monthName) return year ?? value;
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

/** "2026-03" (or a date in that month) as "March 2026". */
export function formatMonth(value: string) {
  monthYear ??= new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  return monthYear.format(new Date(`${value.slice(0, 7)}-01T00:00:00Z`));
}
