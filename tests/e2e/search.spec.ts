// The search box as a visitor uses it: suggestions while typing, Near me and a ZIP code, and the chips
// of what a search understood. Reads the demo data only.
import { expect, test, type Locator, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards, foundLine, nextCount, readCount } from "./helpers/lists";

function searchBox(page: Page) {
  return page.getByRole("combobox", { name: "Search by name or city" });
}

/** The miles shown on each card of the page, in order; null for a card without a distance. */
/** Each card's miles: exact ("3.2 mi") or to its town's centre ("≈ 4 mi, town centre"), null when unknown. */
async function cardMiles(page: Page, { approximate = true } = {}) {
  const texts = await cards(page).evaluateAll((articles) => articles.map((a) => a.textContent ?? ""));
  return texts.map((text) => {
    const exact = /(\d+(?:\.\d)?) mi away/.exec(text);
    const townCentre = /≈ (\d+) mi, town centre/.exec(text);
    if (exact) return Number.parseFloat(exact[1]!);
    if (approximate && townCentre) return Number.parseFloat(townCentre[1]!);
    return null;
  });
}

async function expectAscending(values: number[]) {
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => a - b));
}

test("a misspelt name is suggested while typing, and Enter on it opens the place", async ({ page }) => {
  await page.goto("/explore");
  const search = searchBox(page);
  await search.pressSequentially("jupitor");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option", { name: /Jupiter Dog Beach/ })).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await expectNoModerateViolations(page);

  await search.press("ArrowDown");
  const active = await search.getAttribute("aria-activedescendant");
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(`[id="${active}"]`)).toContainText("Jupiter Dog Beach");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/beaches\/jupiter-dog-beach$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jupiter Dog Beach" })).toBeVisible();
});

test("Escape closes the suggestions, and choosing one with the mouse opens it", async ({ page }) => {
  await page.goto("/");
  const search = searchBox(page);
  await search.pressSequentially("jupitor");
  const option = page.getByRole("option", { name: /Jupiter Dog Beach/ });
  await expect(option).toBeVisible();
  await search.press("Escape");
  await expect(option).toBeHidden();
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.press("ArrowDown");
  await option.click();
  await expect(page).toHaveURL(/\/beaches\/jupiter-dog-beach$/);
});

test.describe("near me", () => {
  // Miami's centre; the address carries it rounded to 3 decimals.
  test.use({ geolocation: { latitude: 25.77427, longitude: -80.19366 } });

  test("sorts the list by distance, shows the miles, and narrows to a radius", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await page.goto("/explore");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(/[?&]near=25\.774%2C-80\.194$/);
    await expect(page.getByText("Distances from your location.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("distance");
    const miles = await cardMiles(page, { approximate: false });
    expect(miles[0]).not.toBeNull();
    await expectAscending(miles.filter((m): m is number => m !== null));

    // A card's place page tells the distance too.
    const first = cards(page).first();
    const name = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d)? mi from your location$/)).toBeVisible();
    await page.goBack();
    // Counted as the list comes back: places other tests add meanwhile are in it.
    const all = await readCount(foundLine(page));

    await page.getByRole("combobox", { name: "Distance" }).selectOption({ label: "Within 5 mi" });
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page).toHaveURL(/radius=5/);
    const near = await nextCount(foundLine(page), all);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(all);
    const within = await cardMiles(page);
    expect(within.every((m) => m !== null && m <= 5)).toBe(true);
    // A place without coordinates is measured to its town's centre, marked so, or counted: never unplaced in the list.
    await expect(page.getByRole("heading", { name: "Distance unknown" })).toBeHidden();
  });
});

test("a ZIP code measures from its centre; an unknown one says so", async ({ page }) => {
  await page.goto("/explore");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("33139");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/[?&]near=33139$/);
  await expect(page.getByText("Distances from ZIP 33139.")).toBeVisible();
  await expectAscending((await cardMiles(page, { approximate: false })).filter((m): m is number => m !== null));

  await page.goto("/explore?near=99999");
  await expect(page.getByRole("alert")).toContainText("99999 is not a Florida ZIP code we know");
  expect(await readCount(foundLine(page))).toBeGreaterThan(0);
});

test("within a radius, a place without a map position is measured to its town's centre, and the rest are counted", async ({
  page,
}) => {
  // ZIP 32003 is Fleming Island, about 17 miles from Jacksonville's centre.
  await page.goto("/explore?near=32003&radius=25");
  await expect(page.getByText("Distances from ZIP 32003, within 25 mi.")).toBeVisible();
  const approximate = cards(page).filter({ hasText: /≈ \d+ mi, town centre/ });
  expect(await approximate.count()).toBeGreaterThan(0);
  await expect(approximate.first()).toContainText("Jacksonville");
  const miles = await cardMiles(page);
  expect(miles.every((m) => m !== null && m <= 25)).toBe(true);
  // The places measured to their map position first, nearest first; then those placed by their town's centre.
  const exact = await cardMiles(page, { approximate: false });
  const measured = exact.findIndex((m) => m === null);
  expect(measured).toBeGreaterThan(0);
  expect(exact.slice(measured).every((m) => m === null)).toBe(true);
  for (const group of [miles.slice(0, measured), miles.slice(measured)]) {
    expect(group).toEqual([...group].sort((a, b) => a! - b!));
  }
  await expect(
    page.getByText(/^\d+ places? in this search (has|have) no known position and (is|are) not listed\.$/),
  ).toBeVisible();
  await expectNoModerateViolations(page);
});

async function chip(group: Locator, label: RegExp) {
  const link = group.getByRole("link", { name: label });
  await expect(link).toBeVisible();
  return link;
}

test("the words of a search become chips that each remove their part", async ({ page }) => {
  await page.goto("/explore?search=off+leash+beaches+miami");
  const group = page.getByRole("group", { name: "Your search" });
  await chip(group, /^Beaches/);
  await chip(group, /^Off-leash/);
  await chip(group, /^matching 'miami'/);
  const narrow = await readCount(foundLine(page));
  expect(narrow).toBeGreaterThan(0);
  for (const card of await cards(page).all()) await expect(card).toContainText(/beach/i);

  await (await chip(group, /^Beaches/)).click();
  await expect(page).toHaveURL(/\/explore\?search=off\+leash\+miami$/);
  await expect(searchBox(page)).toHaveValue("off leash miami");
  await expect(group.getByRole("link", { name: /^Beaches/ })).toHaveCount(0);
  const wider = await nextCount(foundLine(page), narrow);
  expect(wider).toBeGreaterThan(narrow);

  await (await chip(group, /^Off-leash/)).click();
  await expect(page).toHaveURL(/\/explore\?search=miami$/);
  await expect(group).toBeHidden();
});
