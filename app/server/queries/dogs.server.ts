// "Fits my dogs" in the database: a signed-in person's dogs (one row per account, gone with it)
// and a place's limits. Both are checked on write: the dogs by DogsSchema, the limits by
// PlaceLimitsSchema (app/lib/fits/), so a row never holds what the pages could not read.
import { and, eq, isNull } from "drizzle-orm";
import { DogsSchema, type Dog } from "../../lib/fits/dogs";
import { PlaceLimitsSchema, type PlaceLimits } from "../../lib/fits/limits";
import type { Db } from "../infra/db.server";
import { userDogs } from "../infra/schema-dogs.server";
import { locations } from "../infra/schema.server";

/** The person's dogs, as they last saved them; none when they never did. */
export async function findDogs(db: Db, userId: string): Promise<Dog[]> {
  const [row] = await db.select({ dogs: userDogs.dogs }).from(userDogs).where(eq(userDogs.userId, userId));
  return row?.dogs ?? [];
}

/** The person's dogs with when they were saved, for the account's export; null when never saved. */
export async function findDogsRow(db: Db, userId: string) {
  const [row] = await db
    .select({ dogs: userDogs.dogs, updatedAt: userDogs.updatedAt })
    .from(userDogs)
    .where(eq(userDogs.userId, userId));
  return row ?? null;
}

/** Replaces the person's dogs (throws on a list DogsSchema refuses: the caller checks first). */
export async function saveDogs(db: Db, userId: string, dogs: Dog[]) {
  const checked = DogsSchema.parse(dogs);
  await db
    .insert(userDogs)
    .values({ userId, dogs: checked })
    .onConflictDoUpdate({ target: userDogs.userId, set: { dogs: checked, updatedAt: new Date() } });
  return checked;
}

/**
 * Gives the places of `bySlug` their limits where none is recorded yet (an administrator's are
 * kept). Throws on limits PlaceLimitsSchema refuses. Answers how many places were given limits.
 */
export async function setMissingPlaceLimits(db: Db, bySlug: { slug: string; limits: PlaceLimits }[]) {
  let set = 0;
  for (const { slug, limits } of bySlug) {
    const dogLimits = PlaceLimitsSchema.parse(limits);
    const rows = await db
      .update(locations)
      .set({ dogLimits })
      .where(and(eq(locations.slug, slug), isNull(locations.dogLimits)))
      .returning({ id: locations.id });
    set += rows.length;
  }
  return set;
}

/**
 * The values of a write to a place with its limits checked by PlaceLimitsSchema (null stays null:
 * nobody has read them); values without limits are returned as they are. Throws on limits the
 * schema refuses: the forms and the import check them first, with a message for each field.
 */
export function withCheckedLimits<T extends object>(values: T): T {
  const limits = "dogLimits" in values ? values.dogLimits : undefined;
  if (limits === undefined || limits === null) return values;
  return { ...values, dogLimits: PlaceLimitsSchema.parse(limits) };
}
