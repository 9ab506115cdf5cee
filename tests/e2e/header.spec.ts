import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { signInAsAdmin } from "./helpers/auth";

// The header is one row of 4rem (and its bottom border) wherever the desktop navigation shows.
const SINGLE_ROW_HEIGHT = 66;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`signed in, the header fits on one line at ${viewport.width} px wide`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto("/parks");

    const header = page.getByRole("banner");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links.filter({ hasText: "My Submissions" })).toBeVisible();
    const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
    expect(boxes.length).toBeGreaterThanOrEqual(9);
    const first = boxes[0]!;
    for (const box of boxes) {
      // Every link on the same row, none of them wrapped onto two lines.
      expect(box!.y).toBe(first.y);
      expect(box!.height).toBe(first.height);
    }
    const brand = await page.getByRole("link", { name: "Florida Dog Places" }).first().boundingBox();
    const menu = await page.getByRole("button", { name: /^Account menu for / }).boundingBox();
    expect(brand!.height).toBeLessThan(first.height + 8);
    // The account menu stays within the page, right of the links.
    expect(menu!.x).toBeGreaterThanOrEqual(boxes.at(-1)!.x + boxes.at(-1)!.width);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(viewport.width);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(SINGLE_ROW_HEIGHT);
  });
}

test("signed in, My Submissions has no moderate accessibility violation", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/my-submissions");
  await expect(page.getByRole("heading", { level: 1, name: "My Submissions" })).toBeVisible();
  await expectNoModerateViolations(page);
});
