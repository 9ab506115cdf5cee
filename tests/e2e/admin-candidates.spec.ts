// The administrators' Candidates queue (issue 37) in the browser: filtered to a county beside its
// map, a candidate linked to the place it duplicates, one accepted through the location form and
// published with its OpenStreetMap credit and no verified date, a selection published at once, and
// a farmers market refused without its dog policy. Each test imports rows of its own (the shipped
// OpenStreetMap file with them added, so the demo candidates stay as they are).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { addPlace, uniquePlaceName } from "./helpers/places";

const SHIPPED = fs.readFileSync(path.join(process.cwd(), "vendor/open-data/osm-dog-parks-florida.csv"), "utf8");
const HEADER = SHIPPED.slice(0, SHIPPED.indexOf("\n")).split(",");

type Row = { name: string; lat: number; lng: number; county: string; flags?: string };

/** A fresh OpenStreetMap node id: no other test's row has it. */
const freshId = () => String(crypto.randomInt(10 ** 11, 10 ** 12));

/** Uploads the shipped OpenStreetMap file with `rows` added, on the Candidates tab; waits for its report. */
async function importRows(page: Page, rows: Row[]) {
  const lines = rows.map((row) => {
    const values: Record<string, string> = {
      osm_type: "node",
      osm_id: freshId(),
      name: row.name,
      lat: String(row.lat),
      lon: String(row.lng),
      county: row.county,
      review_flags: row.flags ?? "",
    };
    return HEADER.map((column) => values[column] ?? "").join(",");
  });
  const file = `${SHIPPED.trimEnd()}\n${lines.join("\n")}\n`;
  await page.goto("/admin/candidates");
  await page.getByLabel("Source", { exact: true }).last().selectOption({ label: "OpenStreetMap dog parks" });
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "newer-osm.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Import file" }).click();
  const summary = page.getByRole("list", { name: "Import summary" });
  await expect(summary).toContainText(`${rows.length} new`);
}

/** Opens a candidate from the queue filtered to its county. */
async function openCandidate(page: Page, county: string, name: string) {
  await page.goto(`/admin/candidates?county=${encodeURIComponent(county)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
}

/** A point in Florida's interior that no other run has used. */
function somewhere() {
  return { lat: Number((27.5 + Math.random()).toFixed(5)), lng: Number((-81.9 + Math.random() * 0.6).toFixed(5)) };
}

test.describe("Candidates queue", () => {
  test("filters the queue to a county, beside a map of the page's rows, and passes axe", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Candidates" }).click();
    await expect(page.getByRole("heading", { name: "Candidates", level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Pending \d+$/ })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("County", { exact: true }).selectOption("Brevard");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/county=Brevard/);
    const counties = page
      .getByRole("table", { name: /Candidates, page 1 of/ })
      .locator("tbody tr")
      .locator("td:nth-child(4)");
    // The whole queue's rows stay on screen until the filtered page has arrived.
    await expect(counties.filter({ hasNotText: /^Brevard$/ })).toHaveCount(0);
    await expect(counties.first()).toHaveText("Brevard");
    await expect(page.getByText(/^Showing 1–\d+ of \d+ candidates$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Map of this page's candidates" })).toBeVisible();
    await expectNoModerateViolations(page);
  });

  test("links a candidate to the place it duplicates", async ({ adminPage: page }) => {
    const at = somewhere();
    const place = await addPlace(page, {
      name: uniquePlaceName("Duplicate Check Park"),
      city: "Sebring",
      county: "Highlands",
      lat: String(at.lat),
      lng: String(at.lng),
    });
    const name = uniquePlaceName("Duplicate Candidate Dogs");
    await importRows(page, [{ name, lat: at.lat + 0.0004, lng: at.lng, county: "Highlands" }]);

    await page.goto("/admin/candidates?county=Highlands&near=yes");
    await page.getByRole("link", { name, exact: true }).click();
    const duplicates = page.getByRole("region", { name: "Possible duplicates" });
    await expect(duplicates.getByRole("link", { name: place.name })).toBeVisible();
    await expect(duplicates).toContainText(/\d+ m away/);
    await expectNoModerateViolations(page);
    await duplicates.getByRole("button", { name: `Link to ${place.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Linked to "${place.name}"` })).toBeVisible();
    await expect(page.getByText("This candidate is linked")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reject" })).toHaveCount(0);
  });

  test("accepts a candidate through the location form: published with its OpenStreetMap credit, not verified", async ({
    adminPage: page,
  }) => {
    const name = uniquePlaceName("Accepted Candidate Park");
    await importRows(page, [{ name, ...somewhere(), county: "Lake" }]);
    await openCandidate(page, "Lake", name);
    await expect(page.getByRole("link", { name: /^node \d+$/ })).toHaveAttribute("href", /openstreetmap\.org/);

    await page.getByText("Accept and publish…").click();
    const form = page.getByRole("form", { name: "Publish" });
    await expect(form.getByLabel("Name *", { exact: true })).toHaveValue(name);
    await expect(form.getByLabel("County *")).toHaveValue("Lake");
    await form.getByLabel("City *").fill("Tavares");
    await form.getByLabel("Leash Policy").selectOption({ label: "Off-Leash Allowed" });
    await form.getByRole("button", { name: "Publish" }).click();
    const decided = page.getByRole("status").filter({ hasText: "This candidate is accepted" });
    await expect(decided).toContainText(`Published on`);
    await decided.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const sources = page.getByRole("region", { name: "Sources" });
    await expect(sources.getByRole("link", { name: /© OpenStreetMap contributors/ })).toBeVisible();
    await expect(page.getByText(/Last verified/)).toHaveCount(0);
  });

  test("publishes the ticked rows without a flag at once", async ({ adminPage: page }) => {
    const [first, second, flagged] = ["Selection One Park", "Selection Two Park", "Selection Private Park"].map(
      uniquePlaceName,
    ) as [string, string, string];
    await importRows(page, [
      { name: first, ...somewhere(), county: "Hardee" },
      { name: second, ...somewhere(), county: "Hardee" },
      { name: flagged, ...somewhere(), county: "Hardee", flags: "access=private" },
    ]);
    await page.goto("/admin/candidates?county=Hardee");
    await expect(page.getByRole("link", { name: flagged })).toBeVisible();
    // A flagged row is decided on its own page: it has no box to tick.
    await expect(page.getByRole("checkbox", { name: `Select ${flagged}` })).toHaveCount(0);
    await page.getByRole("checkbox", { name: `Select ${first}` }).check();
    await page.getByRole("checkbox", { name: `Select ${second}` }).check();
    await page.getByRole("button", { name: "Publish selected (rows without a flag)" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published 2 places" })).toBeVisible();
    await expect(page.getByRole("link", { name: first })).toHaveCount(0);
    await expect(page.getByRole("link", { name: flagged })).toBeVisible();

    await page.goto("/admin/candidates?county=Hardee&status=accepted");
    await expect(page.getByRole("link", { name: first })).toBeVisible();
    await expect(page.getByRole("link", { name: second })).toBeVisible();
  });

  test("refuses to publish a farmers market without the page that states its dog policy", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/candidates?source=usda&flag=none");
    await page.getByRole("table").getByRole("rowheader").first().getByRole("link").click();
    await page.getByText("Accept and publish…").click();
    await expect(page.getByText("A farmers market needs its dog policy")).toBeVisible();
    const form = page.getByRole("form", { name: "Publish" });
    const city = form.getByLabel("City *");
    if (!(await city.inputValue())) await city.fill("Gainesville");
    await form.getByLabel("Leash Policy").selectOption({ label: "On-Leash Required" });
    await form.getByRole("button", { name: "Publish" }).click();
    await expect(
      form.getByText(/A farmers market is published only with its dog policy and the page that states it/),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Decide" })).toBeVisible();
  });
});
