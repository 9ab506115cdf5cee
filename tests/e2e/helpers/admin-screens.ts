// What the administration's screens are read by in the browser tests.
import type { Page } from "@playwright/test";

/** A submission's, review's or message's card, named by its heading. */
export function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

/** A place's row in the Locations table. */
export function placeRow(page: Page, name: string) {
  return page.getByRole("row", { name });
}
