// Florida's 67 counties and the directory's region each belongs to. The regions are the site's own
// grouping (app/lib/vocabulary.ts); every county of the demo places is in the region those places
// carry, and the rest follow their neighbours.
import type { Region } from "~/lib/vocabulary";

const BY_REGION: Record<Region, string[]> = {
  north: [
    "Alachua",
    "Baker",
    "Bay",
    "Bradford",
    "Calhoun",
    "Clay",
    "Columbia",
    "Dixie",
    "Duval",
    "Escambia",
    "Flagler",
    "Franklin",
    "Gadsden",
    "Gilchrist",
    "Gulf",
    "Hamilton",
    "Holmes",
    "Jackson",
    "Jefferson",
    "Lafayette",
    "Leon",
    "Levy",
    "Liberty",
    "Madison",
    "Marion",
    "Nassau",
    "Okaloosa",
    "Putnam",
    "St. Johns",
    "Santa Rosa",
    "Suwannee",
    "Taylor",
    "Union",
    "Wakulla",
    "Walton",
    "Washington",
  ],
  central: [
    "Brevard",
    "Citrus",
    "DeSoto",
    "Hardee",
    "Hernando",
    "Highlands",
    "Hillsborough",
    "Indian River",
    "Lake",
    "Manatee",
    "Okeechobee",
    "Orange",
    "Osceola",
    "Pasco",
    "Pinellas",
    "Polk",
    "Sarasota",
    "Seminole",
    "Sumter",
    "Volusia",
  ],
  south: [
    "Broward",
    "Charlotte",
    "Collier",
    "Glades",
    "Hendry",
    "Lee",
    "Martin",
    "Miami-Dade",
    "Palm Beach",
    "St. Lucie",
  ],
  keys: ["Monroe"],
};

/** "St. Johns County", "miami-dade", "Saint Lucie" → the county's name as the table writes it. */
function countyKey(name: string) {
  return name
    .toLowerCase()
    .replace(/\s+county$/, "")
    .replace(/^saint\s+/, "st. ")
    .replace(/^st\s+/, "st. ")
    .replace(/[\s-]+/g, " ")
    .trim();
}

const REGION_OF = new Map<string, { county: string; region: Region }>(
  Object.entries(BY_REGION).flatMap(([region, counties]) =>
    counties.map((county) => [countyKey(county), { county, region: region as Region }] as const),
  ),
);

/** Every county of the table, as it writes them. */
export const FLORIDA_COUNTIES = [...REGION_OF.values()].map((c) => c.county);

/** The county as the directory writes it and its region, or null for a name that is not a Florida county. */
export function floridaCounty(name: string | null | undefined): { county: string; region: Region } | null {
  if (!name?.trim()) return null;
  return REGION_OF.get(countyKey(name)) ?? null;
}
