// The region and city pages, one configuration each (as app/lib/category-pages.ts is for the
// category lists): app/routes/public/area.tsx loads the area's places and renders the screen its
// loader builds here, with the area's counts.
import { cityHref, cityPagePath, type CityPage } from "./city-pages";
import { countWords } from "./filters";
import { BEACH_CATEGORIES, PARK_CATEGORIES, REGIONS, regionLabel } from "./vocabulary";

export type AreaLink = { label: string; to: string };

/** A label for one thing and for any other count: "1 Dog Park", "12 Dog Parks". */
export type CountLabel = { one: string; other: string };

/** What a list with no place says, and where it sends the visitor. */
export type EmptyArea = {
  title: string;
  /** The larger heading of a page still being filled ("Coming Soon!"). */
  large?: boolean;
  text?: string;
  link: AreaLink;
  /** The link ends the text rather than standing under it. */
  linkInText?: boolean;
};

export type AreaScreen = {
  /** The page's own address, e.g. /region/florida-keys. */
  path: string;
  /** The area's name in the breadcrumb. */
  name: string;
  seoTitle: string;
  seoDescription: string;
  /** The line above the heading, e.g. the city's region. */
  eyebrow: string | null;
  heading: string;
  intro: string;
  /** The figures in the header: how many places of each kind. */
  stats: { count: number; label: CountLabel }[];
  /** Links to the area's main cities, above its places. */
  cities: { title: string; links: AreaLink[] } | null;
  /** A "View on Map" link beside the count. */
  mapLink: boolean;
  empty: EmptyArea;
  tips: { title: string; items: string[] } | null;
  /** Links to the other areas of the kind, after everything else. */
  others: { title: string; label: string; links: AreaLink[] } | null;
};

/** How many places of each category an area has (countByCategory). */
export type CategoryCounts = Record<string, number>;

/** How many places of the given categories a per-category count holds. */
export function countIn(counts: CategoryCounts, categories: readonly string[]) {
  return categories.reduce((total, c) => total + (counts[c] ?? 0), 0);
}

type Region = (typeof REGIONS)[number];

export function regionScreen(region: Region, counts: CategoryCounts, total: number, more = false): AreaScreen {
  const path = `/region/${region.slug}`;
  return {
    path,
    name: region.label,
    seoTitle: `Dog-Friendly Places in ${region.label}`,
    seoDescription: `${countWords(total, more, { start: true })} dog-friendly beaches, parks and trails in ${region.label}. ${region.description}`,
    eyebrow: null,
    heading: `Dog-Friendly ${region.label}`,
    intro: region.description,
    stats: [
      {
        count: countIn(counts, BEACH_CATEGORIES),
        label: { one: "Dog-Friendly Beach", other: "Dog-Friendly Beaches" },
      },
      { count: countIn(counts, PARK_CATEGORIES), label: { one: "Dog Park", other: "Dog Parks" } },
    ],
    cities: {
      title: `Popular Cities in ${region.label}`,
      links: region.cities.map((city) => ({ label: city, to: cityHref(city) })),
    },
    mapLink: true,
    empty: {
      title: `No locations have been added for ${region.label} yet.`,
      text: "Know a dog-friendly spot here?",
      link: { label: "Submit a Spot", to: "/submit" },
      linkInText: true,
    },
    tips: null,
    others: {
      title: "Other Regions",
      label: "Other regions",
      links: REGIONS.filter((r) => r.value !== region.value).map((r) => ({
        label: r.label,
        to: `/region/${r.slug}`,
      })),
    },
  };
}

export function cityScreen(city: CityPage, counts: CategoryCounts, total: number, more = false): AreaScreen {
  const region = regionLabel(city.region);
  return {
    path: cityPagePath(city),
    name: city.name,
    seoTitle: `Dog-Friendly Places in ${city.name}, Florida`,
    seoDescription: `Dog parks, dog beaches and trails in ${city.name}, Florida: leash rules, fees and amenities for ${countWords(total, more)} places.`,
    eyebrow: region ?? null,
    heading: `Dog-Friendly ${city.name}`,
    intro: city.intro,
    stats: [
      { count: countIn(counts, BEACH_CATEGORIES), label: city.waterLabel },
      { count: countIn(counts, PARK_CATEGORIES), label: { one: "Park", other: "Parks" } },
    ],
    cities: null,
    mapLink: false,
    empty: {
      title: "Coming Soon!",
      large: true,
      text: `We are still adding places in ${city.name}. Meanwhile, explore the rest of ${region}.`,
      link: { label: `Explore ${region}`, to: `/explore?region=${city.region}` },
    },
    tips: { title: `Tips for Dog Owners in ${city.name}`, items: city.tips },
    others: null,
  };
}
