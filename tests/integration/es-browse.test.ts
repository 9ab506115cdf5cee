// The browse screens in Spanish: the page cache keeps Spanish lists like English ones, the region
// and city screens speak the page's language (English the same words as before), and the loaders
// and search suggestions at /es answer in Spanish with links that stay under /es.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow, uniqueSuffix } from "../factories";
import { pageAddress, pageCacheKey } from "../fixtures/routes";
import { routeContext } from "../fixtures/context";
import { cityScreen, regionScreen, type Translate } from "~/lib/area-pages";
import { CITY_PAGES } from "~/lib/city-pages";
import { REGIONS } from "~/lib/vocabulary";
import { translatorFor } from "~/server/reference/i18n.server";
import { locations } from "~/server/infra/schema.server";
import { loader as exploreLoader } from "~/routes/public/explore";
import { loader as categoryLoader } from "~/routes/public/category";
import { loader as areaLoader } from "~/routes/public/area";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as suggestionsLoader } from "~/routes/public/search-suggestions";

const ORIGIN = "http://localhost:3000";
/** A region's Spanish name, from the facts namespace (its own part of the translation). */
const regionEs = (value: "north" | "central" | "south" | "keys") => translatorFor("es", "facts")(`region.${value}`);

function translate(locale: "en" | "es"): Translate {
  const t = translatorFor(locale, "browse");
  return (key, options) => t(key as never, options as never) as unknown as string;
}

/** What a loader's answer carries: its data, with or without a status. */
type Unwrapped<T> = T extends { data: infer D; init: unknown } ? D : T;

async function load<T>(
  loader: (args: never) => Promise<T> | T,
  path: string,
  params: Record<string, string> = {},
): Promise<Unwrapped<T>> {
  const request = new Request(`${ORIGIN}${path}`);
  const result = await loader({ request, params, context: routeContext() } as never);
  return (
    result && typeof result === "object" && "init" in result && "data" in result ? result.data : result
  ) as Unwrapped<T>;
}

describe("the page cache in Spanish", () => {
  it("keeps the Spanish home, lists, regions and cities as it keeps the English ones", () => {
    expect(pageCacheKey("/es", "")).toBe("/es");
    expect(pageCacheKey("/es/explore", "?region=south&leash=off-leash")).toBe(
      "/es/explore?region=south&leash=off-leash",
    );
    expect(pageCacheKey("/es/search", "?search=playa")).toBe("/es/search?search=playa");
    expect(pageCacheKey("/es/beaches", "")).toBe("/es/beaches");
    expect(pageCacheKey("/es/beaches", "?amenity=parking&page=2")).toBe("/es/beaches?amenity=parking&page=2");
    expect(pageCacheKey("/es/parks", "?open=now")).toBe("/es/parks?open=now");
    expect(pageCacheKey("/es/region/south-florida", "?page=2")).toBe("/es/region/south-florida?page=2");
    expect(pageCacheKey("/es/city/miami", "?view=map")).toBe("/es/city/miami?view=map");
    for (const path of ["/es", "/es/explore", "/es/beaches", "/es/region/south-florida"])
      expect(pageAddress(path, "")?.reviews, path).toBe("all");
  });

  it("renders the Spanish addresses it would not keep in English without keeping them", () => {
    for (const [path, query] of [
      ["/es", "?x=1"],
      ["/es/explore", "?region=atlantis"],
      ["/es/explore", "?page=1"],
      ["/es/parks", "?fees=free"],
      ["/es/region/south-florida", "?sort=name"],
      ["/es/explore/", ""],
    ] as const)
      expect(pageCacheKey(path, query), `${path}${query}`).toBeNull();
  });
});

describe("region and city screens", () => {
  it("say in English through the texts exactly what they say without them", () => {
    const english = translate("en");
    const counts = { "dog-beach": 2, park: 1 };
    for (const region of REGIONS) {
      expect(regionScreen(region, counts, 1, false, english)).toEqual(regionScreen(region, counts, 1));
      expect(regionScreen(region, counts, 1000, true, english)).toEqual(regionScreen(region, counts, 1000, true));
    }
    for (const city of CITY_PAGES)
      expect(cityScreen(city, counts, 7, false, english)).toEqual(cityScreen(city, counts, 7));
  });

  it("speak Spanish with the Spanish texts", () => {
    const keys = REGIONS.find((r) => r.value === "keys")!;
    const screen = regionScreen(keys, { "dog-beach": 1 }, 1000, true, translate("es"), (n) =>
      n.toLocaleString("es-US"),
    );
    expect(screen.heading).toBe(`${regionEs("keys")} para perros`);
    expect(screen.seoDescription).toMatch(
      new RegExp(`^Más de 1,000 playas, parques y senderos que admiten perros en ${regionEs("keys")}\\. `),
    );
    expect(screen.stats[0]!.label).toEqual({ one: "Playa para perros", other: "Playas para perros" });
    expect(screen.others?.title).toBe("Otras regiones");
    const miami = cityScreen(
      CITY_PAGES.find((c) => c.slug === "miami")!,
      {},
      0,
      false,
      translate("es"),
    );
    expect(miami.empty).toMatchObject({
      title: "¡Muy pronto!",
      link: { label: `Explorar ${regionEs("south")}`, to: "/explore?region=south" },
    });
    expect(miami.tips?.items).toHaveLength(4);
    expect(miami.tips?.items.join(" ")).toContain("Miami-Dade");
  });
});

describe("the browse loaders at /es", () => {
  const town = `Villa Perro ${uniqueSuffix()}`;
  beforeAll(async () => {
    await resetDatabase();
    const db = await getDb();
    await db.insert(locations).values([
      {
        ...placeRow({ name: `Playa Canina ${uniqueSuffix()}`, category: "dog-beach", region: "south", city: town }),
        slug: `playa-${uniqueSuffix()}`,
      },
      {
        ...placeRow({ name: `Parque Canino ${uniqueSuffix()}`, category: "dog-park", region: "south", city: town }),
        slug: `parque-${uniqueSuffix()}`,
      },
    ]);
  });

  it("give Spanish titles and keep their links under /es", async () => {
    const home = await load(homeLoader, "/es");
    expect(home.seo.title).toBe("Florida Dog Places | Playas, parques y senderos para perros en Florida");
    const explore = await load(exploreLoader, "/es/explore?region=south");
    expect(explore.seo.title).toMatch(/^Explora lugares para perros en Florida/);
    expect(explore.path).toBe("/es/explore");
    const beaches = await load(categoryLoader, "/es/beaches");
    expect(beaches.path).toBe("/es/beaches");
    expect(beaches.seo.title).toBe("Playas para perros en Florida");
    const region = await load(areaLoader, "/es/region/south-florida", { region: "south-florida" });
    expect(region.screen.heading).toBe(`${regionEs("south")} para perros`);
  });

  it("answer in English at the English addresses", async () => {
    const explore = await load(exploreLoader, "/explore");
    expect(explore.seo.title).toMatch(/^Explore Dog-Friendly Places in Florida/);
    const beaches = await load(categoryLoader, "/beaches");
    expect(beaches.path).toBe("/beaches");
  });

  it("suggest in Spanish, with links to Spanish pages", async () => {
    const answer = await load(suggestionsLoader, `/es/search/suggestions?q=${encodeURIComponent(town)}`);
    const { suggestions } = (await (answer as unknown as Response).json()) as {
      suggestions: { kind: string; detail: string; href: string }[];
    };
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) expect(s.href).toMatch(/^\/es\//);
    const city = suggestions.find((s) => s.kind === "city");
    expect(city?.detail).toBe("2 lugares");
    const english = await load(suggestionsLoader, `/search/suggestions?q=${encodeURIComponent(town)}`);
    const inEnglish = (await (english as unknown as Response).json()) as {
      suggestions: { kind: string; detail: string; href: string }[];
    };
    expect(inEnglish.suggestions.find((s) => s.kind === "city")?.detail).toBe("2 places");
    for (const s of inEnglish.suggestions) expect(s.href).not.toMatch(/^\/es/);
  });
});
