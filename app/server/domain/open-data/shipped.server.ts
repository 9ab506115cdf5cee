// The open-data files the project ships (vendor/open-data/, with their provenance and licences): imported
// as candidates on a new directory, where the demo data also publishes the named OpenStreetMap dog
// parks that carry no flag and are not in the directory yet, as not verified by an editor.
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../infra/db.server";
import { candidatesToPublish, lastImportOf } from "../../queries/open-data.server";
import type { OpenDataSource } from "~/lib/open-data";
import { importOpenData, type OpenDataReport } from "./import.server";
import { acceptSelection } from "./publish.server";

export const OPEN_DATA_DIR = path.resolve(process.cwd(), "vendor/open-data");

export const SHIPPED_FILES: { source: OpenDataSource; file: string }[] = [
  { source: "osm", file: "osm-dog-parks-florida.csv" },
  { source: "usda", file: "usda-farmers-markets-florida.csv" },
  { source: "miami-dade-parks", file: "miami-dade-county-parks-dogpark-field.csv" },
];

export function shippedFile(source: OpenDataSource) {
  const entry = SHIPPED_FILES.find((f) => f.source === source)!;
  const file = path.join(OPEN_DATA_DIR, entry.file);
  return { name: entry.file, bytes: new Uint8Array(fs.readFileSync(file)) };
}

/**
 * Imports each shipped file of a source never imported before. With `publish`, the clean named
 * OpenStreetMap candidates of a first import become places. Answers each import's report.
 */
export async function seedOpenData(db: Db, { publish }: { publish: boolean }) {
  const reports: OpenDataReport[] = [];
  let published = 0;
  for (const { source } of SHIPPED_FILES) {
    if (await lastImportOf(db, source)) continue;
    const report = await importOpenData(db, source, shippedFile(source), null);
    reports.push(report);
    if (publish && source === "osm") {
      const result = await acceptSelection(db, await candidatesToPublish(db, source), null);
      published += result.published.length;
    }
  }
  return { reports, published };
}
