// Reads for the generated files: every place's canonical address and last change.
import { asc, sql } from "drizzle-orm";
import type { Db } from "../db.server";
import { locations } from "../schema.server";

export async function listSitemapPlaces(db: Db) {
  return db
    .select({ slug: locations.slug, category: locations.category, updatedAt: locations.updatedAt })
    .from(locations)
    .orderBy(asc(locations.slug));
}

/** When the directory last changed: the newest place change, or null when it is empty. */
export async function lastDirectoryChange(db: Db): Promise<Date | null> {
  const [row] = await db.select({ last: sql<string | null>`max(${locations.updatedAt})` }).from(locations);
  return row?.last ? new Date(row.last) : null;
}
