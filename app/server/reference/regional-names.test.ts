import { describe, expect, it } from "vitest";
import floridaTowns from "./geo/florida-towns.json";
import { REGIONAL_NAMES, REGIONAL_PHRASES, regionalName } from "./regional-names";
import { TOWN_KEYS } from "./geo.server";
import { normalizeText } from "~/lib/search-query";
import { REGION_VALUES } from "~/lib/vocabulary";

describe("regional names", () => {
  it("cover only counties and regions the directory knows", () => {
    for (const area of REGIONAL_NAMES) {
      expect(area.counties.length + area.regions.length).toBeGreaterThan(0);
      for (const county of area.counties) expect(floridaTowns.counties).toContain(county);
      for (const region of area.regions) expect(REGION_VALUES).toContain(region);
    }
  });

  it("are written as the search normalises words, and none is a town's name", () => {
    for (const phrase of REGIONAL_PHRASES) {
      expect(normalizeText(phrase)).toBe(phrase);
      expect(TOWN_KEYS).not.toContain(phrase);
    }
    expect(regionalName("tampa bay")?.counties).toContain("Pinellas");
    expect(regionalName("tampa")).toBeNull();
  });
});
