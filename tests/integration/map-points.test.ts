import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabaseTo } from "../db";
import { parseLocationFilters } from "~/lib/filters";
import { findLocations } from "~/server/queries/locations.server";
import { findMapPoints } from "~/server/queries/map-points.server";
import type { NewLocation } from "~/server/infra/schema.server";

// Seven places: some without coordinates, one closed, over two regions, so that every count differs.
const PLACES: NewLocation[] = [
  {
    slug: "tampa-beach",
    name: "Tampa Beach",
    category: "dog-beach",
    region: "central",
    city: "Tampa",
    leashPolicy: "off-leash",
    fees: "free",
    lat: 27.95,
    lng: -82.46,
  },
  {
    slug: "orlando-park",
    name: "Orlando Park",
    category: "dog-park",
    region: "central",
    city: "Orlando",
    leashPolicy: "on-leash",
    fees: "paid",
    lat: 28.54,
    lng: -81.38,
  },
  {
    slug: "lakeland-park",
    name: "Lakeland Park",
    category: "city-park",
    region: "central",
    city: "Lakeland",
    leashPolicy: "off-leash",
    fees: "free",
    lat: null,
    lng: null,
  },
  {
    slug: "half-placed-trail",
    name: "Half Placed Trail",
    category: "hiking-area",
    region: "central",
    city: "Ocala",
    leashPolicy: "on-leash",
    fees: "free",
    lat: 29.19,
    lng: null,
  },
  {
    slug: "closed-beach",
    name: "Closed Beach",
    category: "beach",
    region: "central",
    city: "Clearwater",
    leashPolicy: "off-leash",
    fees: "free",
    lat: 27.97,
    lng: -82.8,
    status: "closed",
  },
  {
    slug: "miami-park",
    name: "Miami Park",
    category: "dog-park",
    region: "south",
    city: "Miami",
    leashPolicy: "off-leash",
    fees: "free",
    lat: 25.77,
    lng: -80.19,
  },
  {
    slug: "naples-market",
    name: "Naples Market",
    category: "farmers-market",
    region: "south",
    city: "Naples",
    leashPolicy: "on-leash",
    fees: "free",
    lat: null,
    lng: null,
  },
];

const names = (points: { name: string }[]) => points.map((p) => p.name);

describe("findMapPoints", () => {
  beforeAll(() => resetDatabaseTo(PLACES));

  it("answers every open place with coordinates, by name, and counts those without", async () => {
    const map = await findMapPoints(await getDb());
    expect(names(map.points)).toEqual(["Miami Park", "Orlando Park", "Tampa Beach"]);
    expect(map.withCoordinates).toBe(3);
    expect(map.withoutCoordinates).toBe(3);
    expect(map.points[0]).toEqual({
      id: expect.any(String),
      slug: "miami-park",
      name: "Miami Park",
      category: "dog-park",
      lat: 25.77,
      lng: -80.19,
      leashPolicy: "off-leash",
    });
  });

  it("matches exactly the places of the list with the same filters, not one page of them", async () => {
    const db = await getDb();
    for (const query of ["region=central", "leash=off-leash", "fees=free&region=south", "search=park", "region=keys"]) {
      const filters = parseLocationFilters(new URLSearchParams(query));
      const list = await findLocations(db, { ...filters, pageSize: 1 });
      const map = await findMapPoints(db, filters);
      expect(map.withCoordinates + map.withoutCoordinates, query).toBe(list.total);
      const all = await findLocations(db, { ...filters, pageSize: 100 });
      const placed = all.items.filter((p) => p.lat !== null && p.lng !== null).map((p) => p.slug);
      expect(map.points.map((p) => p.slug).sort(), query).toEqual(placed.sort());
    }
    const central = await findMapPoints(db, { regions: ["central"] });
    expect(names(central.points)).toEqual(["Orlando Park", "Tampa Beach"]);
    expect(central.withoutCoordinates).toBe(2);
    const markets = await findMapPoints(db, { categories: ["farmers-market"] });
    expect(markets).toEqual({ points: [], withCoordinates: 0, withoutCoordinates: 1 });
  });
});
