// Whatever a visitor puts in an address, no list or search answers 500: words that are names of
// JavaScript's own object properties ("constructor", "__proto__") are words like any other, and a page
// number that is huge, negative or not a number is read as a page the list has.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { createSignedInUser, TEST_ORIGIN } from "../fixtures/sessions";
import { CATEGORY_PREFIXES, REGIONS } from "~/lib/vocabulary";
import { CITY_PAGES } from "~/lib/city-pages";
import { insertLocation } from "~/server/queries/location-admin.server";
import { setRole } from "~/server/queries/users.server";
import { routeContext, routeContextNow } from "../fixtures/context";
import * as explore from "~/routes/public/explore";
import * as category from "~/routes/public/category";
import * as area from "~/routes/public/area";
import * as place from "~/routes/public/place/route";
import * as suggestions from "~/routes/public/search-suggestions";
import * as legacy from "~/routes/public/legacy-redirect";
import * as adminLocations from "~/routes/admin/locations/route";
import * as adminSubmissions from "~/routes/admin/submissions/route";
import * as adminReports from "~/routes/admin/reports";
import * as adminImport from "~/routes/admin/import";
import * as importProgress from "~/routes/admin/import-progress";
import * as dogHours from "~/routes/admin/dog-hours";
import * as sitemaps from "~/routes/seo/sitemaps";

/** Names every plain object answers to: a lookup keyed by what a visitor typed must not find them. */
const OBJECT_WORDS = [
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupSetter__",
];

/** Page numbers no list has. */
const ODD_PAGES = [
  "1e20",
  "99999999999999999999",
  "9007199254740993",
  "10001",
  "-1",
  "-99999999999999999999",
  "0",
  "NaN",
  "Infinity",
  "-Infinity",
  "1.5",
  "0x10",
  "2abc",
  " 2",
  "",
  "1".repeat(400),
  ...OBJECT_WORDS,
];

type Loader = (args: never) => unknown;
type Case = {
  name: string;
  loader: Loader;
  path: string;
  params?: Record<string, string | undefined>;
  admin?: boolean;
};

let adminCookie = "";
let placePath = "";

/** What a loader's answer says to the browser: its status, and the list's error when it has one. */
async function answer(run: Case) {
  const headers: Record<string, string> = run.admin ? { Cookie: adminCookie } : {};
  const request = new Request(`${TEST_ORIGIN}${run.path}`, { headers });
  let result: unknown;
  try {
    result = await run.loader({ request, params: run.params ?? {}, context: routeContext() } as never);
  } catch (thrown) {
    // A loader that throws anything but an answer (a redirect, a 404) is a 500 for the browser.
    if (!(thrown instanceof Response) && !(thrown && typeof thrown === "object" && "init" in thrown))
      return { status: 500, error: String(thrown) };
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, error: null };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = (result as { init: ResponseInit | null }).init;
    const body = (result as { data: { error?: unknown } | null }).data;
    return { status: init?.status ?? 200, error: body?.error ?? null };
  }
  const body = result as { error?: unknown } | null;
  return { status: 200, error: body?.error ?? null };
}

/**
 * Every list and search of the site, with `query` appended to its address: each kind of page once
 * (the region, city and category pages share their loader, so one of each stands for the others).
 */
function lists(query: string): Case[] {
  const q = query ? `?${query}` : "";
  return [
    { name: "explore", loader: explore.loader, path: `/explore${q}` },
    { name: "search", loader: explore.loader, path: `/search${q}` },
    ...CATEGORY_PREFIXES.slice(0, 1).map((prefix) => ({
      name: prefix,
      loader: category.loader,
      path: `/${prefix}${q}`,
    })),
    ...REGIONS.slice(0, 1).map((r) => ({
      name: `region ${r.slug}`,
      loader: area.loader,
      path: `/region/${r.slug}${q}`,
      params: { region: r.slug },
    })),
    ...CITY_PAGES.slice(0, 1).map((c) => ({
      name: `city ${c.slug}`,
      loader: area.loader,
      path: `/city/${c.slug}${q}`,
      params: { city: c.slug },
    })),
    { name: "suggestions", loader: suggestions.loader, path: `/search/suggestions${q}` },
    { name: "place", loader: place.loader, path: `${placePath}${q}`, params: { slug: placePath.split("/")[2]! } },
    { name: "admin locations", loader: adminLocations.loader, path: `/admin/locations${q}`, admin: true },
    { name: "admin submissions", loader: adminSubmissions.loader, path: `/admin${q}`, admin: true },
    { name: "admin reports", loader: adminReports.loader, path: `/admin/reports${q}`, admin: true },
    { name: "admin import", loader: adminImport.loader, path: `/admin/import${q}`, admin: true },
    { name: "import progress", loader: importProgress.loader, path: `/admin/import/progress${q}`, admin: true },
    { name: "dog hours", loader: dogHours.loader, path: `/admin/dog-hours${q}`, admin: true },
  ];
}

/** Every failure among `cases`: the route and address that answered 500 or said its list failed. */
async function failures(cases: Case[]) {
  const failed: string[] = [];
  for (const run of cases) {
    const { status, error } = await answer(run);
    if (status >= 500 || /TypeError|ReferenceError|\n\s+at /.test(String(error ?? ""))) {
      failed.push(`${run.name} ${run.path} → ${status}${error ? ` (${String(error)})` : ""}`);
    }
  }
  return failed;
}

beforeAll(async () => {
  const db = await resetDatabase();
  const places = [
    placeRow({ name: "Constructor Cove Dog Beach", category: "dog-beach", region: "south", city: "Miami" }),
    placeRow({ name: "Lake Eola Paw Park", category: "dog-park", region: "central", city: "Orlando" }),
    placeRow({ name: "Prototype Trail", category: "hiking-area", region: "north", city: "Tallahassee" }),
  ];
  for (const row of places) await insertLocation(db, row);
  const found = await explore.loader({
    request: new Request(`${TEST_ORIGIN}/explore?search=Lake+Eola`),
    params: {},
    context: await routeContextNow(),
  } as never);
  placePath = `/parks/${(found as { data: { items: { slug: string }[] } }).data.items[0]!.slug}`;
  const admin = await createSignedInUser("sweeper@example.com");
  await setRole(await getDb(), admin.id, "admin");
  adminCookie = admin.cookie;
});

describe("no list or search answers 500 to what an address says", () => {
  it.each(OBJECT_WORDS)("searching for %s, the name of an object's own property", async (word) => {
    const cases = [
      `search=${encodeURIComponent(word)}`,
      `q=${encodeURIComponent(word)}`,
      `search=${encodeURIComponent(`${word} beach`)}`,
      `search=${encodeURIComponent(`dog park ${word} county`)}`,
      `search=${encodeURIComponent(`st ${word}`)}`,
    ].flatMap(lists);
    expect(await failures(cases)).toEqual([]);
  });

  it("finds the places named with those words, and says which parameters it did not apply", async () => {
    const list = async (query: string) =>
      (
        (await explore.loader({
          request: new Request(`${TEST_ORIGIN}/explore?${query}`),
          params: {},
          context: routeContext(),
        } as never)) as { data: { items: { name: string }[]; unapplied: string[] } }
      ).data;
    expect((await list("search=constructor")).items.map((p) => p.name)).toEqual(["Constructor Cove Dog Beach"]);
    expect((await list("search=prototype")).items.map((p) => p.name)).toEqual(["Prototype Trail"]);
    expect((await list("search=st+constructor")).items).toEqual([]);
    expect((await list("constructor=1&toString=2")).unapplied).toEqual(["constructor=1", "toString=2"]);
  });

  it.each(OBJECT_WORDS)(
    "%s, the name of an object's own property, as a parameter and as a filter value",
    async (word) => {
      const w = encodeURIComponent(word);
      // Every filter reads the word at once: each list ignores a value it does not know on its own, so
      // one address per word tries them all (one address per parameter found nothing more, 16 times slower).
      const filters = [
        "region",
        "leash",
        "fees",
        "amenity",
        "sort",
        "view",
        "near",
        "radius",
        "open",
        "category",
        "status",
        "freshness",
        "job",
        "value",
      ];
      const cases = [`${w}=1`, `${w}=${w}`, filters.map((key) => `${key}=${w}`).join("&")].flatMap(lists);
      expect(await failures(cases)).toEqual([]);
    },
  );

  it("the names of an object's own properties as the page's own name", async () => {
    const cases: Case[] = OBJECT_WORDS.flatMap((word) => [
      { name: "region", loader: area.loader, path: `/region/${word}`, params: { region: word } },
      { name: "city", loader: area.loader, path: `/city/${word}`, params: { city: word } },
      { name: "place", loader: place.loader, path: `/parks/${word}`, params: { slug: word } },
      { name: "old region", loader: legacy.loader, path: `/regions/${word}`, params: { region: word } },
      { name: "old city", loader: legacy.loader, path: `/cities/${word}`, params: { city: word } },
      { name: "sitemap", loader: sitemaps.loader, path: `/sitemaps/${word}.xml`, params: { file: `${word}.xml` } },
    ]);
    expect(await failures(cases)).toEqual([]);
  });

  it("huge, negative and unreadable page numbers", async () => {
    const cases = ODD_PAGES.flatMap((page) =>
      [`page=${encodeURIComponent(page)}`, `page=${encodeURIComponent(page)}&view=map`].flatMap(lists),
    );
    expect(await failures(cases)).toEqual([]);
  });

  it("a page past the end shows the last page, and a page that is not a number the first", async () => {
    const db = await getDb();
    for (let i = 0; i < 30; i++) {
      await insertLocation(db, placeRow({ name: `Keys Spot ${String(i).padStart(2, "0")}`, region: "keys" }));
    }
    const pageOf = async (page: string) => {
      const result = (await area.loader({
        request: new Request(`${TEST_ORIGIN}/region/florida-keys?page=${encodeURIComponent(page)}`),
        params: { region: "florida-keys" },
        context: routeContext(),
      } as never)) as { page: number; pageCount: number; places: unknown[] };
      return { page: result.page, pageCount: result.pageCount, shown: result.places.length };
    };
    const last = await pageOf("2");
    expect(last.pageCount).toBe(2);
    expect(await pageOf("1e20")).toEqual({ ...last, page: 1, shown: expect.any(Number) });
    expect(await pageOf("99999999999999999999")).toEqual(last);
    expect((await pageOf("-3")).page).toBe(1);
    expect((await pageOf("abc")).page).toBe(1);

    // The administrators' table too.
    const adminPage = async (page: string) => {
      const result = (await adminLocations.loader({
        request: new Request(`${TEST_ORIGIN}/admin/locations?region=keys&page=${encodeURIComponent(page)}`, {
          headers: { Cookie: adminCookie },
        }),
        params: {},
        context: routeContext(),
      } as never)) as { page: number; pageCount: number; items: unknown[] };
      return { page: result.page, pageCount: result.pageCount, shown: result.items.length };
    };
    const adminLast = await adminPage("2");
    expect(adminLast).toEqual({ page: 2, pageCount: 2, shown: 10 });
    expect(await adminPage("99999999999999999999")).toEqual(adminLast);
    expect((await adminPage("1e20")).page).toBe(1);
  });
});
