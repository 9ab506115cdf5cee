// A new release replaces the pages the service worker saved under the old one (decision 0028): a
// saved copy from an old build would point at scripts that are gone. The test builds a second
// release from the suite's build (one more file to precache gives it a new name, as any change to
// the client does), serves the first, then the second on the same address and data folder.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, hydratedNavigation, test, type Page } from "./fixtures";
import { SAVED_COPY, waitForWorker } from "./helpers/offline";
import { killStartedServers, startServer, stopServer } from "./helpers/server";

test.use({ serviceWorkers: "allow" });
// Two server starts, a second service worker built and then installed by the browser: on a CI
// machine at a third of a quiet one's speed the install alone has taken over a minute.
test.describe.configure({ timeout: 300_000 });
test.afterAll(killStartedServers);

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

/** A copy of the suite's build with one more precached file and its service worker built again. */
function buildNextRelease(dir: string) {
  fs.cpSync(BUILD_DIR, dir, { recursive: true });
  const extra = `next-release-${crypto.randomBytes(4).toString("hex")}.css`;
  fs.writeFileSync(path.join(dir, "client", "assets", extra), `/* ${extra} */\n`);
  const output = execFileSync(
    process.execPath,
    [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/build-service-worker.ts"],
    { env: { ...process.env, BUILD_DIR: dir }, encoding: "utf8" },
  );
  return /release (\w+)/.exec(output)![1];
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The release of the worker in charge of `page`, read from the name of its offline page's cache. */
async function releaseInCharge(page: Page) {
  await expect.poll(async () => (await cacheNames(page)).some((name) => name.startsWith("fdp-offline-"))).toBe(true);
  return (await cacheNames(page)).find((name) => name.startsWith("fdp-offline-"))!.slice("fdp-offline-".length);
}

test("a new release drops the pages saved under the old one; pages seen after it are saved again", async ({
  browser,
}, testInfo) => {
  const first = await startServer();
  const newRelease = buildNextRelease(testInfo.outputPath("next-release"));

  const context = await browser.newContext({ serviceWorkers: "allow", baseURL: `http://127.0.0.1:${first.port}` });
  const page = hydratedNavigation(await context.newPage());
  await page.goto("/");
  await waitForWorker(page);
  const oldRelease = await releaseInCharge(page);
  expect(newRelease).not.toBe(oldRelease);
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => cacheNames(page)).toContain(`fdp-pages-${oldRelease}`);

  // The next release, on the same address and database.
  await stopServer(first);
  const second = await startServer(
    { PORT: String(first.port), BUILD_DIR: testInfo.outputPath("next-release") },
    { dataDir: first.dataDir },
  );
  expect(second.port).toBe(first.port);
  await page.goto("/");
  // The browser finds the new worker on the way; once it is in charge, nothing of the old release is left.
  await expect
    .poll(() => cacheNames(page), { timeout: 150_000 })
    .toEqual(expect.arrayContaining([`fdp-offline-${newRelease}`]));
  await expect.poll(async () => (await cacheNames(page)).filter((name) => name.includes(oldRelease))).toEqual([]);

  // Explore was saved under the old release only: offline, it is the offline page, not an old copy.
  await context.setOffline(true);
  await page.goto("/explore");
  await expect(page).toHaveURL(/\/offline\?from=%2Fexplore/);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

  // Seen again under the new release, it opens offline as a saved copy.
  await context.setOffline(false);
  await page.goto("/explore");
  await expect.poll(() => cacheNames(page)).toContain(`fdp-pages-${newRelease}`);
  await context.setOffline(true);
  await page.goto("/explore");
  await expect(page.getByRole("status").filter({ hasText: SAVED_COPY })).toBeVisible();
  await context.close();
  await stopServer(second);
});
