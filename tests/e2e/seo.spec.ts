import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "../../app/server/infra/pglite-extensions.mjs";
import { expect, test, type APIRequestContext } from "./fixtures";
import { addPlace } from "./helpers/places";
import { newMigratedDataDir, startServer, stopServer, type OwnServer } from "./helpers/server";

type Head = { title: string; description: string; canonical: string; jsonLd: Record<string, unknown>[]; raw: string };

/** What a crawler that runs no script reads from the server's HTML. */
async function head(request: APIRequestContext, url: string): Promise<Head> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const raw = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(raw)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(raw)?.[1] ?? "";
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(raw)?.[1] ?? "";
  const jsonLd = [...raw.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { title, description, canonical, jsonLd, raw };
}

const typeOf = (ld: Record<string, unknown>[], type: string) => ld.find((o) => o["@type"] === type);

test("each page type has its own title, description, canonical link and social tags", async ({ request, baseURL }) => {
  const pages = [
    "/",
    "/explore",
    "/beaches",
    "/parks",
    "/beaches/jupiter-dog-beach",
    "/region/south-florida",
    "/city/miami",
    "/faq",
    "/contact",
    "/privacy",
    "/terms",
  ];
  const seen = await Promise.all(pages.map((p) => head(request, p)));
  for (const [i, page] of seen.entries()) {
    expect(page.title, pages[i]).not.toBe("");
    expect(page.description, pages[i]).not.toBe("");
    expect(page.raw, pages[i]).toContain('property="og:image"');
    expect(page.raw, pages[i]).toContain('name="twitter:card"');
  }
  expect(new Set(seen.map((p) => p.title)).size).toBe(pages.length);
  expect(new Set(seen.map((p) => p.description)).size).toBe(pages.length);
  expect(seen[4]!.canonical).toBe(`${baseURL}/beaches/jupiter-dog-beach`);
  expect(seen[5]!.canonical).toBe(`${baseURL}/region/south-florida`);
});

test("a place carries its schema.org type, address, coordinates and breadcrumbs, but no invented rating", async ({
  request,
  baseURL,
}) => {
  const page = await head(request, "/beaches/jupiter-dog-beach");
  expect(page.title).toBe("Jupiter Dog Beach - Dog Beach in Jupiter | Florida Dog Places");
  const place = typeOf(page.jsonLd, "Beach");
  expect(place).toMatchObject({
    "@context": "https://schema.org",
    name: "Jupiter Dog Beach",
    url: `${baseURL}/beaches/jupiter-dog-beach`,
    address: { "@type": "PostalAddress", addressLocality: "Jupiter", addressRegion: "FL" },
    geo: { "@type": "GeoCoordinates" },
    isAccessibleForFree: true,
    publicAccess: true,
  });
  expect(place).toHaveProperty("description");
  expect(place).toHaveProperty("image");
  expect(place).toHaveProperty("petsAllowed");
  expect(place).not.toHaveProperty("aggregateRating");
  const crumbs = typeOf(page.jsonLd, "BreadcrumbList") as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Beaches", "Jupiter Dog Beach"]);

  const noCoordinates = await head(request, "/beaches/annes-beach");
  expect(typeOf(noCoordinates.jsonLd, "Beach")).not.toHaveProperty("geo");
});

test("the home page describes the organisation and the site search; list pages carry breadcrumbs", async ({
  request,
  baseURL,
}) => {
  const home = await head(request, "/");
  expect(typeOf(home.jsonLd, "Organization")).toMatchObject({ name: "Florida Dog Places", url: `${baseURL}/` });
  expect(typeOf(home.jsonLd, "WebSite")).toMatchObject({
    potentialAction: {
      "@type": "SearchAction",
      target: { urlTemplate: `${baseURL}/explore?search={search_term_string}` },
    },
  });
  const beaches = await head(request, "/beaches");
  const crumbs = typeOf(beaches.jsonLd, "BreadcrumbList") as { itemListElement: { item: string }[] };
  expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${baseURL}/`, `${baseURL}/beaches`]);
});

test("the FAQ page carries FAQPage data for every question", async ({ request }) => {
  const page = await head(request, "/faq");
  const faq = typeOf(page.jsonLd, "FAQPage") as {
    mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(10);
  for (const q of faq.mainEntity) {
    expect(q["@type"]).toBe("Question");
    expect(page.raw).toContain(q.name.replace(/'/g, "&#x27;"));
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
  }
});

test("robots.txt keeps crawlers out of private pages and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Allow: /");
  for (const path of ["/admin", "/my-submissions", "/auth"]) expect(body).toContain(`Disallow: ${path}`);
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("ads.txt answers with an empty declaration by default", async ({ request }) => {
  const response = await request.get("/ads.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toMatch(/^#/);
});

test("the sitemap lists every public page and every place at its canonical address", async ({
  adminPage: page,
  baseURL,
}) => {
  const { path: added } = await addPlace(page);
  const request = page.request;
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  const files = [...(await index.text()).matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files.map((f) => f.replace(baseURL!, ""))).toEqual([
    "/sitemaps/pages.xml",
    "/sitemaps/places-1.xml",
    "/sitemaps/es-pages.xml",
    "/sitemaps/es-places-1.xml",
  ]);
  let xml = "";
  for (const file of files) {
    const response = await request.get(file.replace(baseURL!, ""));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const text = await response.text();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    xml += text;
  }
  const urls = [
    ...xml.matchAll(
      /<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>)?\s*<changefreq>\w+<\/changefreq>\s*<priority>[\d.]+<\/priority>(?:\s*<xhtml:link rel="alternate" hreflang="(?:en|es|x-default)" href="[^"]+"\/>){3}\s*<\/url>/g,
    ),
  ];
  expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
  const locs = urls.map((m) => m[1]!.replace(baseURL!, ""));
  for (const path of [
    "/",
    "/explore",
    "/beaches",
    "/parks",
    "/submit",
    "/contact",
    "/faq",
    "/privacy",
    "/terms",
    "/city/orlando",
    "/city/miami",
    "/region/north-florida",
    "/region/florida-keys",
  ]) {
    expect(locs).toContain(path);
  }
  expect(locs.some((l) => l.startsWith("/cities/") || l.startsWith("/regions/"))).toBe(false);
  const places = locs.filter((l) => /^\/(beaches|parks|farmers-markets|hiking-areas|nature-preserves)\/./.test(l));
  expect(places).toContain(added);
  // Each page in Spanish too, at its own address.
  expect(locs).toEqual(expect.arrayContaining(["/es", "/es/explore", "/es/faq", `/es${added}`]));
  expect(new Set(places).size).toBe(places.length);
  // Dog Wood Park, closed for good, is left out.
  expect(places).not.toContain("/parks/dog-wood-park");
});

test("old city and region addresses move for good", async ({ request }) => {
  for (const [from, to] of [
    ["/cities/orlando", "/city/orlando"],
    ["/cities/miami", "/city/miami"],
    ["/regions/central-florida", "/region/central-florida"],
    ["/regions/florida-keys", "/region/florida-keys"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
});

test.describe("a place whose name is markup", () => {
  const EVIL = "</script><script>alert(1)</script>";
  let dataDir = "";
  let server: OwnServer | undefined;

  /** A server of the file's own on the demo places of `dataDir`. */
  const start = () => startServer({ DEMO_DATA: "true", RATE_LIMIT: "off" }, { dataDir });

  test.beforeAll(async () => {
    // Two starts of a server; the first seeds its data folder.
    test.setTimeout(180_000);
    dataDir = newMigratedDataDir("fdp-seo-");
    await stopServer(await start());
    const db = new PGlite(path.join(dataDir, "pglite"), { extensions: PGLITE_EXTENSIONS });
    await db.query("update locations set name = $1 where slug = 'citrus-county-dog-park'", [EVIL]);
    await db.close();
    server = await start();
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("renders inert: escaped in the page and inside the structured data", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${server!.port}` });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const parsed = await head(context.request, "/parks/citrus-county-dog-park");
    expect(parsed.raw).not.toContain("<script>alert(1)");
    const place = typeOf(parsed.jsonLd, "Park");
    expect(place?.name).toBe(EVIL);
    // No aggregateRating without published reviews.
    expect(place).not.toHaveProperty("aggregateRating");

    await page.goto("/parks/citrus-county-dog-park");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EVIL);
    await page.waitForLoadState("load");
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
