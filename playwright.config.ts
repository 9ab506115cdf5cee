import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { adminEmailsSetting } from "./tests/e2e/helpers/admins";
import { CHROMIUM_ARGS, FULL_CHROMIUM } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "fdp-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
/** The suite's server's output. */
export const SERVER_LOG = "test-results/e2e-server.log";
fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/**
 * The Chromium the tests drive: CHROME_PATH, else Chromium's headless shell where it is installed
 * (Debian's chromium-headless-shell: the same engine without a browser window's own pages to draw,
 * what Playwright itself runs headless), else the full browser.
 */
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export { CHROMIUM_ARGS, FULL_CHROMIUM };

export default defineConfig({
  testDir: "tests/e2e",
  // One migrated embedded database, copied for each server a test starts of its own.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  // A test that passes only sometimes is a bug to chase, not a pass to retry.
  retries: 0,
  forbidOnly: true,
  // Budgets, not waits: a test ends as soon as what it waits for is there. CI's shared machine has run
  // the whole suite at a third of a quiet machine's speed, so a test may take twice what it does here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    // The service worker would keep pages between a spec's steps; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    // E2E_TRACE=1 keeps a failed test's trace: each action's page (DOM snapshot), network and console.
    // Off otherwise: recording it for every test cost a fifth of the suite's CPU. A failed test
    // always keeps its page's accessibility snapshot (error-context.md), and the screencast is
    // never filmed.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false } : "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  outputDir: "test-results/e2e-artifacts",
  // Every test stands alone: it makes the users, administrators and places it needs and never relies
  // on totals, so tests run in any order and side by side (`--repeat-each`, reversed file lists).
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The browser gets the production build of React whatever NODE_ENV the server then runs with.
    // `npm test` builds while the unit and integration tests run and says so with E2E_BUILT=1.
    // What the site prints (in production, a line for each message kept in the outbox) goes to
    // SERVER_LOG, which `npm test` shows when a browser test failed.
    command: `${process.env.E2E_BUILT === "1" ? "" : "env NODE_ENV=production npm run build --silent && "}node server.js > ${SERVER_LOG} 2>&1`,
    url: `${BASE_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "ignore",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // Served as in production (React's production server rendering, which costs about half the
      // development build's time a page); the tests make their own users and administrators, so the
      // demo administrator, which production never has, is not needed.
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "end-to-end-tests-secret-not-for-any-real-site",
      CONTACT_EMAIL: "team@example.com",
      // Addresses the tests claim one at a time to make administrators of their own (helpers/admins.ts).
      ADMIN_EMAILS: adminEmailsSetting(),
      // The tests play several visitors through X-Forwarded-For, as one proxy in front would: the
      // nearest hop (the test runner, on loopback) is trusted to say who the client is.
      TRUST_PROXY: "1",
      // The tests' request client keeps a connection idle between two of a test's requests for as
      // long as the browser steps in between take, and does not send a POST again on a connection
      // the server closed at that moment (ECONNRESET). Two minutes outlast any such pause; the
      // closing of idle connections has its own server in connections.spec.ts.
      KEEP_ALIVE_TIMEOUT_SECONDS: "120",
      // A page past RENDER_CONCURRENCY waits in line this long before the server answers 503: on a busy
      // CI machine the browsers' pages can wait past the default 3 s, and a test would then read the
      // "site is busy" page. The line itself is tested on a server of its own (connections.spec.ts).
      RENDER_WAIT_MS: "30000",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
