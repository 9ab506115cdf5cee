// The search box, distances and city membership on a small directory with known coordinates.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { cityPageBySlug } from "~/lib/city-pages";
import { zipCentre, resolveNear } from "~/server/reference/geo.server";
import { countByCategory, findLocations } from "~/server/queries/locations.server";
import { distanceToPlace } from "~/server/queries/distance.server";
import { findSuggestions } from "~/server/queries/search.server";
import { locations, type NewLocation } from "~/server/infra/schema.server";
import { loader as areaLoader } from "~/routes/public/area";
import { loader as exploreLoader } from "~/routes/public/explore";
import { routeContext } from "../fixtures/context";

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
// Miami's centre as GeoNames gives it (app/server/reference/geo/city-centres.json).
const MIAMI = { lat: 25.77427, lng: -80.19366 };

const PLACES: NewLocation[] = [
  {
    slug: "jupiter-dog-beach",
    name: "Jupiter Dog Beach",
    category: "dog-beach",
    region: "south",
    city: "Jupiter",
    county: "Palm Beach",
    lat: 26.89625,
    lng: -80.057834,
    leashPolicy: "off-leash",
    fees: "free",
    createdAt: day(1),
  },
  {
    // No city: only its distance puts it on the Miami page (about 9.9 miles from the centre).
    slug: "haulover-park-dog-beach",
    name: "Haulover Park Dog Beach",
    category: "dog-beach",
    region: "south",
    city: null,
    county: "Miami-Dade",
    lat: 25.902614,
    lng: -80.121949,
    leashPolicy: "off-leash",
    fees: "paid",
    createdAt: day(2),
  },
  {
    slug: "bayfront-bark-park",
    name: "Bayfront Bark Park",
    category: "dog-park",
    region: "south",
    city: "Miami",
    county: "Miami-Dade",
    lat: 25.78,
    lng: -80.19,
    leashPolicy: "off-leash",
    fees: "free",
    createdAt: day(3),
  },
  {
    // About 29.5 miles north of Miami's centre.
    slug: "lauderdale-run",
    name: "Lauderdale Run",
    category: "dog-park",
    region: "south",
    city: "Fort Lauderdale",
    county: "Broward",
    lat: 26.2,
    lng: -80.15,
    leashPolicy: "on-leash",
    fees: "free",
    createdAt: day(4),
  },
  {
    slug: "south-pointe-paws",
    name: "South Pointe Paws",
    category: "park",
    region: "south",
    city: "Miami Beach",
    county: "Miami-Dade",
    zip: "33139",
    leashPolicy: "on-leash",
    createdAt: day(5),
  },
  {
    slug: "north-shore-dog-park",
    name: "North Shore Dog Park",
    category: "dog-park",
    region: "central",
    city: "St. Petersburg",
    county: "Pinellas",
    leashPolicy: "off-leash-designated-areas",
    createdAt: day(6),
  },
  {
    slug: "harbor-sands",
    name: "Harbor Sands",
    category: "beach",
    region: "south",
    city: "Port Charlotte",
    county: "Charlotte",
    leashPolicy: "on-leash",
    fees: "paid",
    createdAt: day(7),
  },
  {
    slug: "hanna-woods",
    name: "Hanna Woods",
    category: "park",
    region: "north",
    city: "Jacksonville",
    county: "Duval",
    leashPolicy: "on-leash-designated-areas",
    createdAt: day(8),
  },
  {
    slug: "riverside-saturday-market",
    name: "Riverside Saturday Market",
    category: "farmers-market",
    region: "north",
    city: "Jacksonville",
    county: "Duval",
    createdAt: day(9),
  },
  {
    slug: "cypress-hollow",
    name: "Cypress Hollow",
    category: "nature-preserve",
    region: "central",
    city: "Ocala",
    county: "Marion",
    createdAt: day(10),
  },
  {
    slug: "pine-ridge-path",
    name: "Pine Ridge Path",
    category: "hiking-area",
    region: "north",
    city: "Tallahassee",
    county: "Leon",
    description: "Sandy loop through longleaf pines with a splash pad at the trailhead.",
    createdAt: day(11),
  },
  // Relevance: the exact name, a name word, the city, the description.
  { slug: "sunrise", name: "Sunrise", category: "dog-park", region: "south", city: "Davie", createdAt: day(12) },
  {
    slug: "sunrise-lake-dog-park",
    name: "Sunrise Lake Dog Park",
    category: "dog-park",
    region: "south",
    city: "Weston",
    createdAt: day(13),
  },
  {
    slug: "markham-run",
    name: "Markham Run",
    category: "dog-park",
    region: "south",
    city: "Sunrise",
    createdAt: day(14),
  },
  {
    slug: "early-bird-field",
    name: "Early Bird Field",
    category: "dog-park",
    region: "south",
    city: "Plantation",
    description: "Quietest at sunrise, before the joggers arrive.",
    createdAt: day(15),
  },
];

const slugs = (page: { items: { slug: string }[] }) => page.items.map((p) => p.slug);
const sorted = (page: { items: { slug: string }[] }) => slugs(page).sort();

async function search(text: string) {
  return findLocations(await getDb(), { search: text });
}

beforeAll(async () => {
  const db = await resetDatabase();
  await db.insert(locations).values(PLACES);
});

describe("distance", () => {
  it("orders by distance from a point, with the places without coordinates after them", async () => {
    const page = await findLocations(await getDb(), { near: MIAMI });
    expect(slugs(page).slice(0, 4)).toEqual([
      "bayfront-bark-park",
      "haulover-park-dog-beach",
      "lauderdale-run",
      "jupiter-dog-beach",
    ]);
    expect(page.total).toBe(PLACES.length);
    const miles = page.items.map((p) => p.distanceMiles);
    expect(miles[1]).toBeCloseTo(9.9, 1);
    expect(miles[2]).toBeCloseTo(29.5, 0);
    expect(miles.slice(4).every((m) => m === null)).toBe(true);
  });

  it("keeps the places within the radius, and those without coordinates whose town's centre is inside it", async () => {
    const db = await getDb();
    // South Pointe Paws has no coordinates; Miami Beach's centre is about 4 miles from Miami's.
    const five = await findLocations(db, { near: MIAMI, radius: 5 });
    expect(slugs(five)).toEqual(["bayfront-bark-park", "south-pointe-paws"]);
    expect(five.items.map((p) => p.distanceApproximate)).toEqual([false, true]);
    expect(five.items[1]!.distanceMiles).toBeCloseTo(4.1, 0);
    // Davie's centre is about 20 miles away: Sunrise (no coordinates) joins at 25 miles.
    // The places measured to their own position first, then those placed by their town.
    expect(slugs(await findLocations(db, { near: MIAMI, radius: 25 }))).toEqual([
      "bayfront-bark-park",
      "haulover-park-dog-beach",
      "south-pointe-paws",
      "sunrise",
    ]);
    const fifty = await findLocations(db, { near: MIAMI, radius: 50 });
    expect(slugs(fifty)).toContain("lauderdale-run");
    expect(fifty.items.every((p) => p.distanceApproximate === (p.lat == null))).toBe(true);
    const measured = fifty.items.filter((p) => !p.distanceApproximate);
    expect(fifty.items.slice(0, measured.length)).toEqual(measured);
    for (const group of [measured, fifty.items.slice(measured.length)]) {
      const miles = group.map((p) => p.distanceMiles!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
  });

  it("measures from a ZIP code's centre", async () => {
    const centre = zipCentre("33139");
    expect(centre?.lat).toBeCloseTo(25.78, 1);
    expect(centre?.lng).toBeCloseTo(-80.15, 1);
    expect(resolveNear("33139")).toMatchObject({ label: "ZIP 33139", point: centre });
    const page = await findLocations(await getDb(), { near: centre!, radius: 10 });
    expect(slugs(page)).toEqual(["bayfront-bark-park", "haulover-park-dog-beach", "south-pointe-paws"]);
    expect(page.items[0]!.distanceMiles).toBeCloseTo(2.4, 0);
  });

  it("says why when the ZIP code is unknown or the near value is not a place", async () => {
    expect(zipCentre("99999")).toBeNull();
    expect(resolveNear("99999")).toEqual({ error: expect.stringContaining("99999 is not a Florida ZIP code") });
    expect(resolveNear("somewhere")).toEqual({ error: expect.stringContaining("5-digit Florida ZIP code") });
    expect(resolveNear("95.1,-80.2")).toHaveProperty("error");

    const response = await exploreLoader({
      request: new Request("http://localhost/explore?near=99999"),
      params: {},
      context: routeContext(),
    } as never);
    const { data, init } = response as unknown as {
      data: { nearError: string | null; total: number };
      init: ResponseInit;
    };
    expect(init.status).toBe(200);
    expect(data.nearError).toMatch(/99999 is not a Florida ZIP code/);
    expect(data.total).toBe(PLACES.length);
  });

  it("gives a place's distance from a point", async () => {
    const db = await getDb();
    const [bayfront] = (await findLocations(db, { search: "bayfront" })).items;
    expect(await distanceToPlace(db, bayfront!.id, MIAMI)).toBeCloseTo(0.46, 2);
    const [shore] = (await findLocations(db, { search: "north shore" })).items;
    expect(await distanceToPlace(db, shore!.id, MIAMI)).toBeNull();
  });
});

describe("search", () => {
  it("finds names, cities, counties, ZIP codes and words of the description", async () => {
    expect(slugs(await search("bayfront"))).toEqual(["bayfront-bark-park"]);
    expect(sorted(await search("jacksonville"))).toEqual(["hanna-woods", "riverside-saturday-market"]);
    expect(sorted(await search("Miami-Dade"))).toEqual([
      "bayfront-bark-park",
      "haulover-park-dog-beach",
      "south-pointe-paws",
    ]);
    expect(slugs(await search("splash pad"))).toEqual(["pine-ridge-path"]);
    // A ZIP code: the places with it, and those within ten miles of its centre.
    expect(sorted(await search("33139"))).toEqual([
      "bayfront-bark-park",
      "haulover-park-dog-beach",
      "south-pointe-paws",
    ]);
  });

  it("forgives typos", async () => {
    expect(slugs(await search("jupitor dog beach"))[0]).toBe("jupiter-dog-beach");
    expect(slugs(await search("jupitor"))[0]).toBe("jupiter-dog-beach");
    expect(slugs(await search("jacksonvile"))).toContain("hanna-woods");
  });

  it("reads abbreviations both ways", async () => {
    expect(slugs(await search("ft lauderdale"))).toEqual(["lauderdale-run"]);
    expect(slugs(await search("fort lauderdale"))).toEqual(["lauderdale-run"]);
    expect(slugs(await search("st pete"))).toEqual(["north-shore-dog-park"]);
    expect(slugs(await search("st. petersburg"))).toEqual(["north-shore-dog-park"]);
    expect(slugs(await search("saint petersburg"))).toEqual(["north-shore-dog-park"]);
    expect(slugs(await search("pt charlotte"))).toEqual(["harbor-sands"]);
    expect(sorted(await search("jax"))).toEqual(["hanna-woods", "riverside-saturday-market"]);
  });

  it("turns category, leash and fee words into filters", async () => {
    expect(sorted(await search("beaches"))).toEqual(["harbor-sands", "haulover-park-dog-beach", "jupiter-dog-beach"]);
    expect(sorted(await search("beach"))).toEqual(["harbor-sands", "haulover-park-dog-beach", "jupiter-dog-beach"]);
    expect(sorted(await search("dog park jacksonville"))).toEqual([]);
    expect(sorted(await search("trail"))).toEqual(["pine-ridge-path"]);
    expect(sorted(await search("hike"))).toEqual(["pine-ridge-path"]);
    expect(sorted(await search("market"))).toEqual(["riverside-saturday-market"]);
    expect(sorted(await search("preserve"))).toEqual(["cypress-hollow"]);
    expect(sorted(await search("off leash beaches"))).toEqual(["haulover-park-dog-beach", "jupiter-dog-beach"]);
    expect(sorted(await search("unleashed miami"))).toEqual(["bayfront-bark-park", "haulover-park-dog-beach"]);
    expect(sorted(await search("leashed jax"))).toEqual(["hanna-woods"]);
    expect(sorted(await search("free beach"))).toEqual(["jupiter-dog-beach"]);
    const dogParks = await search("dog park");
    expect(dogParks.items.every((p) => p.category === "dog-park")).toBe(true);
    expect(dogParks.total).toBe(7);
  });

  it("follows the home page's chips: every beach category, and off-leash places that are not beaches", async () => {
    expect(sorted(await search("dog beaches"))).toEqual([
      "harbor-sands",
      "haulover-park-dog-beach",
      "jupiter-dog-beach",
    ]);
    expect(sorted(await search("off-leash parks"))).toEqual(["bayfront-bark-park", "north-shore-dog-park"]);
  });

  it("ranks the exact name first, then names, then city or county, then descriptions", async () => {
    expect(slugs(await search("sunrise"))).toEqual([
      "sunrise",
      "sunrise-lake-dog-park",
      "markham-run",
      "early-bird-field",
    ]);
  });

  it("uses the chosen sort over relevance", async () => {
    const page = await findLocations(await getDb(), { search: "sunrise", sort: "name" });
    expect(slugs(page)).toEqual(["early-bird-field", "markham-run", "sunrise", "sunrise-lake-dog-park"]);
  });

  it("suggests places and cities, at most eight", async () => {
    const db = await getDb();
    const suggestions = await findSuggestions(db, "jupitor");
    expect(suggestions[0]).toEqual({
      kind: "place",
      label: "Jupiter Dog Beach",
      detail: "Jupiter",
      href: "/beaches/jupiter-dog-beach",
    });
    expect(suggestions).toContainEqual({
      kind: "city",
      label: "Jupiter",
      places: 1,
      href: "/explore?search=Jupiter",
    });
    expect(await findSuggestions(db, "miami")).toContainEqual(
      expect.objectContaining({ kind: "city", label: "Miami", href: "/city/miami" }),
    );
    expect((await findSuggestions(db, "dog park")).length).toBeLessThanOrEqual(8);
    expect(await findSuggestions(db, "j")).toEqual([]);
  });
});

describe("city pages", () => {
  it("count a place whose city has the name or that lies within 15 miles of the centre", async () => {
    const miami = cityPageBySlug("miami")!;
    const data = (await areaLoader({
      request: new Request("http://localhost/city/miami"),
      params: { city: "miami" },
      context: routeContext(),
    } as never)) as { places: { slug: string }[]; total: number };
    expect(data.places.map((p) => p.slug).sort()).toEqual([
      "bayfront-bark-park",
      "haulover-park-dog-beach",
      "south-pointe-paws",
    ]);
    const counts = await countByCategory(await getDb(), {
      cityArea: { name: miami.name, centre: MIAMI, miles: 15 },
    });
    expect(counts).toEqual({ "dog-park": 1, "dog-beach": 1, park: 1 });
  });
});

describe("a failed list", () => {
  it("keeps the page: the list answers 500 with SPEC's message, and the same address works again", async () => {
    const db = await getDb();
    const load = () =>
      exploreLoader({
        request: new Request("http://localhost/explore"),
        params: {},
        context: routeContext(),
      } as never) as unknown as Promise<{
        data: { error: string | null; items: unknown[]; search: string };
        init: ResponseInit;
      }>;
    await db.execute(sql`alter table locations rename to locations_away`);
    try {
      const failed = await load();
      expect(failed.init.status).toBe(500);
      expect(failed.data.error).toBe("Failed to fetch locations");
      expect(failed.data.items).toEqual([]);
    } finally {
      await db.execute(sql`alter table locations_away rename to locations`);
    }
    const retried = await load();
    expect(retried.init.status).toBe(200);
    expect(retried.data.error).toBeNull();
    expect(retried.data.items.length).toBeGreaterThan(0);
  });
});
