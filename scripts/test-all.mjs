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

const failed =
  unit.failed +
  e2e.failed +
  (vitestStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(
  `\nunit+integration: ${unit.passed} passed, ${unit.failed} failed; end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
