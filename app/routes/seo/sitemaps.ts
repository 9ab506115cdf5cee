// One file of the sitemap: /sitemaps/pages.xml, /sitemaps/places-1.xml, ...
import type { Route } from "./+types/sitemaps";
import { getDb } from "~/server/db.server";
import { sitemapFile } from "~/server/sitemap.server";

export async function loader({ params }: Route.LoaderArgs) {
  return (await sitemapFile(await getDb(), params.file ?? "")) ?? new Response("Not found", { status: 404 });
}
