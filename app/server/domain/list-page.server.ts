// What Explore and the category lists load besides their own settings: the place to measure distances
// from (`near`), the search's chips, the order and its choices, one page of places, and with
// `view=map` every matching place the map draws. A failed query
// keeps the page: the list says "Error loading …" with the message and a Retry button, and the route
// answers 500 (listStatus), so no cache keeps it.
import { effectiveSort, FILTER_PARAMS, PAGE_SIZE, sortChoices, type LocationFilters, type Sort } from "~/lib/filters";
import { listHref, untidyRedirect } from "~/lib/list-addresses";
import { parseRadius, type Radius } from "~/lib/geo";
import { localeOfPath } from "~/lib/i18n";
import { chipValue, interpretSearch, hasInterpretation, type SearchChip } from "~/lib/search-query";
import type { TFunction } from "i18next";
import type { Db } from "../infra/db.server";
import { FLORIDA_NAMES, resolveNear, townCentre } from "../reference/geo.server";
import { translatorFor } from "../reference/i18n.server";
import { findLocations, type LocationPage } from "../queries/locations.server";
import { findMapPoints, type MapPoints } from "../queries/map-points.server";
import { ZIP_SEARCH_MILES } from "../queries/search.server";

/** How far a search for "near <town>" looks around the town's centre, unless the address says (decision 0034). */
export const NEAR_TOWN_MILES: Radius = 25;

/** A town's name as typed, capitalised when typed all in lower case ("st. petersburg" → "St. Petersburg"). */
function townLabel(typed: string) {
  return typed === typed.toLowerCase()
    ? typed.replace(/(^|[\s.'-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    : typed;
}

/**
 * Where a list's address should send the visitor instead: its tidy form (untidyRedirect), or, for a
 * search that says where to look (a ZIP code, "near Tampa"), the same list measured from there, as the
 * near form would ask for it: `near` set to the ZIP code or the town, the address's radius or the
 * search's (ZIP_SEARCH_MILES, NEAR_TOWN_MILES), the search without those words. Decision 0034.
 */
export function listRedirect(url: URL): string | null {
  const tidy = untidyRedirect(url);
  if (tidy) return tidy;
  const search = url.searchParams.get(FILTER_PARAMS.search);
  if (!search) return null;
  const { zip, nearTown, chips } = interpretSearch(search, FLORIDA_NAMES, localeOfPath(url.pathname));
  const place = zip
    ? { near: zip, miles: ZIP_SEARCH_MILES, chip: "zip" }
    : nearTown
      ? { near: townLabel(nearTown.label), miles: NEAR_TOWN_MILES, chip: "near" }
      : null;
  if (!place) return null;
  const params = new URLSearchParams(url.searchParams);
  const rest = chips.find((c) => c.kind === place.chip)?.without.trim();
  // A ZIP code inside a typed word that other words share ("tampa-33602") stays in the search.
  if (rest === search.trim()) return null;
  if (rest) params.set(FILTER_PARAMS.search, rest);
  else params.delete(FILTER_PARAMS.search);
  params.set(FILTER_PARAMS.near, place.near);
  if (!parseRadius(params.get(FILTER_PARAMS.radius))) params.set(FILTER_PARAMS.radius, String(place.miles));
  params.delete(FILTER_PARAMS.page);
  return listHref(url.pathname, params);
}

export type ListChip = { label: string; href: string };

export type LocationList = LocationPage & {
  search: string;
  /** "your location", "ZIP 33139": where distances are measured from. */
  nearLabel: string | null;
  /** Why the `near` of the address could not be used. */
  nearError: string | null;
  /** The query that place links carry, so the place's page shows its distance too. */
  placeQuery: string;
  sort: Sort;
  sortChoices: Sort[];
  chips: ListChip[];
  /** Every matching place a map can draw, when the address asks for the map (`view=map`). */
  map: MapPoints | null;
  /** A search for a town with no places yet: the places nearest its centre (with the list's other filters). */
  nearest: { town: string; items: LocationPage["items"] } | null;
  error: string | null;
};

/** A chip's label in the page's language (the chip itself names it in English). */
function chipLabel(chip: SearchChip, t: TFunction<"browse">): string {
  const value = chipValue(chip);
  if (chip.kind === "county") return t("search.searchChip.county", { name: value });
  if (chip.kind === "zip") return t("search.searchChip.zip", { zip: value });
  if (chip.kind === "near") return t("search.searchChip.near", { place: value });
  if (chip.kind === "area")
    return t(`search.searchChip.area.${value}` as "search.searchChip.near", { defaultValue: chip.label });
  if (chip.kind === "text") return t("search.searchChip.text", { words: value });
  return t(`search.searchChip.${value}` as "search.searchChip.free", { defaultValue: chip.label });
}

/** The search's chips, each a link to the list without the words that made it. */
function searchChips(url: URL, search: string): ListChip[] {
  const locale = localeOfPath(url.pathname);
  const t = translatorFor(locale, "browse");
  const interpreted = interpretSearch(search, FLORIDA_NAMES, locale);
  if (!hasInterpretation(interpreted)) return [];
  return interpreted.chips.map((chip) => {
    const params = new URLSearchParams(url.searchParams);
    if (chip.without) params.set(FILTER_PARAMS.search, chip.without);
    else params.delete(FILTER_PARAMS.search);
    params.delete(FILTER_PARAMS.page);
    return { label: chipLabel(chip, t), href: listHref(url.pathname, params) };
  });
}

/** The places nearest the centre of the town a search names, when the search names one and finds nothing. */
async function nearestToTown(db: Db, filters: LocationFilters): Promise<LocationList["nearest"]> {
  const { town, chips } = interpretSearch(filters.search!, FLORIDA_NAMES, filters.searchLocale);
  const centre = town ? townCentre(town.key) : null;
  if (!town || !centre) return null;
  // The search's other words (a category, "off leash") still apply; its town gives way to the distance.
  const others = chips.find((c) => c.kind === "text")?.without;
  const { items } = await findLocations(db, {
    ...filters,
    search: others || undefined,
    near: centre,
    radius: undefined,
    sort: "distance",
    page: 1,
  });
  const measured = items.filter((p) => p.distanceMiles != null);
  return measured.length ? { town: town.label, items: measured } : null;
}

/** The status of a list's answer: 500 when its query failed. */
export function listStatus(list: Pick<LocationList, "error">) {
  return { status: list.error ? 500 : 200 };
}

/**
 * One page of the list at `url` with `filters` (already limited to what the screen offers). A failed
 * query says `failure`, by default "Failed to fetch locations" in the language of `url`.
 */
export async function loadLocationList(
  db: Db,
  url: URL,
  filters: LocationFilters,
  failure = translatorFor(localeOfPath(url.pathname), "lists")("locationsFailed"),
): Promise<LocationList> {
  const nearParam = url.searchParams.get(FILTER_PARAMS.near);
  const near = nearParam ? resolveNear(nearParam) : null;
  const point = near && "point" in near ? near.point : undefined;
  const full: LocationFilters = {
    ...filters,
    near: point,
    radius: point ? filters.radius : undefined,
    searchLocale: localeOfPath(url.pathname),
  };
  const common = {
    search: filters.search ?? "",
    nearLabel: near && "point" in near ? near.label : null,
    nearError: near && "error" in near ? near.error : null,
    placeQuery: point && nearParam ? `?${new URLSearchParams({ [FILTER_PARAMS.near]: nearParam })}` : "",
    sort: effectiveSort(full),
    sortChoices: sortChoices(full),
    chips: filters.search ? searchChips(url, filters.search) : [],
  };
  try {
    const [result, map] = await Promise.all([
      findLocations(db, full),
      filters.view === "map" ? findMapPoints(db, full) : null,
    ]);
    const nearest = result.total === 0 && filters.search ? await nearestToTown(db, full) : null;
    return { ...result, ...common, map, nearest, error: null };
  } catch (error) {
    console.error(`[list] ${url.pathname}${url.search}:`, error);
    const empty = { items: [], total: 0, more: false, page: 1, pageSize: PAGE_SIZE, pageCount: 1 };
    return { ...empty, ...common, map: null, nearest: null, error: failure };
  }
}
