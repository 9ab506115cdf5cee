// Import benchmark (npm run bench:import): builds the app, starts the production server on a throwaway
// data folder with the demo places plus BENCH_PLACES (100000) generated ones, signs in as an
// administrator made by the seeding step and imports a CSV of BENCH_ROWS (10000) rows (one in ten
// updating a generated place, the rest new) through the import page: preview, then confirmation in
// update mode. While the job
// runs, four clients each ask for /healthz and for a place page one request after another; it prints
// the preview time, the job's total time and rows per second, and the p50/p99 of both pages.
// Runs on the embedded database and, when BENCH_DATABASE_URL is set, on a throwaway PostgreSQL database.
// BENCH_SKIP_BUILD=1 reuses build/.
import { performance } from "node:perf_hooks";
import { generatedPlace } from "./bench-data";
import { benchServer, onEachDatabase, seedRun, startServer, stopServer } from "./bench-server";

const PLACES = Number(process.env.BENCH_PLACES ?? 100_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const CLIENTS = 4;
/** The administrator the seeding step creates, who uploads the file. */
const ADMIN_ENV = { BENCH_ADMIN_EMAIL: "bench-admin@example.com", BENCH_ADMIN_PASSWORD: "bench-import-admin-42" };

function log(line = "") {
  process.stdout.write(`${line}\n`);
}

/** The file: a new place per row, except every tenth row, which gives a generated place a phone number. */
function importFile() {
  const lines = ["name,category,region,city,county,phone,lat,lng,leash_policy,fees,amenities"];
  for (let i = 0; i < ROWS; i++) {
    if (i % 10 === 0) {
      const place = generatedPlace(i % PLACES);
      lines.push(`"${place.name}",,,${place.city},,(555) 010-${String(i % 10_000).padStart(4, "0")},,,,,`);
      continue;
    }
    const lat = (24.6 + ((i * 7919) % 10_007) / 1600).toFixed(5);
    const lng = (-87.5 + ((i * 104_729) % 10_009) / 1360).toFixed(5);
    lines.push(
      `Import Bench ${i} Dog Run,dog park,south,Import City ${i % 50},Bench,,${lat},${lng},off leash,free,"restrooms; parking"`,
    );
  }
  return lines.join("\n");
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Asks for `url` one request after another from `CLIENTS` clients until `done` says stop; returns each time taken. */
async function measure(url: string, done: () => boolean) {
  const times: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!done()) {
        const t0 = performance.now();
        const res = await fetch(url).catch(() => null);
        await res?.arrayBuffer();
        if (!res?.ok) failed++;
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, failed };
}

/** Each database's figures, for the summary at the end. */
const summary: { label: string; rowsPerSecond: number; p50: number; p99: number; previewSeconds: number }[] = [];

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, buildDir: string) {
  const { port, origin, serverEnv } = await benchServer({ ...env, ...ADMIN_ENV }, buildDir);
  const placePath = seedRun(label, serverEnv, PLACES, log);
  const server = await startServer(port, serverEnv);
  try {
    // The sign-in form, as a browser without scripts posts it: a redirect with the session cookie.
    const signIn = await fetch(`${origin}/auth`, {
      method: "POST",
      headers: { origin },
      body: new URLSearchParams({
        intent: "signin",
        email: ADMIN_ENV.BENCH_ADMIN_EMAIL,
        password: ADMIN_ENV.BENCH_ADMIN_PASSWORD,
      }),
      redirect: "manual",
    });
    if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const headers = { cookie, origin };

    const form = new FormData();
    form.set("file", new File([importFile()], "bench.csv", { type: "text/csv" }));
    const t0 = performance.now();
    const preview = await fetch(`${origin}/admin/import`, { method: "POST", body: form, headers, redirect: "manual" });
    const location = preview.headers.get("location");
    if (preview.status !== 302 || !location) throw new Error(`preview answered ${preview.status}`);
    const jobId = new URL(location, origin).searchParams.get("job")!;
    const previewMs = performance.now() - t0;

    let finished = false;
    const healthz = measure(`${origin}/healthz`, () => finished);
    const place = measure(origin + placePath, () => finished);
    const started = performance.now();
    const confirm = await fetch(`${origin}/admin/import`, {
      method: "POST",
      body: new URLSearchParams({ intent: "confirm", job: jobId, mode: "update" }),
      headers,
      redirect: "manual",
    });
    if (confirm.status !== 302) throw new Error(`confirmation answered ${confirm.status}`);
    let progress: {
      status: string;
      processed: number;
      total: number;
      created: number;
      updated: number;
      errors: number;
    };
    let pollErrors = 0;
    for (;;) {
      const res = await fetch(`${origin}/admin/import/progress?job=${jobId}`, { headers });
      if (res.ok) {
        progress = (await res.json()) as typeof progress;
        if (progress.status === "done" || progress.status === "failed") break;
      } else {
        await res.arrayBuffer();
        pollErrors++;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    finished = true;
    const [h, p] = await Promise.all([healthz, place]);

    log("");
    log(
      `Preview of ${ROWS.toLocaleString("en-US")} rows (upload, parse, match, store): ${(previewMs / 1000).toFixed(1)} s`,
    );
    log(
      `Import job: ${progress.status}, ${progress.created} created, ${progress.updated} updated, ${progress.errors} errors; ${seconds.toFixed(1)} s, ${Math.round(progress.processed / seconds)} rows/s`,
    );
    if (pollErrors) log(`${pollErrors} progress requests failed`);
    summary.push({
      label,
      rowsPerSecond: Math.round(progress.processed / seconds),
      p50: percentile(h.times, 50),
      p99: percentile(h.times, 99),
      previewSeconds: previewMs / 1000,
    });
    log("");
    log(`While it ran (${CLIENTS} clients each, one request after another):`);
    log("");
    log("| page | requests | p50 ms | p99 ms | failed |");
    log("|---|---:|---:|---:|---:|");
    for (const [name, r] of [
      ["/healthz", h],
      [`place ${placePath}`, p],
    ] as const) {
      log(
        `| ${name} | ${r.times.length} | ${percentile(r.times, 50).toFixed(0)} | ${percentile(r.times, 99).toFixed(0)} | ${r.failed} |`,
      );
    }
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase("fdp-bench-import-", "bench:import", benchDatabase);

log("");
log("## Summary");
log("");
log("| database | import rows/s | /healthz p50 ms | /healthz p99 ms | preview s |");
log("|---|---:|---:|---:|---:|");
for (const r of summary) {
  log(
    `| ${r.label} | ${r.rowsPerSecond} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.previewSeconds.toFixed(1)} |`,
  );
}
if (!process.env.BENCH_DATABASE_URL) {
  log("");
  log("PostgreSQL not measured: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
}
