// The parts of a list's address its screen cannot apply (unknown parameters and values, filters
// the screen does not offer), so that the screen can say its list is broader than the link asked for.
import { parseFitsValue } from "./fits/filter";
import {
  FILTER_KEYS,
  FILTER_PARAMS,
  FILTER_VALUES,
  LIST_VIEWS,
  OPEN_NOW,
  type FilterKey,
  type LocationFilters,
} from "./filters";
import { parseRadius } from "./geo";

/** Parameters that are not filters and never narrow a list (campaign tags and the like). */
const NOT_FILTERS = /^(utm_[a-z]+|fbclid|gclid|ref|_data|_routes|index)$/;

const VALUES_BY_PARAM: Record<string, readonly string[]> = Object.fromEntries(
  FILTER_KEYS.map((key) => [FILTER_PARAMS[key], FILTER_VALUES[key]]),
);

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
