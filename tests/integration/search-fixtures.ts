// What the search tests share: a small directory with known coordinates, put in an emptied database.
import { resetDatabaseTo } from "../db";
import { routeContext } from "../fixtures/context";
import { loader as exploreLoader } from "~/routes/public/explore";
import type { NewLocation } from "~/server/infra/schema.server";
import type { findLocations } from "~/server/queries/locations.server";

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
// Miami's centre as GeoNames gives it (app/server/reference/geo/city-centres.json).
export const MIAMI = { lat: 25.77427, lng: -80.19366 };

/** A place a search for "sunrise" finds by its description only. */
export const EARLY_BIRD_FIELD = {
  slug: "early-bird-field",
  name: "Early Bird Field",
  category: "dog-park",
  region: "south",
  city: "Plantation",
  description: "Quietest at sunrise, before the joggers arrive.",
} satisfies NewLocation;

export const PLACES: NewLocation[] = [
  {
    slug: "jupiter-dog-beach",
    name: "Jupiter Dog Beach",
    category: "dog-beach",
    region: "south",
    city: "Jupiter",
    county: "Palm Beach",
    lat: 26.89625,
    lng: -80.057834,
    leashPolicy: "off-leash",
    fees: "free",
    createdAt: day(1),
  },
  {
    // No city: only its distance puts it on the Miami page (about 9.9 miles from the centre).
    slug: "haulover-park-dog-beach",
    name: "Haulover Park Dog Beach",
    category: "dog-beach",
    region: "south",
    city: null,
    county: "Miami-Dade",
    lat: 25.902614,
    lng: -80.121949,
    leashPolicy: "off-leash",
    fees: "paid",
    createdAt: day(2),
  },
  {
    slug: "bayfront-bark-park",
    name: "Bayfront Bark Park",
    category: "dog-park",
    region: "south",
    city: "Miami",
    county: "Miami-Dade",
    lat: 25.78,
    lng: -80.19,
    leashPolicy: "off-leash",
    fees: "free",
    createdAt: day(3),
  },
  {
    // About 29.5 miles north of Miami's centre.
    slug: "lauderdale-run",
    name: "Lauderdale Run",
    category: "dog-park",
    region: "south",
    city: "Fort Lauderdale",
    county: "Broward",
    lat: 26.2,
    lng: -80.15,
    leashPolicy: "on-leash",
    fees: "free",
    createdAt: day(4),
  },
  {
    slug: "south-pointe-paws",
    name: "South Pointe Paws",
    category: "park",
    region: "south",
    city: "Miami Beach",
    county: "Miami-Dade",
    zip: "33139",
    leashPolicy: "on-leash",
    createdAt: day(5),
  },
  {
    slug: "north-shore-dog-park",
    name: "North Shore Dog Park",
    category: "dog-park",
    region: "central",
    city: "St. Petersburg",
    county: "Pinellas",
    leashPolicy: "off-leash-designated-areas",
    createdAt: day(6),
  },
  {
    slug: "harbor-sands",
    name: "Harbor Sands",
    category: "beach",
    region: "south",
    city: "Port Charlotte",
    county: "Charlotte",
    leashPolicy: "on-leash",
    fees: "paid",
    createdAt: day(7),
  },
  {
    slug: "hanna-woods",
    name: "Hanna Woods",
    category: "park",
    region: "north",
    city: "Jacksonville",
    county: "Duval",
    leashPolicy: "on-leash-designated-areas",
    createdAt: day(8),
  },
  {
    slug: "riverside-saturday-market",
    name: "Riverside Saturday Market",
    category: "farmers-market",
    region: "north",
    city: "Jacksonville",
    county: "Duval",
    createdAt: day(9),
  },
  {
    slug: "cypress-hollow",
    name: "Cypress Hollow",
    category: "nature-preserve",
    region: "central",
    city: "Ocala",
    county: "Marion",
    createdAt: day(10),
  },
  {
    slug: "pine-ridge-path",
    name: "Pine Ridge Path",
    category: "hiking-area",
    region: "north",
    city: "Tallahassee",
    county: "Leon",
    description: "Sandy loop through longleaf pines with a splash pad at the trailhead.",
    createdAt: day(11),
  },
  // Relevance: the exact name, a name word, the city, the description.
  { slug: "sunrise", name: "Sunrise", category: "dog-park", region: "south", city: "Davie", createdAt: day(12) },
  {
    slug: "sunrise-lake-dog-park",
    name: "Sunrise Lake Dog Park",
    category: "dog-park",
    region: "south",
    city: "Weston",
    createdAt: day(13),
  },
  {
    slug: "markham-run",
    name: "Markham Run",
    category: "dog-park",
    region: "south",
    city: "Sunrise",
    createdAt: day(14),
  },
  { ...EARLY_BIRD_FIELD, createdAt: day(15) },
];

export const slugs = (page: { items: { slug: string }[] }) => page.items.map((p) => p.slug);

/** Empties the database and puts the directory above in it. */
export async function directoryOfPlaces() {
  await resetDatabaseTo(PLACES);
}

/** What Explore's loader answers for `query` (its search part, "?" first): its data, as the caller reads it. */
export async function exploreData<T = Awaited<ReturnType<typeof findLocations>>>(query: string): Promise<T> {
  const response = await exploreLoader({
    request: new Request(`http://localhost/explore${query}`),
    params: {},
    context: routeContext(),
  } as never);
  return (response as unknown as { data: T }).data;
}
