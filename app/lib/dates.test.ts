import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime, todayInFlorida } from "./dates";

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

  it("shows a calendar date as given, without moving it to another day", () => {
    expect(formatCalendarDate("2025-03-31")).toBe("Mar 31, 2025");
    expect(formatCalendarDate("2025-01-01")).toBe("Jan 1, 2025");
    expect(formatCalendarDate("2024-07")).toBe("Jul 2024");
    expect(formatCalendarDate("2017")).toBe("2017");
    expect(formatCalendarDate("")).toBeNull();
    expect(formatCalendarDate("spring 2019")).toBe("spring 2019");
  });
});
