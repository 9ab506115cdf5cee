import { describe, expect, it } from "vitest";
import { feeConflict } from "~/lib/fees";
import { placeFromSeedRow, readSeedRows, seedPlaces, type SeedRow } from "./seed.server";

const row = (overrides: Partial<SeedRow>): SeedRow => ({
  name: "Test Bark Park",
  category: "dog-park",
  city: "",
  county: "",
  region: "central",
  address: "",
  zip: "",
  lat: "",
  lng: "",
  leash_policy: "",
  fees: "",
  website: "",
  source: "coords:none | https://example.org",
  ...overrides,
});

describe("placeFromSeedRow", () => {
  it("keeps the facts of a row and turns blanks into missing values, never defaults", () => {
    const place = placeFromSeedRow(row({}), "test-bark-park");
    expect(place).toMatchObject({
      slug: "test-bark-park",
      name: "Test Bark Park",
      category: "dog-park",
      region: "central",
      city: null,
      county: null,
      lat: null,
      lng: null,
      leashPolicy: null,
      fees: null,
      externalLinks: {},
    });
    expect(place.reviewCount).toBeUndefined();
    expect(place.photos).toBeUndefined();
  });

  it("reads coordinates, fees, leash rule and website", () => {
    const place = placeFromSeedRow(
      row({ lat: "28.788322", lng: "-82.579648", fees: "free", leash_policy: "off-leash", website: "https://x.test" }),
      "s",
    );
    expect(place).toMatchObject({ lat: 28.788322, lng: -82.579648, fees: "free", leashPolicy: "off-leash" });
    expect(place.externalLinks).toEqual({ official: "https://x.test" });
  });

  it("drops a coordinate pair when either half is missing or out of range", () => {
    expect(placeFromSeedRow(row({ lat: "28.1", lng: "" }), "s")).toMatchObject({ lat: null, lng: null });
    expect(placeFromSeedRow(row({ lat: "128.1", lng: "-82" }), "s")).toMatchObject({ lat: null, lng: null });
  });
});

describe("the seed file", () => {
  it("turns every named row of the file into a place with a unique slug", () => {
    const rows = readSeedRows();
    const places = seedPlaces(rows);
    expect(rows.length).toBeGreaterThan(80);
    expect(places).toHaveLength(rows.length);
    expect(new Set(places.map((p) => p.slug)).size).toBe(places.length);
    // One fee answer per place: a price or "free" in the details has the matching code.
    expect(places.filter((p) => feeConflict(p.fees, p.feeDetails)).map((p) => p.name)).toEqual([]);
    const fee = (name: string) => places.find((p) => p.name === name)?.fees;
    expect(fee("Savannas Preserve State Park")).toBe("paid");
    expect(fee("Crews Lake Wilderness Park")).toBe("free");
    expect(fee("Oakland Bark")).toBe("free");
    // "Free parking" says nothing about entry: the fee stays unknown, the details say the rest.
    expect(fee("Brohard Paw Park")).toBeNull();
    const citrus = places.find((p) => p.name === "Citrus County Dog Park");
    expect(citrus).toMatchObject({ slug: "citrus-county-dog-park", city: "Homosassa", lat: 28.788322, zip: "34448" });
  });
});
