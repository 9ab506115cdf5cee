import { describe, expect, it } from "vitest";
import { importedLimits } from "./limits-csv";

const SOURCE = "https://example.com/rules";

describe("the dog_limits column of the CSV import", () => {
  it("reads an empty cell as nothing said, {} as no limit stated, and the limits as given", () => {
    expect(importedLimits("")).toEqual({ ok: true, limits: null });
    expect(importedLimits(undefined)).toEqual({ ok: true, limits: null });
    expect(importedLimits(" {} ")).toEqual({ ok: true, limits: {} });
    const limits = { noFemalesInHeat: { source: SOURCE, rule: "No females in heat" } };
    expect(importedLimits(JSON.stringify(limits))).toEqual({ ok: true, limits });
  });

  it("refuses what is not a place's limits with a message naming the value", () => {
    const message = (cell: string) => {
      const read = importedLimits(cell);
      return read.ok ? null : read.message;
    };
    expect(message("{maxDogs: 2}")).toBe("Rejected dog_limits: not JSON; not imported");
    expect(message("[]")).toBe("Rejected dog_limits: not a JSON object of limits; not imported");
    expect(message('{"maxDogs":{"count":2}}')).toBe('Rejected dog_limits: unknown limit "maxDogs"; not imported');
    expect(message(JSON.stringify({ maxDogsPerPerson: { count: 50, source: SOURCE, rule: "Fifty" } }))).toBe(
      "Rejected dog_limits: maxDogsPerPerson.count is at most 20; not imported",
    );
    expect(message(JSON.stringify({ maxLeashFeet: { feet: "6", source: SOURCE, rule: "6 ft" } }))).toBe(
      "Rejected dog_limits: maxLeashFeet.feet must be a number; not imported",
    );
  });
});
