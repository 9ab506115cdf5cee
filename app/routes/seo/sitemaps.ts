// One file of the sitemap: /sitemaps/pages.xml, /sitemaps/places-1.xml, ...
import type { Route } from "./+types/sitemaps";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { sitemapFile } from "~/server/domain/sitemap.server";
import { requestDb } from "~/server/domain/request-context.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return (
    (await sitemapFile(requestDb(context), params.file ?? "", siteOrigin(request))) ??
    new Response("Not found", { status: 404 })
  );
}
