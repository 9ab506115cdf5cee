import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabaseTo } from "../db";
import { findLocations } from "~/server/queries/locations.server";
import type { NewLocation } from "~/server/infra/schema.server";
import { bayesianScore } from "~/lib/reviews";

// A small directory where every filter value is present, with known creation order and ratings.
const day = (n: number) => new Date(Date.UTC(2025, 0, n));
/** The columns published reviews leave on a place: ten of them averaging `average` stars, or none. */
const rated = (average: number | null) =>
  average === null
    ? { reviewCount: 0, reviewAverage: null, reviewScore: null }
    : { reviewCount: 10, reviewAverage: average, reviewScore: bayesianScore(10, average * 10) };
const PLACES: NewLocation[] = [
  {
    slug: "sunny-dog-beach",
    name: "Sunny Dog Beach",
    category: "dog-beach",
    region: "central",
    city: "Tampa",
    leashPolicy: "off-leash",
    fees: "free",
    crowdLevel: "busy",
    amenities: ["parking", "restrooms", "showers"],
    ...rated(4.8),
    createdAt: day(1),
  },
  {
    slug: "quiet-pines-park",
    name: "Quiet Pines Park",
    category: "dog-park",
    region: "north",
    city: "Tallahassee",
    leashPolicy: "on-leash",
    fees: "paid",
    crowdLevel: "quiet",
    amenities: ["parking", "shaded"],
    ...rated(4.2),
    createdAt: day(2),
  },
  {
    slug: "bayfront-bark-park",
    name: "Bayfront Bark Park",
    category: "city-park",
    region: "south",
    city: "Miami",
    leashPolicy: "off-leash",
    fees: "free",
    crowdLevel: "moderate",
    amenities: ["restrooms"],
    ...rated(null),
    createdAt: day(3),
  },
  {
    slug: "key-largo-shore",
    name: "Key Largo Shore",
    category: "public-beach",
    region: "keys",
    city: "Key Largo",
    leashPolicy: "on-leash",
    fees: "paid",
    crowdLevel: "quiet",
    amenities: ["parking", "restrooms", "showers", "dog_wash"],
    ...rated(4.5),
    createdAt: day(4),
  },
  {
    slug: "tampa-heights-market",
    name: "Heights Farmers Market",
    category: "farmers-market",
    region: "central",
    city: "Tampa",
    leashPolicy: "on-leash",
    fees: "free",
    crowdLevel: "busy",
    amenities: [],
    ...rated(3.9),
    createdAt: day(5),
  },
  {
    slug: "percent-100-trail",
    name: "100% Wild_Trail",
    category: "hiking-area",
    region: "north",
    city: null,
    leashPolicy: "off-leash-designated-areas",
    fees: null,
    crowdLevel: null,
    amenities: ["trails", "parking"],
    ...rated(null),
    createdAt: day(6),
  },
];

const slugs = (page: { items: { slug: string }[] }) => page.items.map((p) => p.slug).sort();

describe("findLocations", () => {
  beforeAll(() => resetDatabaseTo(PLACES));

  it("lists every place, newest first, with the total", async () => {
    const page = await findLocations(await getDb());
    expect(page.total).toBe(6);
    expect(page.items.map((p) => p.slug)).toEqual([
      "percent-100-trail",
      "tampa-heights-market",
      "key-largo-shore",
      "bayfront-bark-park",
      "quiet-pines-park",
      "sunny-dog-beach",
    ]);
  });

  it("searches name or city, case-insensitively and as a part of the word", async () => {
    const db = await getDb();
    expect(slugs(await findLocations(db, { search: "BARK" }))).toEqual(["bayfront-bark-park"]);
    expect(slugs(await findLocations(db, { search: "tampa" }))).toEqual(["sunny-dog-beach", "tampa-heights-market"]);
    expect(slugs(await findLocations(db, { search: "key lar" }))).toEqual(["key-largo-shore"]);
    expect((await findLocations(db, { search: "nowhere at all" })).total).toBe(0);
  });

  it("treats % and _ in the search as plain text", async () => {
    const db = await getDb();
    expect(slugs(await findLocations(db, { search: "100%" }))).toEqual(["percent-100-trail"]);
    expect(slugs(await findLocations(db, { search: "wi_d" }))).toEqual([]);
    expect(slugs(await findLocations(db, { search: "wild_" }))).toEqual(["percent-100-trail"]);
  });

  it("filters by each choice alone", async () => {
    const db = await getDb();
    expect(slugs(await findLocations(db, { regions: ["north"] }))).toEqual(["percent-100-trail", "quiet-pines-park"]);
    expect(slugs(await findLocations(db, { categories: ["dog-beach", "public-beach"] }))).toEqual([
      "key-largo-shore",
      "sunny-dog-beach",
    ]);
    expect(slugs(await findLocations(db, { leashPolicies: ["off-leash"] }))).toEqual([
      "bayfront-bark-park",
      "sunny-dog-beach",
    ]);
    expect(slugs(await findLocations(db, { fees: ["paid"] }))).toEqual(["key-largo-shore", "quiet-pines-park"]);
    expect(slugs(await findLocations(db, { crowdLevels: ["busy"] }))).toEqual([
      "sunny-dog-beach",
      "tampa-heights-market",
    ]);
    expect(slugs(await findLocations(db, { amenities: ["shaded"] }))).toEqual(["quiet-pines-park"]);
    expect(slugs(await findLocations(db, { minRating: 4.5 }))).toEqual(["key-largo-shore", "sunny-dog-beach"]);
    expect(slugs(await findLocations(db, { city: "TALLA" }))).toEqual(["quiet-pines-park"]);
  });

  it("requires every selected amenity (AND), not any of them", async () => {
    const db = await getDb();
    expect(slugs(await findLocations(db, { amenities: ["parking"] }))).toEqual([
      "key-largo-shore",
      "percent-100-trail",
      "quiet-pines-park",
      "sunny-dog-beach",
    ]);
    expect(slugs(await findLocations(db, { amenities: ["parking", "restrooms"] }))).toEqual([
      "key-largo-shore",
      "sunny-dog-beach",
    ]);
    expect(slugs(await findLocations(db, { amenities: ["parking", "restrooms", "dog_wash"] }))).toEqual([
      "key-largo-shore",
    ]);
    expect((await findLocations(db, { amenities: ["shaded", "showers"] })).total).toBe(0);
  });

  it("combines different filters with AND and values of one filter with OR", async () => {
    const db = await getDb();
    expect(
      slugs(await findLocations(db, { regions: ["central"], fees: ["free"], crowdLevels: ["busy"], search: "beach" })),
    ).toEqual(["sunny-dog-beach"]);
    expect(slugs(await findLocations(db, { regions: ["central", "south"], leashPolicies: ["off-leash"] }))).toEqual([
      "bayfront-bark-park",
      "sunny-dog-beach",
    ]);
    expect(
      slugs(
        await findLocations(db, { categories: ["public-beach", "dog-beach"], amenities: ["dog_wash"], fees: ["paid"] }),
      ),
    ).toEqual(["key-largo-shore"]);
    expect((await findLocations(db, { regions: ["keys"], fees: ["free"] })).total).toBe(0);
  });

  it("paginates with the total of all matches and clamps pages past the end", async () => {
    const db = await getDb();
    const first = await findLocations(db, { pageSize: 4 });
    expect(first).toMatchObject({ total: 6, page: 1, pageCount: 2, pageSize: 4 });
    expect(first.items).toHaveLength(4);
    const second = await findLocations(db, { pageSize: 4, page: 2 });
    expect(second.items.map((p) => p.slug)).toEqual(["quiet-pines-park", "sunny-dog-beach"]);
    const beyond = await findLocations(db, { pageSize: 4, page: 99 });
    expect(beyond.page).toBe(2);
    const filtered = await findLocations(db, { amenities: ["parking"], pageSize: 3, page: 2 });
    expect(filtered).toMatchObject({ total: 4, pageCount: 2 });
    expect(filtered.items).toHaveLength(1);
  });

  it("sorts by newest, by rating (unrated last) and by name", async () => {
    const db = await getDb();
    const newest = await findLocations(db, { sort: "newest" });
    expect(newest.items[0]?.slug).toBe("percent-100-trail");
    const rated = await findLocations(db, { sort: "rating" });
    expect(rated.items.map((p) => p.reviewAverage)).toEqual([4.8, 4.5, 4.2, 3.9, null, null]);
    const byName = await findLocations(db, { sort: "name" });
    expect(byName.items.map((p) => p.name)).toEqual([
      "100% Wild_Trail",
      "Bayfront Bark Park",
      "Heights Farmers Market",
      "Key Largo Shore",
      "Quiet Pines Park",
      "Sunny Dog Beach",
    ]);
  });

  it("returns only the columns a card needs", async () => {
    const page = await findLocations(await getDb(), { search: "sunny" });
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(
      [
        "amenities",
        "category",
        "city",
        "county",
        "createdAt",
        "crowdLevel",
        "distanceApproximate",
        "distanceMiles",
        "dogLimits",
        "dogTimeline",
        "fees",
        "id",
        "imageUrl",
        "lat",
        "leashPolicy",
        "lng",
        "name",
        "photos",
        "region",
        "reviewAverage",
        "reviewCount",
        "slug",
        "status",
        "statusNote",
      ].sort(),
    );
  });
});
