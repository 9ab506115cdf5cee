// The test command of the README: unit and integration tests (Vitest) and end-to-end tests in
// Chromium (Playwright), with closing lines that count both and say how long the whole run took.
//
// The runs go side by side: the browser tests take longest, so the Vitest runs go at a lower
// priority and take what the browser tests leave of the cores (decision 0059). The production build
// the browser tests serve is made first, beside the Vitest runs; the browser tests start when it is
// done and write to test-results/e2e.log, shown here at the end.
//
// `--postgres=<server url>` also runs the test files that open the product's database on that
// PostgreSQL server, at the same time as the PGlite run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const started = Date.now();
/** The priority of the runs that go in the background (a nice value: higher yields more). */
const BACKGROUND_PRIORITY = 10;
fs.mkdirSync("test-results", { recursive: true });
const postgres = process.argv.find((arg) => arg.startsWith("--postgres="))?.slice("--postgres=".length);

/**
 * Runs a command to its end and answers its exit status; output goes to the terminal or to `log`.
 * `background` lowers its priority (and that of the processes it starts): it gets what the browser
 * tests leave of the cores.
 */
function run(cmd, args, { env, log, background = false } = {}) {
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, "w") : "inherit";
    const child = spawn(cmd, args, { stdio: ["ignore", out, out], env: { ...process.env, ...env } });
    if (background && child.pid) {
      try {
        os.setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // A system that does not let a process lower another's priority runs it as it is.
      }
    }
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

/**
 * Files that open the database only to stand a page, a form or a file on it: their subject is what a
 * page says, in which language, what a form or an upload refuses, where a file is stored. The SQL
 * they run is run by the files about it, so they run on PGlite alone. Every other file that opens
 * the database (queries, transactions, locks, limits, jobs, mail, imports, search, the page cache's
 * stamps) runs on PostgreSQL too; a new file does unless it is named here.
 */
const NOT_ABOUT_SQL = new Set([
  "account-settings",
  "admin-action-input",
  "admin-guard",
  "contact",
  "content-texts",
  "control-characters",
  "csv-safety",
  "demo-admin",
  "display-names",
  "es-account",
  "es-browse",
  "es-lists",
  "es-place",
  "fits-my-dogs-page",
  "mail-language",
  "photo-pixels",
  "photo-urls",
  "place-field-registry",
  "pseudo-locale",
  "s3-storage",
  "s3-timeouts",
  "seo",
  "site-origin",
  "storage",
]);

/**
 * The test files the PostgreSQL pass runs: those under tests/integration that reach the product's
 * database through the test helpers or the app's db module, but those in NOT_ABOUT_SQL. Unit tests
 * under app/ and migrations replayed on a PGlite of their own answer the same on every server and
 * run once.
 */
function databaseTestFiles() {
  const dir = "tests/integration";
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".test.ts") && !NOT_ABOUT_SQL.has(file.slice(0, -".test.ts".length)))
    .map((file) => path.join(dir, file))
    .filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      // A file that opens only the embedded database of a folder of its own tests nothing on PostgreSQL.
      if (/^\/\/ Embedded database only\b/m.test(source)) return false;
      return /from "\.\.\/db"|fixtures\/sessions|infra\/db\.server|getDb\b/.test(source);
    });
}

const vitestArgs = (report) => [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

const build = run("npm", ["run", "build", "--silent"], {
  env: { NODE_ENV: "production" },
  log: "test-results/build.log",
});
const E2E_LOG = "test-results/e2e.log";
fs.rmSync(E2E_LOG, { force: true });
const browserTests = build.then(async (buildStatus) => {
  if (buildStatus !== 0) {
    console.log(`\n== the build failed\n${fs.readFileSync("test-results/build.log", "utf8")}`);
    return buildStatus;
  }
  const chromiumStatus = await run("node", ["scripts/ensure-chromium.mjs"], { log: "test-results/chromium.log" });
  if (chromiumStatus !== 0) {
    console.log(`\n== Chromium is missing\n${fs.readFileSync("test-results/chromium.log", "utf8")}`);
    return chromiumStatus;
  }
  console.log("\n== the browser tests have started beside the others (test-results/e2e.log)\n");
  return run("npx", ["playwright", "test"], { env: { E2E_BUILT: "1" }, log: E2E_LOG });
});
// The PGlite run may use every core (Vitest's default leaves one free), so the cores the browser
// tests leave are not idle while it runs.
const pglite = run("npx", [...vitestArgs("test-results/vitest.json"), `--maxWorkers=${os.availableParallelism()}`], {
  background: true,
});
const onPostgres = postgres
  ? run("npx", [...vitestArgs("test-results/vitest-postgres.json"), ...databaseTestFiles()], {
      env: { TEST_DATABASE_URL: postgres },
      log: "test-results/vitest-postgres.log",
      background: true,
    })
  : Promise.resolve(0);
const vitestStatus = await pglite;
const postgresStatus = await onPostgres;
if (postgres) {
  console.log("\n== the same integration tests on PostgreSQL (test-results/vitest-postgres.log)");
  const log = fs.readFileSync("test-results/vitest-postgres.log", "utf8");
  // The whole log when something failed, its summary otherwise.
  console.log(postgresStatus === 0 ? log.split("\n").slice(-8).join("\n") : log);
}

const e2eStatus = await browserTests;
if (fs.existsSync(E2E_LOG)) {
  console.log(`\n== the browser tests (${E2E_LOG})`);
  console.log(fs.readFileSync(E2E_LOG, "utf8"));
}

if (e2eStatus !== 0 && fs.existsSync("test-results/e2e-server.log")) {
  // What the site said while the browser tests ran, its notices of kept messages left out.
  const lines = fs
    .readFileSync("test-results/e2e-server.log", "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("[mail] not sent"));
  console.log(`\n== the site's output during the browser tests (test-results/e2e-server.log), its last lines`);
  console.log(lines.slice(-80).join("\n"));
}

function counts(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}
const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
});
const unit = counts("test-results/vitest.json", vitestCounts);
const onPg = postgres
  ? counts("test-results/vitest-postgres.json", vitestCounts)
  : { passed: 0, failed: 0, skipped: 0 };
const e2e = counts("test-results/e2e.json", (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));

const statusFailures = [
  [vitestStatus, unit],
  [postgresStatus, onPg],
  [e2eStatus, e2e],
].filter(([status, c]) => status !== 0 && c.failed === 0).length;
const failed = unit.failed + onPg.failed + e2e.failed + statusFailures;
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nunit+integration: ${unit.passed} passed, ${unit.failed} failed;` +
    (postgres ? ` on PostgreSQL: ${onPg.passed} passed, ${onPg.failed} failed;` : "") +
    ` end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`${unit.passed + onPg.passed + e2e.passed} passed, ${failed} failed`);
console.log(`npm test took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(vitestStatus === 0 && postgresStatus === 0 && e2eStatus === 0 ? 0 : 1);
