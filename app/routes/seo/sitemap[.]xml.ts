// The sitemap index: names the file of public pages and the files of places (app/server/domain/sitemap.server.ts).
import type { Route } from "./+types/sitemap[.]xml";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { sitemapIndex } from "~/server/domain/sitemap.server";
import { requestDb } from "~/server/domain/request-context.server";
import { pageWithoutQuery } from "~/lib/page-cache-policy";

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export async function loader({ request, context }: Route.LoaderArgs) {
  return sitemapIndex(requestDb(context), siteOrigin(request));
}
