// Keeping the directory true: a visitor reports a change and an administrator resolves it; a renamed
// place keeps its old address.
import { expect, test, waitForHydration, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { actAsNewClient, newUserEmail, readLatestMail } from "./helpers/auth";
import { addPlace } from "./helpers/places";

test.beforeEach(async ({ page }) => {
  test.slow();
  await actAsNewClient(page);
});

/** Adds a park in Ocala, Marion County, and answers its address. */
async function addPark(page: Page, name: string) {
  return (await addPlace(page, { name })).path;
}

test("a visitor reports a change without JavaScript, and the administrator resolves it and the visitor hears back", async ({
  adminPage: page,
  browser,
}) => {
  const name = `Report Test Park ${Date.now()}`;
  const path = await addPark(page, name);

  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await actAsNewClient(visitor);
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(visitor.getByText("Reported changes under review")).toBeHidden();
  await visitor.getByRole("link", { name: "Report a change" }).click();
  await expect(visitor.getByRole("heading", { name: "Report a change", level: 1 })).toBeVisible();

  await visitor.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByText("Tell us what it is now")).toBeVisible();

  const email = newUserEmail("reporter");
  await visitor.getByLabel("What is wrong? *").selectOption({ label: "The hours changed" });
  await visitor.getByLabel("What is it now? *").fill("Now closes at 6 p.m. on weekdays for turf repairs.");
  await visitor.getByLabel("Where did you see it? (optional)").fill("https://example.com/ocala/notice");
  await visitor.getByLabel("Your email (optional)").fill(email);
  await visitor.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByText("Thank you! Your report was sent.")).toBeVisible();

  await visitor.goto(path);
  await expect(visitor.getByText("Reported changes under review")).toBeVisible();

  await page.goto("/admin");
  await waitForHydration(page);
  const tabs = page.getByRole("navigation", { name: "Admin sections" });
  await expect(tabs.getByRole("link", { name: /^Reports \d+ open$/ })).toBeVisible();
  await tabs.getByRole("link", { name: /^Reports/ }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 2 })).toBeVisible();
  const report = page.getByRole("article", { name: `${name}: The hours changed` });
  await expect(report.getByText("Now closes at 6 p.m. on weekdays for turf repairs.")).toBeVisible();
  await expect(report.getByRole("link", { name: "Edit place" })).toHaveAttribute(
    "href",
    `/admin/locations?search=${encodeURIComponent(name)}`,
  );
  await expectNoModerateViolations(page);
  await report.getByLabel(/^Note/).fill("Hours updated from the city notice.");
  await report.getByRole("button", { name: "Mark applied" }).click();
  await expect(page.getByText("Report marked as applied")).toBeVisible();
  await expect(report).toBeHidden();

  const mail = await readLatestMail(email);
  expect(mail).toContain("Hours updated from the city notice.");

  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(visitor.getByText("Reported changes under review")).toBeHidden();
  await visitorContext.close();
});

test("an administrator renames a place and its old address still leads to it", async ({ adminPage: page }) => {
  const stamp = Date.now();
  const name = `Old Name Dog Park ${stamp}`;
  const oldPath = await addPark(page, name);

  await page.goto(`/admin/locations?search=${encodeURIComponent(name)}`);
  await page
    .getByRole("row", { name })
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  const newName = `New Name Dog Park ${stamp}`;
  await edit.getByLabel("Name *", { exact: true }).fill(newName);
  await edit.getByRole("button", { name: "Update Location" }).click();
  await expect(page.getByText("Location updated successfully")).toBeVisible();

  const response = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  const newPath = `/parks/new-name-dog-park-${stamp}`;
  expect(response.headers()["location"]).toBe(newPath);

  await page.goto(oldPath);
  await expect(page).toHaveURL(new RegExp(`${newPath}$`));
  await expect(page.getByRole("heading", { name: newName, level: 1 })).toBeVisible();
});

test("the location dialog asks before unsaved changes are discarded, and closes at once without changes", async ({
  adminPage: page,
}) => {
  const name = `Careful Edit Park ${Date.now()}`;
  await addPark(page, name);
  await page.goto(`/admin/locations?search=${encodeURIComponent(name)}`);
  const editButton = page.getByRole("row", { name }).getByRole("button", { name: `Edit ${name}` });
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });

  await editButton.click();
  await expect(edit.getByLabel("City *")).toHaveValue("Ocala");
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();
  await expect(ask).toBeHidden();

  await editButton.click();
  await edit.getByLabel("City *").fill("Gainesville");
  await page.keyboard.press("Escape");
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(edit.getByLabel("City *")).toHaveValue("Gainesville");

  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(edit).toBeHidden();

  await editButton.click();
  await expect(edit.getByLabel("City *")).toHaveValue("Ocala");
});

test("an administrator reads a place's history and restores a field it had before", async ({
  adminPage: page,
  account,
}) => {
  const name = `History Dog Park ${Date.now()}`;
  const path = await addPark(page, name);

  await page.goto(`/admin/locations?search=${encodeURIComponent(name)}`);
  const row = page.getByRole("row", { name, exact: true });
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  await edit.getByLabel("City *").fill("Gainesville");
  await edit.getByLabel("County *").fill("Alachua");
  await edit.getByRole("button", { name: "Update Location" }).click();
  await expect(page.getByText("Location updated successfully")).toBeVisible();
  await expect(edit).toBeHidden();

  await row.getByRole("button", { name: `History of ${name}` }).click();
  const history = page.getByRole("dialog", { name: "History" });
  const changes = history.getByRole("list", { name: `Changes to ${name}, newest first` });
  const latest = changes.getByRole("listitem").first();
  await expect(latest).toContainText("Changed City, County");
  await expect(latest).toContainText(`by ${account.email}`);
  await expect(latest.getByRole("row", { name: /^City Ocala Gainesville/ })).toBeVisible();
  await expect(changes.getByRole("listitem").last()).toContainText(`Created "${name}"`);
  await expectNoModerateViolations(page);

  await latest.getByRole("button", { name: "Restore City to Ocala" }).click();
  // The toast says so, and the history shows the restoration first.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Restored City" })).toBeVisible();
  await expect(changes.getByRole("listitem").first()).toContainText("Restored City");
  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();
  await expect(row).toContainText("Ocala, Alachua County");

  await page.goto(path);
  await expect(page.getByText("Ocala", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Gainesville")).toHaveCount(0);
});
