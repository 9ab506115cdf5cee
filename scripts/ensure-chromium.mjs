// Finds the Chromium the browser tests drive: CHROME_PATH, else Chromium's headless shell
// (/usr/bin/chromium-headless-shell) for the tests and the full browser (/usr/bin/chromium) for the
// one check that needs a browser window's own features. Missing ones are installed with apt-get when
// we are root on Debian or Ubuntu.
import { execSync } from "node:child_process";
import fs from "node:fs";

const FULL = "/usr/bin/chromium";
const SHELL = "/usr/bin/chromium-headless-shell";
if (process.env.CHROME_PATH) {
  if (fs.existsSync(process.env.CHROME_PATH)) process.exit(0);
  console.error(`Chromium not found at CHROME_PATH=${process.env.CHROME_PATH}.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
const missing = [
  [FULL, "chromium"],
  [SHELL, "chromium-headless-shell"],
].filter(([binary]) => !fs.existsSync(binary));
if (missing.length && isRoot && hasApt) {
  const packages = missing.map(([, name]) => name).join(" ");
  console.log(`Installing ${packages} with apt-get ...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: "inherit",
    });
  } catch {
    // Without the headless shell the tests drive the full browser (playwright.config.ts).
  }
}
if (fs.existsSync(FULL)) process.exit(0);
console.error(
  `Chromium not found at ${FULL}: install it (Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell) or set CHROME_PATH to a Chromium binary.`,
);
process.exit(1);
