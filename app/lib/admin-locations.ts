import type { ValueOf } from "./vocabulary-list";
import { parsePage } from "./filters";
import { isRegion, type Region } from "./vocabulary";

// The admin's Locations table: its sort orders, the freshness filters that find places needing a
// look, and how many rows a page shows.

export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "name", label: "Name" },
  { value: "updated", label: "Recently updated" },
  { value: "verified", label: "Least recently verified" },
] as const;
export type AdminSort = ValueOf<typeof ADMIN_SORTS>;

export const FRESHNESS_FILTERS = [
  { value: "stale", label: "Not verified in 12 months" },
  { value: "no-hours", label: "No dog hours" },
  { value: "no-coordinates", label: "No coordinates" },
  { value: "no-sources", label: "No sources" },
  { value: "reported", label: "Reported changes open" },
] as const;
export type Freshness = ValueOf<typeof FRESHNESS_FILTERS>;

export const ADMIN_CATEGORY_GROUPS = ["beach", "park"] as const;
export type AdminCategoryGroup = (typeof ADMIN_CATEGORY_GROUPS)[number];

export type AdminListParams = {
  search: string;
  group?: AdminCategoryGroup;
  region?: Region;
  freshness?: Freshness;
  sort: AdminSort;
  page: number;
};

function pick<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((v) => v === raw);
}

/** The table's query string, read leniently: an unknown value is as if it were not there. */
export function parseAdminListParams(params: URLSearchParams): AdminListParams {
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    group: pick(ADMIN_CATEGORY_GROUPS, params.get("category")),
    region: isRegion(params.get("region")) ? (params.get("region") as Region) : undefined,
    freshness: pick(
      FRESHNESS_FILTERS.map((f) => f.value),
      params.get("freshness"),
    ),
    sort:
      pick(
        ADMIN_SORTS.map((s) => s.value),
        params.get("sort"),
      ) ?? "newest",
    page: parsePage(params.get("page")),
  };
}
