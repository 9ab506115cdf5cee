// The sitemap index: names the file of public pages and the files of places (app/server/domain/sitemap.server.ts).
import type { Route } from "./+types/sitemap[.]xml";
import { getDb } from "~/server/infra/db.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { sitemapIndex } from "~/server/domain/sitemap.server";

export async function loader({ request }: Route.LoaderArgs) {
  return sitemapIndex(await getDb(), siteOrigin(request));
}
