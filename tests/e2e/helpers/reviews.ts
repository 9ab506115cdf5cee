// An owner's review, written in a place's review form as a visitor would.
import type { Page } from "@playwright/test";

/** Fills the open review form for a visit with a medium-sized dog: the stars, the month and the words. */
export async function fillReview(page: Page, { stars, month, text }: { stars: number; month: string; text: string }) {
  await page
    .locator("label")
    .filter({ has: page.getByLabel(`${stars} stars`) })
    .click();
  await page.getByLabel("Month of your visit").fill(month);
  await page.getByLabel(/^Medium/).check();
  await page.getByLabel("Your review").fill(text);
}
