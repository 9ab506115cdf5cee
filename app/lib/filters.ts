// Location filters as URL query parameters: parsing and writing, shared by server and page.
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
import { FITS_PARAM, parseFitsValue, writeFitsValue, type FitsChoice } from "./fits/filter";

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

/**
 * A list counts its matches one by one up to this many (or to the end of the page asked for, when that
 * is further) and says "more than" beyond: counting every match of a long list cost more than the rest
 * of its page (decision 0014, "Long lists").
 */
export const COUNT_LIMIT = 1000;

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

/** Parameters that are not filters and never narrow a list (campaign tags and the like). */
const NOT_FILTERS = /^(utm_[a-z]+|fbclid|gclid|ref|_data|_routes|index)$/;

const AMENITY_KEYS = AMENITIES.map((a) => a.name) as AmenityKey[];

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
    regions: pick(params, FILTER_PARAMS.regions, REGION_VALUES),
    leashPolicies: pick(params, FILTER_PARAMS.leashPolicies, LEASH_POLICY_VALUES),
    fees: pick(params, FILTER_PARAMS.fees, FEE_VALUES),
    crowdLevels: pick(params, FILTER_PARAMS.crowdLevels, CROWD_LEVEL_VALUES),
    amenities: pick(params, FILTER_PARAMS.amenities, AMENITY_KEYS),
    features: pick(params, FILTER_PARAMS.features, PLACE_FEATURE_VALUES),
    minRatings: pick(params, FILTER_PARAMS.minRatings, MIN_RATING_VALUES),
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

/** The address shown as a list (`withMap` false) or with the map, keeping its filters and page. */
export function withView(params: URLSearchParams, withMap: boolean) {
  const next = new URLSearchParams(params);
  next.delete(FILTER_PARAMS.view);
  if (withMap) next.set(FILTER_PARAMS.view, MAP_VIEW);
  return next;
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

/** The address with the "Dogs allowed now" filter switched on or off, back on page 1. */
export function toggleOpenNow(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  if (next.get(FILTER_PARAMS.openNow) === OPEN_NOW) next.delete(FILTER_PARAMS.openNow);
  else next.set(FILTER_PARAMS.openNow, OPEN_NOW);
  next.delete(FILTER_PARAMS.page);
  return next;
}

/** The address with fits my dogs set to `choice` (a group of dogs, or off), back on page 1. */
export function withFits(params: URLSearchParams, choice: FitsChoice) {
  const next = new URLSearchParams(params);
  next.set(FILTER_PARAMS.fits, writeFitsValue(choice));
  next.delete(FILTER_PARAMS.page);
  return next;
}

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

/** A copy of `params` with `value` added to or removed from the repeated key, back on page 1. */
export function toggleParam(params: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(params);
  const values = next.getAll(key);
  next.delete(key);
  const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  for (const v of kept) next.append(key, v);
  next.delete(FILTER_PARAMS.page);
  return next;
}

/**
 * A copy of `params` with a single-choice filter set to `value`, or removed when it already had
 * that value (selecting again removes), back on page 1.
 */
export function chooseParam(params: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(params);
  const current = next.getAll(key);
  next.delete(key);
  if (!(current.length === 1 && current[0] === value)) next.set(key, value);
  next.delete(FILTER_PARAMS.page);
  return next;
}

/** A copy of `params` without the filter choices (and without the search unless `keepSearch`). */
export function withoutFilters(params: URLSearchParams, { keepSearch = false } = {}) {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(FILTER_PARAMS[key]);
  next.delete(FILTER_PARAMS.openNow);
  next.delete(FILTER_PARAMS.page);
  if (!keepSearch) {
    next.delete(FILTER_PARAMS.search);
    next.delete(FILTER_PARAMS.near);
    next.delete(FILTER_PARAMS.radius);
  }
  return next;
}

/** A copy of `params` on another page of results. */
export function withPage(params: URLSearchParams, page: number) {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(FILTER_PARAMS.page);
  else next.set(FILTER_PARAMS.page, String(page));
  return next;
}

/**
 * The tidy form of a list address: search trimmed; empty values, region "all", page 1 and the
 * default view (`view=list`) left out.
 * Plain GET forms submit every field, so the server redirects to this form when it differs.
 */
export function cleanSearchParams(params: URLSearchParams) {
  const next = new URLSearchParams();
  for (const [alias, raw] of params) {
    const key = Object.hasOwn(FILTER_ALIASES, alias) ? FILTER_ALIASES[alias]! : alias;
    const value = key === FILTER_PARAMS.search ? raw.trim() : raw;
    if (!value) continue;
    if (key === FILTER_PARAMS.regions && value === "all") continue;
    if (key === FILTER_PARAMS.page && value === "1") continue;
    if (key === FILTER_PARAMS.view && value === "list") continue;
    const fits = key === FILTER_PARAMS.fits ? parseFitsValue(value) : undefined;
    next.append(key, fits ? writeFitsValue(fits) : value);
  }
  // The ZIP field of the near form, sent beside a position or a town it replaces (before JavaScript).
  const zip = next.get(NEAR_ZIP_FIELD);
  if (next.has(NEAR_ZIP_FIELD)) {
    next.delete(NEAR_ZIP_FIELD);
    next.set(FILTER_PARAMS.near, zip!.trim());
  }
  return next;
}

/** The near form's ZIP field while the list is measured from a position or a town (`near` holds that). */
export const NEAR_ZIP_FIELD = "zip";

/** The query a list's filters are written as: what parseLocationFilters reads back as `filters`. */
export function writeLocationFilters(filters: LocationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(FILTER_PARAMS.search, filters.search);
  for (const key of FILTER_KEYS) for (const value of filters[key] ?? []) params.append(FILTER_PARAMS[key], value);
  if (filters.openNow) params.set(FILTER_PARAMS.openNow, OPEN_NOW);
  if (filters.radius) params.set(FILTER_PARAMS.radius, String(filters.radius));
  if (filters.sort) params.set(FILTER_PARAMS.sort, filters.sort);
  if (filters.page && filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page));
  if (filters.view) params.set(FILTER_PARAMS.view, filters.view);
  if (filters.fits) params.set(FILTER_PARAMS.fits, writeFitsValue(filters.fits));
  return params;
}

/**
 * True when `params` is the tidy address of `filters` (what a list's loader read from it) and says
 * nothing else: every parameter read, every value valid and given once. Such addresses are finite
 * in number, so the full-page cache may keep them (app/lib/page-cache-policy.ts).
 */
export function isAddressOf(params: URLSearchParams, filters: LocationFilters) {
  if (cleanSearchParams(params).toString() !== params.toString()) return false;
  const pairs = (query: URLSearchParams) =>
    [...query]
      .map(([key, value]) => JSON.stringify([key, value]))
      .sort()
      .join();
  return pairs(params) === pairs(writeLocationFilters(filters));
}

/** Path plus query string, without a dangling "?". */
export function listHref(pathname: string, params: URLSearchParams) {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The tidy address of `url`, or null when it is tidy already. */
export function untidyRedirect(url: URL): string | null {
  const clean = cleanSearchParams(url.searchParams);
  return clean.toString() === url.searchParams.toString() ? null : listHref(url.pathname, clean);
}

/** The fields of a GET form as query parameters (files are never part of a search). */
export function formParams(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}

const VALUES_BY_PARAM: Record<string, readonly string[]> = {
  [FILTER_PARAMS.regions]: REGION_VALUES,
  [FILTER_PARAMS.leashPolicies]: LEASH_POLICY_VALUES,
  [FILTER_PARAMS.fees]: FEE_VALUES,
  [FILTER_PARAMS.crowdLevels]: CROWD_LEVEL_VALUES,
  [FILTER_PARAMS.amenities]: AMENITY_KEYS,
  [FILTER_PARAMS.features]: PLACE_FEATURE_VALUES,
  [FILTER_PARAMS.minRatings]: MIN_RATING_VALUES,
};

/** Parameters every list screen understands, whatever filters it offers, with their known values. */
const ALWAYS_KNOWN: Record<string, readonly string[] | "any"> = {
  [FILTER_PARAMS.search]: "any",
  [FILTER_PARAMS.sort]: "any",
  [FILTER_PARAMS.page]: "any",
  [FILTER_PARAMS.view]: LIST_VIEWS,
  [FILTER_PARAMS.openNow]: [OPEN_NOW],
};

/**
 * The parts of a list address that the screen could not apply, as "key=value" texts: unknown
 * parameters, unknown values, and filters the screen does not offer. The screen says so, because the
 * list it shows is then broader than the link asked for.
 */
export function unappliedFilters(
  params: URLSearchParams,
  offered: readonly FilterKey[] = FILTER_KEYS,
  { distance = true } = {},
): string[] {
  const offeredParams = new Set<string>(offered.map((key) => FILTER_PARAMS[key]));
  const unapplied: string[] = [];
  for (const [key, raw] of params) {
    const always = Object.hasOwn(ALWAYS_KNOWN, key) ? ALWAYS_KNOWN[key] : undefined;
    if (always === "any" || NOT_FILTERS.test(key)) continue;
    if (key === FILTER_PARAMS.fits) {
      if (!parseFitsValue(raw)) unapplied.push(`${key}=${raw}`);
      continue;
    }
    if (always) {
      if (!always.includes(raw)) unapplied.push(`${key}=${raw}`);
      continue;
    }
    // A `near` the list cannot use is explained by its own message; a radius needs a `near`.
    if (key === FILTER_PARAMS.near && distance) continue;
    if (key === FILTER_PARAMS.radius && distance && parseRadius(raw) && params.get(FILTER_PARAMS.near)) continue;
    const values = raw
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    const known = Object.hasOwn(VALUES_BY_PARAM, key) ? VALUES_BY_PARAM[key] : undefined;
    for (const value of values) {
      if (!known || !offeredParams.has(key) || !known.includes(value)) unapplied.push(`${key}=${value}`);
    }
  }
  return [...new Set(unapplied)];
}

/** The address without the parameters that could not be applied. */
export function withoutUnapplied(
  params: URLSearchParams,
  offered: readonly FilterKey[] = FILTER_KEYS,
  options: { distance?: boolean } = {},
) {
  const unapplied = new Set(unappliedFilters(params, offered, options));
  const next = new URLSearchParams();
  for (const [key, raw] of params) {
    const kept = raw
      .split(",")
      .map((v) => v.trim())
      .filter((v) => v && !unapplied.has(`${key}=${v}`));
    if (kept.length) next.append(key, kept.join(","));
  }
  return next;
}

/** Keeps only the filter choices a screen offers; the others in its URL are ignored. */
export function onlyFilters(filters: LocationFilters, offered: readonly FilterKey[]): LocationFilters {
  const kept: LocationFilters = { ...filters };
  for (const key of FILTER_KEYS) if (!offered.includes(key)) delete kept[key];
  return kept;
}

/** A number as the lists write it: "17", "1,000". */
export function formatCount(count: number) {
  return count.toLocaleString("en-US");
}

/**
 * How many places a list has, as words: "17", or "more than 1,000" when more matched than were
 * counted (COUNT_LIMIT, decision 0014); `start` capitalises it to open a sentence.
 */
export function countWords(total: number, more = false, { start = false } = {}) {
  if (!more) return formatCount(total);
  return `${start ? "More" : "more"} than ${formatCount(total)}`;
}

/** "1 location found", "24 locations found", "More than 1,000 locations found": the total, not the page. */
export function foundLine(total: number, more = false) {
  return `${countWords(total, more, { start: true })} ${total === 1 && !more ? "location" : "locations"} found`;
}

/** "Page 2 of 5", or "Page 2 of 42 or more" when the list was counted only so far. */
export function pageOfLine(page: number, pageCount: number, more = false) {
  return `Page ${page} of ${pageCount}${more ? " or more" : ""}`;
}
