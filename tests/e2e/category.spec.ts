import { expect, test, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards, countAbove, filtersToggle, nextCount, readCount } from "./helpers/lists";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function countHeading(page: Page, resultsHeading: string | RegExp) {
  const name =
    typeof resultsHeading === "string" ? new RegExp(`^${escape(resultsHeading)} \\(\\d+\\)$`) : resultsHeading;
  return page.getByRole("heading", { level: 2, name });
}

/**
 * SPEC's words for each category list ("Category lists"), copied from it: the heading with its count,
 * the search box, the empty state and the tips section with its topics. Where SPEC gives a pattern
 * rather than the words, the pattern.
 */
const SPEC_LISTS = [
  {
    prefix: "beaches",
    resultsHeading: "Beach Locations",
    searchPlaceholder: "Search beach locations...",
    emptyTitle: "No beaches found",
    tips: "Beach Safety Tips",
    topics: [/fresh water/i, /shade breaks/i, /paw/i, /rinse off/i],
  },
  {
    prefix: "parks",
    resultsHeading: "Park Locations",
    searchPlaceholder: /^Search/,
    emptyTitle: "No parks found",
    tips: /Benefits/,
    topics: [/^exercise$/i, /^mental stimulation$/i, /^socialization$/i, /^training$/i],
  },
  {
    prefix: "farmers-markets",
    resultsHeading: /^Farmers Market Locations \(\d+\)$/,
    searchPlaceholder: /^Search/,
    emptyTitle: "No farmers markets found",
    tips: /tips/i,
    topics: [],
  },
  {
    prefix: "hiking-areas",
    resultsHeading: /^Hiking Area Locations \(\d+\)$/,
    searchPlaceholder: /^Search/,
    emptyTitle: "No hiking areas found",
    tips: /safety tips/i,
    topics: [],
  },
  {
    prefix: "nature-preserves",
    resultsHeading: /^Nature Preserve Locations \(\d+\)$/,
    searchPlaceholder: /^Search/,
    emptyTitle: "No nature preserves found",
    tips: /conservation guidelines/i,
    topics: [],
  },
] as const;

const HINT = "Try adjusting your search criteria or clearing filters";

for (const list of SPEC_LISTS) {
  test(`/${list.prefix} lists its places with search, tips and the empty state`, async ({ page }) => {
    await page.goto(`/${list.prefix}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const heading = countHeading(page, list.resultsHeading);
    const total = await readCount(heading);
    expect(total).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(Math.min(total, 24));
    await expect(page.getByRole("heading", { level: 2, name: list.tips })).toBeVisible();
    const tips = page.getByRole("region", { name: list.tips });
    for (const topic of list.topics) await expect(tips.getByRole("heading", { name: topic })).toBeVisible();
    await expectNoModerateViolations(page);

    const search = page.getByPlaceholder(list.searchPlaceholder);
    await search.fill("no-such-place-anywhere");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${list.prefix}\\?search=no-such-place-anywhere$`));
    await expect(heading).toHaveText(/\(0\)$/);
    await expect(page.getByRole("heading", { name: list.emptyTitle })).toBeVisible();
    await expect(page.getByText(HINT)).toBeVisible();
    await expectNoModerateViolations(page);

    await page.getByRole("main").getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/${list.prefix}$`));
    await countAbove(heading, 0);
  });
}

test("beaches: quick chips and the Filters panel narrow the list, with the active count", async ({ page }) => {
  await page.goto("/beaches");
  const heading = countHeading(page, "Beach Locations");
  const total = await readCount(heading);
  await expect(page.getByPlaceholder("Search beach locations...")).toBeVisible();
  for (const chip of ["Free Entry", "Off-Leash", "Parking Available", "Restrooms"]) {
    await expect(page.getByRole("group", { name: "Quick filters" }).getByRole("link", { name: chip })).toBeVisible();
  }

  await page.getByRole("main").getByRole("link", { name: "Free Entry" }).click();
  await expect(page).toHaveURL(/\/beaches\?fees=free$/);
  const free = await nextCount(heading, total);
  expect(free).toBeGreaterThan(0);
  expect(free).toBeLessThan(total);
  for (const card of await cards(page).all()) await expect(card.getByText("Free", { exact: true })).toBeVisible();
  await expect(filtersToggle(page)).toContainText("1 active");

  // The panel shows the same choice selected, and every filter of SPEC.
  await filtersToggle(page).click();
  await expect(
    page.getByRole("group", { name: /Entry Fees/ }).getByRole("link", { name: "Free (selected)" }),
  ).toBeVisible();
  for (const group of ["Region", "Leash Policy", "Entry Fees", "Crowd Level", "Amenities"]) {
    await expect(page.getByRole("group", { name: new RegExp(`^${group}`) })).toBeVisible();
  }
  await expectNoModerateViolations(page);

  // A reload keeps the filter. The count itself is read again: tests running at the same time add and
  // remove beaches of their own.
  await page.reload();
  await expect(page).toHaveURL(/\/beaches\?fees=free$/);
  await expect(filtersToggle(page)).toContainText("1 active");
  const reloaded = await readCount(heading);
  expect(reloaded).toBeGreaterThan(0);
  for (const card of await cards(page).all()) await expect(card.getByText("Free", { exact: true })).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/beaches$/);
  await countAbove(heading, reloaded);
  await expect(page.getByRole("main").getByRole("link", { name: "Clear All" })).toHaveCount(0);
});

test("parks: region and leash chips only, Clear all filters, and Submit a Park", async ({ page }) => {
  await page.goto("/parks");
  const heading = countHeading(page, "Park Locations");
  const total = await readCount(heading);
  await expect(page.getByRole("group", { name: "Region" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Leash Policy" })).toBeVisible();
  await expect(page.getByRole("group", { name: /Entry Fees/ })).toHaveCount(0);
  await expect(filtersToggle(page)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Clear all filters" })).toHaveCount(0);

  await page.getByRole("main").getByRole("link", { name: "South Florida" }).click();
  const south = await nextCount(heading, total);
  expect(south).toBeGreaterThan(0);
  expect(south).toBeLessThan(total);
  await page.getByRole("main").getByRole("link", { name: "Clear all filters" }).click();
  await countAbove(heading, south);

  // A filter this screen does not offer is not applied, and the page says so.
  await page.goto("/parks?fees=paid");
  await countAbove(heading, south);
  await expect(page.getByRole("status").filter({ hasText: "not applied" })).toContainText("fees=paid");

  await expect(page.getByRole("heading", { name: "Know of a Great Dog Park?" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Submit a Park" }).click();
  await expect(page).toHaveURL(/\/submit\?category=park$/);
});

test("hiking areas and nature preserves: their own quick chips filter on the server", async ({ page }) => {
  await page.goto("/hiking-areas");
  const hiking = countHeading(page, "Hiking Area Locations");
  const total = await readCount(hiking);
  expect(total).toBeGreaterThan(0);
  await page.getByRole("main").getByRole("link", { name: "Marked Trails" }).click();
  await expect(page).toHaveURL(/\/hiking-areas\?amenity=trails$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Marked Trails (selected)" })).toBeVisible();
  // Both demo hiking areas list marked trails among their amenities.
  await expect(hiking).toHaveText(`Hiking Area Locations (${total})`);
  await expect(cards(page).filter({ hasText: "Crews Lake Wilderness Park" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Marked Trails (selected)" }).click();
  await countAbove(hiking, 0);

  await page.goto("/nature-preserves");
  for (const chip of ["Free Entry", "Quiet Areas", "Nature Trails"]) {
    await expect(page.getByRole("main").getByRole("link", { name: chip })).toBeVisible();
  }
  await page.getByRole("main").getByRole("link", { name: "Quiet Areas" }).click();
  await expect(page).toHaveURL(/\/nature-preserves\?crowd=quiet$/);
  await expect(filtersToggle(page)).toContainText("1 active");
  await expect(page.getByRole("main").getByRole("link", { name: "Quiet Areas (selected)" })).toBeVisible();
});
