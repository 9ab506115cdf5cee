// Location filters as URL query parameters: parsing and writing, shared by server and page.
import {
  AMENITIES,
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  REGION_VALUES,
  type AmenityKey,
  type Category,
  type CrowdLevel,
  type Fees,
  type LeashPolicy,
  type Region,
} from "./vocabulary";

export const SORTS = ["newest", "rating", "name"] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = 24;

export type LocationFilters = {
  search?: string;
  regions?: Region[];
  categories?: Category[];
  leashPolicies?: LeashPolicy[];
  fees?: Fees[];
  crowdLevels?: CrowdLevel[];
  amenities?: AmenityKey[];
  /** Case-insensitive part of the city name. */
  city?: string;
  minRating?: number;
  sort?: Sort;
  page?: number;
  pageSize?: number;
};

/** The query parameter each filter is written to; repeated keys carry several values. */
export const FILTER_PARAMS = {
  search: "search",
  regions: "region",
  leashPolicies: "leash",
  fees: "fees",
  crowdLevels: "crowd",
  amenities: "amenity",
  sort: "sort",
  page: "page",
} as const;

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
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get(FILTER_PARAMS.page) ?? "1", 10) || 1));
  return {
    search,
    regions: pick(params, FILTER_PARAMS.regions, REGION_VALUES),
    leashPolicies: pick(params, FILTER_PARAMS.leashPolicies, LEASH_POLICY_VALUES),
    fees: pick(params, FILTER_PARAMS.fees, FEE_VALUES),
    crowdLevels: pick(params, FILTER_PARAMS.crowdLevels, CROWD_LEVEL_VALUES),
    amenities: pick(params, FILTER_PARAMS.amenities, AMENITY_KEYS),
    sort,
    page,
  };
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
    (filters.amenities?.length ?? 0)
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
