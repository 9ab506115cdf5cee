// Fits my dogs on lists longer than a count goes (COUNT_LIMIT, decision 0052): the list's count,
// taken as its other filters' count less the places left out, is the count of the places it shows;
// more places left out than the count goes are said as "more", without reasons.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { COUNT_LIMIT } from "~/lib/list-counts";
import { findLocations } from "~/server/queries/locations.server";
import { locations, type NewLocation } from "~/server/infra/schema.server";

const RULES = "https://example.com/dog-park-rules";
const TWO_DOGS = { maxDogsPerPerson: { count: 2, source: RULES, rule: "Limit of 2 dogs per person" } };
const FOUR_MONTHS = { minAgeMonths: { months: 4, source: RULES, rule: "No dogs under 4 months old" } };

const park = (i: number, region: NewLocation["region"], dogLimits: NewLocation["dogLimits"]): NewLocation => ({
  slug: `fits-park-${region}-${i}`,
  name: `Fits Park ${i}`,
  category: "dog-park",
  region,
  city: "Ocala",
  dogLimits,
});
// 1,010 parks in the north allow 2 dogs per person; in the south 30 have silent limits and 20 limits
// nobody has read; 40 in the Keys admit no dog under 4 months.
const PLACES = [
  ...Array.from({ length: 1010 }, (_, i) => park(i, "north", TWO_DOGS)),
  ...Array.from({ length: 30 }, (_, i) => park(i, "south", {})),
  ...Array.from({ length: 20 }, (_, i) => park(i + 30, "south", null)),
  ...Array.from({ length: 40 }, (_, i) => park(i, "keys", FOUR_MONTHS)),
];

describe("fits my dogs on a long list", () => {
  beforeAll(async () => {
    await resetDatabase();
    const db = await getDb();
    for (let i = 0; i < PLACES.length; i += 500) await db.insert(locations).values(PLACES.slice(i, i + 500));
  });

  it("keeps the places whose limits do not turn the dogs away, and says more were left out than it counted", async () => {
    const three = await findLocations(await getDb(), { fits: { dogs: 3 }, pageSize: 100 });
    expect(three).toMatchObject({ total: 90, more: false });
    expect(three.items).toHaveLength(90);
    expect(three.items.every((p) => !p.slug.startsWith("fits-park-north"))).toBe(true);
    expect(three.leftOut).toEqual({ total: COUNT_LIMIT, more: true, reasons: [] });
    const north = await findLocations(await getDb(), { regions: ["north"], fits: { dogs: 3 } });
    expect(north).toMatchObject({ total: 0, more: false, items: [] });
  });

  it("counts the other filters' places less those it left out, exactly up to the count's limit", async () => {
    const db = await getDb();
    const puppy = { dogs: 1, youngestMonths: 2 };
    // 1,100 places, 40 left out: 1,060 shown, more than the count goes.
    const all = await findLocations(db, { fits: puppy });
    expect(all).toMatchObject({ total: COUNT_LIMIT, more: true });
    expect(all.leftOut).toEqual({ total: 40, more: false, reasons: [{ kind: "age", limit: 4, places: 40 }] });
    // The south and the Keys: 90 places, 40 left out, 50 shown.
    const warm = await findLocations(db, { regions: ["south", "keys"], fits: puppy, pageSize: 100 });
    expect(warm).toMatchObject({ total: 50, more: false });
    expect(warm.items).toHaveLength(50);
  });

  it("shows the last page of what it keeps for an address past it", async () => {
    const past = await findLocations(await getDb(), { fits: { dogs: 3 }, page: 9, pageSize: 20 });
    expect(past).toMatchObject({ page: 5, total: 90 });
    expect(past.items).toHaveLength(10);
  });
});
