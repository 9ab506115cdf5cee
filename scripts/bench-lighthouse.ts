// npm run bench:lighthouse: Lighthouse's performance score of home, Explore and a place page. Builds
// the app (unless BENCH_SKIP_BUILD=1), starts the production server on a throwaway data folder with
// the demo places, runs Lighthouse (mobile defaults: simulated slow 4G and a processor slowed
// fourfold) LIGHTHOUSE_RUNS times (3) per page in turns, and prints each run and the median score,
// each run's accessibility score, total blocking time and largest contentful paint.
//
//   LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PATHS ("/,/explore,/parks/achieva-paw-park,/es,/es/explore,/es/parks/achieva-paw-park"), CHROME_PATH
//   (/usr/bin/chromium), BENCH_PORT (a free port)
//   LIGHTHOUSE_BESIDE_BUILD: another build folder (an earlier commit's `npm run build`, say), served
//   by a second server on its own data folder; each page is then run on both in turns, side by side.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchHeading, buildApp, freePort, loadAverage, startServer, stopServer } from "./bench-server";
import { CHROMIUM_ARGS, FULL_CHROMIUM } from "./chromium";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PATHS = (
  process.env.LIGHTHOUSE_PATHS ?? "/,/explore,/parks/achieva-paw-park,/es,/es/explore,/es/parks/achieva-paw-park"
).split(",");
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

type Run = { score: number; a11y: number; tbt: number; lcp: number; fcp: number };

function lighthouse(url: string, out: string): Run | null {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      "--only-categories=performance,accessibility",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: FULL_CHROMIUM },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (result.status !== 0 || !fs.existsSync(out)) return null;
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as {
    categories: { performance: { score: number | null }; accessibility?: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { code: string };
  };
  const score = report.categories.performance.score;
  // A run whose trace was not recorded (e.g. NO_NAVSTART) has no score: it is run again.
  if (score === null || report.runtimeError) return null;
  return {
    score: Math.round(score * 100),
    a11y: Math.round((report.categories.accessibility?.score ?? NaN) * 100),
    tbt: report.audits["total-blocking-time"]?.numericValue ?? NaN,
    lcp: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    fcp: report.audits["first-contentful-paint"]?.numericValue ?? NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-lighthouse-"));
try {
  buildApp("inherit");
  const beside = process.env.LIGHTHOUSE_BESIDE_BUILD;
  const builds: { name: string; buildDir?: string }[] = [
    { name: "this build" },
    ...(beside ? [{ name: path.basename(path.resolve(beside)), buildDir: path.resolve(beside) }] : []),
  ];
  const servers: { name: string; origin: string; server: Awaited<ReturnType<typeof startServer>> }[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = await startServer(port, {
        NODE_ENV: "production",
        SITE_URL: origin,
        BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
        DATA_DIR: path.join(tmp, `data-${index}`),
        DATABASE_URL: "",
        ...(build.buildDir ? { BUILD_DIR: build.buildDir } : {}),
      });
      servers.push({ name: build.name, origin, server });
    }
    console.log(benchHeading("bench:lighthouse"));
    console.log(
      `Lighthouse 13.5.0, mobile defaults, ${RUNS} runs per page in turns` +
        (beside ? `, each beside the build in ${beside}` : "") +
        "\n",
    );
    const key = (name: string, page: string) => (beside ? `${page} (${name})` : page);
    const runs = new Map<string, Run[]>(PATHS.flatMap((p) => servers.map((s) => [key(s.name, p), []] as const)));
    for (let i = 0; i < RUNS; i++)
      for (const page of PATHS)
        for (const { name, origin } of servers) {
          let run: Run | null = null;
          for (let attempt = 0; attempt < 3 && !run; attempt++)
            run = lighthouse(origin + page, path.join(tmp, `report-${i}-${attempt}.json`));
          if (!run) throw new Error(`Lighthouse gave no result for ${page}`);
          runs.get(key(name, page))!.push(run);
          console.log(
            `run ${i + 1} ${key(name, page)}: ${run.score} (accessibility ${run.a11y}, TBT ${ms(run.tbt)}, LCP ${ms(run.lcp)})`,
          );
        }
    console.log(
      "\n| page | performance (runs) | median | accessibility (runs) | TBT median | LCP median | FCP median |",
    );
    console.log("| ---- | ------------------ | -----: | -------------------- | ---------: | ---------: | ---------: |");
    for (const [page, results] of runs)
      console.log(
        `| ${page} | ${results.map((r) => r.score).join(", ")} | ${median(results.map((r) => r.score))} | ` +
          `${results.map((r) => r.a11y).join(", ")} | ` +
          `${ms(median(results.map((r) => r.tbt)))} | ${ms(median(results.map((r) => r.lcp)))} | ` +
          `${ms(median(results.map((r) => r.fcp)))} |`,
      );
    console.log(`\nload average after: ${loadAverage()}`);
  } finally {
    for (const { server } of servers) await stopServer(server);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
