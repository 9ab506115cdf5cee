// The README's test command: unit and integration tests (Vitest), then end-to-end tests
// in Chromium (Playwright), with one closing line that counts both.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

fs.mkdirSync("test-results", { recursive: true });
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", shell: false }).status ?? 1;

const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const chromiumStatus = run("node", ["scripts/ensure-chromium.mjs"]);
const e2eStatus = chromiumStatus === 0 ? run("npx", ["playwright", "test"]) : chromiumStatus;

function counts(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}
const unit = counts("test-results/vitest.json", (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
const e2e = counts("test-results/e2e.json", (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  flaky: r.stats.flaky,
  skipped: r.stats.skipped,
}));

/** Titles of the end-to-end tests that failed first and passed on their retry. */
function retriedTests(file) {
  const names = [];
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky") names.push([...path, spec.title].filter(Boolean).join(" › "));
      }
    }
  };
  try {
    for (const suite of JSON.parse(fs.readFileSync(file, "utf8")).suites ?? []) walk(suite, [suite.title]);
  } catch {
    // No report: the end-to-end run did not start.
  }
  return names;
}
const retried = retriedTests("test-results/e2e.json");

const failed =
  unit.failed +
  e2e.failed +
  (vitestStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(
  `\nunit+integration: ${unit.passed} passed, ${unit.failed} failed; end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(
  retried.length
    ? `${retried.length} ${retried.length === 1 ? "test" : "tests"} needed a retry:\n${retried.map((name) => `  - ${name}`).join("\n")}`
    : "0 tests needed a retry",
);
console.log(`${unit.passed + e2e.passed} passed, ${failed} failed, ${retried.length} needed a retry`);
process.exit(vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
