// Finds the Chromium the browser tests drive (CHROME_PATH, else /usr/bin/chromium),
// installing it with apt-get when it is missing and we are root on Debian or Ubuntu.
import { execSync } from "node:child_process";
import fs from "node:fs";

const wanted = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (fs.existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
if (!process.env.CHROME_PATH && isRoot && hasApt) {
  console.log("Chromium not found: installing it with apt-get (chromium) ...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (fs.existsSync(wanted)) process.exit(0);
}
console.error(
  `Chromium not found at ${wanted}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
);
process.exit(1);
