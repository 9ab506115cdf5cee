import { describe, expect, it } from "vitest";
import { parseLocationFilters } from "../filters";
import { cleanSearchParams, isAddressOf, withFits } from "../list-addresses";
import { unappliedFilters } from "../unapplied-filters";
import type { Dog } from "./dogs";
import { fitsFilterOf, parseFitsValue, tallyLeftOut, writeFitsValue } from "./filter";

const p = (query: string) => new URLSearchParams(query);
const dog = (name: string, profile: Partial<Dog> = {}): Dog => ({ name, permits: [], ...profile });

describe("the fits parameter", () => {
  it("reads a number of dogs, the youngest age and the flags", () => {
    expect(parseFitsValue("3")).toEqual({ dogs: 3 });
    expect(parseFitsValue("1-3m")).toEqual({ dogs: 1, youngestMonths: 3 });
    expect(parseFitsValue("2-0m-intact-heat")).toEqual({ dogs: 2, youngestMonths: 0, intact: true, inHeat: true });
    expect(parseFitsValue("2-heat")).toEqual({ dogs: 2, inHeat: true });
    expect(parseFitsValue("off")).toBe("off");
  });

  it("ignores what it cannot read: no dogs, too many, an age past a dog's, flags out of order, words", () => {
    for (const bad of ["", "0", "7", "12", "-1", "3-301m", "3-4", "3-heat-intact", "3m", "three", "3-4m-x", "1e3"])
      expect(parseFitsValue(bad), bad).toBeUndefined();
  });

  it("drops an age no place's limit can refuse (60 months and more)", () => {
    expect(parseFitsValue("2-60m")).toEqual({ dogs: 2 });
    expect(parseFitsValue("2-59m")).toEqual({ dogs: 2, youngestMonths: 59 });
  });

  it("writes what it reads", () => {
    for (const value of ["1", "3", "2-4m", "6-0m-intact", "2-intact-heat", "off"])
      expect(writeFitsValue(parseFitsValue(value)!)).toBe(value);
  });
});

describe("the filter of a group of dogs", () => {
  it("keeps only what can turn a place away", () => {
    expect(fitsFilterOf([])).toBeUndefined();
    expect(fitsFilterOf([dog("Bo"), dog("Luna"), dog("Pip")])).toEqual({ dogs: 3 });
    expect(
      fitsFilterOf([
        dog("Bo", { ageMonths: 40, spayedNeutered: "yes", weightLb: 60, rabiesTag: "no" }),
        dog("Pip", { ageMonths: 3, spayedNeutered: "no", sex: "female", inHeat: "yes" }),
      ]),
    ).toEqual({ dogs: 2, youngestMonths: 3, intact: true, inHeat: true });
  });

  it("never reads an unknown as a yes", () => {
    expect(fitsFilterOf([dog("Bo", { sex: "female" }), dog("Pip", { ageMonths: 80 })])).toEqual({ dogs: 2 });
  });
});

describe("a list address with the filter", () => {
  it("is a tidy address the page cache may keep, as is fits=off", () => {
    for (const query of ["fits=3", "region=north&fits=2-4m-intact", "fits=off"]) {
      const params = p(query);
      expect(isAddressOf(params, parseLocationFilters(params)), query).toBe(true);
    }
  });

  it("names a value it could not apply, and is not kept", () => {
    const params = p("fits=lots");
    expect(parseLocationFilters(params).fits).toBeUndefined();
    expect(unappliedFilters(params)).toEqual(["fits=lots"]);
    expect(isAddressOf(params, parseLocationFilters(params))).toBe(false);
  });

  it("is tidied to the value it means", () => {
    expect(cleanSearchParams(p("fits=3-120m")).toString()).toBe("fits=3");
    expect(cleanSearchParams(p("fits=lots")).toString()).toBe("fits=lots");
  });

  it("goes back to page 1 when switched", () => {
    expect(withFits(p("page=3&region=north"), "off").toString()).toBe("region=north&fits=off");
    expect(withFits(p("fits=off"), { dogs: 2, youngestMonths: 3 }).toString()).toBe("fits=2-3m");
  });
});

describe("what the filter left out", () => {
  const limits = { maxDogs: null, minAgeMonths: null, spay: false, heat: false };

  it("counts each reason by its limit; a place left out twice counts under both", () => {
    const filter = { dogs: 3, youngestMonths: 2 };
    const left = tallyLeftOut(
      filter,
      [
        { ...limits, maxDogs: 2, minAgeMonths: 4, places: 2 },
        { ...limits, minAgeMonths: 4, heat: true, places: 1 },
        { ...limits, maxDogs: 1, places: 1 },
      ],
      1000,
    );
    expect(left).toEqual({
      total: 4,
      more: false,
      reasons: [
        { kind: "count", limit: 1, places: 1 },
        { kind: "count", limit: 2, places: 2 },
        { kind: "age", limit: 4, places: 3 },
      ],
    });
  });

  it("says only that there are more past the count's limit", () => {
    const left = tallyLeftOut({ dogs: 3 }, [{ ...limits, maxDogs: 2, places: 1001 }], 1000);
    expect(left).toEqual({ total: 1000, more: true, reasons: [] });
  });
});
