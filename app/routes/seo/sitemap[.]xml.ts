// The sitemap index: names the file of public pages and the files of places (app/server/sitemap.server.ts).
import type { Route } from "./+types/sitemap[.]xml";
import { getDb } from "~/server/db.server";
import { siteOrigin } from "~/server/origin.server";
import { sitemapIndex } from "~/server/sitemap.server";

export async function loader({ request }: Route.LoaderArgs) {
  return sitemapIndex(await getDb(), siteOrigin(request));
}
