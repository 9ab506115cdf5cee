import { expect, hydratedNavigation, test, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { submitPlace } from "./helpers/submit";
import { actAsNewClient, readLatestMail, signInAsNewAdmin, signUpAndSignIn } from "./helpers/auth";
import { pngBytes } from "../fixtures/images";

test.beforeEach(async ({ page }) => {
  // Several sign-ins, dialogs and axe runs on long lists: more than the default time on a busy machine.
  test.slow();
  await actAsNewClient(page);
});

function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

/** A place's row in the Locations table. */
function placeRow(page: Page, name: string) {
  return page.getByRole("row", { name });
}

/** The admin panel in a browser context of its own, signed in as the demo admin. */
async function openAdminPanel(browser: Browser) {
  const adminContext = await browser.newContext();
  // Every later page.goto of the test waits for hydration too, as the `page` fixture's does.
  const admin = hydratedNavigation(await adminContext.newPage());
  await actAsNewClient(admin);
  await signInAsNewAdmin(admin);
  await admin.goto("/admin");
  return { admin, adminContext };
}

test("every admin tab is reachable from the tab bar, keeps its place in the URL and passes axe", async ({
  adminPage: page,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  await expect(page.getByText("Manage locations, amenities, and user submissions")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Admin sections" });
  await expect(tabs.getByRole("link", { name: /^Submissions/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Filter by status")).toHaveValue("pending");
  await expect(page.getByText(/^Showing \d+ of \d+ submissions$/)).toBeVisible();
  await expectNoModerateViolations(page);

  for (const [label, path] of [
    ["Locations", "/admin/locations"],
    ["Amenities", "/admin/amenities"],
    ["Reports", "/admin/reports"],
    ["Messages", "/admin/messages"],
  ] as const) {
    await tabs.getByRole("link", { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(tabs.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: label, level: 2 })).toBeVisible();
    await expectNoModerateViolations(page);
  }
  await expect(page).toHaveTitle(/Admin Panel/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("an admin reviews and approves a user's submission, and the place appears on explore", async ({
  page,
  browser,
}) => {
  const { email } = await signUpAndSignIn(page);
  const placeName = `Approved Paws Park ${Date.now()}`;
  await submitPlace(page, placeName);

  const { admin, adminContext } = await openAdminPanel(browser);
  await expect(
    admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Submissions \d+ pending$/ }),
  ).toBeVisible();
  const submission = card(admin, placeName);
  await expect(submission.getByText("Pending")).toBeVisible();
  await expect(submission.getByText("off leash")).toBeVisible();
  await expect(submission.getByText("water fountain")).toBeVisible();
  await expect(submission.getByText(email)).toBeVisible();

  await submission.getByRole("button", { name: "Review" }).click();
  const dialog = admin.getByRole("dialog", { name: "Review Submission" });
  await expect(dialog).toBeVisible();
  await expectNoModerateViolations(admin);
  await dialog.getByLabel("Admin Notes (optional)").fill("Lovely spot, thank you!");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Submission approved successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(admin, placeName)).toHaveCount(0);

  await admin.getByLabel("Filter by status").selectOption({ label: "Approved" });
  await expect(admin).toHaveURL(/status=approved/);
  const approved = card(admin, placeName);
  await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
  await expect(approved.getByText("Lovely spot, thank you!")).toBeVisible();
  await expect(approved.getByRole("button", { name: "Review" })).toHaveCount(0);

  const mail = await readLatestMail(email);
  expect(mail).toContain("is now listed");
  expect(mail).toContain("Lovely spot, thank you!");

  await admin.goto(`/explore?search=${encodeURIComponent(placeName)}`);
  await expect(admin.getByRole("link", { name: placeName })).toBeVisible();
  await adminContext.close();
});

test("on a slow computer the answer of an approval still shows, though its card has left the list", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page);
  const placeName = `Slow Approval Park ${Date.now()}`;
  await submitPlace(page, placeName);
  const { admin, adminContext } = await openAdminPanel(browser);
  await card(admin, placeName).getByRole("button", { name: "Review" }).click();
  const dialog = admin.getByRole("dialog", { name: "Review Submission" });
  await expect(dialog).toBeVisible();
  // The page's reload after the decision arrives before the page has drawn the action's answer.
  const cdp = await adminContext.newCDPSession(admin);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Submission approved successfully")).toBeVisible({ timeout: 30_000 });
  await expect(card(admin, placeName)).toHaveCount(0);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await adminContext.close();
});

test("quick reject asks first, needs no notes and leaves the submission rejected", async ({ page, browser }) => {
  await signUpAndSignIn(page);
  const placeName = `Rejected Paws Lot ${Date.now()}`;
  await submitPlace(page, placeName);

  const { admin, adminContext } = await openAdminPanel(browser);
  await card(admin, placeName)
    .getByRole("button", { name: `Reject ${placeName}` })
    .click();
  const confirm = admin.getByRole("alertdialog", { name: `Reject ${placeName}?` });
  await expect(confirm.getByText("The submitter is told it was not approved.")).toBeVisible();
  // Cancelling leaves it pending; nothing was sent.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(card(admin, placeName).getByText("Pending")).toBeVisible();

  await card(admin, placeName)
    .getByRole("button", { name: `Reject ${placeName}` })
    .click();
  const [answer] = await Promise.all([
    admin.waitForResponse((response) => response.request().method() === "POST"),
    confirm.getByRole("button", { name: "Reject" }).click(),
  ]);
  expect(answer.ok()).toBe(true);
  await expect(admin.getByText("Submission rejected successfully")).toBeVisible();
  await admin.goto("/admin?status=rejected");
  await expect(card(admin, placeName).getByText("Rejected", { exact: true })).toBeVisible();
  await admin.goto(`/explore?search=${encodeURIComponent(placeName)}`);
  await expect(admin.getByText("No locations found")).toBeVisible();
  await adminContext.close();
});

test("a submission of a place already listed shows a possible duplicate and merges into it", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const listed = `Meadowlark ${stamp} Dog Park`;
  const submitted = `Meadowlark Dog Park ${stamp}`;
  const { admin, adminContext } = await openAdminPanel(browser);
  await admin.goto("/admin/locations");
  await admin.getByRole("link", { name: "Add Location" }).click();
  const add = admin.getByRole("dialog", { name: "Add New Location" });
  await add.getByLabel("Name *", { exact: true }).fill(listed);
  await add.getByLabel("City *").fill("Gainesville");
  await add.getByLabel("County *").fill("Alachua");
  await add.getByLabel("Hours", { exact: true }).fill("Dawn to dusk");
  await add.getByRole("button", { name: "Create Location" }).click();
  await expect(admin.getByText("Location created successfully")).toBeVisible();

  const { email } = await signUpAndSignIn(page);
  await submitPlace(page, submitted);

  await admin.goto("/admin");
  const submission = card(admin, submitted);
  const warning = submission.getByRole("region", { name: "Possible duplicate" });
  await expect(warning.getByRole("link", { name: listed, exact: true })).toHaveAttribute("href", /^\/parks\//);
  // Other tests' Meadowlark parks in Gainesville may be named too: this test reads its own entry.
  const entry = warning.getByRole("listitem").filter({ has: admin.getByRole("link", { name: listed, exact: true }) });
  await expect(entry.getByText("same city")).toBeVisible();
  await expect(warning.getByRole("link", { name: `${listed} in Locations` })).toBeVisible();

  await warning.getByRole("button", { name: `Merge into ${listed}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Merge into ${listed}` });
  const fills = dialog.getByRole("table", { name: "Filled from the submission" });
  await expect(fills.getByRole("row", { name: /Description/ })).toContainText("Fenced acre");
  await expect(fills.getByRole("row", { name: /Amenities/ })).toBeVisible();
  await expect(fills.getByRole("row", { name: /County/ })).toHaveCount(0);
  await expectNoModerateViolations(admin);
  await dialog.getByRole("button", { name: "Merge and approve" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(admin, submitted)).toHaveCount(0);

  expect(await readLatestMail(email)).toContain("is now listed");
  await admin.goto(`/explore?search=${encodeURIComponent(stamp)}`);
  await expect(admin.getByRole("link", { name: listed })).toHaveCount(1);
  await expect(admin.getByRole("link", { name: submitted })).toHaveCount(0);
  await admin.getByRole("link", { name: listed }).click();
  await expect(admin.getByText("Fenced acre with separate areas for small and large dogs.")).toBeVisible();
  await expect(admin.getByText("Dawn to dusk")).toBeVisible();
  await adminContext.close();
});

test("an admin completes a submission in the location form and approves it with those details", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page);
  const placeName = `Edited Paws Park ${Date.now()}`;
  await submitPlace(page, placeName);

  const { admin, adminContext } = await openAdminPanel(browser);
  await card(admin, placeName)
    .getByRole("button", { name: `Edit and approve ${placeName}` })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Edit and Approve" });
  await expect(dialog.getByLabel("Name *", { exact: true })).toHaveValue(placeName);
  await expect(dialog.getByLabel("City *")).toHaveValue("Gainesville");
  await expect(dialog.getByLabel("Entry Fees")).toHaveValue("");
  await expect(dialog.getByLabel("Crowd Level")).toHaveValue("");
  await expect(dialog.getByRole("checkbox", { name: "Water Fountain" })).toBeChecked();
  await dialog.getByLabel("County *").fill("");
  await dialog.getByRole("button", { name: "Approve with these details" }).click();
  await expect(dialog.getByText("County is required")).toBeVisible();
  await dialog.getByLabel("County *").fill("Alachua");
  await dialog.getByLabel("Region").selectOption({ label: "North Florida" });
  await dialog.getByLabel("Hours", { exact: true }).fill("6 am to 8 pm");
  await expectNoModerateViolations(admin);
  await dialog.getByRole("button", { name: "Approve with these details" }).click();
  await expect(admin.getByText("Submission approved successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(admin, placeName)).toHaveCount(0);

  await admin.goto(`/explore?search=${encodeURIComponent(placeName)}`);
  await admin.getByRole("link", { name: placeName }).click();
  await expect(admin.getByText("6 am to 8 pm")).toBeVisible();
  await adminContext.close();
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
