// Where a list looks, on the demo data: near a position or a ZIP code within a radius (the measured
// places first, then those placed only by their town, both counted), a ZIP code or "near <town>" typed
// in the search box (the same list as the near form), regional names, and the home page's Top Rated.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow, uniqueSuffix } from "../factories";
import { routeContext } from "../fixtures/context";
import { seedDemoData } from "~/server/domain/seed.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { loader as exploreLoader } from "~/routes/public/explore";
import { loader as homeLoader } from "~/routes/public/home";

const ORIGIN = "http://localhost:3000";
// Downtown Tampa, as Near me puts it in the address (3 decimals).
const DOWNTOWN_TAMPA = "27.951,-82.457";

type Explore = Awaited<ReturnType<typeof exploreLoader>>["data"];

/** Explore at `query`, or the address it redirects to. */
async function explore(query: string): Promise<Explore | { redirect: string }> {
  try {
    const result = await exploreLoader({
      request: new Request(`${ORIGIN}/explore?${query}`),
      params: {},
      context: routeContext(),
    } as never);
    return result.data;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return { redirect: thrown.headers.get("location")! };
    }
    throw thrown;
  }
}

async function list(query: string): Promise<Explore> {
  const answer = await explore(query);
  if ("redirect" in answer) throw new Error(`${query} redirects to ${answer.redirect}`);
  return answer;
}

const names = (page: Explore) => page.items.map((p) => p.name);

/** The list checked as the page shows it: the measured places nearest first, then those placed by their town. */
function expectMeasuredFirst(page: Explore) {
  const byTown = page.items.filter((p) => p.distanceApproximate);
  const measured = page.items.filter((p) => !p.distanceApproximate);
  expect(page.items).toEqual([...measured, ...byTown]);
  for (const group of [measured, byTown]) {
    const miles = group.map((p) => p.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  }
  expect(page.approximate).toBe(byTown.length);
  expect(page.total).toBe(page.items.length);
  return { measured: measured.map((p) => p.name), byTown: byTown.map((p) => p.name) };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(await getDb());
});

describe("near a place, within a radius", () => {
  it("lists the places near downtown Tampa by their measured distance before those placed by their town", async () => {
    const page = await list(`near=${DOWNTOWN_TAMPA}&radius=10`);
    const { measured, byTown } = expectMeasuredFirst(page);
    expect(measured[0]).toBe("Deputy Kotfila Memorial Dog Park");
    expect(measured[1]).toBe("Julian B. Lane Riverfront Park - Dog Park");
    expect(byTown.sort()).toEqual(["Eureka Springs Park", "West Park Dog Park"]);
    expect(page.total).toBe(11);
    expect(page.approximate).toBe(2);
  });

  it("does the same around ZIP 32801", async () => {
    const page = await list("near=32801&radius=10");
    const { measured, byTown } = expectMeasuredFirst(page);
    expect(measured).toEqual(["Constitution Green Dog Run"]);
    expect(byTown.slice(0, 3).sort()).toEqual(["Barber Dog Park", "Downey Dog Park", "Park of the Americas"]);
    expect(byTown[3]).toBe("Winter Park Farmers' Market");
    expect(page.approximate).toBe(4);
  });
});

describe("a place typed in the search box", () => {
  it("turns a ZIP code into the near form's ZIP code and radius: the same list", async () => {
    for (const zip of ["32801", "33480"]) {
      expect(await explore(`search=${zip}`)).toEqual({ redirect: `/explore?near=${zip}&radius=10` });
      const control = await list(`near=${zip}&radius=10`);
      expect(control.nearLabel).toBe(`ZIP ${zip}`);
    }
    expect(names(await list("near=32801&radius=10"))).toHaveLength(5);
    expect(names(await list("near=33480&radius=10"))).toEqual([
      "City Paws Dog Park",
      "Mary Brandon Dog Park",
      "Pooch Pines",
    ]);
    // The search's other words stay a search; a radius already chosen stays.
    expect(await explore("search=dog+parks+32801&radius=25")).toEqual({
      redirect: "/explore?search=dog+parks&radius=25&near=32801",
    });
  });

  it("measures 'near <town>' from the town's centre, within 25 miles", async () => {
    expect(await explore("search=dog+beach+near+tampa")).toEqual({
      redirect: "/explore?search=dog+beach&near=Tampa&radius=25",
    });
    const page = await list("search=dog+beach&near=Tampa&radius=25");
    expect(page.nearLabel).toBe("Tampa");
    expect(names(page)[0]).toBe("Davis Islands Dog Beach");
    expect(page.items.every((p) => p.distanceMiles! <= 25 && p.category.includes("beach"))).toBe(true);
    expect(await explore("search=parque+para+perros+cerca+de+Orlando")).toEqual({
      redirect: "/explore?search=parque+para+perros&near=Orlando&radius=25",
    });
    // A town only the words name, without "near", stays a search.
    expect("redirect" in (await explore("search=tampa"))).toBe(false);
  });

  it("reads regional names as the counties or the region they cover", async () => {
    const tampaBay = await list("search=Tampa+Bay");
    expect(tampaBay.total).toBe(26);
    expect(new Set(tampaBay.items.map((p) => p.county))).toEqual(new Set(["Hillsborough", "Pinellas", "Pasco"]));
    expect(tampaBay.chips.map((c) => c.label)).toEqual(["Tampa Bay"]);
    const keys = await list("search=the+keys");
    expect(keys.items.every((p) => p.region === "keys")).toBe(true);
    expect(names(keys).sort()).toEqual(["Anne's Beach", "Higgs Beach Dog Park"]);
    expect(names(await list("search=space+coast"))).toEqual(["Lori Wilson Park Dog Park"]);
    const dogParks = await list("search=north+florida+dog+parks");
    expect(dogParks.total).toBeGreaterThan(0);
    expect(dogParks.items.every((p) => p.region === "north" && p.category === "dog-park")).toBe(true);
  });
});

describe("Top Rated on the home page", () => {
  it("needs at least three reviews", async () => {
    const db = await getDb();
    const suffix = uniqueSuffix();
    const rated = (name: string, reviewCount: number, reviewAverage: number, reviewScore: number) =>
      insertLocation(db, placeRow({ name: `${name} ${suffix}`, reviewCount, reviewAverage, reviewScore }));
    await rated("One Happy Visitor Park", 1, 5, 3.75);
    await rated("Three Fans Beach", 3, 4.7, 3.96);
    const home = await homeLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: routeContext() } as never);
    expect(home.topRated.map((p) => p.name)).toEqual([`Three Fans Beach ${suffix}`]);
  });
});
