import { expect, test } from "./fixtures";
import { expectPrecompressed } from "./helpers/http";

test("home lists real places and links to explore", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Florida Dog Places" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© OpenStreetMap contributors");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
});

test("explore shows every demo place with the count line", async ({ page }) => {
  await page.goto("/explore");
  await expect(page.getByText(/^\d+ locations found$/)).toBeVisible();
  await page.goto("/explore?search=citrus");
  await expect(page.getByRole("link", { name: "Citrus County Dog Park" })).toBeVisible();
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! This Tail Went Off-Leash" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dog Beaches" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
});

test("the mobile menu opens and navigates", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Explore" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test("a page asks for its scripts only after it has been painted, and then comes alive", async ({ page }) => {
  const response = await page.goto("/explore");
  const html = (await response?.text()) ?? "";
  // No script is preloaded from the head, and no module script starts with the page.
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  const { paint, stylesheetIn, scripts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      paint: performance.getEntriesByName("first-paint")[0]?.startTime,
      // The page cannot be painted before its stylesheet is in.
      stylesheetIn: resources.find((entry) => new URL(entry.name).pathname.endsWith(".css"))?.responseEnd,
      scripts: resources
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    };
  });
  expect(paint).toBeGreaterThan(0);
  expect(stylesheetIn).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(5);
  expect(Math.min(...scripts)).toBeGreaterThan(stylesheetIn!);

  // Hydrated: a link now changes the page without loading a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Beaches" }).click();
  await expect(page).toHaveURL(/\/beaches$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Beaches");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("scripts and style sheets arrive compressed by the build for a browser that takes Brotli", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const assets = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/.+\.(js|css)$/.test(path)),
  );
  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets.slice(0, 5)) {
    const brotli = await expectPrecompressed(`${baseURL}${asset}`, "br");
    expect(brotli.headers["cache-control"]).toContain("immutable");
  }
});
