import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime, formatMonth, todayInFlorida } from "./dates";

describe("dates in Florida time", () => {
  // 10:30 pm on Nov 24 in Florida is 03:30 on Nov 25 in UTC.
  const lateEvening = new Date("2026-11-25T03:30:00Z");

  it("dates a late-evening instant on Florida's calendar, not UTC's", () => {
    expect(formatDate(lateEvening)).toBe("Nov 24, 2026");
    expect(formatDate(lateEvening.toISOString())).toBe("Nov 24, 2026");
    expect(formatDateTime(lateEvening)).toBe("Nov 24, 2026, 10:30 PM");
    expect(todayInFlorida(lateEvening)).toBe("2026-11-24");
  });

  it("follows daylight saving time", () => {
    expect(formatDateTime(new Date("2026-07-04T03:30:00Z"))).toBe("Jul 3, 2026, 11:30 PM");
  });

  it("dates an instant in the western Panhandle's Central time when asked", () => {
    expect(formatDateTime(new Date("2026-11-25T05:30:00Z"), "America/Chicago")).toBe("Nov 24, 2026, 11:30 PM");
    expect(formatDate(new Date("2026-11-25T05:30:00Z"))).toBe("Nov 25, 2026");
  });

  it.each([
    ["2025-03-31", "Mar 31, 2025"],
    ["2025-01-01", "Jan 1, 2025"],
    ["2024-07", "Jul 2024"],
    ["2017", "2017"],
    ["", null],
    ["spring 2019", "spring 2019"],
  ])("shows a calendar date as given, without moving it to another day: %j", (date, text) => {
    expect(formatCalendarDate(date)).toBe(text);
  });
});

describe("dates in Spanish (es-US)", () => {
  const lateEvening = new Date("2026-11-25T03:30:00Z");

  it("writes a month as Spanish does", () => {
    expect(formatMonth("2026-03", "es")).toBe("marzo de 2026");
    expect(formatMonth("2026-03-15", "es")).toBe("marzo de 2026");
    expect(formatMonth("2026-03")).toBe("March 2026");
  });

  it("dates an instant on Florida's calendar and clock", () => {
    expect(formatDate(lateEvening, undefined, "es")).toBe("24 nov 2026");
    expect(formatDateTime(lateEvening, undefined, "es")).toBe("24 nov 2026, 10:30 p.m.");
    expect(formatDateTime(new Date("2026-11-25T05:30:00Z"), "America/Chicago", "es")).toBe("24 nov 2026, 11:30 p.m.");
  });

  it.each([
    ["2025-03-31", "31 mar 2025"],
    ["2025-01-01", "1 ene 2025"],
    ["2024-07", "jul 2024"],
    ["2017", "2017"],
    ["2024-02-30", "2024-02-30"],
    ["spring 2019", "spring 2019"],
  ])("shows a calendar date as given, without moving it to another day: %j", (date, text) => {
    expect(formatCalendarDate(date, "es")).toBe(text);
  });
});
