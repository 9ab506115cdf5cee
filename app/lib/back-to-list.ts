// "Back to Listings" on a place page: the list of places on this site the visitor came from, with
// its filters, or else the place's category list. A card carries its list's address in the
// navigation state; a page opened afresh (a new tab, a reload) looks at a same-origin referrer.
import { CATEGORY_PREFIXES } from "~/lib/vocabulary";
import { unlocalizedPath } from "~/lib/i18n";

const LIST_PAGES = new Set<string>(["explore", "search", ...CATEGORY_PREFIXES]);
const AREA_PAGES = new Set(["region", "city"]);

/**
 * `value` as a path with query when it names a list of places on this site, in any language
 * ("/explore?x", "/es/beaches"), else null.
 */
export function listPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, "http://list.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://list.invalid") return null;
  const segments = unlocalizedPath(url.pathname).split("/").filter(Boolean);
  const isList =
    (segments.length === 1 && LIST_PAGES.has(segments[0]!)) || (segments.length === 2 && AREA_PAGES.has(segments[0]!));
  return isList ? `${url.pathname}${url.search}` : null;
}

/** The list a referrer points to, when it is a page of this site (`origin`), else null. */
export function referrerListPath(referrer: string, origin: string): string | null {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? listPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

/** The navigation state a link to a place carries from the list at `location`. */
export function fromListState(location: { pathname: string; search: string }) {
  return { from: `${location.pathname}${location.search}` };
}

/** The list path carried in a navigation state by `fromListState`, when it is one. */
export function stateListPath(state: unknown): string | null {
  return state && typeof state === "object" && "from" in state ? listPath(state.from) : null;
}
