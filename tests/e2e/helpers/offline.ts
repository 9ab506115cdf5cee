// What the service worker's browser tests share: the saved-copy notice, and waiting for the worker.
import type { Page } from "@playwright/test";

export const SAVED_COPY = /^Saved copy from .+, you are offline$/;

/**
 * Waits until the service worker controls `page` (it registers once the page has loaded, and again
 * 10 and 20 s after a first install that failed); if it does not, says where the registration stands.
 */
export async function waitForWorker(page: Page) {
  try {
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker.controller !== undefined,
      undefined,
      { timeout: 45_000 },
    );
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
