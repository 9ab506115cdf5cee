// Where a list looks, as a visitor asks for it on the demo data: Near me within a radius (the places
// with a map position first, those placed only by their town after them, both counted), a ZIP code
// typed in the search box (the same list as the ZIP control), "near <town>" and regional names, and
// Explore on a phone (the first place on the first screen).
import { expect, test, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards, foundLine, readCount } from "./helpers/lists";

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search by name or city" });
const TOWN_CENTRE = /≈ \d+ mi, town centre/;

/** The cards' names, and whether each is placed only by its town's centre. */
async function listed(page: Page) {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map((a) => ({ name: a.querySelector("h3")?.textContent ?? "", text: a.textContent ?? "" })),
  );
  return texts.map(({ name, text }) => ({ name, byTown: TOWN_CENTRE.test(text) }));
}

test.describe("near me in downtown Tampa", () => {
  test.use({ geolocation: { latitude: 27.951, longitude: -82.457 } });

  test("lists the measured places nearest first, then those placed by their town, and counts both", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await page.goto("/explore");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(/[?&]near=27\.951%2C-82\.457/);
    await page.getByRole("combobox", { name: "Distance" }).selectOption({ label: "Within 10 mi" });
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page).toHaveURL(/radius=10/);
    await expect(page.getByText("Distances from your location, within 10 mi.")).toBeVisible();

    const places = await listed(page);
    const firstByTown = places.findIndex((p) => p.byTown);
    expect(firstByTown).toBeGreaterThan(0);
    // No measured place after the first one placed by its town.
    expect(places.slice(firstByTown).every((p) => p.byTown)).toBe(true);
    const measured = places.slice(0, firstByTown).map((p) => p.name);
    expect(measured).toContain("Julian B. Lane Riverfront Park - Dog Park");
    expect(places.slice(firstByTown).map((p) => p.name)).toContain("West Park Dog Park");

    const byTown = places.length - firstByTown;
    const total = await readCount(foundLine(page));
    expect(total).toBe(places.length);
    await expect(page.getByTestId("distance-groups")).toHaveText(
      `${firstByTown} places measured to their map position, nearest first; after them, ${byTown} placed only by their town's centre (≈).`,
    );
    await expect(page.getByRole("heading", { name: `Placed only by their town (${byTown})` })).toBeVisible();
    await expectNoModerateViolations(page);
  });
});

test("a ZIP code typed in the search box lists what the ZIP control lists, with its radius shown", async ({ page }) => {
  await page.goto("/explore");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("32801");
  await page.getByRole("combobox", { name: "Distance" }).selectOption({ label: "Within 10 mi" });
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page.getByText("Distances from ZIP 32801, within 10 mi.")).toBeVisible();
  const control = { count: await readCount(foundLine(page)), places: await listed(page) };
  expect(control.places.some((p) => p.byTown)).toBe(true);

  await page.goto("/explore");
  await searchBox(page).fill("32801");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/explore\?near=32801&radius=10$/);
  await expect(page.getByText("Distances from ZIP 32801, within 10 mi.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Distance" })).toHaveValue("10");
  await expect(page.getByRole("textbox", { name: "ZIP code" })).toHaveValue("32801");
  expect(await readCount(foundLine(page))).toBe(control.count);
  expect(await listed(page)).toEqual(control.places);
});

test("'near <town>' measures from the town, and a regional name searches its counties", async ({ page }) => {
  await page.goto("/explore");
  await searchBox(page).fill("dog beach near tampa");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/explore\?search=dog\+beach&near=Tampa&radius=25$/);
  await expect(page.getByText("Distances from Tampa, within 25 mi.")).toBeVisible();
  await expect(cards(page).first()).toContainText("Davis Islands Dog Beach");
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? mi away/);

  await page.goto(`/explore?${new URLSearchParams({ search: "Tampa Bay" })}`);
  await expect(page.getByRole("group", { name: "Your search" }).getByRole("link", { name: /Tampa Bay/ })).toBeVisible();
  expect(await readCount(foundLine(page))).toBeGreaterThan(20);
  await expect(cards(page).filter({ hasText: "Pinellas County" }).first()).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const address of ["/explore", `/explore?${new URLSearchParams({ search: "dog parks" })}`]) {
    test(`shows the first place on the first screen, the controls above it (${address})`, async ({ page }) => {
      await page.goto(address);
      await expect(cards(page).first().getByRole("heading")).toBeInViewport();
      await expect(searchBox(page)).toBeInViewport();
      await expect(page.getByRole("button", { name: "Near me" })).toBeInViewport();
      await expect(page.getByText(/^Filters( \d+ active)?$/)).toBeInViewport();
      // The filters open in place, without scripts needed.
      await page.getByText(/^Filters( \d+ active)?$/).click();
      await expect(page.getByRole("main").getByRole("link", { name: "Central Florida" })).toBeVisible();
    });
  }
});
