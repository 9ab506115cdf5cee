// The administration's tabs and its review of submissions: approve, reject, merge into a place
// already listed, complete and approve; an administrator's own edits are in admin-editing.spec.ts.
import { expect, hydratedNavigation, test, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { submitPlace } from "./helpers/submit";
import { actAsNewClient, readLatestMail, signInAsNewAdmin, signUpAndSignIn } from "./helpers/auth";
import { card } from "./helpers/admin-screens";
import { addPlace } from "./helpers/places";

test.beforeEach(async ({ page }) => {
  // Several sign-ins, dialogs and axe runs on long lists: more than the default time on a busy machine.
  test.slow();
  await actAsNewClient(page);
});

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

/** A new user of `page` submits `placeName`, then the admin panel opens: the submitter's address too. */
async function submitForReview(page: Page, browser: Browser, placeName: string) {
  const { email } = await signUpAndSignIn(page);
  await submitPlace(page, placeName);
  return { email, ...(await openAdminPanel(browser)) };
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
  const placeName = `Approved Paws Park ${Date.now()}`;
  const { email, admin, adminContext } = await submitForReview(page, browser, placeName);
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
  const placeName = `Slow Approval Park ${Date.now()}`;
  const { admin, adminContext } = await submitForReview(page, browser, placeName);
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
  const placeName = `Rejected Paws Lot ${Date.now()}`;
  const { admin, adminContext } = await submitForReview(page, browser, placeName);
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
  await addPlace(admin, { name: listed, city: "Gainesville", county: "Alachua", hours: "Dawn to dusk" });

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
  const placeName = `Edited Paws Park ${Date.now()}`;
  const { admin, adminContext } = await submitForReview(page, browser, placeName);
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
