// The admin panel's table of places, and every write to a place: the location form's create and
// update, a restored field, a deletion, and the inserts and patches of imports and submissions.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { inTransaction, type Db } from "../infra/db.server";
import { locations, slugHistory, type NewLocation } from "../infra/schema.server";
import { ADMIN_PAGE_SIZE, type AdminListParams } from "~/lib/admin-locations";
import type { LocationInput } from "~/lib/schemas";
import { slugify } from "~/lib/slug";
import { BEACH_CATEGORIES, PARK_CATEGORIES } from "~/lib/vocabulary";
import { canRestore, fieldLabel, PLACE_FIELDS } from "~/lib/audit";
import { fieldChanges, findAuditEvent, recordAudit, type Actor } from "./audit.server";
import { adminLocationColumns, escapeLike, verifiedByEmail } from "./location-columns.server";
import { reserveSlug, takenSlugs } from "./location-slugs.server";
import { withCheckedLimits } from "./dogs.server";
import { countRows, pageOf } from "./paging.server";

/**
 * One page of the admin's Locations table: the places matching the search, category group,
 * region and freshness filter, in the chosen order, with the number that match.
 */
export async function listAdminLocations(db: Db, params: Partial<AdminListParams> = {}) {
  const parts: (SQL | undefined)[] = [];
  if (params.search) {
    const pattern = `%${escapeLike(params.search)}%`;
    parts.push(or(ilike(locations.name, pattern), ilike(locations.city, pattern), ilike(locations.county, pattern)));
  }
  if (params.group === "beach") parts.push(inArray(locations.category, BEACH_CATEGORIES));
  if (params.group === "park") parts.push(inArray(locations.category, PARK_CATEGORIES));
  if (params.region) parts.push(eq(locations.region, params.region));
  if (params.freshness === "stale") {
    parts.push(or(isNull(locations.verifiedOn), sql`${locations.verifiedOn} < current_date - interval '12 months'`));
  }
  if (params.freshness === "no-hours") parts.push(isNull(locations.dogHours));
  if (params.freshness === "no-coordinates") parts.push(or(isNull(locations.lat), isNull(locations.lng)));
  if (params.freshness === "no-sources") parts.push(sql`jsonb_array_length(${locations.sources}) = 0`);
  if (params.freshness === "reported") {
    parts.push(sql`exists (select 1 from place_reports r where r.location_id = ${locations.id} and r.status = 'open')`);
  }
  const where = and(...parts);
  const order = {
    newest: [desc(locations.createdAt), asc(locations.name)],
    name: [asc(sql`lower(${locations.name})`), asc(locations.id)],
    updated: [desc(locations.updatedAt), asc(locations.id)],
    verified: [sql`${locations.verifiedOn} asc nulls first`, asc(locations.name)],
  }[params.sort ?? "newest"];
  const { items, page, pageCount, matching } = await pageOf(
    params.page,
    ADMIN_PAGE_SIZE,
    (limit, offset) =>
      db
        .select({ ...adminLocationColumns, verifiedByEmail })
        .from(locations)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => countRows(db, locations, where),
  );
  return { items, total: matching, page, pageCount };
}

const writtenColumns = { id: locations.id, slug: locations.slug, name: locations.name, category: locations.category };

/** Inserts one place under a free slug of its name; see reserveSlug. */
export async function insertLocation(db: Db, values: Omit<NewLocation, "slug">, base = slugify(values.name)) {
  return reserveSlug(db, base, async (tx, slug) => {
    const [row] = await tx
      .insert(locations)
      .values({ ...withCheckedLimits(values), slug })
      .returning(writtenColumns);
    return row!;
  });
}

/** Who last set the verified date: the actor when the date changes, nobody when it is cleared. */
export function verifiedBy(actor: Actor, before: string | null, after: string | null, current: string | null = null) {
  if (!after) return null;
  return after === before ? current : (actor?.id ?? null);
}

/** A new place from the location form, with its history's first entry. */
export async function createLocation(db: Db, input: LocationInput, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const row = await insertLocation(tx, { ...input, verifiedBy: verifiedBy(actor, null, input.verifiedOn) });
    await recordAudit(tx, actor, {
      action: "place.created",
      locationId: row.id,
      summary: `Created "${row.name}"`,
      changes: fieldChanges({}, input, PLACE_FIELDS),
    });
    return row;
  });
}

/**
 * Saves the form over a place, and records which fields changed in its history. The slug follows
 * a changed name (kept unique); an unchanged name keeps the address the place already has. A place
 * that moves keeps its old slug in slug_history, in the same transaction, so the old address
 * answers 301 to the new one.
 */
export async function updateLocation(
  db: Db,
  id: string,
  input: Partial<LocationInput> | Partial<NewLocation>,
  actor: Actor,
  action: "place.updated" | "place.restored" | "place.imported" = "place.updated",
  /** Slugs known to be used, for an import that renames several places at once; learns the new one. */
  taken?: Set<string>,
) {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(locations).where(eq(locations.id, id)).limit(1).for("update");
    if (!current) return null;
    const name = input.name ?? current.name;
    const changes = fieldChanges(current, input, PLACE_FIELDS);
    const save = async (sp: Db, slug: string) => {
      const [row] = await sp
        .update(locations)
        .set({
          ...withCheckedLimits(input),
          slug,
          updatedAt: new Date(),
          ...("verifiedOn" in input
            ? { verifiedBy: verifiedBy(actor, current.verifiedOn, input.verifiedOn ?? null, current.verifiedBy) }
            : {}),
        })
        .where(eq(locations.id, id))
        .returning(writtenColumns);
      if (row && slug !== current.slug) {
        await sp.delete(slugHistory).where(eq(slugHistory.slug, slug));
        await sp
          .insert(slugHistory)
          .values({ slug: current.slug, locationId: id })
          .onConflictDoUpdate({ target: slugHistory.slug, set: { locationId: id, createdAt: new Date() } });
      }
      return row ?? null;
    };
    const base = slugify(name) || "place";
    const row =
      current.name === name
        ? await save(tx, current.slug)
        : await reserveSlug(tx, base, save, taken ?? (await takenSlugs(tx, base, id)));
    if (row && taken) taken.add(row.slug);
    if (row && changes.length) {
      const fields = changes.map((c) => fieldLabel(c.field)).join(", ");
      await recordAudit(tx, actor, {
        action,
        locationId: id,
        summary: `${{ "place.updated": "Changed", "place.restored": "Restored", "place.imported": "Imported" }[action]} ${fields}`,
        changes,
      });
    }
    return row ? { ...row, previousPhotos: current.photos } : null;
  });
}

/**
 * Sets one field of a place back to the value an entry of its history shows it had before. The
 * value is stored as it was; the database's own checks refuse one that is no longer allowed.
 */
export async function restoreLocationField(db: Db, eventId: string, field: string, actor: Actor) {
  const event = await findAuditEvent(db, eventId);
  const change = event?.changes.find((c) => c.field === field);
  if (!event?.locationId || !change || !canRestore(change)) return { ok: false, reason: "not-found" } as const;
  const value =
    field === "rules" || field === "amenities" || field === "sources" ? (change.before ?? []) : change.before;
  if (field === "name" && typeof value !== "string") return { ok: false, reason: "not-allowed" } as const;
  const patch = { [field]: field === "externalLinks" ? (value ?? {}) : value } as Partial<LocationInput>;
  const row = await updateLocation(db, event.locationId, patch, actor, "place.restored");
  return row ? ({ ok: true, row, label: fieldLabel(field) } as const) : ({ ok: false, reason: "not-found" } as const);
}

/** An import's update of a place already present: only the columns the file gave, recorded as imported. */
export async function patchLocation(
  db: Db,
  id: string,
  values: Partial<NewLocation>,
  taken: Set<string> | undefined,
  actor: Actor,
) {
  return updateLocation(db, id, values, actor, "place.imported", taken);
}

/** Deletes a place; returns its photo URLs so stored files can be removed, or null when it did not exist. */
export async function deleteLocation(db: Db, id: string, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(locations)
      .where(eq(locations.id, id))
      .returning({ id: locations.id, name: locations.name, photos: locations.photos });
    if (row)
      await recordAudit(tx, actor, { action: "place.deleted", locationId: id, summary: `Deleted "${row.name}"` });
    return row ?? null;
  });
}
