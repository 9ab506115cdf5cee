// Distances on a small directory with known coordinates: the order by distance, the radius, ZIP codes
// and the near value.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { zipCentre, resolveNear } from "~/server/reference/geo.server";
import { findLocations } from "~/server/queries/locations.server";
import { distanceToPlace } from "~/server/queries/distance.server";
import { loader as exploreLoader } from "~/routes/public/explore";
import { routeContext } from "../fixtures/context";
import { directoryOfPlaces, MIAMI, PLACES, slugs } from "./search-fixtures";

beforeAll(directoryOfPlaces);

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
