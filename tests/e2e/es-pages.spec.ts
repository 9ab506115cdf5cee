// Every public page in both languages: a Spanish page shows no English text of the site's own (its
// English texts are app/locales/en; names of places, towns and counties, and free text marked
// lang="en", may stay English), and no page in either language shows a missing text's key.
import fs from "node:fs";
import { expect, hydratedNavigation, test, type Page } from "./fixtures";
import { addPlace } from "./helpers/places";
import { en, es } from "../../app/locales";
import { CATEGORY_PREFIXES, REGIONS } from "../../app/lib/vocabulary";
import { CITY_PAGES, cityPagePath } from "../../app/lib/city-pages";
import { BRAND } from "../../app/lib/site";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Names that stay as they are in any language: places, towns and counties of the demo data, the brand. */
function properNames(): string[] {
  const csv = fs.readFileSync(new URL("../../seed/florida-places.csv", import.meta.url), "utf8");
  const names = new Set<string>([BRAND, "OpenStreetMap", "GeoNames", "US Census Bureau", "Google", "Apple"]);
  for (const line of csv.split("\n").slice(1)) {
    // name, category, city, county are the first four columns; names may be quoted.
    const cells = line.match(/("([^"]|"")*"|[^,]*)/g) ?? [];
    for (const cell of cells.slice(0, 7)) names.add(cell.replace(/^"|"$/g, "").replace(/""/g, '"'));
  }
  return [...names].filter((n) => n.length > 2);
}

/**
 * The English texts a Spanish page must not show: each English text that its Spanish differs from,
 * cut at its placeholders into pieces of at least one word of three letters, none of which is part
 * of a proper name.
 */
function englishPieces(names: string[]): { piece: string; key: string; pattern: RegExp }[] {
  const spanish = new Map(leaves(es as unknown as Tree));
  const pieces = new Map<string, string>();
  for (const [key, text] of leaves(en as unknown as Tree)) {
    if (spanish.get(key) === text) continue;
    for (const raw of text.split(/\{\{[^}]*\}\}|<[^>]*>|\n/)) {
      const piece = raw.replace(/\s+/g, " ").trim();
      if (!/[A-Za-z]{3}/.test(piece) || piece.length < 4) continue;
      if (names.some((name) => name.includes(piece))) continue;
      if ([...spanish.values()].some((text) => text.includes(piece))) continue;
      if (!pieces.has(piece)) pieces.set(piece, key);
    }
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...pieces].map(([piece, key]) => ({
    piece,
    key,
    pattern: new RegExp(`(^|[^A-Za-z])${escape(piece)}($|[^A-Za-z])`),
  }));
}

/** What a reader of the page's server HTML reads or hears, but text marked as English. */
async function readableTexts(page: Page) {
  return page.evaluate(() => {
    // The names of the places the page shows (other tests add places of their own at any time):
    // a card's heading, a place page's title.
    const placeNames = [...document.querySelectorAll("article h2, article h3, article > header h1")]
      .map((el) => el.textContent?.trim() ?? "")
      .filter((name) => name.length > 2);
    const texts: string[] = [document.title];
    const skip = (el: Element | null) => el?.closest('script, style, noscript, template, [lang="en"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node.parentElement) && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], input[type=submit]")) {
      if (skip(el)) continue;
      for (const attr of ["aria-label", "title", "placeholder", "alt", "value"]) {
        const value = el.getAttribute(attr);
        if (value?.trim() && (attr !== "value" || el.matches("input[type=submit]"))) texts.push(value.trim());
      }
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"]')) {
      const content = meta.getAttribute("content");
      if (content && !/^https?:/.test(content)) texts.push(content);
    }
    return { texts, placeNames };
  });
}

const MISSING = /\[[a-z]+:[A-Za-z0-9_.-]+\]/;

/** Short English words no Spanish sentence has: a text of the site's own that is not in app/locales. */
const ENGLISH_WORDS =
  /(^|[^\p{L}])(the|and|your|you|with|this|that|from|are|is|of|to|for|not|or|by|at|all|here|more|about|only|when|what|please|sign|find|our)($|[^\p{L}])/iu;

test("no Spanish page shows the site's English texts, and no page a missing text", async ({ adminPage, browser }) => {
  test.setTimeout(240_000);
  const place = await addPlace(adminPage, { lat: "27.62", lng: "-82.73", sources: ["https://example.org/rules"] });
  const slug = place.path.split("/").at(-1)!;

  const publicPaths = [
    "/",
    "/explore",
    "/explore?q=beach&leash=off-leash",
    ...CATEGORY_PREFIXES.map((prefix) => `/${prefix}`),
    place.path,
    ...REGIONS.map((r) => `/region/${r.slug}`),
    cityPagePath(CITY_PAGES[0]!),
    "/faq",
    "/contact",
    "/privacy",
    "/terms",
    "/offline",
    "/auth",
    "/auth/forgot-password",
    `/report/${slug}`,
    "/no-such-page",
  ];
  const signedInPaths = ["/account", "/lists", "/submit", "/my-submissions", `/review/${slug}`];

  const names = [...properNames(), place.name].sort((a, b) => b.length - a.length);
  const english = englishPieces(names);
  const anonymous = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const problems: string[] = [];

  const check = async (page: Page, path: string) => {
    for (const locale of ["en", "es"] as const) {
      const address = locale === "en" ? path : path === "/" ? "/es" : `/es${path}`;
      await page.goto(address);
      expect(await page.locator("html").getAttribute("lang"), address).toBe(locale);
      const { texts, placeNames } = await readableTexts(page);
      const shownNames = [...placeNames, ...names].sort((a, b) => b.length - a.length);
      for (const text of texts) {
        const missing = MISSING.exec(text);
        if (missing) problems.push(`${address}: missing text ${missing[0]}`);
        if (locale !== "es") continue;
        const withoutNames = shownNames.reduce((rest, name) => rest.split(name).join(" | "), text);
        const word = ENGLISH_WORDS.exec(withoutNames);
        if (word) problems.push(`${address}: English word "${word[2]}" in "${text.slice(0, 80)}"`);
        for (const { piece, key, pattern } of english) {
          if (pattern.test(withoutNames))
            problems.push(`${address}: English "${piece}" (${key}) in "${text.slice(0, 80)}"`);
        }
      }
    }
  };

  for (const path of publicPaths) await check(anonymous, path);
  for (const path of signedInPaths) await check(adminPage, path);
  expect([...new Set(problems)]).toEqual([]);
});

test("a browser that prefers Spanish is offered the Spanish page until it says no, and is never moved", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-US" });
  const page = hydratedNavigation(await context.newPage());
  const response = await page.goto("/explore?leash=off-leash");
  expect(response?.url()).toMatch(/\/explore\?leash=off-leash$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const suggestion = page.getByRole("complementary", { name: "Ver en español" });
  await expect(suggestion.getByRole("link", { name: "Ver en español" })).toHaveAttribute(
    "href",
    "/es/explore?leash=off-leash",
  );
  await suggestion.getByRole("button", { name: "Cerrar" }).click();
  await expect(suggestion).toBeHidden();
  await page.reload();
  // The suggestion and the toasts' region are both drawn once the page has hydrated.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await expect(page.getByRole("complementary", { name: "Ver en español" })).toHaveCount(0);
  await context.close();
});
