// The five category list screens (beaches, parks, farmers markets, hiking areas, nature preserves),
// one config each; app/routes/public/category.tsx renders them all. Their words are in the "browse"
// namespace under categoryPage.<prefix> (quick chips under quickChip.<id>).
import { FILTER_KEYS, type FilterKey } from "./filters";
import { unlocalizedPath } from "./i18n";
import { BEACH_CATEGORIES, PARK_CATEGORIES, type Category, type CategoryPrefix } from "./vocabulary";

/** The quick chips' words, by id (browse: quickChip.<id>). */
export type QuickChipId =
  "freeEntry" | "offLeash" | "parking" | "restrooms" | "markedTrails" | "quietAreas" | "natureTrails";
export type QuickChip = { id: QuickChipId; key: FilterKey; value: string };

export type CategoryPage = {
  prefix: CategoryPrefix;
  categories: Category[];
  /** Filter choices offered; the server ignores any other in the address. */
  filters: FilterKey[];
  /** Full collapsible Filters panel, or (parks) the offered filters as chips in plain sight. */
  panel: boolean;
  quickChips: QuickChip[];
  /** The ids of the tips below the list (browse: categoryPage.<prefix>.info.<id>). */
  info: string[];
  /** A call to action under the tips (its words: categoryPage.<prefix>.callToAction). */
  callToAction?: { to: string };
};

const ALL_FILTERS: FilterKey[] = FILTER_KEYS;

export const CATEGORY_PAGES: Record<CategoryPrefix, CategoryPage> = {
  beaches: {
    prefix: "beaches",
    categories: BEACH_CATEGORIES,
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { id: "freeEntry", key: "fees", value: "free" },
      { id: "offLeash", key: "leashPolicies", value: "off-leash" },
      { id: "parking", key: "amenities", value: "parking" },
      { id: "restrooms", key: "amenities", value: "restrooms" },
    ],
    info: ["water", "shade", "paws", "rinse"],
  },
  parks: {
    prefix: "parks",
    categories: PARK_CATEGORIES,
    filters: ["regions", "leashPolicies", "features"],
    panel: false,
    quickChips: [],
    info: ["exercise", "mind", "social", "training"],
    callToAction: { to: "/submit?category=park" },
  },
  "farmers-markets": {
    prefix: "farmers-markets",
    categories: ["farmers-market"],
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { id: "freeEntry", key: "fees", value: "free" },
      { id: "parking", key: "amenities", value: "parking" },
      { id: "restrooms", key: "amenities", value: "restrooms" },
    ],
    info: ["leash", "early", "food", "water"],
  },
  "hiking-areas": {
    prefix: "hiking-areas",
    categories: ["hiking-area"],
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { id: "freeEntry", key: "fees", value: "free" },
      { id: "markedTrails", key: "amenities", value: "trails" },
      { id: "parking", key: "amenities", value: "parking" },
    ],
    info: ["heat", "water", "wildlife", "ticks"],
  },
  "nature-preserves": {
    prefix: "nature-preserves",
    categories: ["nature-preserve"],
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { id: "freeEntry", key: "fees", value: "free" },
      { id: "quietAreas", key: "crowdLevels", value: "quiet" },
      { id: "natureTrails", key: "amenities", value: "trails" },
    ],
    info: ["trail", "leash", "trace", "wildlife"],
  },
};

/** The config of the category screen at `pathname`, in any language ("/beaches", "/es/beaches" → beaches). */
export function categoryPageFor(pathname: string): CategoryPage | undefined {
  const prefix = unlocalizedPath(pathname).split("/").filter(Boolean)[0];
  return Object.values(CATEGORY_PAGES).find((p) => p.prefix === prefix);
}
