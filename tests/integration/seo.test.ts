import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { locations } from "~/server/infra/schema.server";
import { seedDemoData } from "~/server/domain/seed.server";
import { loader as placeLoader } from "~/routes/public/place/route";
import { loader as areaLoader } from "~/routes/public/area";
import { loader as legacyLoader } from "~/routes/public/legacy-redirect";
import { loader as sitemapIndexLoader } from "~/routes/seo/sitemap[.]xml";
import { loader as sitemapFileLoader } from "~/routes/seo/sitemaps";
import { loader as robotsLoader } from "~/routes/seo/robots[.]txt";
import { loader as adsLoader } from "~/routes/seo/ads[.]txt";
import { routeContext } from "../fixtures/context";

const SITE = "http://localhost:3000";

function args(path: string, params: Record<string, string>) {
  return { request: new Request(`${SITE}${path}`), params, context: routeContext() } as never;
}

/** What a loader threw: a Response (redirect) or data(null, { status }). */
async function thrown(run: () => unknown): Promise<{ status: number; location?: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: ResponseInit }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
  throw new Error("the loader did not throw");
}

describe("search-engine files and addresses", () => {
  let total = 0;

  beforeAll(async () => {
    const db = await resetDatabase();
    total = (await seedDemoData(db)).locations;
  });

  it("answers 301 from a non-canonical category prefix to the place's own address", async () => {
    const moved = await thrown(() =>
      placeLoader(args("/beaches/citrus-county-dog-park", { slug: "citrus-county-dog-park" })),
    );
    expect(moved).toEqual({ status: 301, location: "/parks/citrus-county-dog-park" });
    const place = await placeLoader(args("/parks/citrus-county-dog-park", { slug: "citrus-county-dog-park" }));
    expect(place.place.name).toBe("Citrus County Dog Park");
    expect(place.seo.title).toBe("Citrus County Dog Park - Dog Park in Homosassa | Florida Dog Places");
  });

  it("answers 404 for an unknown place, region or city", async () => {
    expect(await thrown(() => placeLoader(args("/parks/nope", { slug: "nope" })))).toEqual({ status: 404 });
    expect(await thrown(() => areaLoader(args("/region/atlantis", { region: "atlantis" })))).toEqual({ status: 404 });
    expect(await thrown(() => areaLoader(args("/city/tampa", { city: "tampa" })))).toEqual({ status: 404 });
    expect(await thrown(() => areaLoader(args("/city/constructor", { city: "constructor" })))).toEqual({ status: 404 });
  });

  it("moves the old /cities/ and /regions/ addresses for good", async () => {
    const city = (await legacyLoader(args("/cities/orlando", { city: "orlando" }))) as Response;
    expect(city.status).toBe(301);
    expect(city.headers.get("Location")).toBe("/city/orlando");
    const region = (await legacyLoader(args("/regions/south-florida", { region: "south-florida" }))) as Response;
    expect(region.status).toBe(301);
    expect(region.headers.get("Location")).toBe("/region/south-florida");
  });

  /** Every file the sitemap index names, joined. */
  async function sitemapLoader() {
    const index = await (await sitemapIndexLoader(args("/sitemap.xml", {}))).text();
    const files = [...index.matchAll(/<loc>[^<]+\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const texts = await Promise.all(
      files.map(async (file) => {
        const response = await sitemapFileLoader(args(`/sitemaps/${file}`, { file }));
        expect(response.headers.get("Content-Type")).toContain("application/xml");
        return response.text();
      }),
    );
    return { text: async () => texts.join("\n"), files };
  }

  it("indexes a file of pages and files of places", async () => {
    const index = await sitemapIndexLoader(args("/sitemap.xml", {}));
    expect(index.headers.get("Content-Type")).toContain("application/xml");
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect((await sitemapLoader()).files).toEqual(["pages.xml", "places-1.xml", "es-pages.xml", "es-places-1.xml"]);
    expect((await sitemapFileLoader(args("/sitemaps/places-2.xml", { file: "places-2.xml" }))).status).toBe(404);
    expect((await sitemapFileLoader(args("/sitemaps/../etc", { file: "../etc" }))).status).toBe(404);
  });

  it("lists every place in the sitemap at its canonical address with its last change, except the one closed for good", async () => {
    const response = await sitemapLoader();
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE, ""));
    const placeLocs = locs.filter((l) => /^\/[a-z-]+\/[^/]+$/.test(l) && !/^\/(city|region|es)\//.test(l));
    // Dog Wood Park closed permanently in 2023.
    expect(placeLocs).toHaveLength(total - 1);
    expect(placeLocs).not.toContain("/parks/dog-wood-park");
    expect(placeLocs).toContain("/parks/citrus-county-dog-park");
    expect(placeLocs).toContain("/beaches/jupiter-dog-beach");
    expect(locs).toEqual(
      expect.arrayContaining(["/", "/explore", "/city/orlando", "/region/florida-keys", "/privacy", "/terms"]),
    );

    const db = await getDb();
    const [row] = await db
      .select({ updatedAt: locations.updatedAt })
      .from(locations)
      .where(eq(locations.slug, "jupiter-dog-beach"));
    const day = row!.updatedAt.toISOString().slice(0, 10);
    expect(xml).toContain(`<loc>${SITE}/beaches/jupiter-dog-beach</loc>\n    <lastmod>${day}</lastmod>`);
  });

  it("lists each page in both languages, each address with its alternates in English, Spanish and x-default", async () => {
    const xml = await (await sitemapLoader()).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE, ""));
    expect(locs).toEqual(expect.arrayContaining(["/es", "/es/explore", "/es/beaches/jupiter-dog-beach", "/es/faq"]));
    expect(locs.filter((l) => l.startsWith("/es")).length).toBe(locs.filter((l) => !l.startsWith("/es")).length);
    for (const loc of ["/beaches/jupiter-dog-beach", "/es/beaches/jupiter-dog-beach"]) {
      const entry = xml.split("<url>").find((u) => u.includes(`<loc>${SITE}${loc}</loc>`))!;
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/beaches/jupiter-dog-beach"/>`);
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/beaches/jupiter-dog-beach"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/beaches/jupiter-dog-beach"/>`,
      );
    }
  });

  it("gives each place its own last change as lastmod, not the day the sitemap is made", async () => {
    const db = await getDb();
    await db
      .update(locations)
      .set({ updatedAt: new Date("2024-03-05T12:00:00Z") })
      .where(eq(locations.slug, "jupiter-dog-beach"));
    const xml = await (await sitemapLoader()).text();
    expect(xml).toContain(`<loc>${SITE}/beaches/jupiter-dog-beach</loc>\n    <lastmod>2024-03-05</lastmod>`);
  });

  it("escapes the sitemap's addresses as XML", async () => {
    const db = await getDb();
    await db.insert(locations).values({ slug: "a&b", name: "A and B", category: "park" });
    const xml = await (await sitemapLoader()).text();
    expect(xml).toContain(`<loc>${SITE}/parks/a&amp;b</loc>`);
    expect(xml).not.toContain("/parks/a&b<");
    await db.delete(locations).where(eq(locations.slug, "a&b"));
  });

  it("serves robots.txt and ads.txt", async () => {
    const robots = await robotsLoader(args("/robots.txt", {})).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const ads = await adsLoader().text();
    expect(ads.startsWith("#")).toBe(true);
  });

  it("gives a place structured data with a rating only from its published reviews", async () => {
    const db = await getDb();
    // A place has no rating of its own, only its owners' reviews: none published, none in its data.
    const [place] = await db.select().from(locations).where(eq(locations.slug, "jupiter-dog-beach"));
    expect(place!.reviewCount).toBe(0);
    const plain = await placeLoader(args("/beaches/jupiter-dog-beach", { slug: "jupiter-dog-beach" }));
    expect(plain.seo.jsonLd[0]).not.toHaveProperty("aggregateRating");
    expect(plain.seo.jsonLd[0]).not.toHaveProperty("review");
  });
});
