import { describe, expect, it } from "vitest";
import { chipValue, interpretSearch, normalizeText, type PlaceNames } from "./search-query";
import { OFF_LEASH_POLICIES } from "./search-words";
import { BEACH_CATEGORIES, PARK_CATEGORIES } from "./vocabulary";
import { formatApproximateMiles, formatMiles, nearValue, parseNear, parseRadius } from "./geo";

describe("interpretSearch", () => {
  it("turns category, leash and fee words into filters and keeps the rest as words", () => {
    const search = interpretSearch("Off-leash beaches Miami");
    expect(search.categories).toEqual(BEACH_CATEGORIES);
    expect(search.leashPolicies).toEqual(OFF_LEASH_POLICIES);
    expect(search.terms.map((t) => t.word)).toEqual(["miami"]);
    expect(search.chips.map((c) => [c.label, c.without])).toEqual([
      ["Beaches", "Off-leash Miami"],
      ["Off-leash", "beaches Miami"],
      ["matching 'Miami'", "Off-leash beaches"],
    ]);
  });

  it("reads 'parks' as the parks list, 'dog park' as dog parks, and drops words every place shares", () => {
    expect(interpretSearch("off leash parks").categories).toEqual(PARK_CATEGORIES);
    expect(interpretSearch("dog park").categories).toEqual(["dog-park"]);
    expect(interpretSearch("dog friendly places in Florida").terms).toEqual([]);
    expect(interpretSearch("free").fees).toEqual(["free"]);
    expect(interpretSearch("leashed").leashPolicies).toEqual(["on-leash", "on-leash-designated-areas"]);
  });

  it("spells abbreviations both ways and takes a ZIP code as a place", () => {
    expect(interpretSearch("St. Pete").terms).toEqual([
      { word: "st", prefix: false, alternatives: ["saint"] },
      { word: "pete", prefix: true, alternatives: [] },
    ]);
    expect(interpretSearch("fort myers").terms[0]).toEqual({ word: "fort", prefix: true, alternatives: ["ft"] });
    expect(interpretSearch("jax").terms[0]!.alternatives).toEqual(["jacksonville"]);
    const zip = interpretSearch("33139 dog park");
    expect(zip.zip).toBe("33139");
    expect(zip.chips.map((c) => c.label)).toEqual(["Dog Parks", "Near ZIP 33139"]);
  });

  it("compares without case, accents or punctuation", () => {
    expect(normalizeText("  Café  Olé's  Dog-Park! ")).toBe("cafe oles dog park");
  });
});

describe("near", () => {
  it("reads a position or a ZIP code, and nothing else", () => {
    expect(parseNear("25.774,-80.194")).toEqual({ kind: "point", point: { lat: 25.774, lng: -80.194 } });
    expect(parseNear("33139")).toEqual({ kind: "zip", zip: "33139" });
    expect(parseNear("3313")).toEqual({ kind: "invalid" });
    expect(parseNear("95,-80")).toEqual({ kind: "invalid" });
    // A town's name (from a search for "near Miami"): the server knows whether it is one.
    expect(parseNear("miami")).toEqual({ kind: "town", name: "miami" });
    expect(parseNear("<b>miami</b>")).toEqual({ kind: "invalid" });
    expect(parseNear("m")).toEqual({ kind: "invalid" });
  });

  it("rounds a browser position to 3 decimals and offers four radii", () => {
    expect(nearValue({ lat: 25.774271234, lng: -80.193661 })).toBe("25.774,-80.194");
    expect(parseRadius("25")).toBe(25);
    expect(parseRadius("7")).toBeUndefined();
    expect(formatMiles(3.24)).toBe("3.2 mi");
    expect(formatMiles(27.6)).toBe("28 mi");
  });
});

describe("names", () => {
  // A small table in the shape of the server's (app/server/reference/geo.server.ts).
  const towns = new Set(["west palm beach", "palm beach", "key largo", "saint augustine", "st augustine", "marathon"]);
  const NAMES: PlaceNames = {
    town: (phrase) => (towns.has(phrase) ? phrase : null),
    county: (phrase) =>
      phrase === "palm beach" ? { label: "Palm Beach", keys: ["palm beach", "palm beach county"] } : null,
  };

  it("reads a town's name as words before any of them is a filter", () => {
    const town = interpretSearch("West Palm Beach", NAMES);
    expect(town.categories).toBeUndefined();
    expect(town.terms.map((t) => t.word)).toEqual(["west", "palm", "beach"]);
    expect(town.town).toEqual({ key: "west palm beach", label: "West Palm Beach" });
    expect(interpretSearch("West Palm Beach", undefined).categories).toBeDefined();
    const withCategory = interpretSearch("dog parks in West Palm Beach", NAMES);
    expect(withCategory.categories).toEqual(["dog-park"]);
    expect(withCategory.town?.key).toBe("west palm beach");
    expect(interpretSearch("St. Augustine", NAMES).town).toEqual({ key: "st augustine", label: "St. Augustine" });
    // One word: a town only when it is no filter or everyday word.
    expect(interpretSearch("Marathon", NAMES).town?.key).toBe("marathon");
    expect(interpretSearch("beach", NAMES).categories).toBeDefined();
    // Other words beside the town: no single town is named.
    expect(interpretSearch("key largo sunrise", NAMES).town).toBeUndefined();
  });

  it("reads 'X County' as the county, with its chip", () => {
    const county = interpretSearch("Palm Beach County", NAMES);
    expect(county.counties).toEqual(["palm beach", "palm beach county"]);
    expect(county.terms).toEqual([]);
    expect(county.categories).toBeUndefined();
    expect(county.chips).toEqual([{ kind: "county", label: "Palm Beach County", without: "" }]);
    expect(interpretSearch("beaches palm beach co", NAMES).chips.map((c) => c.label)).toEqual([
      "Beaches",
      "Palm Beach County",
    ]);
  });

  it("reads 'near' and a town as the town to measure from, and a regional name as its area", () => {
    const area = { id: "tampa-bay", label: "Tampa Bay", counties: ["Hillsborough", "Pinellas"], regions: [] };
    const withAreas: PlaceNames = {
      ...NAMES,
      town: (p) => (p === "tampa" ? p : NAMES.town(p)),
      area: (p) => (p === "tampa bay" ? area : null),
    };
    const near = interpretSearch("dog beach near St. Augustine", withAreas);
    expect(near.nearTown).toEqual({ key: "st augustine", label: "St. Augustine" });
    expect(near.categories).toBeDefined();
    expect(near.terms).toEqual([]);
    expect(near.chips.find((c) => c.kind === "near")).toEqual({
      kind: "near",
      label: "Near St. Augustine",
      without: "dog beach",
    });
    // "near" without a town narrows nothing, as before.
    expect(interpretSearch("beach near", withAreas).nearTown).toBeUndefined();
    // The longest name wins: "Tampa Bay" is the area, not the town of Tampa and the word "bay".
    const bay = interpretSearch("Tampa Bay dog parks", withAreas);
    expect(bay.area).toEqual(area);
    expect(bay.terms).toEqual([]);
    expect(bay.chips.map((c) => [c.kind, c.label, c.without, c.value])).toEqual([
      ["category", "Dog Parks", "Tampa Bay", undefined],
      ["area", "Tampa Bay", "dog parks", "tampa-bay"],
    ]);
    expect(interpretSearch("Tampa", withAreas).area).toBeUndefined();
  });

  it("marks a town-centre distance as approximate, in whole miles", () => {
    expect(formatApproximateMiles(4.4)).toBe("≈ 4 mi, town centre");
    expect(formatApproximateMiles(0.3)).toBe("≈ 1 mi, town centre");
    expect(formatApproximateMiles(16.7)).toBe("≈ 17 mi, town centre");
  });
});

describe("interpretSearch in Spanish", () => {
  const towns = new Set(["tampa", "miami", "de funiak springs"]);
  const NAMES: PlaceNames = { town: (phrase) => (towns.has(phrase) ? phrase : null), county: () => null };
  /** What a search means, without the words as typed (chips remove the typed words, so they differ). */
  const meaning = (text: string) => {
    const { categories, categoryNameWord, leashPolicies, fees, counties, zip, terms, town } = interpretSearch(
      text,
      NAMES,
    );
    return { categories, categoryNameWord, leashPolicies, fees, counties, zip, terms, town: town?.key };
  };

  it.each([
    ["playa para perros", "dog beach"],
    ["Playas", "beaches"],
    ["parque canino cerca de Tampa", "dog park near Tampa"],
    ["parques para perros en Tampa", "dog parks in Tampa"],
    ["sin correa", "off leash"],
    ["playas sin correa", "off leash beaches"],
    ["con correa", "on leash"],
    ["mercado agrícola", "farmers market"],
    ["mercado agricola", "farmers market"],
    ["área natural", "nature preserve"],
    ["area natural", "nature preserve"],
    ["Reserva Natural", "nature preserve"],
    ["zona de senderismo", "hiking area"],
    ["parque gratis", "free parks"],
    ["playa con duchas", "beach with showers"],
    ["lugares que admiten perros en Florida", "dog friendly places in Florida"],
  ])("reads %j as %j", (spanish, english) => {
    expect(meaning(spanish)).toEqual(meaning(english));
  });

  it("removes the Spanish words a chip stands for, as typed", () => {
    const search = interpretSearch("playas sin correa Miami", NAMES);
    expect(search.chips.map((c) => [c.kind, c.without])).toEqual([
      ["category", "sin correa Miami"],
      ["leash", "playas Miami"],
      ["text", "playas sin correa"],
    ]);
    expect(search.rest).toBe("Miami");
  });

  it("leaves English searches with Spanish-looking words as they were", () => {
    // "de", "la" and "el" are words of names; without a Spanish word they stay words to find.
    expect(interpretSearch("ponce de leon").terms.map((t) => t.word)).toEqual(["ponce", "de", "leon"]);
    expect(interpretSearch("la playa").categories).toBeUndefined();
    expect(interpretSearch("Playa Linda").terms.map((t) => t.word)).toEqual(["playa", "linda"]);
    // On a Spanish page they are Spanish.
    expect(interpretSearch("la playa", undefined, "es").categories).toEqual(BEACH_CATEGORIES);
    expect(interpretSearch("la playa", undefined, "es").terms).toEqual([]);
    expect(interpretSearch("mercado", undefined, "es").categories).toEqual(["farmers-market"]);
    expect(interpretSearch("del ray beach").terms.map((t) => t.word)).toEqual(["del", "ray"]);
    // A town's name is read before any Spanish word in it.
    expect(interpretSearch("parque canino en De Funiak Springs", NAMES).town?.key).toBe("de funiak springs");
    expect(meaning("parque canino en De Funiak Springs").terms.map((t) => t.word)).toEqual(["de", "funiak", "springs"]);
  });
});

describe("chips", () => {
  it("give a code a page can say in its own language", () => {
    const search = interpretSearch("playas sin correa gratis Miami 33139");
    expect(search.chips.map((c) => [c.kind, chipValue(c)])).toEqual([
      ["category", "beaches"],
      ["leash", "off-leash"],
      ["fees", "free"],
      ["zip", "33139"],
      ["text", "Miami"],
    ]);
    expect(interpretSearch("parque canino con correa").chips.map(chipValue)).toEqual(["dog-parks", "on-leash"]);
  });
});
