import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dogHoursWeek, dogStatusAt, dogStatusText } from "~/lib/dog-hours";
import {
  checkDogHours,
  dogHoursTimeline,
  dogsAllowedAt,
  placeTimeZone,
  sunPositionFor,
  type DogHoursPlace,
} from "./dog-hours.server";

// The server's own zone must not matter: evaluate everything from a zone far from Florida.
beforeAll(() => {
  vi.stubEnv("TZ", "Asia/Tokyo");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const sunOf = (place: DogHoursPlace) =>
  place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng, area: null } : null;

function statusAt(value: string, place: DogHoursPlace, iso: string) {
  const now = new Date(iso);
  const timeline = dogHoursTimeline(value, place, sunOf(place), now);
  if (!timeline) throw new Error(`no timeline for ${value}`);
  const status = dogStatusAt(timeline, now.getTime());
  if (!status) throw new Error("now is outside the timeline");
  return { timeline, status, text: dogStatusText(status, now.getTime(), timeline.timeZone) };
}

const JACKSONVILLE_BEACH = "Oct-Mar 00:00-24:00; Apr-Sep 00:00-09:00,17:00-24:00";
const duval: DogHoursPlace = { county: "Duval", lat: null, lng: null };

describe("a season change (Jacksonville Beach)", () => {
  it("allows dogs at any hour in March, until the season ends on April 1", () => {
    const { text } = statusAt(JACKSONVILLE_BEACH, duval, "2026-03-10T15:00:00Z");
    expect(text).toEqual({ label: "Dogs allowed now", detail: "until Apr 1", comment: null });
  });

  it("keeps dogs off the beach from 9 am to 5 pm once April starts", () => {
    // 10:00 EDT on Wednesday April 1.
    const { text } = statusAt(JACKSONVILLE_BEACH, duval, "2026-04-01T14:00:00Z");
    expect(text).toEqual({ label: "Dogs not allowed now", detail: "from 5:00 PM", comment: null });
  });

  it("says the week day by day across the change", () => {
    const { timeline } = statusAt(JACKSONVILLE_BEACH, duval, "2026-03-30T16:00:00Z");
    const week = dogHoursWeek(timeline, Date.parse("2026-03-30T16:00:00Z"));
    expect(week).toHaveLength(7);
    expect(week.slice(0, 4).map((d) => [d.label, d.dateLabel, d.hours])).toEqual([
      ["Today", "Mon, Mar 30", "All day"],
      ["Tomorrow", "Tue, Mar 31", "All day"],
      ["Wed", "Wed, Apr 1", "midnight – 9:00 AM, 5:00 PM – midnight"],
      ["Thu", "Thu, Apr 2", "midnight – 9:00 AM, 5:00 PM – midnight"],
    ]);
  });
});

describe("a Wednesday maintenance window (Canine Cove)", () => {
  const value = "Mo,Tu,Th-Su sunrise-sunset; We sunrise-12:00,15:00-sunset";
  const place: DogHoursPlace = { county: "Palm Beach", lat: 26.369408, lng: -80.236664 };

  it("closes at noon on Wednesday and opens again at 3 pm", () => {
    expect(statusAt(value, place, "2026-04-08T15:00:00Z").text).toEqual({
      label: "Dogs allowed now",
      detail: "until 12:00 PM",
      comment: null,
    });
    expect(statusAt(value, place, "2026-04-08T17:00:00Z").text).toEqual({
      label: "Dogs not allowed now",
      detail: "from 3:00 PM",
      comment: null,
    });
  });

  it("shows the gap on Wednesday only", () => {
    const now = Date.parse("2026-04-07T15:00:00Z");
    const { timeline } = statusAt(value, place, "2026-04-07T15:00:00Z");
    const [tuesday, wednesday] = dogHoursWeek(timeline, now);
    expect(tuesday?.hours).toMatch(/^7:0\d AM – 7:4\d PM$/);
    expect(wednesday?.hours).toMatch(/^7:0\d AM – 12:00 PM, 3:00 PM – 7:4\d PM$/);
  });
});

describe("a window of some days only (Bark Park Dog Beach)", () => {
  it("says on Thursday that dogs may come from Friday 7 am", () => {
    const value = "Nov-Mar Fr-Su 07:00-09:00,15:00-sunset; Apr-Oct Fr-Su 07:00-09:00,17:00-sunset";
    const place: DogHoursPlace = { county: "Palm Beach", lat: 26.384708, lng: -80.066648 };
    expect(statusAt(value, place, "2026-04-09T16:00:00Z").text).toEqual({
      label: "Dogs not allowed now",
      detail: "from Fri 7:00 AM",
      comment: null,
    });
  });
});

describe("the sunset boundary", () => {
  /**
   * A place open from sunrise to sunset, at `at`: dogs are allowed there a minute before the sunset
   * its status names and not a minute after. Answers what it says, and that sunset.
   */
  function expectSunsetBoundary(place: DogHoursPlace, at: string) {
    const { status, text } = statusAt("Mo-Su sunrise-sunset", place, at);
    const sunset = status.change!;
    expect(dogsAllowedAt("Mo-Su sunrise-sunset", place, sunOf(place), new Date(sunset - 60_000))).toBe(true);
    expect(dogsAllowedAt("Mo-Su sunrise-sunset", place, sunOf(place), new Date(sunset + 60_000))).toBe(false);
    return { text, sunset };
  }

  it("ends at sunset on Central time in Pensacola", () => {
    const place: DogHoursPlace = { county: "Escambia", lat: 30.430979, lng: -87.191173 };
    expect(placeTimeZone(place)).toBe("America/Chicago");
    // Noon CDT on June 21: sunset in Pensacola is just before 8 pm CDT.
    const { text } = expectSunsetBoundary(place, "2026-06-21T17:00:00Z");
    expect(text.detail).toMatch(/^until 7:5\d PM$/);
  });

  it("ends at sunset on Eastern time in Miami-Dade", () => {
    const place: DogHoursPlace = { county: "Miami-Dade", lat: 25.660766, lng: -80.449399 };
    expect(placeTimeZone(place)).toBe("America/New_York");
    const { text, sunset } = expectSunsetBoundary(place, "2026-06-21T16:00:00Z");
    expect(text.detail).toMatch(/^until 8:1\d PM$/);
    const after = statusAt("Mo-Su sunrise-sunset", place, new Date(sunset + 60_000).toISOString()).text;
    expect(after.label).toBe("Dogs not allowed now");
    expect(after.detail).toMatch(/^from Mon 6:3\d AM$/);
  });
});

describe("a public holiday", () => {
  it("keeps dogs out on Christmas Day, with the rule's comment", () => {
    const value = 'Mo-Su 08:00-18:00; PH off "closed on holidays"';
    const place: DogHoursPlace = { county: "Orange", lat: 28.54, lng: -81.37 };
    expect(statusAt(value, place, "2026-12-25T17:00:00Z").text).toEqual({
      label: "Dogs not allowed now",
      detail: "from Sat 8:00 AM",
      comment: "closed on holidays",
    });
    expect(statusAt(value, place, "2026-12-24T17:00:00Z").text.label).toBe("Dogs allowed now");
  });
});

describe("comments and uncertainty", () => {
  it("counts a rule with only a comment as allowed, and says the comment", () => {
    const value = 'Nov-Apr sunrise-sunset; May-Oct 07:00-sunset "sea turtle season"';
    const place: DogHoursPlace = { county: "Escambia", lat: 30.33, lng: -87.14 };
    const { text } = statusAt(value, place, "2026-07-01T15:00:00Z");
    expect(text.label).toBe("Dogs allowed now");
    expect(text.comment).toBe("sea turtle season");
    expect(dogsAllowedAt(value, place, sunOf(place), new Date("2026-07-01T15:00:00Z"))).toBe(true);
  });

  it("says an explicit unknown is uncertain and leaves it out of 'allowed now'", () => {
    const value = 'Mo-Su 08:00-18:00 unknown "call ahead"';
    const place: DogHoursPlace = { county: "Orange", lat: 28.54, lng: -81.37 };
    expect(statusAt(value, place, "2026-07-01T15:00:00Z").text.label).toBe("Dogs may be allowed now");
    expect(dogsAllowedAt(value, place, sunOf(place), new Date("2026-07-01T15:00:00Z"))).toBe(false);
  });

  it("has no end to say for dogs allowed at every hour", () => {
    expect(statusAt("24/7", duval, "2026-07-01T15:00:00Z").text).toEqual({
      label: "Dogs allowed now",
      detail: null,
      comment: null,
    });
  });
});

describe("checking what an editor typed", () => {
  it("gives the library's error for hours it cannot read", () => {
    const check = checkDogHours("Mo-Fr 10:00-xx");
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toMatch(/Time range does not continue as expected/);
  });

  it("gives its warnings for hours that can be read but are not explicit", () => {
    const check = checkDogHours("Mo-Su 7-18");
    expect(check).toMatchObject({ ok: true });
    if (check.ok) expect(check.warnings.join(" ")).toMatch(/Time range without minutes/);
  });

  it("accepts every dog-hours value of the seed data without warnings", async () => {
    const { seedPlaces } = await import("../domain/seed.server");
    const values = seedPlaces()
      .map((p) => p.dogHours)
      .filter((v): v is string => Boolean(v));
    expect(values.length).toBe(33);
    for (const value of values) expect(checkDogHours(value)).toMatchObject({ ok: true, warnings: [] });
  });
});

describe("time zones and sun positions", () => {
  it("puts the western Panhandle on Central time and the rest of Florida on Eastern", () => {
    expect(placeTimeZone({ county: "Bay", lat: null, lng: null })).toBe("America/Chicago");
    expect(placeTimeZone({ county: "Santa Rosa", lat: null, lng: null })).toBe("America/Chicago");
    expect(placeTimeZone({ county: "Leon", lat: null, lng: null })).toBe("America/New_York");
    expect(placeTimeZone({ county: "Gulf", lat: 29.81, lng: -85.3 })).toBe("America/New_York");
    expect(placeTimeZone({ county: "Gulf", lat: 30.11, lng: -85.2 })).toBe("America/Chicago");
    expect(placeTimeZone({ county: null, lat: 30.4, lng: -87.2 })).toBe("America/Chicago");
  });

  it("uses the county's known places for the sun when a place has no position, and says so", () => {
    const areas = {
      counties: new Map([["escambia", { lat: 30.47, lng: -87.28 }]]),
      regions: new Map([["north", { lat: 30.1, lng: -83 }]]),
    };
    const sun = sunPositionFor({ county: "Escambia", lat: null, lng: null, region: "north" }, areas);
    expect(sun).toEqual({ lat: 30.47, lng: -87.28, area: "Escambia County" });
    const timeline = dogHoursTimeline(
      "Mo-Su sunrise-sunset",
      { county: "Escambia", lat: null, lng: null },
      sun,
      new Date("2026-06-21T17:00:00Z"),
    );
    expect(timeline?.sunNote).toBe(
      "Sunrise and sunset are worked out for Escambia County, as this place has no map position.",
    );
  });
});
