import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { addPlace } from "./helpers/places";

/** The next Wednesday at 18:00 UTC (1 or 2 pm in Florida): Canine Cove's midday maintenance. */
function nextWednesdayAfternoon() {
  const date = new Date();
  date.setUTCHours(18, 0, 0, 0);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 3);
  return date;
}

test("a place page shows whether dogs are allowed now, the week, the rules and the sources", async ({ page }) => {
  // The page picks the status from the browser's clock: set it to the maintenance window.
  await page.clock.setFixedTime(nextWednesdayAfternoon());
  await page.goto("/parks/canine-cove-dog-park");
  await expect(page.getByRole("heading", { level: 1, name: "Canine Cove Dog Park" })).toBeVisible();

  const status = page.getByTestId("dog-status");
  await expect(status).toContainText("Dogs not allowed now");
  await expect(status).toContainText("from 3:00 PM");

  const week = page.getByRole("table", { name: "When dogs are allowed over the next 7 days" });
  await expect(week.getByRole("row")).toHaveCount(8);
  await expect(week.getByRole("row", { name: /^Today/ })).toContainText(/– 12:00 PM, 3:00 PM –/);

  await expect(page.getByRole("heading", { name: "Rules & Guidelines" })).toBeVisible();
  const sources = page.getByRole("region", { name: "Sources" });
  // Three pages, none known to give a fact in particular: none claims any, and each link names its page.
  await expect(sources.getByRole("link", { name: /^discover\.pbc\.gov — Dog Parks/ })).toBeVisible();
  await expect(
    sources.getByRole("link", { name: /^bocamag\.com — Dog Friendly Parks in Palm Beach County/ }),
  ).toBeVisible();
  await expect(sources).not.toContainText(/dog hours/i);
  await expectNoModerateViolations(page);
});

test("Jacksonville Beach shows its season's hours in plain words", async ({ page }) => {
  await page.goto("/beaches/jacksonville-beach");
  await expect(page.getByTestId("dog-status")).toContainText(/Dogs (not )?allowed now/);
  const week = page.getByRole("table", { name: "When dogs are allowed over the next 7 days" });
  // October to March: any hour; April to September: before 9 am and after 5 pm.
  await expect(week.getByRole("row", { name: /^Today/ })).toContainText(
    /All day|midnight – 9:00 AM, 5:00 PM – midnight/,
  );
  await expect(page.getByText("Times are local (Eastern time).")).toBeVisible();
});

test("a place closed for good says so and asks search engines to leave it out", async ({ page }) => {
  const response = await page.goto("/parks/dog-wood-park");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("note", { name: "Permanently closed" })).toContainText("Closed permanently");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the 'Dogs allowed now' chip narrows a list to places with dog hours and says so", async ({ adminPage: page }) => {
  const { name } = await addPlace(page);
  await page.goto("/parks");
  await expect(page.getByRole("heading", { name: /Park Locations \(\d+\)/ })).toBeVisible();
  await page.getByRole("link", { name: "Dogs allowed now" }).click();
  await expect(page).toHaveURL(/\/parks\?open=now$/);
  await expect(page.getByText("places without listed dog hours are left out")).toBeVisible();
  await expect(page.getByRole("link", { name: "Dogs allowed now (selected)" })).toBeVisible();
  // A place without dog hours listed is never in this list, even when searched for by name.
  await page.goto(`/parks?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
  await page.goto(`/parks?open=now&search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});
