// The region and city pages, one configuration each (as app/lib/category-pages.ts is for the
// category lists): app/routes/public/area.tsx loads the area's places and renders the screen its
// loader builds here, with the area's counts.
import { cityHref, cityPagePath, type CityPage } from "./city-pages";
import { countWords } from "./list-counts";
import { BEACH_CATEGORIES, PARK_CATEGORIES, REGIONS, regionLabel } from "./vocabulary";

/**
 * The words of a screen in the page's language: the server's translator of the "browse" namespace
 * (keys of app/locales/en/browse.ts, "facts:" for the vocabulary). Without one, a screen is written
 * in English from the `defaultValue` each text gives (the same words as the English texts; a test
 * holds them together).
 */
export type Translate = (key: string, options: { defaultValue: string; [value: string]: unknown }) => string;

/** The English words of a screen: each text's `defaultValue`, its {{placeholders}} filled in. */
export const inEnglish: Translate = (_key, { defaultValue, ...values }) =>
  defaultValue.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** A plural label in both forms, for a figure of `count` ("1 Dog Park", "12 Dog Parks"). */
function countLabel(t: Translate, key: string, one: string, other: string): CountLabel {
  return {
    one: t(key, { count: 1, defaultValue: one }),
    other: t(key, { count: 2, defaultValue: other }),
  };
}

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
type FormatNumber = (n: number) => string;

/**
 * A count as words in the screen's language: "7", "more than 1,000" (`start`: "More than 1,000").
 * `number` formats it in the page's locale (English: "1,000").
 */
function countText(t: Translate, total: number, more: boolean, number: FormatNumber, { start = false } = {}) {
  if (!more) return t("count.exact", { n: number(total), defaultValue: countWords(total) });
  return start
    ? t("count.moreStart", { n: number(total), defaultValue: "More than {{n}}" })
    : t("count.more", { n: number(total), defaultValue: "more than {{n}}" });
}

const englishNumber: FormatNumber = (n) => n.toLocaleString("en-US");

/**
 * A screen of an area from its places' `counts` by category and their `total` (`more`: more than that
 * many), in the page's words (`t`) and way of writing numbers: English when not given.
 */
function areaScreen<Area>(
  build: (
    area: Area,
    counts: CategoryCounts,
    total: number,
    more: boolean,
    t: Translate,
    n: FormatNumber,
  ) => AreaScreen,
) {
  return (area: Area, counts: CategoryCounts, total: number, more = false, t = inEnglish, number = englishNumber) =>
    build(area, counts, total, more, t, number);
}

export const regionScreen = areaScreen((region: Region, counts, total, more, t, number) => {
  const path = `/region/${region.slug}`;
  const label = t(`facts:region.${region.value}`, { defaultValue: region.label });
  const description = t(`facts:regionDescription.${region.value}`, { defaultValue: region.description });
  return {
    path,
    name: label,
    seoTitle: t("area.region.seoTitle", { region: label, defaultValue: "Dog-Friendly Places in {{region}}" }),
    seoDescription: t("area.region.seoDescription", {
      total: countText(t, total, more, number, { start: true }),
      region: label,
      description,
      defaultValue: "{{total}} dog-friendly beaches, parks and trails in {{region}}. {{description}}",
    }),
    eyebrow: null,
    heading: t("area.region.heading", { region: label, defaultValue: "Dog-Friendly {{region}}" }),
    intro: description,
    stats: [
      {
        count: countIn(counts, BEACH_CATEGORIES),
        label: countLabel(t, "area.region.beaches", "Dog-Friendly Beach", "Dog-Friendly Beaches"),
      },
      {
        count: countIn(counts, PARK_CATEGORIES),
        label: countLabel(t, "area.region.parks", "Dog Park", "Dog Parks"),
      },
    ],
    cities: {
      title: t("area.region.cities", { region: label, defaultValue: "Popular Cities in {{region}}" }),
      links: region.cities.map((city) => ({ label: city, to: cityHref(city) })),
    },
    mapLink: true,
    empty: {
      title: t("area.region.empty", {
        region: label,
        defaultValue: "No locations have been added for {{region}} yet.",
      }),
      text: t("area.region.emptyText", { defaultValue: "Know a dog-friendly spot here?" }),
      link: { label: t("area.region.submit", { defaultValue: "Submit a Spot" }), to: "/submit" },
      linkInText: true,
    },
    tips: null,
    others: {
      title: t("area.region.others", { defaultValue: "Other Regions" }),
      label: t("area.region.othersLabel", { defaultValue: "Other regions" }),
      links: REGIONS.filter((r) => r.value !== region.value).map((r) => ({
        label: t(`facts:region.${r.value}`, { defaultValue: r.label }),
        to: `/region/${r.slug}`,
      })),
    },
  };
});

export const cityScreen = areaScreen((city: CityPage, counts, total, more, t, number) => {
  const region = t(`facts:region.${city.region}`, { defaultValue: regionLabel(city.region) ?? "" });
  const words = `city.${city.slug}`;
  return {
    path: cityPagePath(city),
    name: city.name,
    seoTitle: t("area.city.seoTitle", { city: city.name, defaultValue: "Dog-Friendly Places in {{city}}, Florida" }),
    seoDescription: t("area.city.seoDescription", {
      city: city.name,
      total: countText(t, total, more, number),
      defaultValue:
        "Dog parks, dog beaches and trails in {{city}}, Florida: leash rules, fees and amenities for {{total}} places.",
    }),
    eyebrow: region || null,
    heading: t("area.city.heading", { city: city.name, defaultValue: "Dog-Friendly {{city}}" }),
    intro: t(`${words}.intro`, { defaultValue: city.intro }),
    stats: [
      {
        count: countIn(counts, BEACH_CATEGORIES),
        label: countLabel(t, `${words}.water`, city.waterLabel.one, city.waterLabel.other),
      },
      { count: countIn(counts, PARK_CATEGORIES), label: countLabel(t, "area.city.parks", "Park", "Parks") },
    ],
    cities: null,
    mapLink: false,
    empty: {
      title: t("area.city.empty", { defaultValue: "Coming Soon!" }),
      large: true,
      text: t("area.city.emptyText", {
        city: city.name,
        region,
        defaultValue: "We are still adding places in {{city}}. Meanwhile, explore the rest of {{region}}.",
      }),
      link: {
        label: t("area.city.exploreRegion", { region, defaultValue: "Explore {{region}}" }),
        to: `/explore?region=${city.region}`,
      },
    },
    tips: {
      title: t("area.city.tips", { city: city.name, defaultValue: "Tips for Dog Owners in {{city}}" }),
      items: Object.entries(city.tips).map(([id, tip]) => t(`${words}.tips.${id}`, { defaultValue: tip })),
    },
    others: null,
  };
});
