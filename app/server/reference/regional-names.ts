// Regional names people search for ("Tampa Bay", "the Keys", "Space Coast") and the geography the
// directory already knows that each covers: Florida's counties (as app/server/reference/geo/florida-towns.json
// names them) or the site's own regions. Never a drawn shape or a guessed centre. Decision 0034.
import type { AreaName } from "~/lib/search-query";
import type { Region } from "~/lib/vocabulary";

type Entry = {
  id: string;
  /** The name on the chip, in English (its Spanish: browse search.searchChip.area.<id>). */
  label: string;
  /** Every phrase that names it, as the search normalises words (lower case, no accents). */
  names: string[];
  counties?: string[];
  regions?: Region[];
};

const ENTRIES: Entry[] = [
  {
    // The Census Bureau's Tampa–St. Petersburg–Clearwater metropolitan area (Hernando, Hillsborough,
    // Pasco, Pinellas), and Manatee, whose shore is the bay's southern one.
    id: "tampa-bay",
    label: "Tampa Bay",
    names: ["tampa bay", "tampa bay area", "bahia de tampa", "area de la bahia de tampa"],
    counties: ["Hernando", "Hillsborough", "Manatee", "Pasco", "Pinellas"],
  },
  {
    id: "keys",
    label: "Florida Keys",
    names: ["florida keys", "the keys", "keys", "cayos de florida", "los cayos", "cayos"],
    regions: ["keys"],
  },
  {
    // The Space Coast is Brevard County (the county's own name for itself).
    id: "space-coast",
    label: "Space Coast",
    names: ["space coast", "the space coast", "costa espacial"],
    counties: ["Brevard"],
  },
  {
    id: "treasure-coast",
    label: "Treasure Coast",
    names: ["treasure coast", "the treasure coast", "costa del tesoro"],
    counties: ["Indian River", "St. Lucie", "Martin"],
  },
  {
    // The Census Bureau's Jacksonville metropolitan area.
    id: "first-coast",
    label: "First Coast",
    names: ["first coast", "the first coast", "primera costa"],
    counties: ["Baker", "Clay", "Duval", "Nassau", "St. Johns"],
  },
  { id: "north", label: "North Florida", names: ["north florida", "norte de florida"], regions: ["north"] },
  { id: "central", label: "Central Florida", names: ["central florida", "centro de florida"], regions: ["central"] },
  { id: "south", label: "South Florida", names: ["south florida", "sur de florida"], regions: ["south"] },
];

export const REGIONAL_NAMES: readonly AreaName[] = ENTRIES.map(({ id, label, counties = [], regions = [] }) => ({
  id,
  label,
  counties,
  regions,
}));

const BY_PHRASE = new Map(ENTRIES.flatMap((e, i) => e.names.map((name) => [name, REGIONAL_NAMES[i]!] as const)));

/** The area a normalised phrase names ("tampa bay"), or null. */
export function regionalName(phrase: string): AreaName | null {
  return BY_PHRASE.get(phrase) ?? null;
}

/** Every phrase of the table, for a test that no phrase is also a town's name. */
export const REGIONAL_PHRASES = [...BY_PHRASE.keys()];
