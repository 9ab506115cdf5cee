import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards, readCount } from "./helpers/lists";
import { REGIONS } from "../../app/lib/vocabulary";

test("a region page lists its places with counts, cities and the way to its map", async ({ page }) => {
  const response = await page.goto("/region/florida-keys");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Dog-Friendly Florida Keys" })).toBeVisible();
  // "1 Dog Park", "2 Dog Parks": the label follows the count.
  await expect(page.getByText(/^(1 Dog-Friendly Beach|(0|[2-9]|\d\d+) Dog-Friendly Beaches)$/)).toBeVisible();
  await expect(page.getByText(/^(1 Dog Park|(0|[2-9]|\d\d+) Dog Parks)$/)).toBeVisible();
  for (const city of ["Key West", "Key Largo", "Islamorada", "Marathon"]) {
    await expect(page.getByRole("link", { name: city, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: /^\d+ Locations? Found$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Anne's Beach" })).toBeVisible();
  await expectNoModerateViolations(page);

  await page.getByRole("link", { name: "View on Map" }).click();
  await expect(page).toHaveURL(/\/region\/florida-keys\?view=map$/);
  await expect(page.getByRole("region", { name: "Places on the map" })).toBeVisible();
  await expect(
    page.getByText(/^(1 place without coordinates is|\d+ places without coordinates are) not on the map\.$/),
  ).toBeVisible();
});

test("central Florida counts its beaches and parks and pages through its places", async ({ page }) => {
  await page.goto("/region/central-florida");
  // Other tests add places in central Florida: the totals are read, not assumed, and read again on the
  // next page (the count there is the region's total, not the page's).
  const found = page.getByRole("heading", { name: /^\d+ Locations Found$/ });
  const total = await readCount(found);
  const pages = (await page.getByText(/^Page 1 of \d+$/).textContent())!.replace("Page 1 of ", "");
  expect(Number(pages)).toBeGreaterThanOrEqual(2);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await readCount(found)).toBeGreaterThanOrEqual(total);
  await page.getByRole("link", { name: "Orlando" }).first().click();
  await expect(page).toHaveURL(/\/city\/orlando$/);
});

for (const region of REGIONS) {
  for (const city of region.cities) {
    test(`the ${city} chip of ${region.label} never leads to an empty list`, async ({ page }) => {
      await page.goto(`/region/${region.slug}`);
      await page.getByRole("link", { name: city, exact: true }).first().click();
      // A city page's count, Explore's count, or the places nearest a town that has none yet.
      const found = page.getByRole("heading", { name: /^[1-9]\d* Locations? Found$/ });
      const listed = page.getByText(/^[1-9]\d* locations? found$/);
      const nearest = page.getByRole("heading", { name: `No places in ${city} yet; the nearest ones:` });
      await expect(found.or(listed).or(nearest).first()).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      if (await nearest.isVisible()) await expectNoModerateViolations(page);
    });
  }
}

test("an unknown region is a 404", async ({ page }) => {
  const response = await page.goto("/region/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! This Tail Went Off-Leash" })).toBeVisible();
});

test("the Orlando page shows the places in Orlando and local tips", async ({ page }) => {
  const response = await page.goto("/city/orlando");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Dog-Friendly Orlando" })).toBeVisible();
  // Four demo places have Orlando as their city; Doctors' Dog Park (Apopka) lies 12 miles from the
  // centre; nine OpenStreetMap dog parks the demo data publishes (decision 0042) lie within the area.
  // Other tests may add places near Orlando while this one runs: the counts are at least these.
  expect(await readCount(page.getByRole("heading", { name: /^\d+ Locations Found$/ }))).toBeGreaterThanOrEqual(14);
  await expect(page.getByRole("link", { name: "Barber Dog Park" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Doctors' Dog Park" })).toBeVisible();
  expect(await readCount(page.getByText(/^\d+ Parks$/))).toBeGreaterThanOrEqual(14);
  await expect(page.getByRole("heading", { name: "Tips for Dog Owners in Orlando" })).toBeVisible();
  await expectNoModerateViolations(page);
});

test("the Miami page lists Miami's places; other cities are a 404", async ({ page }) => {
  await page.goto("/city/miami");
  await expect(page.getByRole("heading", { level: 1, name: "Dog-Friendly Miami" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Maurice A Ferre Dog Park" })).toBeVisible();
  // No city, in Miami-Dade, 10 miles from the centre: Miami's by distance.
  await expect(page.getByRole("link", { name: "Haulover Park Dog Beach" })).toBeVisible();
  await expect(page.getByText(/^1 Dog Beach or Water Spot$/)).toBeVisible();
  // Maurice A Ferre Dog Park and four OpenStreetMap dog parks (Bone Zone, 98th Street Dog Park …).
  await expect(page.getByRole("link", { name: "Bone Zone" })).toBeVisible();
  expect(await readCount(page.getByText(/^\d+ Parks$/))).toBeGreaterThanOrEqual(5);
  await expectNoModerateViolations(page);

  const response = await page.goto("/city/tampa");
  expect(response?.status()).toBe(404);
});
