// Which addresses the full-page cache keeps: the route that answers an address says whether its
// page may be kept (its `handle`, app/lib/page-cache-policy.ts), in the one spelling the routes
// write it, and whose reviews it shows.
import { generatePath, matchRoutes, type RouteObject } from "react-router";
import { pageCachePolicyOf, type ReviewsShown } from "~/lib/page-cache-policy";

/** A route of the server build (or of a test's table): where it sits and the module it runs. */
export type CacheableRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
};

type Matchable = RouteObject & { pattern: string };

/** The routes as a tree React Router can match, each with its full path pattern. */
function routeTree(routes: Record<string, CacheableRoute | undefined>): Matchable[] {
  const children = new Map<string | undefined, CacheableRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined, parentPattern: string): Matchable[] =>
    (children.get(parentId) ?? []).map((route) => {
      const pattern = route.path ? `${parentPattern.replace(/\/$/, "")}/${route.path}` : parentPattern;
      const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, handle: route.module.handle };
      return route.index
        ? { ...base, index: true as const, pattern }
        : { ...base, pattern, children: build(route.id, pattern) };
    });
  return build(undefined, "/");
}

/** An address the cache keeps: its path and query as the key, and whose reviews its page shows. */
export type PageAddress = { path: string; reviews: ReviewsShown };

export type PageCacheKey = (pathname: string, search: string) => PageAddress | null;

/** How many addresses' answers pageCacheKeys remembers. */
const REMEMBERED = 4096;

/**
 * The cache key of an address and whose reviews its page shows (the route says both), or null when
 * the address is not one the cache keeps: the matched route must have a policy that keeps it, and
 * the path must be spelled as the route writes it (no other case, no trailing slash, no needless
 * escapes).
 */
export function pageCacheKeys(routes: Record<string, CacheableRoute | undefined>): PageCacheKey {
  const tree = routeTree(routes);
  // Matching ranks every route of the site again on each call (milliseconds): the answers for the
  // addresses asked lately are remembered, at most REMEMBERED of them.
  const remembered = new Map<string, PageAddress | null>();
  return (pathname, search) => {
    const asked = `${pathname}${search}`;
    const known = remembered.get(asked);
    if (known !== undefined) return known;
    const address = addressOf(pathname, search);
    if (remembered.size >= REMEMBERED) remembered.clear();
    remembered.set(asked, address);
    return address;
  };

  function addressOf(pathname: string, search: string): PageAddress | null {
    const matches = matchRoutes(tree, pathname);
    const match = matches?.at(-1);
    if (!match) return null;
    const policy = pageCachePolicyOf(match.route.handle);
    if (!policy) return null;
    const pattern = (match.route as Matchable).pattern;
    try {
      if (generatePath(pattern, match.params) !== pathname) return null;
    } catch {
      return null;
    }
    if (!policy.keeps(new URL(`${pathname}${search}`, "http://localhost"), match.params)) return null;
    return {
      path: search && search !== "?" ? `${pathname}${search}` : pathname,
      // A route that does not say is taken for a list: any review drops its pages.
      reviews: policy.reviews?.(match.params) ?? "all",
    };
  }
}
