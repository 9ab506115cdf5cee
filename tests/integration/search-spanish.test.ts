// The search box in Spanish (issue 27): each Spanish search finds the places its English counterpart
// finds, on a small directory of its own, on the database the tests run (PGlite or PostgreSQL).
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabaseTo } from "../db";
import { placeRow, uniqueSuffix } from "../factories";
import { findLocations } from "~/server/queries/locations.server";
import { findSuggestions, prepareSearch } from "~/server/queries/search.server";
import { slugify } from "~/lib/slug";

const PLACES = [
  placeRow({
    name: "Gulf Sands Dog Beach",
    category: "dog-beach",
    city: "Clearwater",
    county: "Pinellas",
    leashPolicy: "off-leash",
    fees: "free",
  }),
  placeRow({
    name: "Bayshore Beach",
    category: "beach",
    city: "Tampa",
    county: "Hillsborough",
    leashPolicy: "on-leash",
    fees: "paid",
  }),
  placeRow({
    name: "Palmetto Bark Park",
    category: "dog-park",
    city: "Tampa",
    county: "Hillsborough",
    leashPolicy: "off-leash",
    fees: "free",
  }),
  placeRow({
    name: "Riverbend Dog Run",
    category: "dog-park",
    city: "Orlando",
    county: "Orange",
    leashPolicy: "off-leash-designated-areas",
  }),
  placeRow({
    name: "Oak Hammock Park",
    category: "park",
    city: "Tampa",
    county: "Hillsborough",
    leashPolicy: "on-leash",
    description: "Outdoor showers and shaded picnic tables.",
  }),
  placeRow({
    name: "Saturday Greens Market",
    category: "farmers-market",
    city: "Gainesville",
    county: "Alachua",
    leashPolicy: "on-leash",
  }),
  placeRow({
    name: "Cypress Bend Preserve",
    category: "nature-preserve",
    city: "Ocala",
    county: "Marion",
    leashPolicy: "on-leash",
  }),
  placeRow({
    name: "Longleaf Loop",
    category: "hiking-area",
    city: "Tallahassee",
    county: "Leon",
    leashPolicy: "on-leash",
  }),
];

async function found(text: string) {
  const page = await findLocations(await getDb(), { search: text, pageSize: 50 });
  return page.items.map((p) => p.name).sort();
}

beforeAll(() => resetDatabaseTo(PLACES.map((p) => ({ ...p, slug: `${slugify(p.name)}-${uniqueSuffix()}` }))));

describe("search in Spanish", () => {
  it.each([
    ["playa para perros", "dog beach", 2],
    ["parque canino cerca de Tampa", "dog park near Tampa", 2],
    ["parques para perros", "dog parks", 2],
    ["sin correa", "off leash", 3],
    ["playas sin correa", "off leash beaches", 1],
    ["con correa", "on leash", 5],
    ["mercado agrícola", "farmers market", 1],
    ["mercado agricola", "farmers market", 1],
    ["área natural", "nature preserve", 1],
    ["area natural", "nature preserve", 1],
    ["zona de senderismo", "hiking area", 1],
    ["parque gratis", "free parks", 1],
    ["duchas", "showers", 1],
    ["parques en Tampa", "parks in Tampa", 2],
  ])("%j finds what %j finds", async (spanish, english, count) => {
    const expected = await found(english);
    expect(expected).toHaveLength(count);
    expect(await found(spanish)).toEqual(expected);
  });

  it("suggests the same places for a Spanish search as for its English counterpart", async () => {
    const db = await getDb();
    const labels = async (text: string) => (await findSuggestions(db, text)).map((s) => s.label);
    expect(await labels("parque canino tampa")).toEqual(await labels("dog park tampa"));
    expect(await labels("parque canino tampa")).toContain("Palmetto Bark Park");
  });
});

describe("suggestions on a Spanish page", () => {
  it("read Spanish words English names use too, and lead to Spanish pages", async () => {
    const db = await getDb();
    const suggestions = await findSuggestions(db, "parque tampa", "es");
    expect(suggestions).toContainEqual(
      expect.objectContaining({
        kind: "place",
        label: "Oak Hammock Park",
        href: expect.stringMatching(/^\/es\/parks\//),
      }),
    );
    expect(suggestions).toContainEqual({
      kind: "city",
      label: "Tampa",
      places: 3,
      href: expect.stringMatching(/^\/es\//),
    });
    expect(suggestions.every((s) => s.href.startsWith("/es/"))).toBe(true);
  });

  it("on a Spanish page, a Spanish word English names use is read in Spanish", async () => {
    const db = await getDb();
    const english = await findLocations(db, { search: "mercado", pageSize: 50 });
    expect(english.items).toEqual([]);
    const prepared = await prepareSearch(db, "mercado", "es");
    expect(prepared.interpreted.categories).toEqual(["farmers-market"]);
  });
});
