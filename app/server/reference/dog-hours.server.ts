// Dog hours evaluated with the opening_hours library, in the place's own time zone whatever the
// server's: the status now, the timeline a page carries, and the warnings an editor sees.
import opening_hours, { type nominatim_object, type opening_hours_iterator, type optional_conf } from "opening_hours";
import type { DogHoursSegment, DogHoursState, DogHoursTimeline } from "~/lib/dog-hours";
import type { Locale } from "~/lib/i18n";
import { isRegion } from "~/lib/vocabulary";
import { translatorFor } from "./i18n.server";

export const EASTERN = "America/New_York";
export const CENTRAL = "America/Chicago";

/** The western Panhandle counties on Central time (most of Gulf County too; its south-east is Eastern). */
const CENTRAL_COUNTIES = new Set([
  "escambia",
  "santa rosa",
  "okaloosa",
  "walton",
  "holmes",
  "washington",
  "bay",
  "jackson",
  "calhoun",
  "gulf",
]);

export type DogHoursPlace = {
  county: string | null;
  lat: number | null;
  lng: number | null;
};

/** A position to work out sunrise and sunset for, and what it stands for when it is not the place's own. */
export type SunPosition = { lat: number; lng: number; area: string | null };

export function placeTimeZone(place: DogHoursPlace): string {
  const county = place.county
    ?.trim()
    .toLowerCase()
    .replace(/\s+county$/, "");
  if (county === "gulf" && place.lat !== null && place.lng !== null) {
    // Port St. Joe and Cape San Blas, south-east of the Intracoastal Waterway, keep Eastern time.
    return place.lat < 29.95 && place.lng > -85.45 ? EASTERN : CENTRAL;
  }
  if (county) return CENTRAL_COUNTIES.has(county) ? CENTRAL : EASTERN;
  // Without a county, the Apalachicola River (about 85° W) is where Central time begins.
  return place.lng !== null && place.lng < -85.0 ? CENTRAL : EASTERN;
}

/**
 * Runs `evaluate` with the process's local time set to `timeZone`. The opening_hours library reads
 * wall-clock time from Date's local-time methods, so this is how it evaluates in the place's zone.
 * `evaluate` must be synchronous: nothing else runs until the zone is restored.
 */
export function inTimeZone<T>(timeZone: string, evaluate: () => T): T {
  const previous = process.env.TZ;
  if (previous === timeZone) return evaluate();
  process.env.TZ = timeZone;
  try {
    return evaluate();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

const parsed = new Map<string, opening_hours>();

function parse(value: string, sun: SunPosition | null) {
  const key = `${value}\n${sun?.lat ?? ""},${sun?.lng ?? ""}`;
  let oh = parsed.get(key);
  if (!oh) {
    // The library wants the coordinates as strings; the state selects Florida's public holidays.
    const nominatim = {
      lat: String(sun?.lat ?? 27.8),
      lon: String(sun?.lng ?? -81.7),
      address: { country_code: "us", state: "Florida" },
    } as unknown as nominatim_object;
    oh = new opening_hours(value, nominatim, { locale: "en" } as optional_conf);
    if (parsed.size > 5000) parsed.clear();
    parsed.set(key, oh);
  }
  return oh;
}

/** True when the hours depend on the sun, so the place's position matters. */
export function usesSun(value: string) {
  return /\b(sunrise|sunset|dawn|dusk)\b/i.test(value);
}

export type DogHoursCheck = { ok: true; warnings: string[]; normalized: string } | { ok: false; error: string };

/** Parses dog hours as an editor types them: the library's error, or its warnings (none when clean). */
const UNREADABLE_DOG_HOURS = "These dog hours could not be read: check the opening_hours syntax.";

export function checkDogHours(value: string): DogHoursCheck {
  try {
    const oh = parse(value, null);
    return {
      ok: true,
      warnings: oh.getWarnings().map((w) => w.replace(/\s+/g, " ").trim()),
      normalized: oh.prettifyValue(),
    };
  } catch (error) {
    // The library reports a syntax error as a message (a string); anything else is its own failure
    // on text it did not expect, and says nothing the administrator could act on.
    if (typeof error !== "string") return { ok: false, error: UNREADABLE_DOG_HOURS };
    return { ok: false, error: error.replace(/\s+/g, " ").trim() };
  }
}

/**
 * The state the library reports, read as a dog owner would: a rule that carries only a comment
 * (`07:00-sunset "sea turtle season"`) is reported "unknown" by the library, but its time range
 * says when dogs may come, so it counts as allowed with its comment; only an explicit `unknown` is uncertain.
 */
function readState(
  oh: opening_hours,
  state: "open" | "unknown" | "closed" | "close",
  ruleIndex: number | undefined,
): DogHoursState {
  if (state === "open") return "allowed";
  if (state === "closed" || state === "close") return "not-allowed";
  if (ruleIndex === undefined) return "uncertain";
  const rule = oh.prettifyValue({ rule_index: ruleIndex }).replace(/"[^"]*"/g, "");
  return /\bunknown\b/.test(rule) ? "uncertain" : "allowed";
}

const DAY_MS = 86_400_000;

/** The iterator's state; its type declarations give it the signature of the object's method, which it lacks. */
function iteratorState(iterator: opening_hours_iterator) {
  return (iterator.getStateString as unknown as (past: boolean) => "open" | "unknown" | "closed").call(iterator, true);
}

/**
 * The timeline a page carries: the state from a day before `now` to the end of the `days`-th day
 * after it, with the last state's true end (up to a year on), and the calendar days in between.
 */
export function dogHoursTimeline(
  value: string,
  place: DogHoursPlace,
  sun: SunPosition | null,
  now: Date,
  days = 8,
  locale: Locale = "en",
): DogHoursTimeline | null {
  const timeZone = placeTimeZone(place);
  let oh: opening_hours;
  try {
    oh = parse(value, sun);
  } catch {
    return null;
  }
  return inTimeZone(timeZone, () => {
    const from = new Date(now.getTime() - DAY_MS);
    from.setHours(0, 0, 0, 0);
    const until = new Date(now);
    until.setHours(0, 0, 0, 0);
    until.setDate(until.getDate() + days + 1);

    const segments: DogHoursSegment[] = [];
    const iterator = oh.getIterator(from);
    let start = from;
    let state = readState(oh, iteratorState(iterator), iterator.getMatchingRule());
    let comment = iterator.getComment() ?? null;
    const push = (end: Date | null) => {
      const previous = segments.at(-1);
      if (previous && previous.state === state && previous.comment === comment) {
        previous.end = end?.toISOString() ?? null;
      } else {
        segments.push({ start: start.toISOString(), end: end?.toISOString() ?? null, state, comment });
      }
    };
    while (iterator.advance(until)) {
      const at = iterator.getDate();
      push(at);
      start = at;
      state = readState(oh, iteratorState(iterator), iterator.getMatchingRule());
      comment = iterator.getComment() ?? null;
    }
    // The last state lasts past the window: find when it really ends, so "until Apr 1" can be said.
    let end: Date | null = null;
    const yearOn = new Date(now.getTime() + 370 * DAY_MS);
    while (iterator.advance(yearOn)) {
      const nextState = readState(oh, iteratorState(iterator), iterator.getMatchingRule());
      if (nextState !== state || (iterator.getComment() ?? null) !== comment) {
        end = iterator.getDate();
        break;
      }
    }
    push(end);

    const calendar = [];
    for (const day = new Date(from); day < until;) {
      const next = new Date(day);
      next.setDate(next.getDate() + 1);
      const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
      calendar.push({ date, start: day.toISOString(), end: next.toISOString() });
      day.setTime(next.getTime());
    }
    return {
      timeZone,
      computedAt: now.toISOString(),
      segments,
      days: calendar,
      sunNote: sun?.area && usesSun(value) ? translatorFor(locale, "facts")("hours.sunNote", { area: sun.area }) : null,
    };
  });
}

/** Whether dogs are allowed at `now` (an uncertain rule does not count). */
export function dogsAllowedAt(value: string, place: DogHoursPlace, sun: SunPosition | null, now: Date) {
  let oh: opening_hours;
  try {
    oh = parse(value, sun);
  } catch {
    return false;
  }
  return inTimeZone(placeTimeZone(place), () => {
    const state = oh.getStateString(now, true);
    return state !== "closed" && readState(oh, state, oh.getMatchingRule(now)) === "allowed";
  });
}

/**
 * The position for sunrise and sunset: the place's own, else the middle of its county's known
 * places, else of its region's; `area` names what it stands for in `locale` ("Escambia County",
 * "el condado de Escambia").
 */
export function sunPositionFor(
  place: DogHoursPlace & { region?: string | null },
  areas: { counties: Map<string, { lat: number; lng: number }>; regions: Map<string, { lat: number; lng: number }> },
  locale: Locale = "en",
): SunPosition | null {
  if (place.lat !== null && place.lng !== null) return { lat: place.lat, lng: place.lng, area: null };
  const t = translatorFor(locale, "facts");
  const county = place.county ? areas.counties.get(place.county.toLowerCase()) : undefined;
  if (county) return { ...county, area: t("hours.countyArea", { county: place.county ?? "" }) };
  const region = place.region ? areas.regions.get(place.region) : undefined;
  if (region) {
    return { ...region, area: isRegion(place.region) ? t(`region.${place.region}`) : t("hours.regionArea") };
  }
  return null;
}
