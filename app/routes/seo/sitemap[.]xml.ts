// The sitemap index: names the file of public pages and the files of places (app/server/sitemap.server.ts).
import { getDb } from "~/server/db.server";
import { sitemapIndex } from "~/server/sitemap.server";

export async function loader() {
  return sitemapIndex(await getDb());
}
