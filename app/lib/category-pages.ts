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

/** What each quick chip filters by. */
const CHIP_FILTERS: Record<QuickChipId, Omit<QuickChip, "id">> = {
  freeEntry: { key: "fees", value: "free" },
  offLeash: { key: "leashPolicies", value: "off-leash" },
  parking: { key: "amenities", value: "parking" },
  restrooms: { key: "amenities", value: "restrooms" },
  markedTrails: { key: "amenities", value: "trails" },
  quietAreas: { key: "crowdLevels", value: "quiet" },
  natureTrails: { key: "amenities", value: "trails" },
};

/** A screen offering every filter in the full panel, with these quick chips above its list and these tips below. */
function panelPage(prefix: CategoryPrefix, categories: Category[], chips: QuickChipId[], info: string[]): CategoryPage {
  const quickChips = chips.map((id) => ({ id, ...CHIP_FILTERS[id] }));
  return { prefix, categories, filters: FILTER_KEYS, panel: true, quickChips, info };
}

export const CATEGORY_PAGES: Record<CategoryPrefix, CategoryPage> = {
  beaches: panelPage(
    "beaches",
    BEACH_CATEGORIES,
    ["freeEntry", "offLeash", "parking", "restrooms"],
    ["water", "shade", "paws", "rinse"],
  ),
  parks: {
    prefix: "parks",
    categories: PARK_CATEGORIES,
    filters: ["regions", "leashPolicies", "features"],
    panel: false,
    quickChips: [],
    info: ["exercise", "mind", "social", "training"],
    callToAction: { to: "/submit?category=park" },
  },
  "farmers-markets": panelPage(
    "farmers-markets",
    ["farmers-market"],
    ["freeEntry", "parking", "restrooms"],
    ["leash", "early", "food", "water"],
  ),
  "hiking-areas": panelPage(
    "hiking-areas",
    ["hiking-area"],
    ["freeEntry", "markedTrails", "parking"],
    ["heat", "water", "wildlife", "ticks"],
  ),
  "nature-preserves": panelPage(
    "nature-preserves",
    ["nature-preserve"],
    ["freeEntry", "quietAreas", "natureTrails"],
    ["trail", "leash", "trace", "wildlife"],
  ),
};

/** The config of the category screen at `pathname`, in any language ("/beaches", "/es/beaches" → beaches). */
export function categoryPageFor(pathname: string): CategoryPage | undefined {
  const prefix = unlocalizedPath(pathname).split("/").filter(Boolean)[0];
  return Object.values(CATEGORY_PAGES).find((p) => p.prefix === prefix);
}
