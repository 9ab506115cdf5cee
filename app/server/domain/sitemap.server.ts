// The sitemap: an index (/sitemap.xml) naming, for each language, one file of public pages and as
// many files of places as needed, each of at most SITEMAP_PLACES_PER_FILE addresses. Every address
// lists its versions in each language (hreflang alternates, and x-default for English). Spanish
// files are named with "es-" before the English name. Kept by the page cache like pages.
import { CITY_PAGES, cityPagePath } from "~/lib/city-pages";
import { CATEGORY_PREFIXES, placePath, REGIONS } from "~/lib/vocabulary";
import { DEFAULT_LOCALE, localizePath, LOCALES, type Locale } from "~/lib/i18n";
import type { Db } from "../infra/db.server";
import { listSitemapPlaces, SITEMAP_PLACES_PER_FILE, sitemapSummary } from "../queries/location-sitemap.server";

type Entry = { path: string; changefreq: string; priority: string; lastmod?: Date | null };

const LEGAL_UPDATED = new Date("2025-01-19T00:00:00Z");
const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8" };

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);
}

function day(date: Date) {
  return date.toISOString().slice(0, 10);
}

function alternates(siteUrl: string, path: string) {
  const link = (hreflang: string, locale: Locale) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + localizePath(path, locale))}"/>`;
  return [...LOCALES.map((locale) => link(locale, locale)), link("x-default", DEFAULT_LOCALE)];
}

/** The addresses of `entries` (English paths) in `locale`, each with its alternates. */
function urlset(entries: Entry[], siteUrl: string, locale: Locale) {
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(siteUrl + localizePath(e.path, locale))}</loc>`,
      e.lastmod ? `    <lastmod>${day(e.lastmod)}</lastmod>` : null,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority}</priority>`,
      ...alternates(siteUrl, e.path),
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap index (on `siteUrl`, the site's origin): the pages file and one file per SITEMAP_PLACES_PER_FILE places. */
export async function sitemapIndex(db: Db, siteUrl: string) {
  const { places, lastChange } = await sitemapSummary(db);
  const files = Math.max(1, Math.ceil(places / SITEMAP_PLACES_PER_FILE));
  const lastmod = lastChange ? `\n    <lastmod>${day(lastChange)}</lastmod>` : "";
  const english = ["pages", ...Array.from({ length: files }, (_, i) => `places-${i + 1}`)];
  const names = LOCALES.flatMap((locale) => english.map((name) => filePrefix(locale) + name));
  const items = names.map(
    (name) => `  <sitemap>\n    <loc>${escapeXml(`${siteUrl}/sitemaps/${name}.xml`)}</loc>${lastmod}\n  </sitemap>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
  return new Response(xml, { headers: XML_HEADERS });
}

const filePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `${locale}-`);

/**
 * One file of the sitemap by its name ("pages.xml", "places-2.xml", "es-pages.xml"), or null when
 * there is none.
 */
export async function sitemapFile(db: Db, fileName: string, siteUrl: string) {
  const locale = LOCALES.find((l) => l !== DEFAULT_LOCALE && fileName.startsWith(filePrefix(l))) ?? DEFAULT_LOCALE;
  const name = fileName.slice(filePrefix(locale).length);
  if (name === "pages.xml") {
    const { lastChange: changed } = await sitemapSummary(db);
    return new Response(
      urlset(
        [
          { path: "/", changefreq: "daily", priority: "1.0", lastmod: changed },
          { path: "/explore", changefreq: "daily", priority: "0.9", lastmod: changed },
          ...CATEGORY_PREFIXES.map((prefix) => ({
            path: `/${prefix}`,
            changefreq: "weekly",
            priority: "0.8",
            lastmod: changed,
          })),
          ...REGIONS.map((r) => ({
            path: `/region/${r.slug}`,
            changefreq: "weekly",
            priority: "0.7",
            lastmod: changed,
          })),
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
        ],
        siteUrl,
        locale,
      ),
      { headers: XML_HEADERS },
    );
  }
  const file = /^places-([1-9][0-9]{0,5})\.xml$/.exec(name);
  if (!file) return null;
  const places = await listSitemapPlaces(db, Number(file[1]));
  if (!places.length && file[1] !== "1") return null;
  return new Response(
    urlset(
      places.map((p) => ({ path: placePath(p), changefreq: "weekly", priority: "0.6", lastmod: p.updatedAt })),
      siteUrl,
      locale,
    ),
    { headers: XML_HEADERS },
  );
}
