import { expect, test, waitForHydration, type Page } from "./fixtures";
import { accountMenu, actAsNewClient, signInAsNewAdmin, signUpAndSignIn } from "./helpers/auth";

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test("signed out, /submit asks to sign in and leads to /auth", async ({ page }) => {
  const response = await page.goto("/submit");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
  await expect(page.getByText("You need to sign in to submit a new location.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Location Name/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Sign In to Continue" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsubmit$/);
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
});

test("signed out, /my-submissions asks to sign in", async ({ page }) => {
  await page.goto("/my-submissions");
  await expect(page.getByText("You need to sign in to view your submissions.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit New Location" })).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fmy-submissions$/);
});

test("signed out, /admin sends to sign in and back to /admin afterwards", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();

  await signInAsNewAdmin(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
  const menuButton = accountMenu(page);
  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "My Lists" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Account", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await menuButton.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toBeFocused();
});

test("a signed-in user on /admin is sent home at once, where Access Denied says why", async ({ page }) => {
  await signUpAndSignIn(page);
  const response = await page.goto("/admin/locations");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Access Denied" })).toHaveText(
    "Access Denied: You don't have permission to access this page.",
  );
});

test("without JavaScript, a signed-in user on /admin is sent home too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUpAndSignIn(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Access Denied" })).toBeVisible();
  await context.close();
});

/** Holds back the page's requests to `url` until the test lets them through: answers that release. */
async function holdBack(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test("a protected page says it is loading while the session is checked", async ({ page }) => {
  await signUpAndSignIn(page);
  // Signing in loads the next page as a whole document; a click before it hydrates shows no loading state.
  await waitForHydration(page);
  // The page's data is held back until the test has seen the loading state, then let through.
  const releaseSubmissions = await holdBack(page, "**/my-submissions.data*");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Submissions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading your submissions..." })).toBeVisible();
  releaseSubmissions();
  await expect(page.getByRole("heading", { name: "My Submissions" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading your submissions..." })).toBeHidden();

  const releaseSubmit = await holdBack(page, "**/submit.data*");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Submit a Spot" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  releaseSubmit();
  await expect(page.getByRole("heading", { name: "Submit a Dog-Friendly Spot" })).toBeVisible();
});
