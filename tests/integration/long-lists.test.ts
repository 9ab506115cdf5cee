// Lists longer than a count goes (COUNT_LIMIT): what they say of their length, and that their pages
// still hold every place once, in the list's order, whatever the order and however places tie.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { PAGE_SIZE } from "~/lib/filters";
import { COUNT_LIMIT, foundLine, pageOfLine } from "~/lib/list-counts";
import { bayesianScore } from "~/lib/reviews";
import { locationsFound } from "~/components/area-places";
import { sql } from "drizzle-orm";
import { findLocations } from "~/server/queries/locations.server";
import { prepareSearch } from "~/server/queries/search.server";
import { forgetWordStatistics } from "~/server/queries/search-frequency.server";
import { locations, type NewLocation } from "~/server/infra/schema.server";
import { loader as regionLoader } from "~/routes/public/area";
import { routeContext } from "../fixtures/context";
import { EARLY_BIRD_FIELD, exploreData as explore, slugs } from "./search-fixtures";

// 1,030 trails in three batches of one creation time each, ten names among them: many places tie on
// their date and name, and only their id tells them apart.
const TRAILS = 1030;
const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const trail = (i: number): NewLocation => ({
  slug: `trail-${i}`,
  name: `Paw Trail ${i % 10}`,
  category: "hiking-area",
  region: "north",
  city: "Gainesville",
  county: "Alachua",
  // Four published reviews each (so the score follows the average), or none.
  ...(i % 7 === 0
    ? { reviewCount: 0, reviewAverage: null, reviewScore: null }
    : { reviewCount: 4, reviewAverage: (i % 6) * 0.5 + 2, reviewScore: bayesianScore(4, ((i % 6) * 0.5 + 2) * 4) }),
  createdAt: day(1 + Math.floor(i / 400)),
});

// A search's groups, one place each: the exact name, a word of the name, the town, the description.
const SUNRISE: NewLocation[] = [
  { slug: "sunrise", name: "Sunrise", category: "dog-park", region: "south", city: "Davie", createdAt: day(12) },
  { slug: "sunrise-lake", name: "Sunrise Lake", category: "dog-park", region: "south", city: "Weston" },
  { slug: "markham-run", name: "Markham Run", category: "dog-park", region: "south", city: "Sunrise" },
  { slug: "tamarac-run", name: "Tamarac Run", category: "dog-park", region: "south", city: "Sunrise" },
  EARLY_BIRD_FIELD,
];

beforeAll(async () => {
  const db = await resetDatabase();
  for (let i = 0; i < TRAILS; i += 500) {
    await db.insert(locations).values(Array.from({ length: Math.min(500, TRAILS - i) }, (_, j) => trail(i + j)));
  }
  await db.insert(locations).values(SUNRISE);
});

describe("a list longer than the count goes", () => {
  it("says it has more than 1,000 places, and more pages than it counted", async () => {
    const list = await explore("");
    expect(list).toMatchObject({ total: COUNT_LIMIT, more: true, page: 1, pageCount: 42 });
    expect(foundLine(list.total, list.more)).toBe("More than 1,000 locations found");
    expect(pageOfLine(list.page, list.pageCount, list.more)).toBe("Page 1 of 42 or more");
    expect(list.items).toHaveLength(PAGE_SIZE);
  });

  it("counts exactly on its last pages, and answers a page past the end with the last", async () => {
    const places = TRAILS + SUNRISE.length;
    const last = Math.ceil(places / PAGE_SIZE);
    const beforeLast = await explore(`?page=${last - 1}`);
    expect(beforeLast).toMatchObject({ page: last - 1, more: true, pageCount: last });
    const lastPage = await explore(`?page=${last}`);
    expect(lastPage).toMatchObject({ page: last, total: places, more: false, pageCount: last });
    expect(lastPage.items).toHaveLength(places - (last - 1) * PAGE_SIZE);
    const beyond = await explore("?page=99");
    expect(beyond).toMatchObject({ page: last, total: places, more: false });
    expect(slugs(beyond)).toEqual(slugs(lastPage));
  });

  it("says the same on a region's page", async () => {
    const response = await regionLoader({
      request: new Request("http://localhost/region/north-florida"),
      params: { region: "north-florida" },
      context: routeContext(),
    } as never);
    const { total, more } = response as unknown as { total: number; more: boolean };
    expect(locationsFound(total, more)).toBe("More than 1,000 Locations Found");
  });

  it("shows every place once over its pages, newest first, places of one date and name by id", async () => {
    const db = await getDb();
    const seen: string[] = [];
    const pageSize = 100;
    for (let page = 1; page <= Math.ceil((TRAILS + SUNRISE.length) / pageSize); page++) {
      seen.push(...slugs(await findLocations(db, { categories: ["hiking-area"], pageSize, page })));
    }
    expect(seen).toHaveLength(TRAILS);
    expect(new Set(seen).size).toBe(TRAILS);
    const rows = await db.select({ slug: locations.slug, id: locations.id, name: locations.name }).from(locations);
    const byslug = new Map(rows.map((r) => [r.slug, r]));
    const index = (slug: string) => Number(slug.slice("trail-".length));
    const expected = [...seen].sort((a, b) => {
      const [x, y] = [trail(index(a)), trail(index(b))];
      return (
        y.createdAt!.getTime() - x.createdAt!.getTime() ||
        (x.name < y.name ? -1 : x.name > y.name ? 1 : 0) ||
        (byslug.get(a)!.id < byslug.get(b)!.id ? -1 : 1)
      );
    });
    expect(seen).toEqual(expected);
  });

  it("gives the third page by rating as the places ranked 49th to 72nd, the unrated last", async () => {
    const db = await getDb();
    const all = await findLocations(db, { categories: ["hiking-area"], sort: "rating", pageSize: 2000 });
    expect(all).toMatchObject({ total: TRAILS, more: false });
    const ratings = all.items.map((p) => p.reviewAverage ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const third = await findLocations(db, { categories: ["hiking-area"], sort: "rating", page: 3 });
    expect(slugs(third)).toEqual(slugs(all).slice(2 * PAGE_SIZE, 3 * PAGE_SIZE));
  });
});

describe("a search's pages", () => {
  it("rank the exact name, then names, then towns, then descriptions, one place a page as on one page", async () => {
    const db = await getDb();
    const whole = slugs(await findLocations(db, { search: "sunrise" }));
    expect(whole).toEqual(["sunrise", "sunrise-lake", "markham-run", "tamarac-run", "early-bird-field"]);
    const onePerPage: string[] = [];
    for (let page = 1; page <= whole.length; page++) {
      onePerPage.push(...slugs(await findLocations(db, { search: "sunrise", pageSize: 1, page })));
    }
    expect(onePerPage).toEqual(whole);
    const twoPerPage = await findLocations(db, { search: "sunrise", pageSize: 2, page: 2 });
    expect(twoPerPage).toMatchObject({ total: whole.length, more: false, pageCount: 3 });
    expect(slugs(twoPerPage)).toEqual(whole.slice(2, 4));
  });

  it("count a search's matches up to the same bound", async () => {
    const list = await explore("?search=paw%20trail");
    expect(list).toMatchObject({ total: COUNT_LIMIT, more: true });
  });
});

describe("a search for words most places hold", () => {
  beforeAll(async () => {
    // The statistics a running database keeps (autovacuum): they mark "paw" and "trail" as common.
    const db = await getDb();
    await db.execute(sql`analyze locations`);
    forgetWordStatistics(db);
  });

  it("reads the places in turn, and lists and counts what the index would find", async () => {
    const db = await getDb();
    expect((await prepareSearch(db, "paw trail")).common).toEqual({ document: true, name: true });
    expect((await prepareSearch(db, "sunrise")).common).toEqual({ document: false, name: false });
    expect((await prepareSearch(db, "gainesville")).common).toEqual({ document: true, name: false });

    const first = await findLocations(db, { search: "paw trail" });
    expect(first).toMatchObject({ total: COUNT_LIMIT, more: true });
    expect(first.items.map((p) => p.name).every((name) => name.startsWith("Paw Trail"))).toBe(true);
    const second = await findLocations(db, { search: "paw trail", page: 2 });
    expect(second.items).toHaveLength(PAGE_SIZE);
    expect(slugs(second).filter((slug) => slugs(first).includes(slug))).toEqual([]);
    // The other conditions still hold: no trail is in the south, and the town's places are all counted.
    expect(await findLocations(db, { search: "paw trail", regions: ["south"] })).toMatchObject({ total: 0 });
    expect(await findLocations(db, { search: "gainesville", regions: ["north"] })).toMatchObject({
      total: COUNT_LIMIT,
      more: true,
    });
    // A rare word beside them is still found through the index, in its order.
    expect(slugs(await findLocations(db, { search: "sunrise" }))).toEqual([
      "sunrise",
      "sunrise-lake",
      "markham-run",
      "tamarac-run",
      "early-bird-field",
    ]);
  });
});
