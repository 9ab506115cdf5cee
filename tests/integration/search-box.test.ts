// The search box on a small directory with known coordinates: names, typos, abbreviations, filter
// words, ranking and suggestions.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { findLocations } from "~/server/queries/locations.server";
import { findSuggestions } from "~/server/queries/search.server";
import { directoryOfPlaces, slugs } from "./search-fixtures";

beforeAll(directoryOfPlaces);

const sorted = (page: { items: { slug: string }[] }) => slugs(page).sort();

async function search(text: string) {
  return findLocations(await getDb(), { search: text });
}

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
