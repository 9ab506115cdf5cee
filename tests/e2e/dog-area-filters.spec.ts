import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards, filtersToggle, foundLine, nextCount, readCount } from "./helpers/lists";

test("Explore narrows to fenced places, then to those with a small-dog area too, by a shareable address", async ({
  page,
}) => {
  // Four lists, a place page and an accessibility scan: more than the default time on a busy machine.
  test.slow();
  await page.goto("/explore");
  const total = await readCount(foundLine(page));
  await filtersToggle(page).click();
  const dogArea = page.getByRole("group", { name: "Dog Area" });
  await dogArea.getByRole("link", { name: "Fenced", exact: true }).click();
  await expect(page).toHaveURL(/\/explore\?feature=fenced$/);
  const fenced = await nextCount(foundLine(page), total);
  expect(fenced).toBeGreaterThan(0);
  expect(fenced).toBeLessThan(total);
  await expect(dogArea.getByRole("link", { name: "Fenced (selected)" })).toHaveAttribute("aria-current", "true");
  await expectNoModerateViolations(page);

  await dogArea.getByRole("link", { name: "Small-dog area", exact: true }).click();
  await expect(page).toHaveURL(/\/explore\?feature=fenced&feature=small-dog-area$/);
  const both = await nextCount(foundLine(page), fenced);
  expect(both).toBeGreaterThan(0);
  expect(both).toBeLessThan(fenced);
  await expect(filtersToggle(page)).toContainText("2 active");

  // The address alone gives the same list, and each place listed says so on its page.
  const shared = page.url();
  await page.goto(shared);
  await expect(foundLine(page)).toHaveText(new RegExp(`^${both} locations? found$`));
  await cards(page).first().getByRole("link").first().click();
  const fact = (term: string) => page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=../dd");
  await expect(fact("Fenced")).toHaveText("Yes");
  await expect(fact("Small-dog area")).toHaveText("Yes");
});

test("the parks list offers the dog-area filters in plain sight, without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/parks");
  const heading = page.getByRole("heading", { name: /^Park Locations \(\d+\)$/ });
  const total = await readCount(heading);
  await page.getByRole("group", { name: "Dog Area" }).getByRole("link", { name: "Small-dog area" }).click();
  await expect(page).toHaveURL(/\/parks\?feature=small-dog-area$/);
  const small = await readCount(heading);
  expect(small).toBeGreaterThan(0);
  expect(small).toBeLessThan(total);
  await context.close();
});

test("the Explore search box says it finds names, cities, counties and ZIP codes", async ({ page }) => {
  await page.goto("/explore");
  await expect(page.getByRole("combobox", { name: "Search by name or city" })).toHaveAttribute(
    "placeholder",
    "Search by name, city, county or ZIP...",
  );
});
