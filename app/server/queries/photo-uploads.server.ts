// Photos uploaded through the location form, remembered until a place uses them or a sweep removes
// them (decision 0013, "Photos never break").
import { inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { photoUploads } from "../infra/schema.server";

export async function recordUpload(db: Db, url: string) {
  await db.insert(photoUploads).values({ url }).onConflictDoNothing();
}

/** Those of `urls` that a place shows (its photos or its image URL) or an owner added to a review. */
export async function photosInUse(db: Db, urls: readonly string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const list = sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  );
  const result = await db.execute<{ url: string }>(sql`
    select u.url from unnest(array[${list}]::text[]) as u(url)
    where exists (select 1 from locations l where u.url = any(l.photos) or l.image_url = u.url)
       or exists (select 1 from review_photos r where r.url = u.url)`);
  return new Set(result.rows.map((r) => r.url));
}

/** Uploads older than `before`, oldest first, a batch at a time. */
export async function uploadsBefore(db: Db, before: Date, limit = 500) {
  const rows = await db
    .select({ url: photoUploads.url })
    .from(photoUploads)
    .where(lt(photoUploads.createdAt, before))
    .orderBy(photoUploads.createdAt)
    .limit(limit);
  return rows.map((r) => r.url);
}

export async function forgetUploads(db: Db, urls: readonly string[]) {
  if (urls.length) await db.delete(photoUploads).where(inArray(photoUploads.url, [...urls]));
}
