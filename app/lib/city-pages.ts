// The cities with a page of their own (/city/{slug}); a new city page is its words in CITY_WORDS and
// one entry in CITY_PAGES.
import type { Region } from "./vocabulary";

/**
 * A place belongs to a city page when its city contains the page's name (SPEC) or when it lies within
 * this many miles of the city's centre (decision 0012): Haulover Park Dog Beach has no city but is Miami's.
 */
export const CITY_AREA_MILES = 15;

export type CityPage = {
  slug: string;
  name: string;
  region: Region;
  intro: string;
  /** The label of the count of beaches and water spots, for one and for any other number. */
  waterLabel: { one: string; other: string };
  /** Tips for dog owners, by id (their Spanish: browse city.<slug>.tips.<id>). */
  tips: Record<string, string>;
};

/**
 * The English words of each city page, by its slug: its introduction, the label of its count of
 * beaches and water spots, and its tips for dog owners by id. They are the English "browse" texts of
 * city.<slug> too (app/locales/en/browse-areas.ts), which other languages translate.
 */
export const CITY_WORDS = {
  orlando: {
    intro: "Fenced dog parks, lakeside trails and shady neighbourhood parks across the City Beautiful.",
    water_one: "Water Spot or Beach",
    water_other: "Water Spots & Beaches",
    tips: {
      heat: "Summer afternoons bring heat and lightning: plan walks for early morning or after sunset.",
      alligators:
        "Most Orlando lakes have alligators. Keep dogs out of the water unless an area is marked for swimming.",
      hours: "Check the posted hours before you go: dog parks can close for turf maintenance or after heavy rain.",
      water: "Carry water for your dog: not every park has a working fountain.",
    },
  },
  miami: {
    intro: "Bayfront dog parks, a dog beach on Virginia Key and year-round sunshine in the Magic City.",
    water_one: "Dog Beach or Water Spot",
    water_other: "Dog Beaches & Water Spots",
    tips: {
      heat: "Pavement and sand get hot enough to burn paws by mid-morning; test them with the back of your hand.",
      beaches: "Dogs are not allowed on most Miami-Dade beaches; stick to the ones marked dog-friendly.",
      rinse: "Rinse salt water and sand off your dog after the beach to protect skin and paws.",
      storms: "Afternoon storms roll in fast in summer; head for cover at the first thunder.",
    },
  },
} as const;

/** A city's page: its words come from CITY_WORDS. */
function cityPage(slug: keyof typeof CITY_WORDS, name: string, region: Region): CityPage {
  const words = CITY_WORDS[slug];
  const waterLabel = { one: words.water_one, other: words.water_other };
  return { slug, name, region, intro: words.intro, waterLabel, tips: words.tips };
}

export const CITY_PAGES: CityPage[] = [cityPage("orlando", "Orlando", "central"), cityPage("miami", "Miami", "south")];

export function cityPageBySlug(slug: string | undefined) {
  return CITY_PAGES.find((c) => c.slug === slug);
}

export function cityPagePath(city: Pick<CityPage, "slug">) {
  return `/city/${city.slug}`;
}

/** The page of a city by its name ("Orlando"), when it has one. */
export function cityPageByName(name: string) {
  return CITY_PAGES.find((c) => c.name.toLowerCase() === name.toLowerCase());
}

/** Where a city name links: its own page, or a search of the directory for it. */
export function cityHref(name: string) {
  const page = cityPageByName(name);
  return page ? cityPagePath(page) : `/explore?search=${encodeURIComponent(name)}`;
}
