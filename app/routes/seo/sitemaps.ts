// One file of the sitemap: /sitemaps/pages.xml, /sitemaps/places-1.xml, ...
import type { Route } from "./+types/sitemaps";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { sitemapFile } from "~/server/domain/sitemap.server";
import { requestDb } from "~/server/domain/request-context.server";
import type { PageCacheHandle } from "~/lib/page-cache-policy";

/** Kept by the full-page cache: a sitemap file's name, without a query (its dates are the places' facts', not their reviews'). */
export const handle: PageCacheHandle = {
  pageCache: {
    keeps: (url, params) => !url.search && /^[a-z0-9-]+\.xml$/.test(params.file ?? ""),
    reviews: () => "none",
  },
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return (
    (await sitemapFile(requestDb(context), params.file ?? "", siteOrigin(request))) ??
    new Response("Not found", { status: 404 })
  );
}
