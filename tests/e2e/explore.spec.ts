import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards, countAbove, filtersToggle, foundLine, nextCount, readCount } from "./helpers/lists";

test("explore lists every place a page at a time, with the total count", async ({ page }) => {
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Explore Dog-Friendly Places" })).toBeVisible();
  const total = await readCount(foundLine(page));
  expect(total).toBeGreaterThan(24);
  await expect(cards(page)).toHaveCount(24);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText(`Page 1 of ${Math.ceil(total / 24)}`);
  await expectNoModerateViolations(page);

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pagination).toContainText(/Page 2 of \d+/);
  // The count line is the total, not the page; the number of pages follows it. Both are read again:
  // tests running at the same time add places (an import adds 25 at once).
  const later = await countAbove(foundLine(page), 24);
  await expect(pagination).toContainText(`Page 2 of ${Math.ceil(later / 24)}`);
  const firstOnPage2 = await cards(page).first().getByRole("heading").textContent();
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(pagination).toContainText(/Page 1 of \d+/);
  await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstOnPage2 ?? "");
});

test("filters narrow the count, survive a reload and follow back and forward", async ({ page }) => {
  await page.goto("/explore");
  const total = await readCount(foundLine(page));

  const panel = page.locator("details").filter({ has: page.getByText("Filters") });
  await filtersToggle(page).click();
  await panel.getByRole("link", { name: "Free", exact: true }).click();
  await expect(page).toHaveURL(/\/explore\?fees=free$/);
  const free = await nextCount(foundLine(page), total);
  expect(free).toBeGreaterThan(0);
  expect(free).toBeLessThan(total);
  for (const card of await cards(page).all()) await expect(card.getByText("Free", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("group", { name: /Entry Fees/ }).getByRole("link", { name: "Free (selected)" }),
  ).toHaveAttribute("aria-current", "true");
  await expect(filtersToggle(page)).toContainText("1 active");

  await page.getByRole("main").getByRole("link", { name: "Central Florida" }).click();
  await expect(page).toHaveURL(/fees=free&region=central/);
  await expect(page.getByRole("main").getByRole("link", { name: "Central Florida (selected)" })).toBeVisible();
  const freeCentral = await readCount(foundLine(page));
  expect(freeCentral).toBeLessThanOrEqual(free);
  await expect(filtersToggle(page)).toContainText("2 active");

  // A reload, Back and Forward bring the same filters back. The counts are read again each time: tests
  // running at the same time add places (an import adds 22 free ones at once), so they may have grown.
  const freeOnly = async () => {
    await expect(filtersToggle(page)).toContainText("1 active");
    await expect(page.getByRole("main").getByRole("link", { name: "Free (selected)" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Central Florida (selected)" })).toHaveCount(0);
    const count = await readCount(foundLine(page));
    expect(count).toBeGreaterThan(0);
    for (const card of await cards(page).all()) await expect(card.getByText("Free", { exact: true })).toBeVisible();
    return count;
  };
  await page.reload();
  await expect(page).toHaveURL(/fees=free&region=central/);
  await expect(filtersToggle(page)).toContainText("2 active");
  await expect(page.getByRole("main").getByRole("link", { name: "Central Florida (selected)" })).toBeVisible();
  await expect(foundLine(page)).toBeVisible();
  for (const card of await cards(page).all()) await expect(card.getByText("Free", { exact: true })).toBeVisible();
  await expectNoModerateViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/explore\?fees=free$/);
  const back = await freeOnly();
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  await countAbove(foundLine(page), back);
  await page.goForward();
  await expect(page).toHaveURL(/\/explore\?fees=free$/);
  const forward = await freeOnly();

  // Selecting a chosen value again removes it.
  await page.getByRole("main").getByRole("link", { name: "Free (selected)" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await countAbove(foundLine(page), forward);
});

test("search matches name or city in any case, and Clear all resets everything", async ({ page }) => {
  await page.goto("/explore");
  const total = await readCount(foundLine(page));
  const search = page.getByRole("combobox", { name: "Search by name or city" });
  await search.fill("  tAmPa ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/explore\?search=tAmPa$/);
  const found = await nextCount(foundLine(page), total);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
  // Places with Tampa in the name, city or county come first; then those whose description mentions it.
  const showsTampa = (await cards(page).allTextContents()).map((text) => /tampa/i.test(text));
  expect(showsTampa[0]).toBe(true);
  expect(showsTampa).toEqual([...showsTampa].sort((a, b) => Number(b) - Number(a)));

  await page.getByRole("main").getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("combobox", { name: "Search by name or city" })).toHaveValue("");
  await countAbove(foundLine(page), found);
});

test("no match shows the empty state, and Clear Filters brings every place back", async ({ page }) => {
  await page.goto("/explore?search=no-such-place-anywhere&amenity=dog_wash");
  await expect(foundLine(page)).toHaveText("0 locations found");
  await expect(page.getByRole("heading", { name: "No locations found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or clearing filters")).toBeVisible();
  await expectNoModerateViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await countAbove(foundLine(page), 0);
});

test("search and region in the address prefill the search and open the Filters panel", async ({ page }) => {
  await page.goto("/search?search=Miami&region=south");
  await expect(page.getByRole("combobox", { name: "Search by name or city" })).toHaveValue("Miami");
  await expect(page.getByRole("main").getByRole("link", { name: "South Florida (selected)" })).toBeVisible();
  const found = await readCount(foundLine(page));
  expect(found).toBeGreaterThan(0);
  for (const card of await cards(page).all()) await expect(card).toContainText(/miami/i);
  await expectNoModerateViolations(page);
});

test("six placeholders show while the next results load", async ({ page }) => {
  await page.goto("/explore");
  await expect(foundLine(page)).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/explore.data*", async (route) => {
    await held;
    await route.continue();
  });
  await filtersToggle(page).click();
  await page.getByRole("main").getByRole("link", { name: "North Florida" }).click();
  const loading = page.locator('[aria-busy="true"]');
  await expect(loading.locator("li")).toHaveCount(6);
  await expect(cards(page)).toHaveCount(0);
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "North Florida (selected)" })).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(0);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and filter links work, with a tidy address", async ({ page }) => {
    await page.goto("/explore?region=north");
    const north = await readCount(foundLine(page));
    const search = page.getByRole("searchbox", { name: "Search by name or city" });
    await search.fill("   ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/explore\?region=north$/);
    // The same list again; its count is read anew, as tests running at the same time add places in the north.
    await expect(page.getByRole("main").getByRole("link", { name: "North Florida (selected)" })).toBeVisible();
    const again = await readCount(foundLine(page));
    expect(again).toBeGreaterThanOrEqual(north);

    await page.getByRole("main").getByRole("link", { name: "North Florida (selected)" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    expect(await nextCount(foundLine(page), again)).toBeGreaterThan(again);
  });
});

test("cards in one row have the same height, and their icons are drawn", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/explore");
  const boxes = await cards(page).evaluateAll((articles) =>
    articles.slice(0, 6).map((a) => {
      const box = a.getBoundingClientRect();
      return { top: Math.round(box.top), height: Math.round(box.height) };
    }),
  );
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
  expect(rows.size).toBe(2);
  for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);

  // Each icon of a card draws a shape (an icon from the list's sprite draws nothing if it is missing).
  const shapes = await cards(page)
    .first()
    .locator("svg.lucide, svg.sprite-icon")
    .evaluateAll((icons) => icons.map((svg) => (svg as SVGSVGElement).getBBox().width));
  expect(shapes.length).toBeGreaterThan(2);
  for (const width of shapes) expect(width).toBeGreaterThan(5);
});
