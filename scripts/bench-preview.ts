// Import preview benchmark (npm run bench:preview): the preview of a 10 MB CSV file (BENCH_PREVIEW_MB)
// against a directory of BENCH_PLACES (10,000) generated places: one row in ten names a generated
// place (an update), the others are new places. Prints the time the preview takes (decode, parse,
// plan, store) and the web server's memory: its peak (the most the process ever held) and what the
// preview keeps once it is done. Runs on the embedded database in its own process (as the server
// runs it) and, when BENCH_DATABASE_URL is set, on a throwaway PostgreSQL database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase, type Database } from "../app/server/infra/db.server";
import { seedAmenities } from "../app/server/domain/seed.server";
import { createImportJob, getImportJob } from "../app/server/domain/import/csv-import.server";
import { generatedPlace, insertGeneratedPlaces } from "./bench-data";
import { benchHeading, throwawayDatabase } from "./bench-server";

const PLACES = Number(process.env.BENCH_PLACES ?? 10_000);
const MEGABYTES = Number(process.env.BENCH_PREVIEW_MB ?? 10);

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** About `MEGABYTES` of CSV: every tenth row a generated place with a new phone number, the rest new places. */
export function previewFile(megabytes = MEGABYTES, places = PLACES) {
  const lines = ["name,category,region,city,county,phone,lat,lng,leash_policy,fees,amenities,description"];
  let size = lines[0]!.length;
  for (let i = 0; size < megabytes * 2 ** 20; i++) {
    let line: string;
    if (i % 10 === 0) {
      const place = generatedPlace((i / 10) % places);
      line = `"${place.name}",,,${place.city},,(555) 010-${String(i % 10_000).padStart(4, "0")},,,,,,`;
    } else {
      const lat = (24.6 + ((i * 7919) % 10_007) / 1600).toFixed(5);
      const lng = (-87.5 + ((i * 104_729) % 10_009) / 1360).toFixed(5);
      line = `Preview Bench ${i} Dog Run,dog park,south,Preview City ${i % 50},Bench,,${lat},${lng},off leash,free,"restrooms; parking","A fenced run with shade, water and benches (${i})."`;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return new TextEncoder().encode(lines.join("\n"));
}

async function bench(label: string, database: Database) {
  await database.migrate();
  await seedAmenities(database.db);
  await insertGeneratedPlaces(database.db, PLACES);
  const file = previewFile();
  const rows = file.reduce((n, byte) => n + (byte === 10 ? 1 : 0), 0);

  gc?.();
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const id = await createImportJob(database.db, { name: "preview.csv", input: file }, null);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const peak = process.resourceUsage().maxRSS * 1024;
  gc?.();
  const after = process.memoryUsage();
  const view = await getImportJob(database.db, id);

  process.stdout.write(
    `\n## ${label}: ${PLACES.toLocaleString("en-US")} places\n` +
      `Preview of ${(file.length / 2 ** 20).toFixed(1)} MB, ${rows.toLocaleString("en-US")} rows ` +
      `(${view!.counts.new} new, ${view!.counts.present} present, ${view!.counts.skip} skipped, ${view!.counts.error} refused): ` +
      `${(ms / 1000).toFixed(1)} s (the web server's process busy ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of it)\n` +
      `Memory: RSS ${mb(before.rss)} before, peak ${mb(Math.max(peak, peakBefore))}` +
      `${peak > peakBefore ? ` (+${mb(peak - before.rss)})` : " (no new peak)"}, ` +
      `${mb(after.rss)} after; heap ${mb(before.heapUsed)} before, ${mb(after.heapUsed)} after (kept ${mb(after.heapUsed - before.heapUsed)})\n`,
  );
}

process.stdout.write(`${benchHeading("bench:preview")}${gc ? "" : " (run with --expose-gc for the kept figures)"}\n`);

if (process.env.BENCH_SKIP_EMBEDDED !== "1") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-bench-preview-"));
  const database = await openDatabase(undefined, dir);
  try {
    await bench("Embedded database (PGlite)", database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const throwaway = await throwawayDatabase(serverUrl, `fdp_bench_preview_${process.pid}`);
  const database = await openDatabase(throwaway.url, os.tmpdir());
  try {
    await bench("PostgreSQL", database);
  } finally {
    await database.close();
    await throwaway.drop();
  }
}
