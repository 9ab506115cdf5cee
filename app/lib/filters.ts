// Location filters as URL query parameters: their names and values, and reading them from a list's
// address, shared by server and page.
import type { Locale } from "./i18n";
import {
  AMENITIES,
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  MIN_RATING_VALUES,
  PLACE_FEATURE_VALUES,
  REGION_VALUES,
  type AmenityKey,
  type Category,
  type CrowdLevel,
  type Fees,
  type LeashPolicy,
  type MinRating,
  type PlaceFeature,
  type Region,
} from "./vocabulary";
import { parseRadius, type GeoPoint, type Radius } from "./geo";
import { FITS_PARAM, parseFitsValue, type FitsChoice } from "./fits/filter";

/** The orders of a list; `relevance` needs a search and `distance` a place to measure from. */
export const SORTS = ["newest", "rating", "name", "distance", "relevance"] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: "Best match",
  distance: "Distance",
  newest: "Newest",
  name: "Name",
  rating: "Top rated",
};
export const PAGE_SIZE = 24;
/** The highest page number an address can ask for; a list shows its last page for any page past its end. */
export const MAX_PAGE = 10_000;

/**
 * The page number of an address: digits only, from 1 up to MAX_PAGE (a larger number asks for a page
 * past the end). Anything else (negative, a fraction, "1e20", a word) is page 1.
 */
export function parsePage(raw: string | null | undefined): number {
  const text = raw?.trim() ?? "";
  if (!/^[0-9]+$/.test(text)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(text)));
}

export type LocationFilters = {
  search?: string;
  /** The language the search was typed in (the page's): on a Spanish page "playa" alone means beaches. */
  searchLocale?: Locale;
  regions?: Region[];
  categories?: Category[];
  leashPolicies?: LeashPolicy[];
  fees?: Fees[];
  crowdLevels?: CrowdLevel[];
  amenities?: AmenityKey[];
  /** Only places whose source says they have every one of these (fenced, a small-dog area). */
  features?: PlaceFeature[];
  /** Only places whose published reviews average at least this many stars (`rating=4`; the strictest counts). */
  minRatings?: MinRating[];
  /** Case-insensitive part of the city name. */
  city?: string;
  /** As `minRatings`, for lists the site builds itself (the home page's "Top Rated"). */
  minRating?: number;
  /** Only places with at least this many published reviews (the home page's "Top Rated"). */
  minReviews?: number;
  /** Only places whose dog hours allow dogs at this moment (`open=now`). */
  openNow?: boolean;
  /** Where distances are measured from (the `near` parameter, resolved on the server). */
  near?: GeoPoint;
  /** Only places within this many miles of `near`; places without coordinates are left out. */
  radius?: Radius;
  /**
   * A city page's places: those whose city contains `name`, or that lie within `miles` of the city's
   * centre (decision 0012).
   */
  cityArea?: { name: string; centre: GeoPoint; miles: number };
  sort?: Sort;
  page?: number;
  pageSize?: number;
  /** `view=map`: the list is shown beside a map of every matching place. Never narrows the list. */
  view?: ListView;
  /** Fits my dogs (`fits=3-4m`, decision 0052): leaves out the places whose known limits turn these dogs away. */
  fits?: FitsChoice;
};

/** How a list is shown: `view=map` adds the map; the plain list is the default and has no parameter. */
export const LIST_VIEWS = ["map"] as const;
export type ListView = (typeof LIST_VIEWS)[number];
export const MAP_VIEW: ListView = "map";

/** The choices a list screen can offer, by their key in LocationFilters. */
export type FilterKey = "regions" | "leashPolicies" | "fees" | "crowdLevels" | "amenities" | "features" | "minRatings";
export const FILTER_KEYS: FilterKey[] = [
  "regions",
  "leashPolicies",
  "fees",
  "crowdLevels",
  "amenities",
  "features",
  "minRatings",
];

/** The query parameter each filter is written to; repeated keys carry several values. */
export const FILTER_PARAMS = {
  search: "search",
  regions: "region",
  leashPolicies: "leash",
  fees: "fees",
  crowdLevels: "crowd",
  amenities: "amenity",
  features: "feature",
  minRatings: "rating",
  openNow: "open",
  near: "near",
  radius: "radius",
  sort: "sort",
  page: "page",
  view: "view",
  fits: FITS_PARAM,
} as const;

/**
 * Other names people (and other sites) use for our filter parameters. An address using one is
 * redirected to the same list under our own name, so `?amenities=parking` filters like `?amenity=parking`.
 */
export const FILTER_ALIASES: Record<string, string> = {
  q: FILTER_PARAMS.search,
  query: FILTER_PARAMS.search,
  regions: FILTER_PARAMS.regions,
  leash_policy: FILTER_PARAMS.leashPolicies,
  leashPolicy: FILTER_PARAMS.leashPolicies,
  leash_policies: FILTER_PARAMS.leashPolicies,
  fee: FILTER_PARAMS.fees,
  crowd_level: FILTER_PARAMS.crowdLevels,
  crowdLevel: FILTER_PARAMS.crowdLevels,
  amenities: FILTER_PARAMS.amenities,
  amenities_all: FILTER_PARAMS.amenities,
  features: FILTER_PARAMS.features,
};

export const AMENITY_KEYS = AMENITIES.map((a) => a.name) as AmenityKey[];

/** The values each filter can take; an address's other values are ignored. */
export const FILTER_VALUES = {
  regions: REGION_VALUES,
  leashPolicies: LEASH_POLICY_VALUES,
  fees: FEE_VALUES,
  crowdLevels: CROWD_LEVEL_VALUES,
  amenities: AMENITY_KEYS,
  features: PLACE_FEATURE_VALUES,
  minRatings: MIN_RATING_VALUES,
} satisfies Record<FilterKey, readonly string[]>;

function pick<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = params
    .getAll(key)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v): v is T => (allowed as readonly string[]).includes(v));
  return [...new Set(values)];
}

/** Reads the filters of a list screen from its URL; unknown values are ignored. */
export function parseLocationFilters(params: URLSearchParams): LocationFilters {
  const search = params.get(FILTER_PARAMS.search)?.trim().slice(0, 100) || undefined;
  const sortParam = params.get(FILTER_PARAMS.sort);
  const sort = (SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as Sort) : undefined;
  const page = parsePage(params.get(FILTER_PARAMS.page));
  return {
    search,
    regions: pick(params, FILTER_PARAMS.regions, FILTER_VALUES.regions),
    leashPolicies: pick(params, FILTER_PARAMS.leashPolicies, FILTER_VALUES.leashPolicies),
    fees: pick(params, FILTER_PARAMS.fees, FILTER_VALUES.fees),
    crowdLevels: pick(params, FILTER_PARAMS.crowdLevels, FILTER_VALUES.crowdLevels),
    amenities: pick(params, FILTER_PARAMS.amenities, FILTER_VALUES.amenities),
    features: pick(params, FILTER_PARAMS.features, FILTER_VALUES.features),
    minRatings: pick(params, FILTER_PARAMS.minRatings, FILTER_VALUES.minRatings),
    openNow: params.get(FILTER_PARAMS.openNow) === OPEN_NOW || undefined,
    radius: parseRadius(params.get(FILTER_PARAMS.radius)),
    sort,
    page,
    view: isMapView(params) ? MAP_VIEW : undefined,
    fits: parseFitsValue(params.get(FILTER_PARAMS.fits)),
  };
}

/** True when the address asks for the map beside the list (`view=map`). */
export function isMapView(params: URLSearchParams) {
  return params.get(FILTER_PARAMS.view) === MAP_VIEW;
}

/** The order a list is shown in: the chosen one when it can apply, else by distance from `near`, else by relevance to the search, else newest first. */
export function effectiveSort(filters: Pick<LocationFilters, "sort" | "search" | "near">): Sort {
  const { sort } = filters;
  if (sort === "distance" && !filters.near) return filters.search ? "relevance" : "newest";
  if (sort === "relevance" && !filters.search) return filters.near ? "distance" : "newest";
  if (sort) return sort;
  if (filters.near) return "distance";
  return filters.search ? "relevance" : "newest";
}

/** The orders a list can offer: relevance with a search, distance with a place to measure from. */
export function sortChoices(filters: Pick<LocationFilters, "search" | "near">): Sort[] {
  return SORTS.filter((s) => (s !== "relevance" || filters.search) && (s !== "distance" || filters.near)).sort(
    (a, b) =>
      ["relevance", "distance", "newest", "name", "rating"].indexOf(a) -
      ["relevance", "distance", "newest", "name", "rating"].indexOf(b),
  );
}

/** The value of the "Dogs allowed now" filter: `open=now`. */
export const OPEN_NOW = "now";

export function categoriesFrom(params: URLSearchParams): Category[] {
  return pick(params, "category", CATEGORY_VALUES);
}

/** Number of active choices: single choices plus each selected amenity (search and sort excluded). */
export function activeFilterCount(filters: LocationFilters) {
  return (
    (filters.regions?.length ?? 0) +
    (filters.leashPolicies?.length ?? 0) +
    (filters.fees?.length ?? 0) +
    (filters.crowdLevels?.length ?? 0) +
    (filters.amenities?.length ?? 0) +
    (filters.features?.length ?? 0) +
    (filters.minRatings?.length ?? 0) +
    (filters.openNow ? 1 : 0)
  );
}
