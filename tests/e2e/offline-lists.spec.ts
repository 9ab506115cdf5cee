// Lists kept for offline (decision 0028): a shared list and its places, and a private list that
// opens as a list without a connection and is gone once its owner signs out.
import { expect, hydratedNavigation, test, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { accountMenu, signUpAndSignIn } from "./helpers/auth";
import { SAVED_COPY, waitForWorker } from "./helpers/offline";
import { uniquePlaceName } from "./helpers/places";

// The rest of the suite runs with service workers blocked; this file is about them.
test.use({ serviceWorkers: "allow" });

/** A new member, signed in, in a browser of their own with the service worker in charge. */
async function newMember(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = hydratedNavigation(await context.newPage());
  await signUpAndSignIn(page);
  await waitForWorker(page);
  return { context, page };
}

/**
 * Presses a "Keep for offline" button until everything it names is kept, as its message asks ("Try
 * again when the connection is better"), at most three times: a server busy with other tests may
 * turn a page away now and then, and the list's places must all be kept for what follows.
 */
async function keepEverything(page: Page, button: string) {
  const result = page.getByRole("status").filter({ hasText: /^Kept / });
  for (let press = 1; press <= 3; press++) {
    await page.getByRole("button", { name: button }).click();
    await expect(result).toBeVisible();
    if (/^Kept for offline: \d+ files saved on this device\.$/.test((await result.textContent()) ?? "")) return;
    await expect(page.getByRole("button", { name: button })).toBeEnabled();
  }
  throw new Error(`"${button}" kept only part of what it names three times in a row`);
}

test("Keep this list for offline saves a shared list and its places, to open without a connection", async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await newMember(browser);
  await page.goto("/lists");
  const name = uniquePlaceName("Beach day");
  await page.getByLabel("List name").fill(name);
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const listUrl = page.url();
  const places = [
    { path: "/beaches/davis-islands-dog-beach", name: "Davis Islands Dog Beach" },
    { path: "/parks/davis-islands-dog-park", name: "Davis Islands Dog Park" },
  ];
  for (const place of places) {
    await page.goto(place.path);
    await page.getByLabel(`Add ${place.name} to a list`).selectOption({ label: name });
    await page.getByRole("button", { name: "Add to list" }).click();
    await expect(page.getByText(`Added ${place.name} to "${name}".`).first()).toBeVisible();
  }
  await page.goto(listUrl);
  await page.getByLabel("Shared by link").check();
  await page.getByRole("button", { name: "Save Sharing" }).click();
  const shareUrl = await page.getByLabel("Link to share").inputValue();
  // The map's code, once drawn, is kept for a while anyway: dropped here, it must come with the list.
  await page.evaluate(async () => {
    for (const key of await caches.keys()) if (key.startsWith("fdp-assets-")) await caches.delete(key);
  });
  await keepEverything(page, "Keep this list for offline");
  const keptCode = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys())
      if (key.startsWith("fdp-assets-"))
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(keptCode).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/map-canvas\.client-/),
      expect.stringMatching(/^\/assets\/maplibre-gl-worker-/),
    ]),
  );

  // Kept apart from the pages visited: with those gone, the list and its places still open.
  await page.evaluate(async () => {
    for (const key of await caches.keys())
      if (key.startsWith("fdp-pages-") || key.startsWith("fdp-session-pages-")) await caches.delete(key);
  });
  await context.setOffline(true);
  const offline = hydratedNavigation(await context.newPage());
  await offline.goto(new URL(shareUrl).pathname);
  await expect(offline.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(offline.getByText(SAVED_COPY)).toBeVisible();
  for (const place of places) await expect(offline.getByRole("heading", { level: 3, name: place.name })).toBeVisible();
  await expect(offline.getByRole("region", { name: `${name}: map` }).locator("canvas")).toBeVisible({
    timeout: 20_000,
  });
  await offline.goto(places[1]!.path);
  await expect(offline.getByRole("heading", { level: 1, name: places[1]!.name })).toBeVisible();
  await expect(offline.getByText(SAVED_COPY)).toBeVisible();
  await context.close();
});

test("a private list kept for offline opens as a list without a connection, and not after signing out", async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await newMember(browser);
  const place = { path: "/beaches/davis-islands-dog-beach", name: "Davis Islands Dog Beach" };
  await page.goto(place.path);
  await page.getByRole("button", { name: `Save ${place.name}` }).click();
  await expect(page.getByText(`Saved ${place.name} to Favorites.`).first()).toBeVisible();
  await page.goto("/lists");
  await page.getByRole("link", { name: /Favorites/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
  const listPath = new URL(page.url()).pathname;
  await keepEverything(page, "Keep this list for offline");

  // Nothing visited is left: the list comes from what was kept for it.
  await page.evaluate(async () => {
    for (const key of await caches.keys())
      if (key.startsWith("fdp-pages-") || key.startsWith("fdp-session-pages-")) await caches.delete(key);
  });
  await context.setOffline(true);
  const offline = hydratedNavigation(await context.newPage());
  await offline.goto(listPath);
  await expect(offline.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
  await expect(
    offline.getByRole("status").filter({ hasText: /^Kept on this device on .+; you are offline\./ }),
  ).toBeVisible();
  await expect(offline.getByText("This page needs a connection")).toHaveCount(0);
  await expectNoModerateViolations(offline);
  await offline.getByRole("list", { name: "Favorites" }).getByRole("link", { name: place.name }).click();
  await expect(offline.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  await expect(offline.getByText(SAVED_COPY)).toBeVisible();

  // Signed out, the person's list is gone from the device.
  await context.setOffline(false);
  await page.goto("/");
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await context.setOffline(true);
  await offline.goto(listPath);
  await expect(offline.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(offline.getByRole("heading", { name: "Favorites" })).toHaveCount(0);
  await expect(offline.getByRole("region", { name: "Your lists on this device" })).toHaveCount(0);
  await context.close();
});
