// The OpenStreetMap dog parks a new directory publishes (decision 0042): a visitor reads where the
// place comes from and that no editor has checked it yet, and downloads the OpenStreetMap-derived
// data the footer offers under the ODbL.
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";

test("a place published from OpenStreetMap names its element and says it is not yet verified, in both languages", async ({
  page,
}) => {
  await page.goto("/parks/fred-poppe-regional-dog-park");
  await expect(page.getByRole("heading", { level: 1, name: "Fred Poppe Regional Dog Park" })).toBeVisible();
  // OpenStreetMap names no town for it: the page places it by its county.
  await expect(page.getByText("Brevard County, Florida", { exact: true })).toBeVisible();
  // The extract does not say whether 994990901 is a node, a way or a relation: the link shows its
  // position on OpenStreetMap's map instead of guessing an element's page.
  const credit = page.getByRole("link", { name: "From OpenStreetMap contributors, element 994990901" });
  await expect(credit).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=28\.0118657&mlon=-80\.7319256/,
  );
  await expect(page.getByText("Not yet verified by our editors")).toBeVisible();
  await expect(page.getByRole("link", { name: "© OpenStreetMap contributors" }).first()).toBeVisible();
  await expectNoModerateViolations(page);

  await page.goto("/es/parks/fred-poppe-regional-dog-park");
  await expect(page.getByRole("link", { name: "De colaboradores de OpenStreetMap, elemento 994990901" })).toBeVisible();
  await expect(page.getByText("Aún no verificado por nuestros editores")).toBeVisible();
  await expect(page.getByText("Condado de Brevard, Florida", { exact: true })).toBeVisible();
});

test("the footer offers the OpenStreetMap-derived data as a CSV under the ODbL", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "ODbL" })).toHaveAttribute(
    "href",
    "https://opendatacommons.org/licenses/odbl/1-0/",
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    footer.getByRole("link", { name: "Download the OpenStreetMap data (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("openstreetmap-dog-parks.csv");
  const lines = fs
    .readFileSync((await download.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toMatch(/^"osm_type","osm_id","name","lat","lon","county","tags","status_in_directory"/);
  const fredPoppe = lines.find((line) => line.includes('"994990901"'))!;
  expect(fredPoppe).toContain('"Fred Poppe Regional Dog Park"');
  expect(fredPoppe).toContain('"published"');
  expect(fredPoppe).toMatch(/"http:\/\/[^"]+\/parks\/fred-poppe-regional-dog-park"/);
  // Every OpenStreetMap row the directory holds, whatever became of it.
  expect(lines.length).toBeGreaterThanOrEqual(523);
});
