// One file of the sitemap: /sitemaps/pages.xml, /sitemaps/places-1.xml, ...
import type { Route } from "./+types/sitemaps";
import { getDb } from "~/server/infra/db.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { sitemapFile } from "~/server/domain/sitemap.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  return (
    (await sitemapFile(await getDb(), params.file ?? "", siteOrigin(request))) ??
    new Response("Not found", { status: 404 })
  );
}
