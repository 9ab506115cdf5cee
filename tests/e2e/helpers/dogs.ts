// A visitor's dogs, described on /dogs as a visitor would.
import type { Page } from "@playwright/test";

/** Names the dogs on the open /dogs form, adding a dog's fields for each after the first (not saved yet). */
export async function describeDogs(page: Page, names: string[]) {
  for (const [i, name] of names.entries()) {
    if (i > 0) await page.getByRole("button", { name: "Add a dog" }).click();
    await page
      .getByRole("group", { name: `Dog ${i + 1}` })
      .getByLabel("Name")
      .fill(name);
  }
}

/** Opens /dogs, names the dogs and saves them. */
export async function saveDogs(page: Page, names: string[]) {
  await page.goto("/dogs");
  await describeDogs(page, names);
  await page.getByRole("button", { name: "Save my dogs" }).click();
}
