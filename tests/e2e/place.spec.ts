import sharp from "sharp";
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { addPlace, uniquePlaceName } from "./helpers/places";

test("a place shows its facts, a map link and the way back to the listings", async ({ adminPage: page }) => {
  const { name, path } = await addPlace(page, {
    name: uniquePlaceName("Bluebird Springs Dog Park"),
    city: "Homosassa",
    county: "Citrus",
    address: "8950 Bluebird Springs Lane",
    zip: "34448",
    lat: "28.788322",
    lng: "-82.579648",
    leashPolicy: "Off-Leash Allowed",
    sources: ["https://www.citrusbocc.com/parks/dog-parks/"],
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${name} - Dog Park in Homosassa | Florida Dog Places`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator("article > header").getByText("Homosassa", { exact: true })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Quick Info" })).toBeVisible();
  await expect(page.getByText("Off-Leash Allowed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Practical Info" })).toBeVisible();
  await expect(page.getByText("8950 Bluebird Springs Lane, Homosassa, FL 34448")).toBeVisible();
  const map = page.getByRole("link", { name: /Open in map/ });
  await expect(map).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=28\.788322&mlon=-82\.579648/);
  await expect(map).toHaveAttribute("target", "_blank");
  // Nothing is known about parking here, so it says so instead of claiming it is available.
  await expect(page.locator("dt", { hasText: "Parking" }).locator("xpath=following-sibling::dd")).toHaveText(
    "Not listed",
  );

  // The pages its facts come from are credited.
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("link", { name: /citrusbocc\.com/ })).toHaveAttribute(
    "href",
    "https://www.citrusbocc.com/parks/dog-parks/",
  );

  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute("href", new RegExp(`${path}$`));
  await expectNoModerateViolations(page);

  // Opened directly, the way back is the place's category list.
  await page.getByRole("link", { name: "Back to Listings" }).click();
  await expect(page).toHaveURL(/\/parks$/);
});

test("a place with a street address and no position gives directions to the address, in both languages", async ({
  adminPage: page,
}) => {
  const { name, path } = await addPlace(page, {
    name: uniquePlaceName("Gatlin Avenue Dog Park"),
    city: "Orlando",
    county: "Orange",
    address: "3701 Gatlin Ave",
    zip: "32806",
  });
  const destination =
    "https://www.google.com/maps/dir/?api=1&destination=3701%20Gatlin%20Ave%2C%20Orlando%2C%20FL%2032806";

  await page.goto(path);
  const english = page.getByRole("link", {
    name: `Directions to the address of ${name}, 3701 Gatlin Ave, Orlando, FL 32806 (opens your maps app)`,
  });
  await expect(english).toHaveText("Directions to the address");
  await expect(english).toHaveAttribute("href", destination);

  await page.goto(`/es${path}`);
  const spanish = page.getByRole("link", {
    name: `Cómo llegar a la dirección de ${name}, 3701 Gatlin Ave, Orlando, FL 32806 (abre tu app de mapas)`,
  });
  await expect(spanish).toHaveText("Cómo llegar a la dirección");
  await expect(spanish).toHaveAttribute("href", destination);
});

test("Back to Listings returns to the list and filters the visitor came from", async ({ page }) => {
  await page.goto("/beaches?fees=free");
  await page.getByRole("article").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/beaches\/[^/?]+$/);
  await expect(page.getByRole("link", { name: "Back to Listings" })).toHaveAttribute("href", "/beaches?fees=free");
  await page.getByRole("link", { name: "Back to Listings" }).click();
  await expect(page).toHaveURL(/\/beaches\?fees=free$/);

  // From a region page, across categories.
  await page.goto("/region/south-florida");
  await page.getByRole("link", { name: "Canine Cove Dog Park" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Canine Cove Dog Park" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Listings" }).click();
  await expect(page).toHaveURL(/\/region\/south-florida$/);

  // A page opened afresh from a list of this site (a new tab) goes back to that list ...
  const origin = new URL(page.url()).origin;
  await page.goto("/parks/canine-cove-dog-park", { referer: `${origin}/explore?region=south&sort=name` });
  await expect(page.getByRole("link", { name: "Back to Listings" })).toHaveAttribute(
    "href",
    "/explore?region=south&sort=name",
  );
  // ... but not to another site, nor to a page of this site that is not a list.
  await page.goto("/parks/canine-cove-dog-park", { referer: "https://elsewhere.example/parks?fees=free" });
  await expect(page.getByRole("link", { name: "Back to Listings" })).toHaveAttribute("href", "/parks");
  await page.goto("/parks/canine-cove-dog-park", { referer: `${origin}/contact` });
  await expect(page.getByRole("link", { name: "Back to Listings" })).toHaveAttribute("href", "/parks");
});

test("a place without a city says Florida, and its official website opens in a new tab", async ({ page }) => {
  await page.goto("/nature-preserves/canaveral-national-seashore");
  await expect(page.getByRole("heading", { level: 1, name: "Canaveral National Seashore" })).toBeVisible();
  await expect(page).toHaveTitle("Canaveral National Seashore - Nature Preserve in Florida | Florida Dog Places");

  await page.goto("/beaches/jupiter-dog-beach");
  const official = page.getByRole("link", { name: /Official Website/ });
  await expect(page.getByRole("heading", { name: "External Links" })).toBeVisible();
  await expect(official).toHaveAttribute("href", /^https:\/\/jupiter\.fl\.us\//);
  await expect(official).toHaveAttribute("target", "_blank");
  await expect(official).toHaveAttribute("rel", /noopener/);
  await expect(page.getByText("Free", { exact: true }).first()).toBeVisible();
  await expectNoModerateViolations(page);
});

test("a place under another category's address moves for good to its own", async ({ adminPage: page }) => {
  const { path } = await addPlace(page);
  const response = await page.request.get(path.replace(/^\/parks\//, "/beaches/"), { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(path);

  await page.goto("/hiking-areas/jupiter-dog-beach");
  await expect(page).toHaveURL(/\/beaches\/jupiter-dog-beach$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jupiter Dog Beach" })).toBeVisible();
});

test("an unknown place shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/beaches/no-such-beach-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! This Tail Went Off-Leash" })).toBeVisible();
  await expectNoModerateViolations(page);
});

test("Quick Info gives the one fee answer the details state, once, and the Free filter finds it", async ({ page }) => {
  const fee = (term: string) =>
    page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd");

  await page.goto("/parks/savannas-preserve-state-park");
  await expect(fee("Entry fee")).toHaveText("Paid: $3 per vehicle via honor box (2024)");
  await expect(fee("Fees")).toHaveText("Paid: $3 per vehicle via honor box (2024)");

  // Details that already say "Free" are not repeated after the label.
  await page.goto("/parks/lori-wilson-park-dog-park");
  await expect(fee("Entry fee")).toHaveText("Free; Lori Wilson Park charges no fees");
  await expect(page.getByText("Free: Free")).toHaveCount(0);
  await expectNoModerateViolations(page);

  // Details that state neither a price nor a free visit are shown as they are.
  await page.goto("/beaches/bowmans-beach");
  await expect(fee("Entry fee")).toHaveText("Beach parking permit or hourly paid parking required");

  // A place whose details say it is free is listed as free.
  await page.goto("/explore?fees=free&search=Oakland%20Bark");
  await expect(page.getByRole("link", { name: /Oakland Bark/ }).first()).toBeVisible();
});

test("a place's photos open in a viewer that pages by keyboard and gives the focus back", async ({
  adminPage: page,
}) => {
  // An administrator of its own, a place with two uploaded photos, then the page as a visitor sees it.
  test.slow();
  const photo = (r: number, g: number, b: number) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  const { name, path } = await addPlace(page, {
    name: uniquePlaceName("Two Photo Dog Park"),
    photos: [await photo(200, 120, 40), await photo(40, 120, 200)],
  });
  await page.context().clearCookies();
  await page.goto(path);
  const gallery = page.getByRole("region", { name: "Photos" });
  const second = gallery.getByRole("link", { name: `Photo 2 of ${name}` });
  await second.click();
  const viewer = page.getByRole("dialog", { name: "Photo 2 of 2" });
  await expect(viewer.getByRole("img", { name: `Photo 2 of ${name}` })).toBeVisible();
  await expectNoModerateViolations(page);

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Photo 1 of 2" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "Photo 2 of 2" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Previous photo" }).click();
  await expect(page.getByRole("dialog", { name: "Photo 1 of 2" })).toBeVisible();

  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(second).toBeFocused();
});
