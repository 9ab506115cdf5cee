// A radius search drops nothing silently: places without coordinates are listed by the distance to
// their town's centre (marked approximate, never stored), the rest are counted; and a search for a town
// without places yet answers with the nearest places.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { zipCentre } from "~/server/reference/geo.server";
import { findLocations } from "~/server/queries/locations.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { locations } from "~/server/infra/schema.server";
import { exploreData } from "./search-fixtures";

// ZIP 32003 (Fleming Island): Orange Park's centre is about 5 miles away, Jacksonville's about 17.
const FLEMING_ISLAND = zipCentre("32003")!;

const north = { region: "north" as const, category: "dog-park" as const };

beforeAll(async () => {
  const db = await resetDatabase();
  const rows = [
    placeRow({ ...north, name: "Doctors Lake Run", city: "Fleming Island", lat: 30.13, lng: -81.71 }),
    placeRow({ ...north, name: "Kingsley Green", city: "Orange Park", county: "Clay" }),
    placeRow({ ...north, name: "Black Creek Yard", city: "Orange Park", lat: 30.2, lng: -81.7 }),
    placeRow({ ...north, name: "Riverside Lawn", city: "Jacksonville", county: "Duval" }),
    placeRow({ ...north, name: "San Marco Square", city: "Jacksonville", county: "Duval" }),
    placeRow({ ...north, name: "Springfield Commons", city: "Jacksonville" }),
    placeRow({ ...north, name: "Arlington Bluff", city: "Jacksonville", lat: 30.35, lng: -81.6 }),
    // No town to measure from: counted, not listed.
    placeRow({ ...north, name: "Timucuan Path", city: null, county: "Duval" }),
    placeRow({ ...north, name: "Hidden Hammock Field", city: "Hidden Hammock" }),
    // Far away: neither listed nor counted.
    placeRow({ name: "Lake Eola Lawn", category: "park", region: "central", city: "Orlando" }),
    // A name three Florida towns share: known by its county.
    placeRow({ name: "Plantation Paws", category: "dog-park", region: "south", city: "Plantation", county: "Broward" }),
    // Near Key Largo, which has no places.
    placeRow({
      name: "Tavernier Trailhead",
      category: "hiking-area",
      region: "keys",
      city: "Tavernier",
      lat: 25.01,
      lng: -80.52,
    }),
    placeRow({
      name: "Islamorada Green",
      category: "park",
      region: "keys",
      city: "Islamorada",
      lat: 24.92,
      lng: -80.63,
    }),
  ];
  for (const row of rows) await insertLocation(db, row);
});

const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name);

describe("a radius search", () => {
  it("lists the places without coordinates whose town's centre is inside it, after the measured ones, by that distance, marked approximate", async () => {
    const page = await findLocations(await getDb(), { near: FLEMING_ISLAND, radius: 25 });
    expect(names(page).slice(0, 3)).toEqual(["Doctors Lake Run", "Black Creek Yard", "Arlington Bluff"]);
    expect(names(page)[3]).toBe("Kingsley Green");
    expect(names(page).slice(4).sort()).toEqual(["Riverside Lawn", "San Marco Square", "Springfield Commons"]);
    expect(page.total).toBe(7);
    expect(page.approximate).toBe(4);
    expect(page.items.map((p) => p.distanceApproximate)).toEqual([false, false, false, true, true, true, true]);
    expect(page.items[3]!.distanceMiles).toBeCloseTo(4.9, 0);
    expect(page.items[4]!.distanceMiles).toBeCloseTo(16.7, 0);
    for (const group of [page.items.slice(0, 3), page.items.slice(3)]) {
      const miles = group.map((p) => p.distanceMiles!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
  });

  it("says how many places it could not measure at all", async () => {
    const db = await getDb();
    expect((await findLocations(db, { near: FLEMING_ISLAND, radius: 25 })).unplaceable).toBe(2);
    const ten = await findLocations(db, { near: FLEMING_ISLAND, radius: 10 });
    expect(names(ten)).toEqual(["Doctors Lake Run", "Black Creek Yard", "Kingsley Green"]);
    expect(ten.unplaceable).toBe(2);
    // The count follows the other filters: no hiking area lacks a town.
    expect(
      (await findLocations(db, { near: FLEMING_ISLAND, radius: 25, categories: ["hiking-area"] })).unplaceable,
    ).toBe(0);
    // Without a radius nothing is left out, so nothing is counted.
    expect((await findLocations(db, { near: FLEMING_ISLAND })).unplaceable).toBeUndefined();
  });

  it("knows a town whose name others share by its county", async () => {
    const page = await findLocations(await getDb(), { near: zipCentre("33317")!, radius: 5 });
    expect(names(page)).toEqual(["Plantation Paws"]);
    expect(page.items[0]!.distanceApproximate).toBe(true);
  });

  it("never stores the approximation as the place's position", async () => {
    const db = await getDb();
    await findLocations(db, { near: FLEMING_ISLAND, radius: 25 });
    const [row] = await db.select().from(locations).where(eq(locations.name, "Kingsley Green"));
    expect(row).toMatchObject({ lat: null, lng: null });
  });

  it("reaches the page: the list and the count through Explore", async () => {
    const data = await exploreData<{
      items: { name: string; distanceApproximate?: boolean }[];
      unplaceable: number;
      sort: string;
    }>("?near=32003&radius=25");
    expect(data.sort).toBe("distance");
    expect(data.unplaceable).toBe(2);
    expect(data.items.find((p) => p.name === "Kingsley Green")?.distanceApproximate).toBe(true);
  });
});

describe("a town without places", () => {
  it("answers with the places nearest its centre, saying so", async () => {
    const data = await exploreData<{
      total: number;
      nearest: { town: string; items: { name: string; distanceMiles: number }[] } | null;
    }>("?search=Key+Largo");
    expect(data.total).toBe(0);
    expect(data.nearest?.town).toBe("Key Largo");
    expect(data.nearest?.items.map((p) => p.name).slice(0, 2)).toEqual(["Tavernier Trailhead", "Islamorada Green"]);
    expect(data.nearest?.items[0]!.distanceMiles).toBeCloseTo(7, 0);
  });

  it("keeps the search's other words: the nearest hiking areas to Key Largo", async () => {
    const data = await exploreData<{ nearest: { items: { name: string }[] } | null }>("?search=Key+Largo+trails");
    expect(data.nearest?.items.map((p) => p.name)).toEqual(["Tavernier Trailhead"]);
  });
});
