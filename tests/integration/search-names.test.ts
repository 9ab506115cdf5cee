// The search reads the names of towns and counties as names before it reads any of their words as a
// category ("West Palm Beach" is a town, not beaches in West Palm), "X County" is every place in that
// county, and a typo correction never stretches a word into a longer one ("playa" is not "Playground").
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow, type PlaceValues } from "../factories";
import { findLocations } from "~/server/queries/locations.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { exploreData } from "./search-fixtures";

/** Places in one town: a dog park, a park and a beach, none named after the town. */
function town(city: string, county: string, tag: string): PlaceValues[] {
  return [
    placeRow({ name: `${tag} Paw Run`, category: "dog-park", region: "south", city, county }),
    placeRow({ name: `${tag} Oak Green`, category: "city-park", region: "south", city, county }),
    placeRow({ name: `${tag} Sands`, category: "beach", region: "south", city, county }),
  ];
}

const PINELLAS = [
  "Clearwater",
  "Dunedin",
  "Largo",
  "Oldsmar",
  "Pinellas Park",
  "Safety Harbor",
  "Seminole",
  "St. Pete Beach",
  "St. Petersburg",
  "Tarpon Springs",
  "Treasure Island",
  "Gulfport",
  "Madeira Beach",
].map((city, i) =>
  placeRow({
    name: `Pinellas Spot ${String(i + 1).padStart(2, "0")}`,
    // Every category, so no category word of "Pinellas County" could explain a match.
    category: (["dog-park", "beach", "park", "nature-preserve", "hiking-area"] as const)[i % 5],
    region: "central",
    city,
    // The county column as imports write it: mostly the name alone, sometimes with "County".
    county: i === 3 ? "Pinellas County" : "Pinellas",
  }),
);

const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name).sort();

async function search(text: string) {
  return findLocations(await getDb(), { search: text, pageSize: 100 });
}

beforeAll(async () => {
  const db = await resetDatabase();
  const rows: PlaceValues[] = [
    ...town("West Palm Beach", "Palm Beach", "Clematis"),
    ...town("Palm Beach Gardens", "Palm Beach", "Gardens"),
    ...town("Boca Raton", "Palm Beach", "Mizner"),
    ...town("Daytona Beach", "Volusia", "Halifax"),
    ...town("Fort Myers Beach", "Lee", "Estero Isle"),
    ...town("Fort Myers", "Lee", "Caloosa"),
    ...town("Panama City Beach", "Bay", "Front Beach Road"),
    ...town("Panama City", "Bay", "Harrison Avenue"),
    ...town("Key Largo", "Monroe", "Rock Harbor"),
    ...town("St. Augustine", "St. Johns", "Matanzas"),
    ...town("Crystal Springs", "Pasco", "Hillsborough River"),
    ...town("Jupiter", "Palm Beach", "Loxahatchee"),
    ...PINELLAS,
    placeRow({ name: "Playground Bark Park", category: "dog-park", region: "central", city: "Orlando" }),
    placeRow({ name: "Playa Linda Dog Beach", category: "dog-beach", region: "central", city: "Titusville" }),
    placeRow({
      name: "Higgs Beach Dog Park",
      category: "dog-park",
      region: "keys",
      city: "Key West",
      county: "Monroe",
    }),
  ];
  for (const row of rows) await insertLocation(db, row);
});

describe("a town's name", () => {
  it("finds every place in the town, not only its beaches", async () => {
    expect(names(await search("West Palm Beach"))).toEqual([
      "Clematis Oak Green",
      "Clematis Paw Run",
      "Clematis Sands",
    ]);
    expect(names(await search("west palm beach"))).toHaveLength(3);
    expect(names(await search("Daytona Beach"))).toEqual(["Halifax Oak Green", "Halifax Paw Run", "Halifax Sands"]);
    expect(names(await search("Fort Myers Beach"))).toEqual([
      "Estero Isle Oak Green",
      "Estero Isle Paw Run",
      "Estero Isle Sands",
    ]);
    expect(names(await search("ft myers beach"))).toHaveLength(3);
    expect(names(await search("Panama City Beach"))).toEqual([
      "Front Beach Road Oak Green",
      "Front Beach Road Paw Run",
      "Front Beach Road Sands",
    ]);
    expect(names(await search("Key Largo"))).toEqual([
      "Rock Harbor Oak Green",
      "Rock Harbor Paw Run",
      "Rock Harbor Sands",
    ]);
    expect(names(await search("Crystal Springs"))).toEqual([
      "Hillsborough River Oak Green",
      "Hillsborough River Paw Run",
      "Hillsborough River Sands",
    ]);
  });

  it("reads St. and Saint alike", async () => {
    const matanzas = ["Matanzas Oak Green", "Matanzas Paw Run", "Matanzas Sands"];
    expect(names(await search("St. Augustine"))).toEqual(matanzas);
    expect(names(await search("Saint Augustine"))).toEqual(matanzas);
    expect(names(await search("st augustine"))).toEqual(matanzas);
  });

  it("keeps a category word after the town's name a filter", async () => {
    expect(names(await search("West Palm Beach dog parks"))).toEqual(["Clematis Paw Run"]);
    expect(names(await search("beaches in Daytona Beach"))).toEqual(["Halifax Sands"]);
    // "Fort Myers" starts "Fort Myers Beach" too.
    expect(names(await search("Fort Myers beaches"))).toEqual(["Caloosa Sands", "Estero Isle Sands"]);
  });

  it("says what it understood without a Beaches chip for a town", async () => {
    const explore = (q: string) =>
      exploreData<{ chips: { label: string }[]; total: number }>(`?search=${encodeURIComponent(q)}`);
    expect((await explore("West Palm Beach")).chips).toEqual([]);
    expect((await explore("West Palm Beach dog parks")).chips.map((c) => c.label)).toEqual([
      "Dog Parks",
      "matching 'West Palm Beach'",
    ]);
    expect((await explore("Palm Beach County")).chips.map((c) => c.label)).toEqual(["Palm Beach County"]);
  });
});

describe("a county", () => {
  it("finds every place in the county with 'County', whatever its category or the county column's spelling", async () => {
    const pinellas = PINELLAS.map((p) => p.name).sort();
    expect(names(await search("Pinellas county"))).toEqual(pinellas);
    expect(names(await search("Pinellas County"))).toEqual(pinellas);
    expect((await search("pinellas co")).total).toBe(13);
    expect(names(await search("Palm Beach County"))).toEqual(
      [
        ...town("x", "x", "Clematis"),
        ...town("x", "x", "Gardens"),
        ...town("x", "x", "Mizner"),
        ...town("x", "x", "Loxahatchee"),
      ]
        .map((p) => p.name)
        .sort(),
    );
    expect(names(await search("St. Johns County"))).toEqual([
      "Matanzas Oak Green",
      "Matanzas Paw Run",
      "Matanzas Sands",
    ]);
    expect(names(await search("Saint Johns County"))).toHaveLength(3);
  });

  it("combines with category words", async () => {
    expect(names(await search("dog parks in Palm Beach County"))).toEqual([
      "Clematis Paw Run",
      "Gardens Paw Run",
      "Loxahatchee Paw Run",
      "Mizner Paw Run",
    ]);
    expect(names(await search("Pinellas County beaches"))).toEqual([
      "Pinellas Spot 02",
      "Pinellas Spot 07",
      "Pinellas Spot 12",
    ]);
  });
});

describe("words", () => {
  it("never stretches a word into a longer one: 'playa' is not 'Playground'", async () => {
    expect(names(await search("playa"))).toEqual(["Playa Linda Dog Beach"]);
    expect(names(await search("play"))).toEqual(["Playa Linda Dog Beach", "Playground Bark Park"]);
    expect(names(await search("playground"))).toEqual(["Playground Bark Park"]);
  });

  it("still reads a category word in a place's name and a lone category word as a category", async () => {
    expect(names(await search("higgs beach"))).toEqual(["Higgs Beach Dog Park"]);
    const beaches = await search("beach");
    expect(beaches.items.every((p) => ["beach", "dog-beach", "public-beach"].includes(p.category))).toBe(true);
  });
});
