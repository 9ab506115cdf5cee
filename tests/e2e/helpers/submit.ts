// Submitting a place through /submit as the signed-in user of `page`.
import { expect, type Page } from "@playwright/test";

/** Fills every required field (plus county and two amenities) and submits; waits for the home page's success notice. */
export async function submitPlace(page: Page, placeName: string) {
  if (new URL(page.url()).pathname !== "/submit") await page.goto("/submit");
  await page.getByLabel("Your Name *").fill("Dana Walker");
  await page.getByLabel("Location Name *").fill(placeName);
  await page.getByLabel("Category *").selectOption({ label: "Dog Park" });
  await page.getByLabel("Leash Policy *").selectOption({ label: "Off-Leash Allowed" });
  await page.getByLabel("City *").fill("Gainesville");
  await page.getByLabel("County").fill("Alachua");
  await page.getByLabel("Description *").fill("Fenced acre with separate areas for small and large dogs.");
  await page.getByRole("checkbox", { name: "Water Fountain" }).check();
  await page.getByRole("checkbox", { name: "Parking" }).check();
  await page.getByRole("button", { name: "Submit Location for Review" }).click();
  // Success goes home (SPEC §5, decision 0040) and says so there.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Submission Successful!" })).toHaveText(
    "Submission Successful! Thank you for submitting a new location. We'll review it and add it to our directory.",
  );
}
