// When dogs are allowed, read from a timeline the server worked out with the opening_hours library:
// the status at any instant and the week day by day, in the place's own time zone. Pure and
// universal, so the page can pick the status from the clock without shipping the library. Words come
// from a translator of the "facts" namespace (English without one); times, weekdays and months in
// other languages from Intl.
import { DOG_HOURS_WORDS } from "./dog-hours-words";
import { englishWords, type FactsWords } from "./facts-words";
import { INTL_LOCALE, type Locale } from "./i18n";

/** `allowed` and `not-allowed` are what the hours say; `uncertain` is a rule marked `unknown`. */
export type DogHoursState = "allowed" | "not-allowed" | "uncertain";

/** One stretch of time in one state; `end` is null when nothing changes within a year. */
export type DogHoursSegment = { start: string; end: string | null; state: DogHoursState; comment: string | null };

/** One calendar day in the place's time zone, as the instants it starts and ends. */
export type DogHoursDay = { date: string; start: string; end: string };

export type DogHoursTimeline = {
  timeZone: string;
  /** When the server worked it out: the status the server renders is the status at this instant. */
  computedAt: string;
  /** Contiguous, from a day before `computedAt` to the end of the last day. */
  segments: DogHoursSegment[];
  days: DogHoursDay[];
  /** Set when sunrise and sunset were worked out for an area rather than the place's own position. */
  sunNote: string | null;
};

export type DogStatus = {
  state: DogHoursState;
  comment: string | null;
  /** When the state ends (allowed, uncertain), or when dogs are next allowed (not allowed); null: no change known. */
  change: number | null;
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 86_400_000;

const weekdayName = (weekday: number) => WEEKDAYS[weekday] ?? "";

const formatters = new Map<string, Intl.DateTimeFormat>();
const HOUR_MS = 3_600_000;

/** Florida's two zones, by their standard offset from UTC in hours. */
const US_ZONES: Record<string, number> = { "America/New_York": -5, "America/Chicago": -6 };

/** The day of the month of the `nth` Sunday of a month (UTC calendar). */
function nthSunday(year: number, month: number, nth: number) {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + 7 * (nth - 1);
}

/**
 * The offset from UTC (hours) of a US zone at an instant, by the daylight-saving rule in force since
 * 2007: from 2:00 local time on the second Sunday of March to 2:00 on the first Sunday of November.
 */
function usZoneOffset(instant: number, standard: number) {
  const year = new Date(instant + standard * HOUR_MS).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - standard);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 - (standard + 1));
  return instant >= start && instant < end ? standard + 1 : standard;
}

/** The parts of a date and time as numbers, on a 24-hour clock, as the engine's time-zone data gives them. */
export const NUMERIC_PARTS = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * Wall-clock parts of an instant in a time zone (numbers only, so every engine agrees). Florida's
 * zones are worked out here: a browser's first `Intl.DateTimeFormat` with a time zone loads the
 * zone data and holds the page for a third of a second on a slow phone.
 */
export function zonedParts(instant: number, timeZone: string) {
  const standard = US_ZONES[timeZone];
  if (standard !== undefined) {
    const wall = new Date(instant + usZoneOffset(instant, standard) * HOUR_MS);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      weekday: wall.getUTCDay(),
    };
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, ...NUMERIC_PARTS });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

const localFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Wall-clock parts (already in the place's zone) written by Intl in `locale`: the parts are set
 * on a UTC date and formatted in UTC, so no zone data is loaded. Spaces are plain spaces.
 */
function wallText(
  parts: { year: number; month: number; day: number; hour?: number; minute?: number },
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = localFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: "UTC" });
    localFormatters.set(key, format);
  }
  const date = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour ?? 12, parts.minute ?? 0);
  return format.format(date).replace(/\s+/g, " ");
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "5:00 PM" (a plain space, whatever the engine's own formatting); in Spanish "5:00 p.m.". */
export function clockTime(instant: number, timeZone: string, locale: Locale = "en") {
  const parts = zonedParts(instant, timeZone);
  const { hour, minute } = parts;
  if (locale !== "en") return wallText(parts, locale, { hour: "numeric", minute: "2-digit" });
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** A clock time as a change is said: "5:00 PM"; in Spanish with its article, "las 5:00 p.m.", "la 1:00 p.m.". */
function changeClock(instant: number, timeZone: string, locale: Locale, words: FactsWords) {
  const time = clockTime(instant, timeZone, locale);
  return words(zonedParts(instant, timeZone).hour % 12 === 1 ? "hours.clockOne" : "hours.clock", { time });
}

function dayKey(instant: number, timeZone: string) {
  const { year, month, day } = zonedParts(instant, timeZone);
  return year * 10_000 + month * 100 + day;
}

/**
 * A change described from `now`: "5:00 PM" today, "Fri 7:00 AM" within the week, "Apr 1" later;
 * in Spanish "las 5:00 p.m.", "el viernes a las 7:00 a.m.", "el 1 de abril".
 */
export function changeTime(
  change: number,
  now: number,
  timeZone: string,
  locale: Locale = "en",
  words: FactsWords = englishWords,
) {
  const clock = changeClock(change, timeZone, locale, words);
  if (dayKey(change, timeZone) === dayKey(now, timeZone)) return clock;
  const parts = zonedParts(change, timeZone);
  if (change - now < 6 * DAY_MS) {
    const weekday = locale === "en" ? weekdayName(parts.weekday) : wallText(parts, locale, { weekday: "long" });
    return words("hours.weekdayClock", { weekday, clock });
  }
  const date =
    locale === "en"
      ? `${MONTHS[parts.month - 1]} ${parts.day}`
      : wallText(parts, locale, { month: "long", day: "numeric" });
  return words("hours.date", { date });
}

const ms = (iso: string | null) => (iso === null ? Infinity : Date.parse(iso));

/** The status at `now`, or null when `now` lies outside the timeline. */
export function dogStatusAt(timeline: DogHoursTimeline, now: number): DogStatus | null {
  const { segments } = timeline;
  const index = segments.findIndex((s) => ms(s.start) <= now && now < ms(s.end));
  const current = segments[index];
  if (!current) return null;
  let last = index;
  while (segments[last + 1]?.state === current.state) last++;
  const runEnd = segments[last]?.end ?? null;
  if (current.state !== "not-allowed") {
    return { state: current.state, comment: current.comment, change: runEnd === null ? null : ms(runEnd) };
  }
  const next = segments.slice(last + 1).find((s) => s.state !== "not-allowed");
  return { state: current.state, comment: current.comment, change: next ? ms(next.start) : null };
}

export const DOG_STATUS_LABELS: Record<DogHoursState, string> = {
  allowed: DOG_HOURS_WORDS.allowed,
  "not-allowed": DOG_HOURS_WORDS.notAllowed,
  uncertain: DOG_HOURS_WORDS.uncertain,
};

const STATUS_KEYS = {
  allowed: "hours.allowed",
  "not-allowed": "hours.notAllowed",
  uncertain: "hours.uncertain",
} as const;

/**
 * The status in words: "Dogs allowed now", "until 5:00 PM", and the rule's comment (as the data
 * writes it: English). In Spanish: "Se permiten perros ahora", "hasta las 5:00 p.m.".
 */
export function dogStatusText(
  status: DogStatus,
  now: number,
  timeZone: string,
  locale: Locale = "en",
  words: FactsWords = englishWords,
) {
  let detail: string | null = null;
  if (status.change !== null) {
    const when = changeTime(status.change, now, timeZone, locale, words);
    detail = words(status.state === "not-allowed" ? "hours.from" : "hours.until", { when });
  }
  return { label: words(STATUS_KEYS[status.state]), detail, comment: status.comment };
}

export type DogHoursDaySummary = {
  date: string;
  /** "Today", "Tomorrow", or the weekday. */
  label: string;
  /** "Wed, Apr 8". */
  dateLabel: string;
  /** "All day", "7:00 AM – 9:00 AM, 5:00 PM – midnight", "Not allowed". */
  hours: string;
  comments: string[];
};

/** What the dog hours check answers an administrator typing dog hours. */
export type DogHoursPreview =
  | {
      ok: true;
      value: string;
      warnings: string[];
      timeZone: string;
      week: DogHoursDaySummary[];
      sunNote: string | null;
    }
  | { ok: false; value: string; error: string };

function timeOfDay(
  instant: number,
  day: { start: number; end: number },
  timeZone: string,
  locale: Locale,
  words: FactsWords,
) {
  if (instant <= day.start || instant >= day.end) return words("hours.midnight");
  return clockTime(instant, timeZone, locale);
}

/**
 * The dog hours of `count` days from the day of `now`, day by day, in plain words: "Today",
 * "Wed, Apr 8", "7:00 AM – 9:00 AM, 5:00 PM – midnight"; in Spanish "Hoy", "mié, 8 de abr",
 * "7:00 a.m. – 9:00 a.m., 5:00 p.m. – medianoche".
 */
export function dogHoursWeek(
  timeline: DogHoursTimeline,
  now: number,
  count = 7,
  locale: Locale = "en",
  words: FactsWords = englishWords,
): DogHoursDaySummary[] {
  const { timeZone } = timeline;
  const first = timeline.days.findIndex((d) => ms(d.start) <= now && now < ms(d.end));
  if (first < 0) return [];
  return timeline.days.slice(first, first + count).map((d, i) => {
    const day = { start: ms(d.start), end: ms(d.end) };
    const overlapping = timeline.segments.filter((s) => ms(s.start) < day.end && ms(s.end) > day.start);
    const ranges: string[] = [];
    const comments = new Set<string>();
    let wholeDay = false;
    let uncertain = false;
    for (const s of overlapping) {
      if (s.comment) comments.add(s.comment);
      if (s.state === "not-allowed") continue;
      const start = Math.max(ms(s.start), day.start);
      const end = Math.min(ms(s.end), day.end);
      if (start === day.start && end === day.end) wholeDay = true;
      const range = words("hours.range", {
        start: timeOfDay(start, day, timeZone, locale, words),
        end: timeOfDay(end, day, timeZone, locale, words),
      });
      if (s.state === "uncertain") uncertain = true;
      ranges.push(s.state === "uncertain" ? words("hours.uncertainRange", { range }) : range);
    }
    const parts = zonedParts(day.start + DAY_MS / 2, timeZone);
    const { month, day: dayOfMonth, weekday } = parts;
    const english = locale === "en";
    const weekdayLabel = english ? weekdayName(weekday) : capitalize(wallText(parts, locale, { weekday: "long" }));
    return {
      date: d.date,
      label: i === 0 ? words("hours.today") : i === 1 ? words("hours.tomorrow") : weekdayLabel,
      dateLabel: english
        ? `${weekdayName(weekday)}, ${MONTHS[month - 1]} ${dayOfMonth}`
        : wallText(parts, locale, { weekday: "short", month: "short", day: "numeric" }),
      hours:
        wholeDay && ranges.length === 1 && !uncertain
          ? words("hours.allDay")
          : ranges.join(", ") || words("hours.notAllowedDay"),
      comments: [...comments],
    };
  });
}
