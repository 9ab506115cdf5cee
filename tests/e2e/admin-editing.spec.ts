// An administrator's own edits (locations with a photo, dog hours, amenities) and the site's contact
// messages; the review of submissions is in admin.spec.ts.
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { actAsNewClient, signInAsNewAdmin } from "./helpers/auth";
import { card, placeRow } from "./helpers/admin-screens";
import { pngBytes } from "../fixtures/images";

test.beforeEach(async ({ page }) => {
  // Several sign-ins, dialogs and axe runs on long lists: more than the default time on a busy machine.
  test.slow();
  await actAsNewClient(page);
});

test("an admin adds a location with a photo, edits it and deletes it", async ({ adminPage: page }) => {
  await page.goto("/admin/locations");
  await expect(page.getByPlaceholder("Search by name, city, or county...")).toBeVisible();
  const name = `Admin Test Dog Beach ${Date.now()}`;

  await page.getByRole("link", { name: "Add Location" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Location" });
  await expect(dialog.getByLabel("Category")).toHaveValue("park");
  await expect(dialog.getByLabel("Region")).toHaveValue("central");
  await expect(dialog.getByLabel("Leash Policy")).toHaveValue("off-leash");
  await expect(dialog.getByLabel("Entry Fees")).toHaveValue("free");
  await expect(dialog.getByLabel("Crowd Level")).toHaveValue("moderate");
  // A place's stars come from its owners' reviews: the form has no rating to type.
  await expect(dialog.getByLabel(/Rating/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create Location" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("City is required")).toBeVisible();
  await expect(dialog.getByText("County is required")).toBeVisible();
  await expectNoModerateViolations(page);

  await dialog.getByLabel("Name *", { exact: true }).fill(name);
  await dialog.getByLabel("Category").selectOption({ label: "Dog Beach" });
  await dialog.getByLabel("Region").selectOption({ label: "South Florida" });
  await dialog.getByLabel("City *").fill("Jupiter");
  await dialog.getByLabel("County *").fill("Palm Beach");
  await dialog.getByLabel("Rules & Guidelines").fill("Leash in the parking lot\nPick up after your dog");
  for (const amenity of ["Parking", "Restrooms", "Showers", "Shaded Areas"]) {
    await dialog.getByRole("checkbox", { name: amenity }).check();
  }
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "beach.png", mimeType: "image/png", buffer: await pngBytes(800, 600) });
  await expect(dialog.getByRole("img", { name: "Photo 1 (primary)" })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Create Location" }).click();
  await expect(page.getByText("Location created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search locations").fill(name);
  await page.getByLabel("Category").selectOption({ label: "Beach" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Showing 1 of 1 locations")).toBeVisible();
  const created = placeRow(page, name);
  await expect(created.getByText("Dog Beach", { exact: true })).toBeVisible();
  await expect(created.getByText("South Florida")).toBeVisible();
  await expect(created.getByText("Jupiter, Palm Beach County")).toBeVisible();
  await expect(created.getByText("Never")).toBeVisible();

  await created.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  await expect(edit.getByLabel("City *")).toHaveValue("Jupiter");
  await expect(edit.getByRole("img", { name: "Photo 1 (primary)" })).toBeVisible();
  await edit.getByLabel("City *").fill("Tequesta");
  await edit.getByRole("button", { name: "Update Location" }).click();
  await expect(page.getByText("Location updated successfully")).toBeVisible();
  await expect(placeRow(page, name).getByText("Tequesta, Palm Beach County")).toBeVisible();

  await page.goto(`/explore?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Pick up after your dog")).toBeVisible();

  await page.goto(`/admin/locations?search=${encodeURIComponent(name)}`);
  await placeRow(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this location?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Location deleted successfully")).toBeVisible();
  await expect(page.getByText("No locations found matching your criteria.")).toBeVisible();
});

test("an admin writes dog hours: an unreadable value is named, a doubtful one warned about, a valid one previewed for the week", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/locations");
  const name = `Dog Hours Test Park ${Date.now()}`;
  await page.getByRole("link", { name: "Add Location" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Location" });
  await dialog.getByLabel("Name *", { exact: true }).fill(name);
  await dialog.getByLabel("City *").fill("Jupiter");
  await dialog.getByLabel("County *").fill("Palm Beach");

  const hours = dialog.getByLabel("Dog Hours");
  await hours.fill("Mo-Fr 7am to dusk");
  await expect(dialog.getByRole("alert").filter({ hasText: "Dog hours cannot be read" })).toBeVisible();
  await hours.fill("Mo-Fr 07:00-19:00,");
  await expect(dialog.getByRole("status").filter({ hasText: "Check these dog hours:" })).toContainText('ends with ","');
  await hours.fill("Mo-Fr 07:00-19:00");
  const week = dialog.getByRole("table", { name: "When dogs are allowed over the next 7 days" });
  await expect(week.getByRole("row")).toHaveCount(8);
  await expect(week).toContainText("7:00 AM – 7:00 PM");
  await expect(week).toContainText("Not allowed");
  await expect(dialog.getByText("Check these dog hours:")).toBeHidden();

  await dialog.getByRole("button", { name: "Add a source" }).click();
  await dialog.getByLabel("Source 1 web address").fill("https://example.org/dog-hours");
  await dialog.getByLabel("What it supports").fill("dog hours");
  await dialog.getByRole("button", { name: "Mark verified today" }).click();
  await expect(dialog.getByLabel("Last verified")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoModerateViolations(page);
  await dialog.getByRole("button", { name: "Create Location" }).click();
  await expect(page.getByText("Location created successfully")).toBeVisible();

  await page.goto(`/explore?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("table", { name: "When dogs are allowed over the next 7 days" })).toContainText(
    "7:00 AM – 7:00 PM",
  );
  await expect(page.getByRole("region", { name: "Sources" })).toContainText("example.org");
  await expect(page.getByText(/^Last verified/)).toBeVisible();
});

test("an admin adds, edits and deletes an amenity", async ({ adminPage: page }) => {
  await page.goto("/admin/amenities");
  for (const column of ["Name", "Display Name", "Description", "Icon", "Created", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  const key = `agility_${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

  await page.getByRole("button", { name: "Add Amenity" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Amenity" });
  await dialog.getByLabel("Name *", { exact: true }).fill("Agility Course");
  await dialog.getByRole("button", { name: "Create Amenity" }).click();
  await expect(dialog.getByText("Name must be lowercase with underscores only")).toBeVisible();
  await expect(dialog.getByText("Display name is required")).toBeVisible();
  await dialog.getByLabel("Name *", { exact: true }).fill(key);
  await dialog.getByLabel("Display Name *").fill("Agility Course");
  await dialog.getByLabel("Icon").fill("flag");
  await dialog.getByRole("button", { name: "Create Amenity" }).click();
  await expect(page.getByText("Amenity created successfully")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: key });
  await expect(row.getByRole("cell", { name: "Agility Course", exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Edit Agility Course" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Amenity" });
  await expect(edit.getByLabel("Name *", { exact: true })).toHaveAttribute("readonly", "");
  await edit.getByLabel("Display Name *").fill("Agility Ring");
  await edit.getByLabel("Description").fill("Jumps and tunnels");
  await edit.getByRole("button", { name: "Update Amenity" }).click();
  await expect(page.getByText("Amenity updated successfully")).toBeVisible();
  await expect(row.getByRole("cell", { name: "Agility Ring", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Jumps and tunnels", exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Delete Agility Ring" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this amenity?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Amenity deleted successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: key })).toHaveCount(0);
});

test("a contact message shows in Messages and can be marked read and unread", async ({ page }) => {
  const subject = `Question about Jupiter beach ${Date.now()}`;
  await page.goto("/contact");
  await page.getByLabel("Name *", { exact: true }).fill("Pat");
  await page.getByLabel("Email *").fill("pat@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message *").fill("Are dogs allowed in July?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();

  await signInAsNewAdmin(page);
  await page.goto("/admin/messages");
  const message = card(page, subject);
  await expect(message.getByText("Unread")).toBeVisible();
  await expect(message.getByText("Are dogs allowed in July?")).toBeVisible();
  await message.getByRole("button", { name: /Mark as read/ }).click();
  await expect(message.getByText("Read", { exact: true })).toBeVisible();
  // The badge turns at once; the server's answer is what the reload must wait for.
  await expect(page.getByText("Message marked as read").first()).toBeVisible();
  await page.reload();
  await expect(card(page, subject).getByText("Read", { exact: true })).toBeVisible();
  await card(page, subject)
    .getByRole("button", { name: /Mark as unread/ })
    .click();
  await expect(card(page, subject).getByText("Unread")).toBeVisible();
});
