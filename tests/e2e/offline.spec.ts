// Installable and offline (decision 0028): the service worker keeps visited pages and shows them
// without a connection with a notice, sends other addresses to the offline page, says that a form
// needs a connection, forgets what was seen signed in once the session ends, and keeps a place for
// offline on request (lists, in offline-lists.spec.ts). The browser is cut off with
// context.setOffline, as when a phone loses signal.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, FULL_CHROMIUM } from "../../playwright.config";
import { pngBytes } from "../fixtures/images";
import { expect, hydratedNavigation, test, type Browser } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { accountMenu, actAsNewClient, newUserEmail, readLatestMail } from "./helpers/auth";
import { SAVED_COPY, waitForWorker } from "./helpers/offline";
import { addPlace, uniquePlaceName } from "./helpers/places";

// The rest of the suite runs with service workers blocked; this file is about them.
test.use({ serviceWorkers: "allow" });

/** A visitor who is not signed in, in a browser of their own, with the service worker in charge. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = hydratedNavigation(await context.newPage());
  await actAsNewClient(page);
  await page.goto("/");
  await waitForWorker(page);
  return { context, page };
}

test("a visited place opens offline as a saved copy, an unvisited one shows the offline page", async ({
  adminPage,
  browser,
}) => {
  // Two places made through the admin form, a service worker installed and two axe runs: a budget for
  // a busy machine, not a wait.
  test.setTimeout(120_000);
  const visited = await addPlace(adminPage, { name: uniquePlaceName("Saved Copy Dog Park") });
  const unvisited = await addPlace(adminPage, { name: uniquePlaceName("Never Opened Dog Park") });
  const { context, page } = await newVisitor(browser);

  await page.goto(visited.path);
  await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByText(SAVED_COPY)).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(visited.path);
  await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: SAVED_COPY })).toBeVisible();
  await expectNoModerateViolations(page);

  // Not saved: the offline page, with the way back to what is saved.
  await page.goto(unvisited.path);
  await expect(page).toHaveURL(/\/offline\?from=/);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText(unvisited.name)).toHaveCount(0);
  const saved = page.getByRole("region", { name: "Saved on this device" });
  await expect(saved.getByRole("link", { name: visited.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", unvisited.path);
  await expectNoModerateViolations(page);

  await saved.getByRole("link", { name: visited.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByText(SAVED_COPY)).toBeVisible();

  // A link followed on a page opened offline also goes through the worker, not a failing data fetch.
  await page.getByRole("link", { name: "Explore", exact: true }).first().click();
  await expect(page).toHaveURL(/\/offline\?from=%2Fexplore/);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.close();
});

test("a form sent without a connection says that sending needs one", async ({ browser }) => {
  const { context, page } = await newVisitor(browser);
  const email = newUserEmail("dana");
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Dana Walker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill("Offline question");
  await page.getByLabel("Message").fill("Is the boardwalk at the preserve open to leashed dogs?");

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "sending needs a connection" })).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel("Message")).toHaveValue("Is the boardwalk at the preserve open to leashed dogs?");

  // Sent by the browser itself, as without JavaScript: the worker answers with the offline page and says so.
  await page.locator("form", { has: page.getByLabel("Message") }).evaluate((form: HTMLFormElement) => form.submit());
  await expect(page).toHaveURL(/\/offline\?form=1/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Your form was not sent: sending needs a connection." }),
  ).toBeVisible();

  // Back online, the worker passes the same form on to the server.
  await context.setOffline(false);
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Dana Walker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill("Offline question");
  await page.getByLabel("Message").fill("Is the boardwalk at the preserve open to leashed dogs?");
  await page.locator("form", { has: page.getByLabel("Message") }).evaluate((form: HTMLFormElement) => form.submit());
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await context.close();
});

test("after signing out, nothing seen signed in opens from the saved pages", async ({
  signedInPage: page,
  account,
}) => {
  const context = page.context();
  await waitForWorker(page);
  const accountMenu = page.getByRole("button", { name: /^Account menu/ });

  // Seen signed in: a public page (kept for the session) and the person's own page (never kept).
  await page.goto("/faq");
  await expect(accountMenu).toBeVisible();
  await page.goto("/my-submissions");
  await expect(accountMenu).toBeVisible();

  await context.setOffline(true);
  await page.goto("/faq");
  await expect(page.getByText(SAVED_COPY)).toBeVisible();
  await expect(accountMenu).toBeVisible();
  await page.goto("/my-submissions");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);

  await page.goto("/");
  await accountMenu.click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await context.setOffline(true);
  for (const path of ["/faq", "/my-submissions"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByText(account.email)).toHaveCount(0);
    await expect(accountMenu).toHaveCount(0);
  }
  await expect(
    page.getByRole("region", { name: "Saved on this device" }).getByRole("link", { name: /Common Questions|FAQ/i }),
  ).toHaveCount(0);
});

test("a session ended on the server, by a new password set elsewhere, drops what this device saw signed in", async ({
  signedInPage: page,
  account,
  browser,
}) => {
  const context = page.context();
  await waitForWorker(page);
  await page.goto("/faq");
  await expect(accountMenu(page)).toBeVisible();

  // On another device the password is reset, which ends every session of the account on the server.
  const laptop = hydratedNavigation(await (await browser.newContext()).newPage());
  await laptop.goto("/auth/forgot-password");
  await laptop.getByLabel("Email").fill(account.email);
  await laptop.getByRole("button", { name: "Send reset link" }).click();
  await expect(laptop.getByRole("status")).toContainText("If an account exists for this address");
  const mail = await readLatestMail(account.email, { subject: /reset your password/i });
  await laptop.goto(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(mail)![0]);
  await laptop.getByLabel("New password").fill("gator-trail-walks-9");
  await laptop.getByRole("button", { name: "Save new password" }).click();
  await expect(laptop.getByText("Your password has been changed. You can sign in now.")).toBeVisible();

  // This device still holds the old cookie; its next page online hears that the session has ended.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await context.setOffline(true);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});

test("Keep for offline saves a place with its photo, to open without a connection", async ({ adminPage, browser }) => {
  const place = await addPlace(adminPage, {
    name: uniquePlaceName("Kept Dog Park"),
    photos: [await pngBytes(800, 600)],
  });
  const { context, page } = await newVisitor(browser);
  await page.goto(place.path);
  await page.getByRole("button", { name: "Keep for offline" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /^Kept for offline: \d+ files saved on this device\.$/ }),
  ).toBeVisible();

  // Kept apart from the pages visited: with those gone, the kept place still opens.
  await page.evaluate(async () => {
    for (const name of await caches.keys())
      if (name.startsWith("fdp-pages-") || name === "fdp-images") await caches.delete(name);
  });
  await context.setOffline(true);
  const offline = hydratedNavigation(await context.newPage());
  await offline.goto(place.path);
  await expect(offline.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  await expect(offline.getByText(SAVED_COPY)).toBeVisible();
  const photo = offline.getByRole("img", { name: `Photo of ${place.name}` });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});

test("the site can be installed: a valid manifest, its icons and a service worker", async ({ browser }) => {
  const { context, page } = await newVisitor(browser);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#065f46");

  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Florida Dog Places", start_url: "/", display: "standalone" });
  const icons = [
    ...manifest.icons,
    {
      src: (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!,
      sizes: "180x180",
      purpose: "any",
    },
  ];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
    "180x180 any",
  ]);
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
    const { width, height } = await sharp(await image.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  await context.close();

  // The browser's own installability check, what Chromium asks before it offers to install, in a
  // profile of its own (it never offers in a private window, which every test context is).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-install-"));
  const installed = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: "allow",
  });
  try {
    const home = hydratedNavigation(installed.pages()[0] ?? (await installed.newPage()));
    await home.goto("/");
    await waitForWorker(home);
    const cdp = await installed.newCDPSession(home);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await installed.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("the offline page's Try again never leads to another site", async ({ page }) => {
  await page.goto("/offline?from=%2Fexplore%3Fregion%3Dsouth");
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/explore?region=south");
  for (const from of ["%2F%09%2Fevil.example", "%2F%0A%2Fevil.example", "%2F%5Cevil.example", "%2F%2Fevil.example"]) {
    await page.goto(`/offline?from=${from}`);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" }), from).toHaveCount(0);
  }
});
