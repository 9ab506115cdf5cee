// What the attack-and-fault test sent, over HTTP to the real server: words that are names of an
// object's own properties, and page numbers no list has. Every list and search answers with a page
// (or a redirect, or a 404), never a 500 or a stack trace.
import { expect, test } from "./fixtures";
import { CATEGORY_PREFIXES, REGIONS } from "../../app/lib/vocabulary";
import { CITY_PAGES } from "../../app/lib/city-pages";

const LISTS = [
  "/explore",
  "/search",
  ...CATEGORY_PREFIXES.map((prefix) => `/${prefix}`),
  ...REGIONS.map((r) => `/region/${r.slug}`),
  ...CITY_PAGES.map((c) => `/city/${c.slug}`),
  "/search/suggestions",
];

const WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty"];
const QUERIES = [
  ...WORDS.flatMap((w) => [`search=${w}`, `q=${w}`, `${w}=1`, `near=${w}`, `region=${w}`]),
  ...["1e20", "99999999999999999999", "-1", "0", "NaN", "1.5", "constructor", "1".repeat(400)].map(
    (p) => `page=${encodeURIComponent(p)}`,
  ),
];

test("no list or search answers 500 to odd words or page numbers", async ({ request }) => {
  test.setTimeout(240_000);
  const failed: string[] = [];
  for (const list of LISTS) {
    for (const query of QUERIES) {
      const response = await request.get(`${list}?${query}`, { maxRedirects: 0 });
      const body = await response.text();
      if (response.status() >= 500 || /\n\s+at [\w.<>]+ \(|TypeError|ReferenceError/.test(body)) {
        failed.push(`${list}?${query} → ${response.status()}`);
      }
    }
  }
  expect(failed).toEqual([]);
});

test("a search for 'constructor' finds nothing rather than failing, and says so", async ({ page }) => {
  const response = await page.goto("/explore?search=constructor");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Explore Dog-Friendly Places" })).toBeVisible();
  await expect(page.getByText("Failed to fetch locations")).toHaveCount(0);
  await expect(page.getByText("0 locations found", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No locations found" })).toBeVisible();
});

test("a page number past the end of a region's list shows its last page", async ({ page }) => {
  const response = await page.goto("/region/central-florida?page=99999999999999999999");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible();
});
