// What the service worker's browser tests share: the saved-copy notice, and waiting for the worker.
import { expect, type Page } from "@playwright/test";

export const SAVED_COPY = /^Saved copy from .+, you are offline$/;

const controlled = () =>
  navigator.serviceWorker?.controller !== null && navigator.serviceWorker.controller !== undefined;

/**
 * Waits until the service worker controls `page` (it registers once the page has loaded, and again
 * 10 and 20 s after a first install that failed); if it does not, says where the registration stands.
 * A worker takes the pages open when it starts (clients.claim), but not one whose document was still
 * loading at that moment: that page is the worker's from its next load, as a visitor's next page
 * is. So a page left uncontrolled once the worker is active is loaded again.
 */
export async function waitForWorker(page: Page) {
  try {
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
        timeout: 45_000,
      })
      .toBe("activated");
    if (!(await page.evaluate(controlled))) await page.reload();
    await page.waitForFunction(controlled, undefined, { timeout: 15_000 });
  } catch (error) {
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      if (!found) return "none";
      const { installing, waiting, active } = found;
      return { installing: installing?.state ?? null, waiting: waiting?.state ?? null, active: active?.state ?? null };
    });
    throw new Error(`The service worker did not take control of ${page.url()}: ${JSON.stringify(registration)}`, {
      cause: error,
    });
  }
}
