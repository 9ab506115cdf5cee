// A visitor on a slow phone taps and types before the page's scripts have run: every tap works,
// and nothing they did is undone when the page comes alive. The processor is slowed fourfold, the
// visitor acts 100 ms after the HTML has been read, and the page's scripts are held back until
// then, so the tap always lands on the page as the server sent it.
import { expect, test, type Page } from "@playwright/test";
import { test as accountTest, waitForHydration } from "./fixtures";
import { uniquePlaceName } from "./helpers/places";

const SCRIPTS = /\/assets\/[^?]*\.js(\?|$)/;

/** Slows the processor fourfold and holds the page's scripts until `release()`. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  return {
    /** Lets the scripts through and waits until the page has come alive. */
    async release() {
      release();
      await waitForHydration(page);
    },
  };
}

/**
 * On a slow phone, opens a page and waits until 100 ms after its DOMContentLoaded, while its scripts
 * are still held: answers the phone, to let them through.
 */
async function openOnSlowPhone(page: Page, path: string) {
  const phone = await slowPhone(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return (
      Boolean(navigation?.domContentLoadedEventEnd) && performance.now() - navigation!.domContentLoadedEventEnd >= 100
    );
  });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  return phone;
}

/**
 * On a slow phone, opens `path` and types `text` into its search box while the scripts are still
 * held: the phone, to release them, the box and the text.
 */
async function typeSearchBeforeScripts(page: Page, path: string, text: string) {
  const phone = await openOnSlowPhone(page, path);
  const box = page.getByLabel("Search by name or city");
  await box.click();
  await box.pressSequentially(text);
  return { phone, box, text };
}

/** Lets the scripts through: the typed text stays in the focused box, and Enter searches it on Explore. */
async function expectTypedSearchKept(
  page: Page,
  { phone, box, text }: Awaited<ReturnType<typeof typeSearchBeforeScripts>>,
) {
  await phone.release();
  await expect(box).toHaveValue(text);
  await expect(box).toBeFocused();
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/explore\\?search=${text}$`));
}

test("the Sign Up tab opens the sign-up form before the scripts run, and stays open after", async ({ page }) => {
  const phone = await openOnSlowPhone(page, "/auth");
  await page.getByRole("link", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
  await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  await phone.release();
  await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Password")).toHaveAttribute("placeholder", /min 6 characters/);
});

test("the phone menu opened before the scripts run stays open when the page comes alive", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await openOnSlowPhone(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await phone.release();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
});

test("text typed into Explore's search before the scripts run is kept, and Enter searches it", async ({ page }) => {
  await expectTypedSearchKept(page, await typeSearchBeforeScripts(page, "/explore", "Tampa"));
  await expect(page.getByLabel("Search by name or city")).toHaveValue("Tampa");
});

test("Enter in Explore's search before the scripts run searches what was typed", async ({ page }) => {
  const { phone, box } = await typeSearchBeforeScripts(page, "/explore", "Tampa");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/explore\?search=Tampa$/);
  await phone.release();
  await expect(page.getByLabel("Search by name or city")).toHaveValue("Tampa");
});

test("the home page's search keeps what was typed before the scripts run", async ({ page }) => {
  await expectTypedSearchKept(page, await typeSearchBeforeScripts(page, "/", "Orlando"));
});

test("the Filters panel opened before the scripts run stays open, and its choices are links", async ({ page }) => {
  const phone = await openOnSlowPhone(page, "/explore");
  await page.getByText("Filters", { exact: true }).click();
  const offLeash = page.getByRole("link", { name: "Off-Leash Allowed", exact: true });
  await expect(offLeash).toBeVisible();
  await phone.release();
  await expect(offLeash).toBeVisible();
  await offLeash.click();
  await expect(page).toHaveURL(/\/explore\?leash=off-leash$/);
  await expect(page.getByRole("link", { name: "Off-Leash Allowed (selected)" })).toBeVisible();
});

test("a filter chosen before the scripts run is applied", async ({ page }) => {
  const phone = await openOnSlowPhone(page, "/explore?region=south");
  await page.getByRole("link", { name: "Off-Leash Allowed", exact: true }).click();
  await expect(page).toHaveURL(/\/explore\?.*leash=off-leash/);
  await expect(page).toHaveURL(/region=south/);
  await phone.release();
  await expect(page.getByRole("link", { name: "Off-Leash Allowed (selected)" })).toBeVisible();
});

test("a place's map opened before the scripts run becomes the interactive map once they have", async ({ page }) => {
  const phone = await openOnSlowPhone(page, "/parks/higgs-beach-dog-park");
  const placeMap = page.getByRole("region", { name: "Map of Higgs Beach Dog Park", exact: true });
  await expect(placeMap.getByRole("img", { name: /Higgs Beach Dog Park on a map/ })).toBeVisible();
  await placeMap.getByText("Show interactive map").click();
  await expect(placeMap.getByText("Hide interactive map")).toBeVisible();
  await expect(placeMap.getByRole("img", { name: /Higgs Beach Dog Park on a map/ })).toBeHidden();
  await phone.release();
  await expect(placeMap.locator("canvas")).toBeVisible({ timeout: 20_000 });
  await expect(placeMap.getByText("Hide interactive map")).toBeVisible();
});

// Signed in: the account's cookies, on a page of the same browser whose navigation does not wait
// for the scripts (the fixture's page does).
accountTest(
  "a star tapped before the scripts run is drawn at once, and stays chosen after",
  async ({ signedInPage }) => {
    const page = await signedInPage.context().newPage();
    const phone = await openOnSlowPhone(page, "/review/higgs-beach-dog-park");
    const star = (n: number) =>
      page.locator("label").filter({ has: page.getByLabel(n === 1 ? "1 star" : `${n} stars`) });
    const drawnFilled = async (n: number) =>
      (await star(n)
        .locator("svg")
        .evaluate((svg) => getComputedStyle(svg).fill)) !== "none";
    await star(4).click();
    await expect(page.getByLabel("4 stars")).toBeChecked();
    await expect.poll(() => Promise.all([1, 2, 3, 4, 5].map(drawnFilled))).toEqual([true, true, true, true, false]);
    await phone.release();
    await expect(page.getByLabel("4 stars")).toBeChecked();
    await expect.poll(() => Promise.all([1, 2, 3, 4, 5].map(drawnFilled))).toEqual([true, true, true, true, false]);
    await star(2).click();
    await expect.poll(() => Promise.all([1, 2, 3, 4, 5].map(drawnFilled))).toEqual([true, true, false, false, false]);
  },
);

accountTest(
  "Add Location clicked before the scripts run opens the form, which adds the place once they have",
  async ({ adminPage }) => {
    const page = await adminPage.context().newPage();
    const phone = await openOnSlowPhone(page, "/admin/locations");
    // Whatever it is made of, a person clicks what reads "Add Location".
    await page.getByRole("main").getByText("Add Location", { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/locations\?add=1$/);
    const form = page.getByRole("region", { name: "Add New Location" });
    await expect(form.getByLabel("Name *", { exact: true })).toBeVisible();
    await phone.release();
    const name = uniquePlaceName("Early Tap Dog Park");
    await form.getByLabel("Name *", { exact: true }).fill(name);
    await form.getByLabel("City *").fill("Ocala");
    await form.getByLabel("County *").fill("Marion");
    await form.getByRole("button", { name: "Create Location" }).click();
    await expect(page.getByText("Location created successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/locations$/);
    await page.goto(`/admin/locations?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row", { name })).toBeVisible();
  },
);
