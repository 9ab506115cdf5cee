// The Playwright `test` of this suite: page.goto and page.reload wait until React has hydrated
// the page (html[data-hydrated]), as a person would before using a form, unless JavaScript is off.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { Page, Locator, Browser, BrowserContext, APIRequestContext } from "@playwright/test";

export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
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
    }
    await provide(page);
  },
});
