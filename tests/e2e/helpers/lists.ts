// Shared steps for the list screens: reading the count a visitor sees.
import { expect, type Locator, type Page } from "@playwright/test";

/** The number in "N locations found" (or a heading like "Beach Locations (N)"). */
export async function readCount(locator: Locator) {
  await expect(locator).toBeVisible();
  const text = (await locator.textContent()) ?? "";
  const match = text.match(/(\d+)/);
  if (!match) throw new Error(`No count in "${text}"`);
  return Number(match[1]);
}

export function foundLine(page: Page) {
  return page.getByText(/^\d+ locations? found$/);
}

/** The place cards of the result grid. */
export function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

/** The new count once it differs from `previous` (the results of a client navigation have arrived). */
export async function nextCount(locator: Locator, previous: number) {
  await expect(locator).not.toHaveText(new RegExp(`(^|\\D)${previous}(\\D|$)`));
  return readCount(locator);
}

/**
 * Waits for the count to rise above `filtered` (a filter was cleared) and answers it. The exact total is
 * not compared: other tests running at the same time add and remove places of their own.
 */
export async function countAbove(locator: Locator, filtered: number) {
  const count = await nextCount(locator, filtered);
  expect(count).toBeGreaterThan(filtered);
  return count;
}

/** The Filters panel's toggle, with its active-filter badge ("Filters 2 active"). */
export function filtersToggle(page: Page) {
  return page.getByText(/^Filters( \d+ active)?$/);
}
