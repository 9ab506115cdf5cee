// City membership on a small directory with known coordinates: the places a city page counts.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { cityPageBySlug } from "~/lib/city-pages";
import { countByCategory } from "~/server/queries/locations.server";
import { loader as areaLoader } from "~/routes/public/area";
import { routeContext } from "../fixtures/context";
import { directoryOfPlaces, MIAMI } from "./search-fixtures";

beforeAll(directoryOfPlaces);

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
