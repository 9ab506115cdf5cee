// The demo places' limits (seed/place-limits.json) come only from the demo data's own rules and
// sources (seed/florida-places.csv): every rule quoted word for word, every source one of the
// place's, and no rule the file names a limit of left out.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { eachLimit, PlaceLimitsFileSchema, PlaceLimitsSchema } from "./limits";

type Row = { name: string; dog_rules: string; fee_details: string; sources: string };

const rows: Row[] = parse(fs.readFileSync(path.resolve("seed/florida-places.csv")), { columns: true });
const byName = new Map(rows.map((row) => [row.name, row]));
const places = PlaceLimitsFileSchema.parse(JSON.parse(fs.readFileSync(path.resolve("seed/place-limits.json"), "utf8")));

const bullets = (row: Row) =>
  row.dog_rules
    .split("|")
    .map((rule) => rule.trim())
    .filter(Boolean);
const sources = (row: Row) => row.sources.split(/\s;\s/).map((url) => url.trim());

/** Rules that speak of what the limits hold: a dog count, an age, heat, spay/neuter, a weight, a leash length, a document. */
const LIMIT_WORDS =
  /dogs per person|\bmonths?\b|\bheat\b|spay|neuter|\d+\s*lb\b|small-dog|small and large|\d+\s*ft\b|rabies|licen[cs]e|\bpermits?\b|\btags?\b|key card/i;

/** Rules that use those words for something no limit is about, and why. */
const NOT_LIMITS = new Map([
  // The car's parking permit, not the dog's.
  ["Park with a valid parking permit or pay the daily rate", "parking"],
]);

describe("the demo places' limits", () => {
  it("are for places of the demo data, each listed once", () => {
    const names = places.map((p) => p.name);
    expect(names.filter((name) => !byName.has(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("quote each rule word for word from the place's dog rules, and a price from its fee details", () => {
    const misquoted: string[] = [];
    for (const { name, limits } of places) {
      const row = byName.get(name)!;
      for (const limit of eachLimit(limits)) {
        if (!bullets(row).includes(limit.rule)) misquoted.push(`${name}: ${limit.rule}`);
        if (limit.price !== undefined && !row.fee_details.includes(limit.price))
          misquoted.push(`${name}: ${limit.price}`);
      }
    }
    expect(misquoted).toEqual([]);
  });

  it("name as each limit's source one of the place's own sources", () => {
    const elsewhere = places.flatMap(({ name, limits }) =>
      eachLimit(limits)
        .filter((limit) => !sources(byName.get(name)!).includes(limit.source))
        .map((limit) => `${name}: ${limit.source}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it("leave out no rule of the demo data that states a limit", () => {
    const quoted = new Set(places.flatMap(({ name, limits }) => eachLimit(limits).map((l) => `${name}|${l.rule}`)));
    const missed = rows.flatMap((row) =>
      bullets(row)
        .filter((rule) => LIMIT_WORDS.test(rule) && !NOT_LIMITS.has(rule) && !quoted.has(`${row.name}|${rule}`))
        .map((rule) => `${row.name}: ${rule}`),
    );
    expect(missed).toEqual([]);
  });

  it("hold the examples of the issue", () => {
    const limitsOf = (name: string) => places.find((p) => p.name === name)!.limits;
    expect(limitsOf("Canine Cove Dog Park").maxDogsPerPerson?.count).toBe(2);
    expect(limitsOf("Pooch Pines").maxDogsPerPerson?.count).toBe(2);
    expect(limitsOf("Dog Beach at Pier Park").maxDogsPerPerson?.count).toBe(3);
    expect(limitsOf("Wellington Dog Park").minAgeMonths?.months).toBe(4);
    expect(limitsOf("Wellington Dog Park").noFemalesInHeat).toBeDefined();
    expect(limitsOf("Citrus County Dog Park").spayNeuterRequired).toBeDefined();
    for (const name of ["Barber Dog Park", "Downey Dog Park", "Paw Park"])
      expect(limitsOf(name).weightAreas?.[0]).toMatchObject({ maxLb: 30, maxIncluded: true });
    expect(limitsOf("Pass A Grille Dog Beach").maxLeashFeet?.feet).toBe(8);
    expect(limitsOf("Honeymoon Island State Park").maxLeashFeet).toMatchObject({ feet: 6, handHeld: true });
    expect(limitsOf("K-9 Corral at Estero Community Park").requiredDocuments).toEqual([
      expect.objectContaining({ kind: "licence", issuer: "Lee County" }),
    ]);
    expect(limitsOf("Bark Park Dog Beach").requiredDocuments).toEqual([
      expect.objectContaining({ kind: "permit", perDog: true }),
    ]);
  });
});

describe("a place's limits", () => {
  const sourced = { source: "https://example.org/rules", rule: "Limit of 2 dogs per person" };

  it("are all optional: a place whose sources state none has none", () => {
    expect(PlaceLimitsSchema.parse({})).toEqual({});
  });

  it("refuse a limit without a web address for its source or without its rule", () => {
    expect(PlaceLimitsSchema.safeParse({ maxDogsPerPerson: { ...sourced, source: "a sign", count: 2 } }).success).toBe(
      false,
    );
    expect(PlaceLimitsSchema.safeParse({ maxDogsPerPerson: { ...sourced, rule: " ", count: 2 } }).success).toBe(false);
    expect(PlaceLimitsSchema.safeParse({ maxDogsPerPerson: { ...sourced, count: 2 } }).success).toBe(true);
  });

  it("refuse a document of an unknown kind", () => {
    expect(PlaceLimitsSchema.safeParse({ requiredDocuments: [{ ...sourced, kind: "passport" }] }).success).toBe(false);
  });
});
