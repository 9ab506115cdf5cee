// Amenities: the list every form and filter offers, and the admin's create, edit and delete.
import { arrayContains, asc, eq, sql } from "drizzle-orm";
import { inTransaction, type Db } from "../infra/db.server";
import { amenities, locations, type Amenity } from "../infra/schema.server";
import type { AmenityInput } from "~/lib/schemas";
import { fieldChanges, recordAudit, type Actor } from "./audit.server";

export const amenityColumns = {
  id: amenities.id,
  name: amenities.name,
  displayName: amenities.displayName,
  description: amenities.description,
  icon: amenities.icon,
  createdAt: amenities.createdAt,
};

export type AmenityRow = Pick<Amenity, keyof typeof amenityColumns>;

/** Every amenity, ordered by display name (SPEC §3). */
export async function listAmenities(db: Db): Promise<AmenityRow[]> {
  return db.select(amenityColumns).from(amenities).orderBy(asc(amenities.displayName), asc(amenities.name));
}

export async function createAmenity(db: Db, input: AmenityInput, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(amenities)
      .values(input)
      .onConflictDoNothing({ target: amenities.name })
      .returning(amenityColumns);
    if (row)
      await recordAudit(tx, actor, {
        action: "amenity.created",
        subjectId: row.id,
        summary: `Created the amenity "${row.displayName}" (${row.name})`,
      });
    return row ?? null;
  });
}

/** Updates everything but the name: the machine key stays what places already refer to. */
export async function updateAmenity(db: Db, id: string, input: Omit<AmenityInput, "name">, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select(amenityColumns).from(amenities).where(eq(amenities.id, id)).for("update");
    const [row] = await tx
      .update(amenities)
      .set({ displayName: input.displayName, description: input.description, icon: input.icon })
      .where(eq(amenities.id, id))
      .returning(amenityColumns);
    if (before && row) {
      const changes = fieldChanges(before, row, ["displayName", "description", "icon"]);
      if (changes.length)
        await recordAudit(tx, actor, {
          action: "amenity.updated",
          subjectId: id,
          summary: `Changed the amenity "${row.displayName}" (${row.name})`,
          changes,
        });
    }
    return row ?? null;
  });
}

/** Deletes an amenity and takes its key off every place that listed it, in one transaction. */
export async function deleteAmenity(db: Db, id: string, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(amenities)
      .where(eq(amenities.id, id))
      .returning({ id: amenities.id, name: amenities.name, displayName: amenities.displayName });
    if (!row) return null;
    const places = await tx
      .update(locations)
      .set({ amenities: sql`array_remove(${locations.amenities}, ${row.name})` })
      .where(arrayContains(locations.amenities, [row.name]))
      .returning({ id: locations.id });
    await recordAudit(tx, actor, {
      action: "amenity.deleted",
      subjectId: row.id,
      summary: `Deleted the amenity "${row.displayName}" (${row.name}), listed by ${places.length} ${
        places.length === 1 ? "place" : "places"
      }`,
    });
    return { id: row.id };
  });
}

/** Adds the amenities whose name is not there yet; existing ones keep what an admin edited. */
export async function insertMissingAmenities(
  db: Db,
  rows: Pick<Amenity, "name" | "displayName" | "description" | "icon">[],
) {
  await db.insert(amenities).values(rows).onConflictDoNothing({ target: amenities.name });
}
