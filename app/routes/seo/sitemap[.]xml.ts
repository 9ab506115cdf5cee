// The sitemap, built from the database: every public page and every place's canonical address.
import { CITY_PAGES, cityPagePath } from "~/lib/city-pages";
import { CATEGORY_PREFIXES, placePath, REGIONS } from "~/lib/vocabulary";
import { getDb } from "~/server/db.server";
import { env } from "~/server/env.server";
import { lastDirectoryChange, listSitemapPlaces } from "~/server/queries/locations.server";

type Entry = { path: string; changefreq: string; priority: string; lastmod?: Date | null };

const LEGAL_UPDATED = new Date("2025-01-19T00:00:00Z");

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);
}

function day(date: Date) {
  return date.toISOString().slice(0, 10);
}

export async function loader() {
  const db = await getDb();
  const [places, changed] = await Promise.all([listSitemapPlaces(db), lastDirectoryChange(db)]);
  const siteUrl = env().SITE_URL;

  const entries: Entry[] = [
    { path: "/", changefreq: "daily", priority: "1.0", lastmod: changed },
    { path: "/explore", changefreq: "daily", priority: "0.9", lastmod: changed },
    ...CATEGORY_PREFIXES.map((prefix) => ({
      path: `/${prefix}`,
      changefreq: "weekly",
      priority: "0.8",
      lastmod: changed,
    })),
    ...REGIONS.map((r) => ({ path: `/region/${r.slug}`, changefreq: "weekly", priority: "0.7", lastmod: changed })),
    ...CITY_PAGES.map((city) => ({
      path: cityPagePath(city),
      changefreq: "weekly",
      priority: "0.7",
      lastmod: changed,
    })),
    { path: "/submit", changefreq: "monthly", priority: "0.6" },
    { path: "/faq", changefreq: "monthly", priority: "0.5" },
    { path: "/contact", changefreq: "monthly", priority: "0.5" },
    { path: "/privacy", changefreq: "yearly", priority: "0.3", lastmod: LEGAL_UPDATED },
    { path: "/terms", changefreq: "yearly", priority: "0.3", lastmod: LEGAL_UPDATED },
    ...places.map((p) => ({ path: placePath(p), changefreq: "weekly", priority: "0.6", lastmod: p.updatedAt })),
  ];

  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(siteUrl + e.path)}</loc>`,
      e.lastmod ? `    <lastmod>${day(e.lastmod)}</lastmod>` : null,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority}</priority>`,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
