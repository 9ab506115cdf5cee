// Which addresses of a route the full-page cache may keep (app/server/http/page-cache.server.ts).
// A route that may be cached says so in its `handle`; the cache asks the route that matches an
// address, so the routes (app/routes.ts) and their loaders' parsers are the one description of the
// site's addresses. A route without a policy is never kept.

export type PageCachePolicy = {
  /**
   * Whether the page at `url` (matched with `params`) is the same for every anonymous visitor and
   * may be kept: its query must be one the page reads in full, so that endless distinct query
   * strings cannot fill the cache.
   */
  keeps(url: URL, params: Readonly<Record<string, string | undefined>>): boolean;
};

export type PageCacheHandle = { pageCache: PageCachePolicy };

/** The policy a route's `handle` carries, if any. */
export function pageCachePolicyOf(handle: unknown): PageCachePolicy | undefined {
  const policy = (handle as Partial<PageCacheHandle> | undefined)?.pageCache;
  return policy && typeof policy.keeps === "function" ? policy : undefined;
}

/** A page that reads no query: kept only without one. */
export const PAGE_WITHOUT_QUERY: PageCacheHandle = { pageCache: { keeps: (url) => !url.search } };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A name in an address as the site writes them (lowercase words joined by hyphens, not too long). */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && value.length <= 120 && SLUG.test(value);
}

/**
 * A page named by the slug in `param`, kept when its query is one it reads in full
 * (`readsQuery`; by default none).
 */
export function slugPage(param: string, readsQuery: (params: URLSearchParams) => boolean = (q) => !q.size) {
  return {
    pageCache: { keeps: (url, params) => isSlug(params[param]) && readsQuery(url.searchParams) },
  } satisfies PageCacheHandle;
}
