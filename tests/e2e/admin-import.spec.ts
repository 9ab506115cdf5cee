import { expect, test } from "./fixtures";

import { expectNoModerateViolations, expectReadableToast } from "./helpers/a11y";

function importCsv(tag: string) {
  const lines = ["Name,Type,Region,City,County,Leash,Fee,Amenities,Latitude,Longitude"];
  for (let i = 1; i <= 22; i++)
    lines.push(
      `Import Trial Park ${tag} ${i},dog park,South FL,Trialville,Trial County,Off Leash,free,"restrooms; parking",26.1`,
    );
  lines.push(",park,central,Nowhere,None,,,,");
  lines.push("Citrus County Dog Park,dog-park,central,Homosassa,Citrus,,,,");
  lines.push(`"Import Trial Beach ${tag}, North","Beach",Panhandle,Trialton,,leashed,"$5 per car",,123`);
  // Two names at one map position, and a row that says nothing of where it is. The position is this
  // file's own: at a position an earlier run used, its twins (a similar name within half a mile) would be
  // places already in the directory.
  const at = `${(27 + Math.random() * 2.5).toFixed(5)},${(-82.3 + Math.random() * 1.3).toFixed(5)}`;
  lines.push(`Twin Trial Park ${tag},park,central,Trialville,Trial County,,,,${at}`);
  lines.push(`Twin Trial Market ${tag},farmers market,central,Trialville,Trial County,,,,${at}`);
  lines.push(`Trial Ghost ${tag},park,central,,,,,,`);
  return lines.join("\n");
}

test.describe("CSV import", () => {
  test("the import tab documents the columns, offers the template and passes axe", async ({ adminPage: page }) => {
    await page.goto("/admin/import");
    await expect(page.getByRole("heading", { name: "Import Locations", level: 2 })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "external_links_county" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "dog_limits" })).toBeVisible();
    const template = page.getByRole("link", { name: "Download CSV template" });
    await expect(template).toHaveAttribute("href", "/admin/import/template.csv");
    const response = await page.request.get("/admin/import/template.csv");
    expect(response.headers()["content-type"]).toContain("text/csv");
    const [header, ...rows] = (await response.text()).trim().split("\r\n");
    // A place's stars come from its owners' reviews (decision 0026): the template has no rating columns.
    const columns = header!.split(",");
    expect(columns).toHaveLength(33);
    expect(columns).toContain('"dog_limits"');
    expect(columns).not.toContain('"rating"');
    expect(columns).not.toContain('"review_count"');
    expect(rows).toHaveLength(2);
    await expectNoModerateViolations(page);
  });

  test("refuses a file that is not CSV", async ({ adminPage: page }) => {
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

  test("previews new, present, flagged and refused rows, survives a reload, and imports on confirmation with progress and counted results", async ({
    adminPage: page,
  }) => {
    // Preview, reload, run and results of a 28-row file, with two accessibility checks: a long test.
    test.slow();
    const tag = Date.now().toString(36);
    await page.goto("/admin/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "places.csv", mimeType: "text/csv", buffer: Buffer.from(importCsv(tag)) });
    await page.getByRole("button", { name: "Preview import" }).click();

    await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();
    await expect(page.getByText("places.csv: 28 rows read. Nothing has been written yet.")).toBeVisible();
    const summary = page.getByRole("list", { name: "Preview summary" });
    await expect(summary).toContainText("25 new places");
    await expect(summary).toContainText("1 already in the directory");
    await expect(summary).toContainText("2 rows to check");
    await expect(summary).toContainText("2 rows refused");
    const fresh = page.getByRole("list", { name: "New places" });
    // One item per row (a row's warnings are a list of their own inside it).
    await expect(fresh.locator(":scope > li")).toHaveCount(25);
    // Flagged, not refused: both rows stay among the new places, each naming the other.
    await expect(page.getByRole("list", { name: "To check on row 27" })).toHaveText(
      `Check: Same coordinates as line 28 (Twin Trial Market ${tag}); check the map position`,
    );
    await expect(page.getByRole("list", { name: "To check on row 28" })).toHaveText(
      `Check: Same coordinates as line 27 (Twin Trial Park ${tag}); check the map position`,
    );
    const present = page.getByRole("list", { name: "Places already in the directory" });
    await expect(present.getByRole("listitem").filter({ hasText: "Row 25" })).toContainText(
      "Citrus County Dog Park: Already in the directory (Homosassa)",
    );
    const refused = page.getByRole("list", { name: "Refused rows" }).getByRole("listitem");
    await expect(refused).toHaveText([
      "Row 24(no name): Missing name; not imported",
      `Row 29Trial Ghost ${tag}: No city, county or coordinates: nothing says where this place is; not imported`,
    ]);
    await expectNoModerateViolations(page);

    // Nothing is written yet, and the preview is still there after a reload.
    await page.reload();
    await expect(page.getByRole("list", { name: "New places" }).locator(":scope > li")).toHaveCount(25);
    const search = await page.request.get(`/explore?search=${encodeURIComponent(`Import Trial Park ${tag} 7`)}`);
    expect(await search.text()).toContain("0 locations found");

    await page.getByRole("button", { name: "Confirm import" }).click();
    const progress = page.getByRole("progressbar", { name: "Import progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("28 of 28 rows processed")).toBeVisible();
    await expect(page.getByText("Import completed!")).toBeVisible();
    await expectReadableToast(page, "Import completed!");
    await expect(page.getByText("Successfully imported 25 locations with 2 errors").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Rows by outcome" }).getByRole("listitem")).toHaveText([
      "25 created",
      "0 updated",
      "1 unchanged",
      "2 refused",
    ]);

    const results = page.getByRole("list", { name: "Import results by row" });
    await expect(results.getByRole("listitem")).toHaveCount(28);
    await expect(results.getByRole("listitem").filter({ hasText: "Row 24" })).toContainText(
      "Refused(no name): Missing name; not imported",
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

  test("a flagged row held back at confirmation waits under Submissions and goes live only when published", async ({
    adminPage: page,
  }) => {
    const tag = Date.now().toString(36);
    const clean = `Held Trial Clean ${tag}`;
    const far = `Held Trial Far ${tag}`;
    // Miami's name with a position near Orlando, about 200 miles away.
    const at = `${(28.4 + Math.random() * 0.2).toFixed(5)},${(-81.5 + Math.random() * 0.2).toFixed(5)}`;
    const csv = `name,category,city,county,lat,lng\n${clean},dog park,Trialville,Trial County,,\n${far},dog park,Miami,Miami-Dade,${at}\n`;
    await page.goto("/admin/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "held.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Preview import" }).click();
    await expect(page.getByRole("list", { name: "Preview summary" })).toContainText("1 rows to check");
    await expect(page.getByRole("list", { name: "To check on row 3" })).toContainText(
      /The coordinates are \d{3} mi from the centre of Miami; check the map position/,
    );
    await page.getByRole("checkbox", { name: "Hold back row 3 for review" }).check();
    await expectNoModerateViolations(page);
    await page.getByRole("button", { name: "Confirm import" }).click();

    await expect(page.getByText("Successfully imported 1 locations; 1 held back for review").first()).toBeVisible();
    const results = page.getByRole("list", { name: "Import results by row" });
    await expect(results.getByRole("listitem").filter({ hasText: "Row 3" })).toContainText(
      `Held for review${far}: Held back for review under Submissions; not written`,
    );
    const search = await page.request.get(`/explore?search=${encodeURIComponent(far)}`);
    expect(await search.text()).toContain("0 locations found");

    // The administrators' queue: Submissions says rows wait, and lists the row with what to check.
    await page.goto("/admin");
    await page.getByRole("link", { name: "Review held rows" }).click();
    const card = page.getByRole("article", { name: far });
    await expect(card.getByRole("list", { name: `To check on ${far}` })).toContainText("mi from the centre of Miami");
    await expectNoModerateViolations(page);
    await card.getByRole("button", { name: `Publish ${far}` }).click();
    await expect(page.getByText(`Published ${far}`).first()).toBeVisible();
    await expect(page.getByRole("article", { name: far })).toHaveCount(0);

    await page.goto(`/explore?search=${encodeURIComponent(far)}`);
    await expect(page.getByRole("link", { name: new RegExp(far) }).first()).toBeVisible();
  });

  test("update mode shows each change as before → after and updates the place", async ({ adminPage: page }) => {
    // Two previews and two imports, each a job of the server's, then the place's page: a long test when
    // another test's import runs beside it.
    test.slow();
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
    await expect(page.getByRole("list", { name: "Rows by outcome" })).toContainText("1 updated");
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

  test("the plain form post answers with the results page", async ({ adminPage: page }) => {
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
