// The places of the generated sitemap files, a slice at a time, from the covering index
// locations_sitemap_idx (an index-only scan), and when the directory last changed.
import { asc, ne, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";

/** Places per sitemap file (the protocol allows up to 50,000). */
export const SITEMAP_PLACES_PER_FILE = 10_000;

/** The places of sitemap file `file` (1-based), by slug; a place closed for good is left out. */
export async function listSitemapPlaces(db: Db, file = 1) {
  return db
    .select({ slug: locations.slug, category: locations.category, updatedAt: locations.updatedAt })
    .from(locations)
    .where(ne(locations.status, "closed"))
    .orderBy(asc(locations.slug))
    .limit(SITEMAP_PLACES_PER_FILE)
    .offset((file - 1) * SITEMAP_PLACES_PER_FILE);
}

/** How many places the sitemap lists and when the directory last changed (null when empty). */
export async function sitemapSummary(db: Db): Promise<{ places: number; lastChange: Date | null }> {
  const [row] = await db
    .select({
      places: sql<number>`count(*) filter (where ${locations.status} <> 'closed')::int`,
      last: sql<string | null>`max(${locations.updatedAt})`,
    })
    .from(locations);
  return { places: row?.places ?? 0, lastChange: row?.last ? new Date(row.last) : null };
}

/** When the directory last changed: the newest place change, or null when it is empty. */
export async function lastDirectoryChange(db: Db): Promise<Date | null> {
  return (await sitemapSummary(db)).lastChange;
}
