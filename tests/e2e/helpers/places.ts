// Places a test makes for itself, through the admin's Locations tab as an administrator would.
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";

export type NewPlace = {
  name?: string;
  /** The Category choice as the form shows it. */
  category?: string;
  city?: string;
  county?: string;
  address?: string;
  zip?: string;
  /** The Hours field, as an administrator types it. */
  hours?: string;
  lat?: string;
  lng?: string;
  /** The Leash Policy choice as the form shows it. */
  leashPolicy?: string;
  /** Web addresses the place's facts come from. */
  sources?: string[];
  /** PNG images uploaded as the place's photos, in order. */
  photos?: Buffer[];
};

/** A name no other test (or repeat of this one) uses. */
export function uniquePlaceName(prefix: string) {
  return `${prefix} ${crypto.randomBytes(3).toString("hex")}`;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Adds a place through the admin's Locations tab with the signed-in administrator of `page`,
 * and answers its name and the path of its page.
 */
export async function addPlace(page: Page, place: NewPlace = {}) {
  const name = place.name ?? uniquePlaceName("Test Dog Park");
  await page.goto("/admin/locations");
  await page.getByRole("link", { name: "Add Location" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Location" });
  await dialog.getByLabel("Name *", { exact: true }).fill(name);
  await dialog.getByLabel("Category").selectOption({ label: place.category ?? "Dog Park" });
  await dialog.getByLabel("City *").fill(place.city ?? "Ocala");
  await dialog.getByLabel("County *").fill(place.county ?? "Marion");
  if (place.address) await dialog.getByLabel("Address", { exact: true }).fill(place.address);
  if (place.zip) await dialog.getByLabel("Zip Code").fill(place.zip);
  if (place.hours) await dialog.getByLabel("Hours", { exact: true }).fill(place.hours);
  if (place.lat) await dialog.getByLabel("Latitude").fill(place.lat);
  if (place.lng) await dialog.getByLabel("Longitude").fill(place.lng);
  if (place.leashPolicy) await dialog.getByLabel("Leash Policy").selectOption({ label: place.leashPolicy });
  for (const [i, url] of (place.sources ?? []).entries()) {
    await dialog.getByRole("button", { name: "Add a source" }).click();
    await dialog.getByLabel(`Source ${i + 1} web address`).fill(url);
  }
  for (const [i, buffer] of (place.photos ?? []).entries()) {
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: `photo-${i + 1}.png`, mimeType: "image/png", buffer });
    await expect(dialog.getByRole("img", { name: i === 0 ? "Photo 1 (primary)" : `Photo ${i + 1}` })).toBeVisible({
      timeout: 15_000,
    });
  }
  await dialog.getByRole("button", { name: "Create Location" }).click();
  await expect(page.getByText("Location created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const category = (place.category ?? "Dog Park").toLowerCase();
  const prefix = category.includes("beach")
    ? "beaches"
    : category.includes("market")
      ? "farmers-markets"
      : category.includes("hiking")
        ? "hiking-areas"
        : category.includes("preserve")
          ? "nature-preserves"
          : "parks";
  return { name, path: `/${prefix}/${slugOf(name)}` };
}
