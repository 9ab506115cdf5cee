// Which addresses of a route the full-page cache may keep (app/server/http/page-cache.server.ts).
// A route that may be cached says so in its `handle`; the cache asks the route that matches an
// address, so the routes (app/routes.ts) and their loaders' parsers are the one description of the
// site's addresses. A route without a policy is never kept.

/**
 * Whose owners' reviews a page shows, so that a review published, edited or removed drops only the
 * kept pages that show it: none, one place's (named by its slug), or every place's: a list, whose
 * cards show ratings and which "top rated" orders and "4 stars and up" filters.
 */
export type ReviewsShown = "none" | "all" | { place: string };

export type PageCachePolicy = {
  /**
   * Whether the page at `url` (matched with `params`) is the same for every anonymous visitor and
   * may be kept: its query must be one the page reads in full, so that endless distinct query
   * strings cannot fill the cache.
   */
  keeps(url: URL, params: Readonly<Record<string, string | undefined>>): boolean;
  /** Whose reviews the page matched with `params` shows. */
  reviews(params: Readonly<Record<string, string | undefined>>): ReviewsShown;
};

export type PageCacheHandle = { pageCache: PageCachePolicy };

/** The policy a route's `handle` carries, if any. */
export function pageCachePolicyOf(handle: unknown): PageCachePolicy | undefined {
  const policy = (handle as Partial<PageCacheHandle> | undefined)?.pageCache;
  return policy && typeof policy.keeps === "function" ? policy : undefined;
}

/** A page that reads no query, kept only without one; it shows no reviews, or every place's rating (`"all"`). */
export function pageWithoutQuery(reviews: "none" | "all"): PageCacheHandle {
  return { pageCache: { keeps: (url) => !url.search, reviews: () => reviews } };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A name in an address as the site writes them (lowercase words joined by hyphens, not too long). */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && value.length <= 120 && SLUG.test(value);
}

/**
 * A place's page, named by the slug in `param` and showing that place's reviews, kept when its
 * query is one it reads in full (`readsQuery`; by default none).
 */
export function placePage(param: string, readsQuery: (params: URLSearchParams) => boolean = (q) => !q.size) {
  return {
    pageCache: {
      keeps: (url, params) => isSlug(params[param]) && readsQuery(url.searchParams),
      reviews: (params) => ({ place: params[param]! }),
    },
  } satisfies PageCacheHandle;
}
