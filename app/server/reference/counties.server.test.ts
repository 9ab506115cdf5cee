import { describe, expect, it } from "vitest";
import { readSeedRows } from "../domain/seed.server";
import { FLORIDA_COUNTIES, floridaCounty } from "./counties.server";

describe("Florida's counties and their regions", () => {
  it("names each of the 67 counties once", () => {
    expect(FLORIDA_COUNTIES).toHaveLength(67);
    expect(new Set(FLORIDA_COUNTIES).size).toBe(67);
  });

  it("puts every demo place's county in the region the demo place carries", () => {
    const disagreeing = readSeedRows()
      .filter((row) => row.county?.trim())
      .filter((row) => floridaCounty(row.county)?.region !== row.region)
      .map((row) => `${row.name}: ${row.county} (${row.region})`);
    expect(disagreeing).toEqual([]);
  });

  it("reads a county however a source writes it, and nothing else", () => {
    expect(floridaCounty("St. Johns County")).toEqual({ county: "St. Johns", region: "north" });
    expect(floridaCounty("saint lucie")).toEqual({ county: "St. Lucie", region: "south" });
    expect(floridaCounty("MIAMI-DADE")).toEqual({ county: "Miami-Dade", region: "south" });
    expect(floridaCounty("Baldwin")).toBeNull();
    expect(floridaCounty("")).toBeNull();
  });
});
