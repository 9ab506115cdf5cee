import { describe, expect, it } from "vitest";
import { NUMERIC_PARTS, zonedParts } from "./dog-hours";

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) =>
  formatters.get(timeZone) ??
  formatters
    .set(timeZone, new Intl.DateTimeFormat("en-US", { timeZone, ...NUMERIC_PARTS, weekday: "short" }))
    .get(timeZone)!;

/** The same parts from the engine's own time-zone data. */
function intlParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday!),
  };
}

describe("zonedParts", () => {
  it.each(["America/New_York", "America/Chicago"])("reads the wall clock of %s as the zone data does", (zone) => {
    // Every 97 minutes over ten years, and every 15 minutes of the nights the clocks may change.
    const mismatches: number[] = [];
    const check = (t: number) => {
      if (JSON.stringify(zonedParts(t, zone)) !== JSON.stringify(intlParts(t, zone))) mismatches.push(t);
    };
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2034, 0, 1); t += 97 * 60_000) check(t);
    for (let year = 2024; year < 2034; year++)
      for (const month of [2, 10])
        for (let day = 1; day <= 14; day++)
          for (let minute = 0; minute < 8 * 60; minute += 15) check(Date.UTC(year, month, day, 4) + minute * 60_000);
    expect(mismatches.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it("falls back to the zone data for other zones", () => {
    const t = Date.UTC(2026, 6, 1, 12, 30);
    expect(zonedParts(t, "Europe/Paris")).toEqual(intlParts(t, "Europe/Paris"));
  });
});
