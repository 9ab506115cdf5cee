// Generated places for the benchmarks: varied enough that every filter matches a share of them.
import { sql } from "drizzle-orm";
import type { Db } from "../app/server/infra/db.server";
import { locations, placeReviews, reviewPhotos, user, type NewLocation } from "../app/server/infra/schema.server";
import { refreshReviewStats } from "../app/server/queries/review-stats.server";
import { averageRating, bayesianScore } from "../app/lib/reviews";
import type { PlaceLimits } from "../app/lib/fits/limits";
import {
  AMENITIES,
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  placePath,
  REGION_VALUES,
} from "../app/lib/vocabulary";
import { DOG_SIZE_VALUES, REVIEW_TAG_VALUES } from "../app/lib/vocabulary-reviews";

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

/** Three places in four have published reviews: 1 to 37 of them, averaging 1 to 5 stars. */
function reviews(i: number) {
  if (i % 4 === 0) return { reviewCount: 0, reviewAverage: null, reviewScore: null };
  const count = 1 + (i % 37);
  const sum = count + ((i >> 2) % (4 * count + 1));
  return { reviewCount: count, reviewAverage: averageRating(count, sum), reviewScore: bayesianScore(count, sum) };
}

const RULES = "https://example.com/bench-dog-rules";
const TWO_DOGS = { count: 2, source: RULES, rule: "Limit of 2 dogs per person" };
const FOUR_MONTHS = { months: 4, source: RULES, rule: "No dogs under 4 months old" };
const NO_HEAT = { source: RULES, rule: "No females in heat" };
const LEASH = { feet: 6, source: RULES, rule: "Dogs must be on a leash no longer than 6 feet" };

/**
 * Limits shaped like the demo places' (seed/place-limits.json), so that fits my dogs has places to
 * leave out: one place in five has its limits read; of all places, one in a hundred allows 2 dogs per
 * person (with a minimum age and no females in heat, like Canine Cove Dog Park), one in a hundred
 * allows 3, one in a hundred admits no dog under 4 months nor females in heat (like Wellington), one
 * in two hundred only spayed or neutered dogs; the other read places state a leash length or nothing.
 */
function dogLimits(i: number): PlaceLimits | null {
  if (i % 5 !== 0) return null;
  switch (i % 200) {
    case 0:
    case 100:
      return { maxDogsPerPerson: TWO_DOGS, minAgeMonths: FOUR_MONTHS, noFemalesInHeat: NO_HEAT, maxLeashFeet: LEASH };
    case 25:
    case 125:
      return { maxDogsPerPerson: { ...TWO_DOGS, count: 3, rule: "Limit of 3 dogs per person" } };
    case 50:
    case 150:
      return { minAgeMonths: FOUR_MONTHS, noFemalesInHeat: NO_HEAT };
    case 75:
      return { spayNeuterRequired: { source: RULES, rule: "Dogs must be spayed or neutered" } };
    default:
      return i % 10 === 0 ? { maxLeashFeet: LEASH } : {};
  }
}

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
    ...reviews(i),
    description: pick(DESCRIPTIONS, i >> 3),
    dogLimits: dogLimits(i),
    ...position(i),
  };
}

/**
 * Adds generated places number `from` to `count - 1` in batches of 500, then vacuums (as autovacuum
 * would) and refreshes the planner's statistics.
 */
export async function insertGeneratedPlaces(db: Db, count: number, from = 0) {
  for (let i = from; i < count; i += 500) {
    await db
      .insert(locations)
      .values(Array.from({ length: Math.min(500, count - i) }, (_, j) => generatedPlace(i + j)))
      .onConflictDoNothing({ target: locations.slug });
  }
  await db.execute(sql`vacuum analyze locations`);
}

/**
 * Distinct, tidy Explore addresses: every combination of region, leash policy, fees, crowd level and
 * the first `amenityCount` amenities, with one to `maxFilters` filters, in a fixed shuffle (`seed`)
 * so that consecutive addresses differ in every filter.
 */
export function filteredExploreAddresses(amenityCount: number, maxFilters: number, seed: number): string[] {
  const amenities = AMENITIES.slice(0, amenityCount).map((a) => a.name);
  const paths: string[] = [];
  for (const region of ["", ...REGION_VALUES])
    for (const leash of ["", ...LEASH_POLICY_VALUES])
      for (const fees of ["", ...FEE_VALUES])
        for (const crowd of ["", ...CROWD_LEVEL_VALUES])
          for (let mask = 0; mask < 1 << amenities.length; mask++) {
            const params = new URLSearchParams();
            if (region) params.append("region", region);
            if (leash) params.append("leash", leash);
            if (fees) params.append("fees", fees);
            if (crowd) params.append("crowd", crowd);
            amenities.forEach((a, j) => (mask >> j) & 1 && params.append("amenity", a));
            if (params.size && params.size <= maxFilters) paths.push(`/explore?${params}`);
          }
  for (let i = paths.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths;
}

/** The facts both places of the reviews benchmark share: only their reviews differ. */
const REVIEWED_PLACE: Omit<NewLocation, "slug" | "name"> = {
  category: "dog-park",
  region: "central",
  city: "Orlando",
  county: "Bench",
  leashPolicy: "off-leash",
  fees: "free",
  crowdLevel: "moderate",
  amenities: AMENITIES.slice(0, 4).map((a) => a.name),
  description: "Fenced run with shade trees and a water fountain.",
  lat: 28.54,
  lng: -81.38,
};

const REVIEW_TEXTS = [
  "Big fenced field with a separate small-dog side; our lab ran for an hour and came home tired and happy.",
  "Plenty of shade in the afternoon and the water station worked. Bring your own bags, the dispenser was empty.",
  "Crowded on Saturday morning but everyone kept an eye on their dogs. The gate has a double entry, which helps.",
  "The sand gets hot by noon in summer, so go early. Our terrier loved the tunnels and the agility ramps.",
  "Clean, easy parking right by the entrance, and friendly regulars who know all the dogs by name.",
];

/**
 * Two places with the same facts for the reviews benchmark (bench:http): one with `count` published
 * reviews by as many generated bench users (stars, months, dog sizes and tags varied; one review in
 * five with an approved photo), one with none. The rating is then counted by the app's own recount.
 * Benchmark data for a throwaway database, never demo data. Answers the two pages' addresses.
 */
export async function insertReviewedPlaces(db: Db, count: number) {
  const [reviewed, none] = await db
    .insert(locations)
    .values([
      { ...REVIEWED_PLACE, slug: "bench-reviews-many", name: "Bench Reviews Many Park" },
      { ...REVIEWED_PLACE, slug: "bench-reviews-none", name: "Bench Reviews None Park" },
    ])
    .returning({ id: locations.id, slug: locations.slug, category: locations.category });
  const now = Date.now();
  for (let from = 0; from < count; from += 500) {
    const batch = Array.from({ length: Math.min(500, count - from) }, (_, j) => from + j);
    await db.insert(user).values(
      batch.map((i) => ({
        id: `bench-reviewer-${i}`,
        name: `Bench Reviewer ${i}`,
        email: `bench-reviewer-${i}@example.com`,
        emailVerified: true,
      })),
    );
    const rows = await db
      .insert(placeReviews)
      .values(
        batch.map((i) => ({
          locationId: reviewed!.id,
          userId: `bench-reviewer-${i}`,
          rating: pick([5, 4, 5, 3, 4, 5, 2, 4, 5, 1], i),
          visitMonth: `2025-${String(1 + (i % 12)).padStart(2, "0")}-01`,
          dogSizes: DOG_SIZE_VALUES.filter((_, k) => ((i % 7) + 1) & (1 << k)),
          tags: REVIEW_TAG_VALUES.filter((_, k) => (i * 37) & (1 << k)).slice(0, 4),
          text: `${pick(REVIEW_TEXTS, i)} ${pick(REVIEW_TEXTS, i >> 2)}`,
          status: "published" as const,
          publishedAt: new Date(now - i * 3_600_000),
        })),
      )
      .returning({ id: placeReviews.id });
    const photos = rows.flatMap((row, j) =>
      (from + j) % 5 === 0
        ? [
            {
              reviewId: row.id,
              url: `/uploads/bench-reviews-many-${now - (from + j)}-bench${String(from + j).padStart(4, "0")}-1600.webp`,
              widths: [480, 960, 1600],
              caption: `The run, photo ${from + j}`,
              position: 0,
              status: "approved" as const,
            },
          ]
        : [],
    );
    if (photos.length) await db.insert(reviewPhotos).values(photos);
  }
  await refreshReviewStats(db, reviewed!.id);
  await db.execute(sql`vacuum analyze place_reviews`);
  await db.execute(sql`vacuum analyze review_photos`);
  return { reviewed: placePath(reviewed!), none: placePath(none!) };
}
