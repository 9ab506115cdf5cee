import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "fdp-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

const MUTATING =
  /(admin|admin-import|admin-photos|admin-reports|auth|submit|guards|password-reset|rate-limits|server-lifecycle)\.spec\.ts$/;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  // One retry, reported as flaky in the summary: a test that needs it is a bug to chase, not a pass to forget.
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  outputDir: "test-results/e2e-artifacts",
  // Every spec stands alone: it makes the users and places it needs and never relies on exact totals,
  // so specs run in any order and side by side (`--shard`, reversed file lists).
  // Specs that add places, users and submissions run after those that only read, so that the counts
  // the reading specs check are those of the demo data.
  projects: [
    { name: "chromium", testIgnore: MUTATING, use: { ...devices["Desktop Chrome"] } },
    { name: "changes", testMatch: MUTATING, dependencies: ["chromium"], use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    // The browser gets the production build of React whatever NODE_ENV the server then runs with.
    command: "env NODE_ENV=production npm run build --silent && node server.js",
    url: `${BASE_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "development",
      CONTACT_EMAIL: "team@example.com",
      // The tests play several visitors through X-Forwarded-For, as one proxy in front would: the
      // nearest hop (the test runner, on loopback) is trusted to say who the client is.
      TRUST_PROXY: "1",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
