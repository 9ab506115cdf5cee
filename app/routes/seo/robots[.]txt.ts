import type { Route } from "./+types/robots[.]txt";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { pageWithoutQuery } from "~/lib/page-cache-policy";

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /my-submissions",
    "Disallow: /auth",
    "",
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
