// Slugs: which addresses are taken (old addresses of renamed places included), and the one way a
// new or renamed place gets a free one.
import { eq, like, or } from "drizzle-orm";
import { inTransaction, type Db } from "../infra/db.server";
import { locations, slugHistory } from "../infra/schema.server";
import { uniqueSlug } from "~/lib/slug";
import { escapeLike } from "./location-columns.server";

/**
 * Slugs already used by `base` or `base-N`, optionally leaving one place out (its own slug is free to
 * keep). The old addresses of renamed places count as used, so they keep leading to their place.
 */
export async function takenSlugs(db: Db, base: string, exceptId?: string) {
  const pattern = `${escapeLike(base)}-%`;
  const [live, old] = await Promise.all([
    db
      .select({ slug: locations.slug, id: locations.id })
      .from(locations)
      .where(or(eq(locations.slug, base), like(locations.slug, pattern))),
    db
      .select({ slug: slugHistory.slug, id: slugHistory.locationId })
      .from(slugHistory)
      .where(or(eq(slugHistory.slug, base), like(slugHistory.slug, pattern))),
  ]);
  return new Set([...live, ...old].filter((r) => r.id !== exceptId).map((r) => r.slug));
}

/** Every slug in use or kept as an old address, for an import that reserves many at once. */
export async function allSlugs(db: Db) {
  const [live, old] = await Promise.all([
    db.select({ slug: locations.slug }).from(locations),
    db.select({ slug: slugHistory.slug }).from(slugHistory),
  ]);
  return new Set([...live, ...old].map((r) => r.slug));
}

function isSlugConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === "locations_slug_unique" || /locations_slug_unique/.test(message ?? "")))
      return true;
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}

/**
 * Writes a place under the first free slug of `base` (SPEC §5: slug, then -1, -2 …). The write runs in
 * its own savepoint; when another request took the slug meanwhile, the unique index refuses it and the
 * next candidate is tried, so two places created at once with one name never fail.
 * `taken` is a hint of slugs known to be used (read here when not given); it learns each conflict.
 */
export async function reserveSlug<T>(
  db: Db,
  base: string,
  write: (tx: Db, slug: string) => Promise<T>,
  taken?: Set<string>,
): Promise<T> {
  const root = base || "place";
  const known = taken ?? (await takenSlugs(db, root));
  for (let attempt = 0; attempt < 100; attempt++) {
    const slug = uniqueSlug(root, known);
    try {
      return await inTransaction(db, (tx) => write(tx, slug));
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
      known.add(slug);
    }
  }
  throw new Error(`No free address found for "${root}"`);
}
