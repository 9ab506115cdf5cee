// The addresses of a list: its filters written back as query parameters, a choice switched on or
// off, another page or view, and the tidy form an untidy address is redirected to.
import { parseFitsValue, writeFitsValue, type FitsChoice } from "./fits/filter";
import { FILTER_ALIASES, FILTER_KEYS, FILTER_PARAMS, MAP_VIEW, OPEN_NOW, type LocationFilters } from "./filters";

/** The address shown as a list (`withMap` false) or with the map, keeping its filters and page. */
export function withView(params: URLSearchParams, withMap: boolean) {
  const next = new URLSearchParams(params);
  next.delete(FILTER_PARAMS.view);
  if (withMap) next.set(FILTER_PARAMS.view, MAP_VIEW);
  return next;
}

/** A copy of `params` with a choice changed by `change`, back on page 1: the list it gives starts over. */
function newChoice(params: URLSearchParams, change: (next: URLSearchParams) => void) {
  const next = new URLSearchParams(params);
  change(next);
  next.delete(FILTER_PARAMS.page);
  return next;
}

/** The address with the "Dogs allowed now" filter switched on or off, back on page 1. */
export function toggleOpenNow(params: URLSearchParams) {
  return newChoice(params, (next) => {
    if (next.get(FILTER_PARAMS.openNow) === OPEN_NOW) next.delete(FILTER_PARAMS.openNow);
    else next.set(FILTER_PARAMS.openNow, OPEN_NOW);
  });
}

/** The address with fits my dogs set to `choice` (a group of dogs, or off), back on page 1. */
export function withFits(params: URLSearchParams, choice: FitsChoice) {
  return newChoice(params, (next) => next.set(FILTER_PARAMS.fits, writeFitsValue(choice)));
}

/** A copy of `params` with `value` added to or removed from the repeated key, back on page 1. */
export function toggleParam(params: URLSearchParams, key: string, value: string) {
  return newChoice(params, (next) => {
    const values = next.getAll(key);
    next.delete(key);
    const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
    for (const v of kept) next.append(key, v);
  });
}

/**
 * A copy of `params` with a single-choice filter set to `value`, or removed when it already had
 * that value (selecting again removes), back on page 1.
 */
export function chooseParam(params: URLSearchParams, key: string, value: string) {
  return newChoice(params, (next) => {
    const current = next.getAll(key);
    next.delete(key);
    if (!(current.length === 1 && current[0] === value)) next.set(key, value);
  });
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
