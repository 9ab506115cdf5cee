import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { callRoute, siteRequest, type RouteHandler } from "../fixtures/sessions";
import { parseLocationFilters } from "~/lib/filters";
import { loader as categoryLoader } from "~/routes/public/category";
import { loader as exploreLoader } from "~/routes/public/explore";
import { pageCacheKey } from "../fixtures/routes";
import { countByCategory, findLocations } from "~/server/queries/locations.server";
import { findMapPoints } from "~/server/queries/map-points.server";
import { locations } from "~/server/infra/schema.server";
import { seedDemoData } from "~/server/domain/seed.server";

const filters = (query: string) => parseLocationFilters(new URLSearchParams(query));
const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name).sort();

type ListData = { total: number; unapplied: string[] };

/** What a list's loader answers for `path`, as the server would call it. */
async function listAt(loader: RouteHandler, path: string) {
  return (await callRoute(loader, siteRequest(path))).body as ListData;
}

describe("the fenced and small-dog-area filters", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await db
      .insert(locations)
      .values(
        [
          placeRow({ name: "Fenced Small Dogs Park", category: "dog-park", fenced: "yes", smallDogArea: "yes" }),
          placeRow({ name: "Fenced Only Park", category: "dog-park", fenced: "yes", smallDogArea: "no" }),
          placeRow({ name: "Open Field Park", category: "dog-park", fenced: "no", smallDogArea: null }),
          placeRow({ name: "Unknown Fence Beach", category: "dog-beach", fenced: null, smallDogArea: null }),
          placeRow({ name: "Fenced Dog Beach", category: "dog-beach", fenced: "yes", lat: 27.9, lng: -82.5 }),
          placeRow({ name: "Closed Fenced Park", category: "dog-park", fenced: "yes", status: "closed" }),
        ].map((p, i) => ({ ...p, slug: `dog-area-${i}` })),
      );
  });

  it("lists only the places a source says are fenced, or have a small-dog area, or both", async () => {
    const db = await getDb();
    expect(names(await findLocations(db, filters("feature=fenced")))).toEqual([
      "Fenced Dog Beach",
      "Fenced Only Park",
      "Fenced Small Dogs Park",
    ]);
    expect(names(await findLocations(db, filters("feature=small-dog-area")))).toEqual(["Fenced Small Dogs Park"]);
    expect(names(await findLocations(db, filters("feature=fenced&feature=small-dog-area")))).toEqual([
      "Fenced Small Dogs Park",
    ]);
    expect((await findLocations(db, filters("feature=fenced"))).total).toBe(3);
  });

  it("narrows the map and the category counts alike", async () => {
    const db = await getDb();
    const map = await findMapPoints(db, filters("feature=fenced"));
    expect(map.points.map((p) => p.name)).toEqual(["Fenced Dog Beach"]);
    const counts = await countByCategory(db, filters("feature=fenced"));
    expect(counts["dog-park"]).toBe(2);
    expect(counts["dog-beach"]).toBe(1);
  });

  it("applies on Explore and on the category lists, parks included, from the address", async () => {
    const explore = await listAt(exploreLoader, "/explore?feature=small-dog-area");
    expect(explore.total).toBe(1);
    expect(explore.unapplied).toEqual([]);
    const parks = await listAt(categoryLoader, "/parks?feature=fenced");
    expect(parks.total).toBe(2);
    expect(parks.unapplied).toEqual([]);
    const beaches = await listAt(categoryLoader, "/beaches?feature=fenced");
    expect(beaches.total).toBe(1);
  });

  it("is kept by the page cache under its own address", () => {
    expect(pageCacheKey("/explore", "?feature=fenced")).toBe("/explore?feature=fenced");
    expect(pageCacheKey("/parks", "?feature=fenced&feature=small-dog-area")).toBe(
      "/parks?feature=fenced&feature=small-dog-area",
    );
    expect(pageCacheKey("/explore", "?feature=moat")).toBeNull();
  });
});

describe("the demo places", () => {
  it("include fenced places and places with a small-dog area to find", async () => {
    const db = await resetDatabase();
    await seedDemoData(db);
    // 54 demo places are fenced, one of them closed for good (left out of every list); 30 have a small-dog area.
    expect((await findLocations(db, filters("feature=fenced"))).total).toBe(53);
    expect((await findLocations(db, filters("feature=small-dog-area"))).total).toBe(30);
  });
});
