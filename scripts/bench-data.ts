// Generated places for the benchmarks: varied enough that every filter matches a share of them.
import { sql } from "drizzle-orm";
import type { Db } from "../app/server/db.server";
import { locations, type NewLocation } from "../app/server/schema.server";
import {
  AMENITIES,
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  REGION_VALUES,
} from "../app/lib/vocabulary";

const CITIES = [
  "Orlando",
  "Miami",
  "Tampa",
  "Jacksonville",
  "Key West",
  "Sarasota",
  "Naples",
  "Pensacola",
  "Ocala",
  "Destin",
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** A spread of positions over Florida's box, the same for every run; one place in ten has none. */
function position(i: number) {
  if (i % 10 === 9) return { lat: null, lng: null };
  const a = ((i * 7919) % 10_007) / 10_007;
  const b = ((i * 104_729) % 10_009) / 10_009;
  return { lat: 24.6 + a * 6.3, lng: -87.5 + b * 7.4 };
}

const DESCRIPTIONS = [
  "Fenced run with shade trees and a water fountain.",
  "Sandy shoreline where leashed dogs may swim at low tide.",
  "Boardwalk loop through cypress swamp and pine flatwoods.",
  "Weekend market with local produce and a dog water station.",
];

export function generatedPlace(i: number): NewLocation {
  return {
    slug: `bench-place-${i}`,
    name: `Bench Place ${i} ${pick(["Bark Park", "Dog Beach", "Paw Trail", "Preserve"], i)}`,
    category: pick(CATEGORY_VALUES, i),
    region: pick(REGION_VALUES, i >> 1),
    city: pick(CITIES, i >> 2),
    county: "Bench",
    leashPolicy: pick(LEASH_POLICY_VALUES, i >> 3),
    fees: pick(FEE_VALUES, i),
    crowdLevel: pick(CROWD_LEVEL_VALUES, i >> 1),
    amenities: AMENITIES.filter((_, j) => (i >> j) & 1).map((a) => a.name),
    rating: (i % 51) / 10,
    description: pick(DESCRIPTIONS, i >> 3),
    ...position(i),
  };
}

/** Adds `count` generated places in batches of 500, then vacuums (as autovacuum would) and refreshes the planner's statistics. */
export async function insertGeneratedPlaces(db: Db, count: number) {
  for (let i = 0; i < count; i += 500) {
    await db
      .insert(locations)
      .values(Array.from({ length: Math.min(500, count - i) }, (_, j) => generatedPlace(i + j)))
      .onConflictDoNothing({ target: locations.slug });
  }
  await db.execute(sql`vacuum analyze locations`);
}
