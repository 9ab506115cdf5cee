// Keeping places: the heart (for a visitor, through sign-in), a list of three places put in order by
// keyboard and shared by link with another browser that can only read it, the link revoked, and
// Directions and Share on a place's page.
import { expect, hydratedNavigation, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { signUpAndConfirm } from "./helpers/auth";

const BEACH = { path: "/beaches/davis-islands-dog-beach", name: "Davis Islands Dog Beach" };
const PARK = { path: "/parks/davis-islands-dog-park", name: "Davis Islands Dog Park" };
const KOTFILA = { path: "/parks/deputy-kotfila-memorial-dog-park", name: "Deputy Kotfila Memorial Dog Park" };

test("a visitor's heart asks them to sign in, then the place is saved and they are back on its page", async ({
  page,
}) => {
  const account = await signUpAndConfirm(page);
  await page.goto(BEACH.path);
  await page.getByRole("button", { name: `Save ${BEACH.name}` }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Flists%2Fsave/);
  await expect(page.getByText("Sign in to save places.")).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${BEACH.path}$`));
  await expect(page.getByRole("button", { name: `Saved: ${BEACH.name}` })).toBeVisible();
  await expect(page.getByText(`Saved ${BEACH.name} to Favorites.`).first()).toBeVisible();

  // Favorites was made by the save; the heart on a card says the same.
  await page.goto("/lists");
  await expect(page.getByRole("link", { name: /Favorites\s*1 place/ })).toBeVisible();
  await expectNoModerateViolations(page);
  await page.goto(`/explore?search=${encodeURIComponent(BEACH.name)}`);
  const card = page.getByRole("article").filter({ hasText: BEACH.name }).first();
  await card.getByRole("button", { name: `Saved: ${BEACH.name}` }).click();
  await expect(card.getByRole("button", { name: `Save ${BEACH.name}` })).toBeVisible();
  await expect(card.getByText(`Removed ${BEACH.name} from Favorites.`)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("article")
      .filter({ hasText: BEACH.name })
      .first()
      .getByRole("button", { name: `Save ${BEACH.name}` }),
  ).toBeVisible();
});

test("a list of three places is ordered by keyboard, shared read-only by link, and the revoked link is a 404", async ({
  signedInPage: page,
  browser,
}) => {
  test.slow();
  await page.goto("/lists");
  await page.getByLabel("List name").fill("Tampa weekend with Bo");
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tampa weekend with Bo" })).toBeVisible();
  const listUrl = page.url();

  for (const place of [BEACH, PARK, KOTFILA]) {
    await page.goto(place.path);
    await page.getByLabel(`Add ${place.name} to a list`).selectOption({ label: "Tampa weekend with Bo" });
    await page.getByRole("button", { name: "Add to list" }).click();
    await expect(page.getByText(`Added ${place.name} to "Tampa weekend with Bo".`).first()).toBeVisible();
  }
  // A place's page with the heart, Directions, Share, "Add to list" and "On your lists".
  await expect(page.getByText("On your lists: Tampa weekend with Bo")).toBeVisible();
  await expectNoModerateViolations(page);

  await page.goto(listUrl);
  const names = page.getByRole("list", { name: "Tampa weekend with Bo" }).getByRole("heading", { level: 2 });
  await expect(names).toHaveText([BEACH.name, PARK.name, KOTFILA.name]);
  await expectNoModerateViolations(page);

  // By keyboard: the last place moves up twice, with the focus staying on its button.
  await page.getByRole("button", { name: `Move ${KOTFILA.name} up` }).focus();
  await page.keyboard.press("Enter");
  await expect(names).toHaveText([BEACH.name, KOTFILA.name, PARK.name]);
  await expect(page.getByRole("button", { name: `Move ${KOTFILA.name} up` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(names).toHaveText([KOTFILA.name, BEACH.name, PARK.name]);

  await page.getByLabel(`Note (${BEACH.name})`).fill("bring shoes, shells");
  await page.getByLabel(`Note (${BEACH.name})`).press("Enter");
  await expect(page.getByText("Note saved.").first()).toBeVisible();

  await page.getByLabel("Shared by link").check();
  await page.getByRole("button", { name: "Save Sharing" }).click();
  const shareUrl = await page.getByLabel("Link to share").inputValue();
  expect(shareUrl).toMatch(/\/lists\/shared\/[A-Za-z0-9_-]+$/);

  // Another person, in a browser of their own, reads the list and cannot change it.
  const other = hydratedNavigation(await (await browser.newContext()).newPage());
  await other.goto(shareUrl);
  await expect(other.getByRole("heading", { level: 1, name: "Tampa weekend with Bo" })).toBeVisible();
  const cards = other.getByRole("article").getByRole("heading", { level: 3 });
  await expect(cards).toHaveText([KOTFILA.name, BEACH.name, PARK.name]);
  await expect(other.getByText("bring shoes, shells")).toBeVisible();
  await expect(other.getByRole("button", { name: /Move .* up/ })).toHaveCount(0);
  await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(other.getByRole("region", { name: "Tampa weekend with Bo: map" })).toBeVisible();
  await expectNoModerateViolations(other);
  const peek = await other.goto(listUrl);
  expect(peek?.url()).toContain("/auth");

  // A new link: the old address answers 404.
  await page.getByRole("button", { name: "New Link" }).click();
  await expect(page.getByText("New link made; the old one no longer works.").first()).toBeVisible();
  const revoked = await other.request.get(shareUrl);
  expect(revoked.status()).toBe(404);
  await other.context().close();
});

test("a place with coordinates offers directions in a maps app and a way to share it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(BEACH.path);
  const directions = page.getByRole("link", { name: `Directions to ${BEACH.name} (opens your maps app)` });
  await expect(directions).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=27\.\d+,-82\.\d+$/,
  );
  // Headless Chromium has no share sheet: the link is copied, and the page says so.
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});
