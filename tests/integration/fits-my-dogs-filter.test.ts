// Fits my dogs as a list filter (decision 0052) over the demo places: the places whose known limits
// turn the dogs away are left out and counted by reason; places whose limits are silent or unread
// stay. A signed-in person's dogs filter a list whose address says nothing; `fits=off` does not.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, createSignedInUser, siteRequest } from "../fixtures/sessions";
import * as exploreRoute from "~/routes/public/explore";
import { parseLocationFilters, type LocationFilters } from "~/lib/filters";
import { seedDemoData } from "~/server/domain/seed.server";
import { saveDogs } from "~/server/queries/dogs.server";
import { findLocations } from "~/server/queries/locations.server";
import { findMapPoints } from "~/server/queries/map-points.server";

const TWO_DOG_PLACES = ["Canine Cove Dog Park", "Pooch Pines"];
const everything: LocationFilters = { pageSize: 500 };
const names = (items: { name: string }[]) => items.map((p) => p.name);

describe("fits my dogs: the list filter", () => {
  beforeAll(async () => {
    await seedDemoData(await getDb());
  });

  it("leaves out the places allowing 2 dogs per person for three dogs, and says why", async () => {
    const db = await getDb();
    const all = await findLocations(db, everything);
    const three = await findLocations(db, { ...everything, fits: { dogs: 3 } });
    expect(names(all.items)).toEqual(expect.arrayContaining([...TWO_DOG_PLACES, "Dog Beach at Pier Park"]));
    expect(names(three.items)).not.toEqual(expect.arrayContaining([TWO_DOG_PLACES[0]]));
    expect(names(three.items)).not.toContain(TWO_DOG_PLACES[1]);
    // Pier Park allows 3; a place whose limits are unread or silent is kept.
    expect(names(three.items)).toContain("Dog Beach at Pier Park");
    expect(three.total).toBe(all.total - 2);
    expect(three.leftOut).toEqual({ total: 2, more: false, reasons: [{ kind: "count", limit: 2, places: 2 }] });
    expect(all.leftOut).toBeUndefined();
  });

  it("keeps them for two dogs, and leaves out nothing", async () => {
    const two = await findLocations(await getDb(), { ...everything, fits: { dogs: 2 } });
    expect(names(two.items)).toEqual(expect.arrayContaining(TWO_DOG_PLACES));
    expect(two.leftOut).toEqual({ total: 0, more: false, reasons: [] });
  });

  it("counts a place once in the total and under each reason that turns the dogs away", async () => {
    const db = await getDb();
    const puppy = await findLocations(db, { ...everything, fits: { dogs: 3, youngestMonths: 2, inHeat: true } });
    const left = puppy.leftOut!;
    expect(left.reasons).toEqual([
      { kind: "count", limit: 2, places: 2 },
      { kind: "age", limit: 4, places: 4 },
      { kind: "heat", places: 5 },
    ]);
    expect(left.total).toBe(5);
    expect(names(puppy.items)).not.toContain("Wellington Dog Park");
    const intact = await findLocations(db, { ...everything, fits: { dogs: 1, intact: true } });
    expect(intact.leftOut?.reasons).toEqual([{ kind: "spayNeuter", places: 1 }]);
    expect(names(intact.items)).not.toContain("Citrus County Dog Park");
  });

  it("counts only the places the list's other filters keep", async () => {
    const db = await getDb();
    const beaches = await findLocations(db, { ...everything, categories: ["dog-beach"], fits: { dogs: 3 } });
    expect(beaches.leftOut).toEqual({ total: 0, more: false, reasons: [] });
  });

  it("leaves the same places off the map", async () => {
    const db = await getDb();
    const points = await findMapPoints(db, { fits: { dogs: 3 } });
    const all = await findMapPoints(db, {});
    expect(names(points.points)).not.toContain("Pooch Pines");
    expect(points.withCoordinates + points.withoutCoordinates).toBe(all.withCoordinates + all.withoutCoordinates - 2);
  });

  it("reads the address: a value it cannot read filters nothing and is named", async () => {
    const filters = parseLocationFilters(new URLSearchParams("fits=many"));
    expect(filters.fits).toBeUndefined();
    const { status, body } = await callRoute(exploreRoute.loader, siteRequest("/explore?fits=many"));
    expect(status).toBe(200);
    const data = body as { leftOut?: unknown; unapplied: string[] };
    expect(data.leftOut).toBeUndefined();
    expect(data.unapplied).toEqual(["fits=many"]);
  });

  it("filters a signed-in person's Explore by the dogs of the account until they turn it off", async () => {
    const me = await createSignedInUser(`fits-filter-${crypto.randomBytes(4).toString("hex")}@example.com`);
    await saveDogs(await getDb(), me.id, [
      { name: "Bo", permits: [] },
      { name: "Luna", permits: [] },
      { name: "Pip", permits: [] },
    ]);
    type Data = { leftOut?: { total: number }; fits: { from: string | null }; myDogs: unknown[] | null };
    const on = (await callRoute(exploreRoute.loader, siteRequest("/explore", { cookie: me.cookie }))).body as Data;
    expect(on.fits.from).toBe("account");
    expect(on.leftOut?.total).toBe(2);
    expect(on.myDogs).toHaveLength(3);
    const off = (await callRoute(exploreRoute.loader, siteRequest("/explore?fits=off", { cookie: me.cookie })))
      .body as Data;
    expect(off.leftOut).toBeUndefined();
    // A visitor who is not signed in gets the page everyone gets: nothing filtered on the server.
    const visitor = (await callRoute(exploreRoute.loader, siteRequest("/explore"))).body as Data;
    expect(visitor.fits.from).toBeNull();
    expect(visitor.leftOut).toBeUndefined();
    expect(visitor.myDogs).toBeNull();
  });
});
