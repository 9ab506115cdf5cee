// When a phone on a slow connection first sees a page and when the page comes alive: loads each page
// in Chromium with Lighthouse's mobile throttling applied for real (150 ms round trips, 1.6 Mbit/s
// down, 750 kbit/s up, the processor slowed fourfold), no cache, and prints the medians of the first
// contentful paint and of hydration (html[data-hydrated]). Given several servers (e.g. two builds
// side by side), it measures them in turns, so a change in the machine's load weighs on all alike.
//
//   npx tsx scripts/bench-paint.ts http://127.0.0.1:3000 [http://127.0.0.1:3001]
//   PAINT_RUNS (5), PAINT_PATHS ("/,/explore,/beaches/annes-beach"), CHROME_PATH (/usr/bin/chromium)
import { chromium } from "@playwright/test";

const bases = process.argv.slice(2);
if (!bases.length) throw new Error("Give the address of at least one running server.");
const RUNS = Number(process.env.PAINT_RUNS ?? 5);
const PATHS = (process.env.PAINT_PATHS ?? "/,/explore,/beaches/annes-beach").split(",");

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});

async function measure(url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated) {
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
  const result = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    hydrated: (window as unknown as { hydratedAt: number }).hydratedAt,
  }));
  await context.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results = new Map<string, { paint: number[]; hydrated: number[] }>();
for (let run = 0; run < RUNS; run++)
  for (const path of PATHS)
    for (const base of bases) {
      const { paint, hydrated } = await measure(base + path);
      const key = `${base} ${path}`;
      const entry = results.get(key) ?? { paint: [], hydrated: [] };
      entry.paint.push(paint);
      entry.hydrated.push(hydrated);
      results.set(key, entry);
    }
await browser.close();

console.log(`# First contentful paint and hydration, slow 4G and a 4x slower processor, ${RUNS} runs, medians`);
console.log("");
console.log("| server                         | page                        | first paint ms | hydrated ms |");
console.log("|--------------------------------|-----------------------------|---------------:|------------:|");
for (const [key, { paint, hydrated }] of results) {
  const [base, path] = key.split(" ");
  console.log(
    `| ${base!.padEnd(30)} | ${path!.padEnd(27)} | ${median(paint).toFixed(0).padStart(14)} | ${median(hydrated).toFixed(0).padStart(11)} |`,
  );
}
