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
    await page.getByRole("button", { name: "Import Locations" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid file type" })).toContainText(
      "Please select a CSV file",
    );
    // The error toast leaves the header in view and is readable.
    await expectReadableToast(page, "Invalid file type");
  });

  test("imports a CSV with a progress bar and a result for every row", async ({ page }) => {
    const tag = Date.now().toString(36);
    await page.goto("/admin/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "places.csv", mimeType: "text/csv", buffer: Buffer.from(importCsv(tag)) });
    await page.getByRole("button", { name: "Import Locations" }).click();

    const progress = page.getByRole("progressbar", { name: "Import progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("25 of 25 rows processed")).toBeVisible();
    await expect(page.getByText("100%")).toBeVisible();

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
    await page.getByRole("button", { name: "Import Locations" }).click();
    await expect(page.getByText("Successfully imported 1 locations. 1 rows read.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Import results by row" })).toContainText(`Row 2Imported`);
  });
});
