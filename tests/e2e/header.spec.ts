import { expect, test, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { newUserEmail, signInAs, signInAsNewAdmin, signUpAndConfirm, signUpAndSignIn } from "./helpers/auth";

// The header is one row of 4rem (and its bottom border) wherever the desktop navigation shows.
const SINGLE_ROW_HEIGHT = 66;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`signed in, the header fits on one line at ${viewport.width} px wide`, async ({ adminPage: page }) => {
    await page.setViewportSize(viewport);
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
    const menu = await page.getByRole("button", { name: /^Account menu/ }).boundingBox();
    expect(brand!.height).toBeLessThan(first.height + 8);
    // The account menu stays within the page, right of the links.
    expect(menu!.x).toBeGreaterThanOrEqual(boxes.at(-1)!.x + boxes.at(-1)!.width);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(viewport.width);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(SINGLE_ROW_HEIGHT);
  });
}

test("the header's language link is named by the code it shows, so saying what is seen reaches it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, shown, name, target] of [
    ["/parks", "ES", "ES — Language: Español", "/es/parks"],
    ["/es/parks", "EN", "EN — Idioma: English", "/parks"],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole("banner").getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", target);
    // What a sighted person reads on it, the start of its name.
    await expect(link.getByText(shown, { exact: true })).toBeVisible();
  }
});

test("signed in, My Submissions has no moderate accessibility violation", async ({ signedInPage: page }) => {
  await page.goto("/my-submissions");
  await expect(page.getByRole("heading", { level: 1, name: "My Submissions" })).toBeVisible();
  await expectNoModerateViolations(page);
});

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The boxes of every link and button the header's top row shows, with their names, read at one
 * moment: those with a box and not hidden, as Playwright's `:visible` counts them.
 */
async function headerRow(page: Page): Promise<{ name: string; box: Box }[]> {
  const controls = page.getByRole("banner").locator(":scope > div").first().locator("a, button");
  return controls.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      if (!width || !height || getComputedStyle(element).visibility === "hidden") return [];
      return [
        {
          name: element.getAttribute("aria-label") ?? (element as HTMLElement).innerText,
          box: { x, y, width, height },
        },
      ];
    }),
  );
}

test("signed in with a long display name, nothing in the header overlaps at any width from 320 to 1920 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await signUpAndConfirm(page, { email: newUserEmail("alexandra-montgomery-whitfield") });
  await signInAs(page, account.email, account.password);
  // The header names the person by the display name they chose (decision 0032): a long one.
  const name = "Alexandra Montgomery-Whitfield and her beagles";
  await page.goto("/account");
  await page.getByLabel("Display name").fill(name);
  await page.getByRole("button", { name: "Save Name" }).click();
  await expect(page.getByText("Your display name is saved.")).toBeVisible();
  for (const width of [320, 375, 768, 1024, 1279, 1280, 1366, 1440, 1600, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/parks");
    const row = await headerRow(page);
    expect(row.length, `${width} px`).toBeGreaterThanOrEqual(2);
    for (const [i, a] of row.entries()) {
      expect(a.box.x, `${a.name} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(a.box.x + a.box.width, `${a.name} at ${width} px`).toBeLessThanOrEqual(width);
      for (const b of row.slice(i + 1))
        expect(overlap(a.box, b.box), `${a.name} / ${b.name} at ${width} px`).toBe(false);
    }
    if (width >= 1280) {
      const names = row.map((c) => c.name);
      expect(names).toContain("My Submissions");
      expect(names).toContain(`Account menu for ${name}`);
    }
  }
});

test("the open account menu lies below the header and within the page, and passes axe", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/explore");
  await page.getByRole("button", { name: "Account menu", exact: true }).click();
  const menu = page.getByRole("menu", { name: "Account menu", exact: true });
  await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toBeFocused();
  const box = (await menu.boundingBox())!;
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  await expectNoModerateViolations(page);
});

/** Signs in with scripts on in a page of its own (by `signIn`), then gives `page` the same session. */
async function signInWithScripts(page: Page, browser: Browser, signIn: (page: Page) => Promise<unknown>) {
  const withScripts = await browser.newPage();
  await signIn(withScripts);
  await page.context().addCookies(await withScripts.context().cookies());
  await withScripts.close();
}

test.describe("without JavaScript, on a desktop", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the account menu opens and leads to the Admin Panel", async ({ page, browser }) => {
    // Signed in with scripts on, then the same session with them off.
    await signInWithScripts(page, browser, signInAsNewAdmin);

    await page.goto("/explore");
    await page.getByRole("button", { name: "Account menu", exact: true }).click();
    await page.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  });

  test("Sign Out in the account menu signs out", async ({ page, browser }) => {
    await signInWithScripts(page, browser, signUpAndSignIn);

    await page.goto("/explore");
    await page.getByRole("button", { name: "Account menu", exact: true }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);
  });
});
