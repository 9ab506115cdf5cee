import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";
import { expectNoModerateViolations, expectReadableToast } from "./helpers/a11y";

function importCsv(tag: string) {
  const lines = ["Name,Type,Region,City,County,Leash,Fee,Amenities,Latitude"];
  for (let i = 1; i <= 22; i++)
    lines.push(
      `Import Trial Park ${tag} ${i},dog park,South FL,Trialville,Trial County,Off Leash,free,"restrooms; parking",26.1`,
    );
  lines.push(",park,central,Nowhere,None,,,,");
  lines.push("Citrus County Dog Park,dog-park,central,Homosassa,Citrus,,,,");
  lines.push(`"Import Trial Beach ${tag}, North","Beach",Panhandle,Trialton,,leashed,"$5 per car",,123`);
  return lines.join("\n");
}

test.describe("CSV import", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("the import tab documents the columns, offers the template and passes axe", async ({ page }) => {
    await page.goto("/admin/import");
    await expect(page.getByRole("heading", { name: "Import Locations", level: 2 })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "external_links_county" })).toBeVisible();
    const template = page.getByRole("link", { name: "Download CSV template" });
    await expect(template).toHaveAttribute("href", "/admin/import/template.csv");
    const response = await page.request.get("/admin/import/template.csv");
    expect(response.headers()["content-type"]).toContain("text/csv");
    const [header, ...rows] = (await response.text()).trim().split("\r\n");
    expect(header!.split(",")).toHaveLength(34);
    expect(rows).toHaveLength(2);
    await expectNoModerateViolations(page);
  });

  test("refuses a file that is not CSV", async ({ page }) => {
    await page.goto("/admin/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "places.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByRole("button", { name: "Preview import" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid file type" })).toContainText(
      "Please select a CSV file",
    );
    // The error toast leaves the header in view and is readable.
    await expectReadableToast(page, "Invalid file type");
  });

  test("previews new, present and error rows, survives a reload, and imports on confirmation with progress and results", async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    await page.goto("/admin/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "places.csv", mimeType: "text/csv", buffer: Buffer.from(importCsv(tag)) });
    await page.getByRole("button", { name: "Preview import" }).click();

    await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();
    await expect(page.getByText("places.csv: 25 rows read. Nothing has been written yet.")).toBeVisible();
    const summary = page.getByRole("list", { name: "Preview summary" });
    await expect(summary).toContainText("23 new places");
    await expect(summary).toContainText("1 already in the directory");
    await expect(summary).toContainText("1 rows with errors");
    await expect(page.getByRole("list", { name: "New places" }).getByRole("listitem")).toHaveCount(23);
    const present = page.getByRole("list", { name: "Places already in the directory" });
    await expect(present.getByRole("listitem").filter({ hasText: "Row 25" })).toContainText(
      "Citrus County Dog Park: Already in the directory (Homosassa)",
    );
    await expect(page.getByRole("list", { name: "Rows with errors" }).getByRole("listitem")).toContainText(
      "Row 24(no name): Missing name; row skipped",
    );
    await expectNoModerateViolations(page);

    // Nothing is written yet, and the preview is still there after a reload.
    await page.reload();
    await expect(page.getByRole("list", { name: "New places" }).getByRole("listitem")).toHaveCount(23);
    const search = await page.request.get(`/explore?search=${encodeURIComponent(`Import Trial Park ${tag} 7`)}`);
    expect(await search.text()).toContain("0 locations found");

    await page.getByRole("button", { name: "Confirm import" }).click();
    const progress = page.getByRole("progressbar", { name: "Import progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("25 of 25 rows processed")).toBeVisible();
    await expect(page.getByText("Import completed!")).toBeVisible();
    await expectReadableToast(page, "Import completed!");
    await expect(page.getByText("Successfully imported 23 locations with 2 errors").first()).toBeVisible();

    const results = page.getByRole("list", { name: "Import results by row" });
    await expect(results.getByRole("listitem")).toHaveCount(25);
    await expect(results.getByRole("listitem").filter({ hasText: "Row 24" })).toContainText(
      "Missing name; row skipped",
    );
    await expect(results.getByRole("listitem").filter({ hasText: "Row 25" })).toContainText(
      "Citrus County Dog Park: Already in the directory (Homosassa); not imported again",
    );
    await expect(results.getByRole("listitem").filter({ hasText: "Row 26" })).toContainText(
      "Latitude 123 is outside -90 to 90; left empty",
    );
    // The results screen itself is checked once the toasts have gone.
    await expect(page.getByText("Import completed!")).toBeHidden({ timeout: 15_000 });
    await expectNoModerateViolations(page);

    await page.goto(`/explore?search=${encodeURIComponent(`Import Trial Park ${tag} 7`)}`);
    await expect(page.getByRole("link", { name: new RegExp(`Import Trial Park ${tag} 7`) }).first()).toBeVisible();
  });

  test("update mode shows each change as before → after and updates the place", async ({ page }) => {
    const tag = Date.now().toString(36);
    const name = `Update Trial Park ${tag}`;
    const upload = async (csv: string) => {
      await page.goto("/admin/import");
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: "update.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Preview import" }).click();
      await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();
    };
    await upload(
      `name,city,county,category,phone,hours\n${name},Trialville,Trialshire,dog park,(555) 010-1111,6am-9pm\n`,
    );
    await page.getByRole("button", { name: "Confirm import" }).click();
    await expect(page.getByText("Successfully imported 1 locations").first()).toBeVisible();

    // The county's new list: a new phone number, the same hours, and no county (an empty cell erases nothing).
    await upload(`name,city,county,phone,hours\n${name},Trialville,,(555) 010-2222,6am-9pm\n`);
    const changes = page.getByRole("list", { name: `Changes to ${name}` });
    await expect(changes.getByRole("listitem")).toHaveCount(1);
    await expect(changes.getByRole("listitem")).toHaveText("Phone: (555) 010-1111 becomes (555) 010-2222");
    await expectNoModerateViolations(page);
    await page.getByRole("radio", { name: /Update places already present/ }).check();
    await page.getByRole("button", { name: "Confirm import" }).click();
    await expect(page.getByText("Successfully updated 1 locations").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Import results by row" })).toContainText(`${name}: Updated: Phone`);

    await page.goto(`/explore?search=${encodeURIComponent(name)}`);
    await page
      .getByRole("link", { name: new RegExp(name) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("(555) 010-2222")).toBeVisible();
    await expect(page.getByText("Trialshire County")).toBeVisible();
  });
});

test.describe("CSV import without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form post answers with the results page", async ({ page }) => {
    await signInAsAdmin(page);
    const tag = Date.now().toString(36);
    await page.goto("/admin/import");
    await page.getByLabel("CSV file").setInputFiles({
      name: "places.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`name,city,county\nNo Script Park ${tag},Trialville,Trial County\n`),
    });
    await page.getByRole("button", { name: "Preview import" }).click();
    await expect(page.getByRole("list", { name: "New places" })).toContainText(`No Script Park ${tag}`);
    await page.getByRole("button", { name: "Confirm import" }).click();
    // Without a script the page does not poll: the administrator refreshes until the job is done.
    await expect(async () => {
      const refresh = page.getByRole("link", { name: "Refresh progress" });
      if (await refresh.isVisible()) await refresh.click();
      await expect(page.getByText("Successfully imported 1 locations. 1 rows read.")).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("list", { name: "Import results by row" })).toContainText(`Row 2Imported`);
  });
});
