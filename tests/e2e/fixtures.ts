// The Playwright `test` of this suite: page.goto and page.reload wait until React has hydrated
// the page (html[data-hydrated]), as a person would before using a form, unless JavaScript is off.
// `signedInPage` and `adminPage` are that page signed in as a new user, or a new administrator, made
// for the test alone; `account` names who that is.
import { test as base, type Page } from "@playwright/test";
import { signInAsNewAdmin, signUpAndSignIn } from "./helpers/auth";

export { expect } from "@playwright/test";
export type { Page, Locator, Browser, BrowserContext, APIRequestContext } from "@playwright/test";

export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

/** From now on `page.goto` and `page.reload` wait for hydration after loading an HTML page. */
export function hydratedNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.includes("text/html")) await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (response?.headers()["content-type"]?.includes("text/html")) await waitForHydration(page);
    return response;
  };
  return page;
}

export type Account = { email: string; password: string };

export const test = base.extend<{ signedInPage: Page; adminPage: Page; account: Account }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) hydratedNavigation(page);
    await provide(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  account: async ({}, provide) => {
    await provide({ email: "", password: "" });
  },
  // Making the account is the fixture's own work, timed apart from the test's.
  signedInPage: [
    async ({ page, account }, provide) => {
      const { email, password } = await signUpAndSignIn(page);
      Object.assign(account, { email, password });
      await provide(page);
    },
    { timeout: 30_000 },
  ],
  adminPage: [
    async ({ page, account }, provide) => {
      Object.assign(account, await signInAsNewAdmin(page));
      await provide(page);
    },
    { timeout: 30_000 },
  ],
});
