// A person's lists of places: Favorites and the lists they name, the places on each in order with
// their notes, and the shared page a list's link opens. Every statement that reads or changes a
// list names its owner, so another person's list id finds nothing.
import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { LIST_LIMITS, type ListVisibility } from "~/lib/vocabulary";
import type { Db } from "../infra/db.server";
import { locations, placeListItems, placeLists, user } from "../infra/schema.server";
import { withDogTimelines } from "./dog-hours.server";
import { publicPerson } from "./users.server";
import { summaryColumns, type LocationSummary } from "./location-columns.server";

export type ListSummary = {
  id: string;
  name: string;
  isFavorites: boolean;
  visibility: ListVisibility;
  shareToken: string | null;
  placeCount: number;
  updatedAt: Date;
};

export type ListPlace = LocationSummary & { note: string | null; position: number };

/** Why a change to a list was refused: a key of the "lists" texts, which the page words in its language. */
export type ListRefusal = "tooManyLists" | "listFull" | "noSuchList" | "noSuchPlace" | "favoritesFixed";

/** What a change to a list answers: done, or why not (nothing was written). */
export type ListChange<T = undefined> = { ok: true; value: T } | { ok: false; refusal: ListRefusal };

/** The name Favorites is stored under; pages show it in their own language. */
const FAVORITES_NAME = "Favorites";

const refused = (refusal: ListRefusal) => ({ ok: false, refusal }) as const;
const done = <T>(value: T) => ({ ok: true, value }) as const;

const listColumns = {
  id: placeLists.id,
  name: placeLists.name,
  isFavorites: placeLists.isFavorites,
  visibility: placeLists.visibility,
  shareToken: placeLists.shareToken,
  updatedAt: placeLists.updatedAt,
};

/** A new secret for a list's shared address: 128 random bits, in the address's alphabet. */
function newToken() {
  return crypto.randomBytes(16).toString("base64url");
}

/** A person's lists, Favorites first, then the oldest first, with how many places each holds. */
export async function findListsOf(db: Db, userId: string): Promise<ListSummary[]> {
  return db
    .select({
      ...listColumns,
      placeCount: sql<number>`(select count(*)::int from ${placeListItems} where ${placeListItems.listId} = ${placeLists.id})`,
    })
    .from(placeLists)
    .where(eq(placeLists.userId, userId))
    .orderBy(desc(placeLists.isFavorites), asc(placeLists.createdAt), asc(placeLists.id));
}

/** One of the person's lists, or null when it is not theirs or does not exist. */
export async function getOwnList(db: Db, userId: string, listId: string): Promise<ListSummary | null> {
  const [row] = await db
    .select({
      ...listColumns,
      placeCount: sql<number>`(select count(*)::int from ${placeListItems} where ${placeListItems.listId} = ${placeLists.id})`,
    })
    .from(placeLists)
    .where(and(eq(placeLists.id, listId), eq(placeLists.userId, userId)));
  return row ?? null;
}

/** The places on a list in its order, as cards with the owner's notes. */
export async function listPlaces(db: Db, listId: string, now = new Date()): Promise<ListPlace[]> {
  const rows = await db
    .select({ ...summaryColumns, note: placeListItems.note, position: placeListItems.position })
    .from(placeListItems)
    .innerJoin(locations, eq(locations.id, placeListItems.locationId))
    .where(eq(placeListItems.listId, listId))
    .orderBy(asc(placeListItems.position), asc(placeListItems.createdAt));
  const withTimelines = await withDogTimelines(
    db,
    rows.map((r) => ({ ...r, distanceMiles: null })),
    now,
  );
  return withTimelines as ListPlace[];
}

/**
 * A list someone shares, by the secret in its address, with its owner as others see them (decision
 * 0032); null once sharing is off or the link was replaced.
 */
export async function getSharedList(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) return null;
  const [row] = await db
    .select({ ...listColumns, owner: publicPerson })
    .from(placeLists)
    .innerJoin(user, eq(user.id, placeLists.userId))
    .where(and(eq(placeLists.shareToken, token), sql`${placeLists.visibility} <> 'private'`));
  return row ?? null;
}

/** Which of these places (by slug) are on the person's Favorites: one query for a whole page of cards. */
export async function favoriteSlugsAmong(db: Db, userId: string, slugs: string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const rows = await db
    .select({ slug: locations.slug })
    .from(placeListItems)
    .innerJoin(placeLists, eq(placeLists.id, placeListItems.listId))
    .innerJoin(locations, eq(locations.id, placeListItems.locationId))
    .where(and(eq(placeLists.userId, userId), eq(placeLists.isFavorites, true), inArray(locations.slug, slugs)));
  return rows.map((r) => r.slug);
}

/** The person's lists that hold one place: the place page's "On your lists". */
export async function listsHolding(db: Db, userId: string, locationId: string) {
  return db
    .select({ id: placeLists.id, name: placeLists.name, isFavorites: placeLists.isFavorites })
    .from(placeListItems)
    .innerJoin(placeLists, eq(placeLists.id, placeListItems.listId))
    .where(and(eq(placeLists.userId, userId), eq(placeListItems.locationId, locationId)))
    .orderBy(desc(placeLists.isFavorites), asc(placeLists.createdAt));
}

/** A place on the directory by slug, as the forms name it. */
export async function findPlaceForList(db: Db, slug: string) {
  const [row] = await db
    .select({ id: locations.id, name: locations.name, slug: locations.slug })
    .from(locations)
    .where(eq(locations.slug, slug));
  return row ?? null;
}

/**
 * Whether the person may make one more list. Takes their row lock first, so that two requests making
 * lists at once count each other: the 50-list limit holds under any number of tabs and instances.
 */
async function roomForAList(tx: Db, userId: string) {
  await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
  const [{ lists } = { lists: 0 }] = await tx
    .select({ lists: count() })
    .from(placeLists)
    .where(eq(placeLists.userId, userId));
  return lists < LIST_LIMITS.lists;
}

/** Makes a named list, within the limit of lists per person. */
export async function createList(db: Db, userId: string, name: string): Promise<ListChange<{ id: string }>> {
  return db.transaction(async (tx) => {
    if (!(await roomForAList(tx, userId))) return refused("tooManyLists");
    const [row] = await tx.insert(placeLists).values({ userId, name }).returning({ id: placeLists.id });
    return done(row!);
  });
}

/** The person's Favorites, made on first use (one per person, however many requests ask at once). */
async function favoritesOf(tx: Db, userId: string): Promise<ListChange<{ id: string }>> {
  const [existing] = await tx
    .select({ id: placeLists.id })
    .from(placeLists)
    .where(and(eq(placeLists.userId, userId), eq(placeLists.isFavorites, true)));
  if (existing) return done(existing);
  if (!(await roomForAList(tx, userId))) return refused("tooManyLists");
  await tx
    .insert(placeLists)
    .values({ userId, name: FAVORITES_NAME, isFavorites: true })
    .onConflictDoNothing({ target: placeLists.userId, where: sql`is_favorites` });
  const [row] = await tx
    .select({ id: placeLists.id })
    .from(placeLists)
    .where(and(eq(placeLists.userId, userId), eq(placeLists.isFavorites, true)));
  return done(row!);
}

/**
 * Puts a place at the end of a list, once: the list's row is locked while its places are counted
 * and numbered, and the (list, place) key keeps a second save of the same place from adding a row.
 */
async function addPlace(tx: Db, listId: string, locationId: string, note: string | null = null) {
  await tx.execute(sql`select 1 from ${placeLists} where ${placeLists.id} = ${listId} for update`);
  const [state] = await tx
    .select({
      places: count(),
      last: sql<number>`coalesce(max(${placeListItems.position}), 0)::int`,
      already: sql<boolean>`bool_or(${placeListItems.locationId} = ${locationId})`,
    })
    .from(placeListItems)
    .where(eq(placeListItems.listId, listId));
  if (state?.already) return "already" as const;
  if ((state?.places ?? 0) >= LIST_LIMITS.places) return "full" as const;
  await tx
    .insert(placeListItems)
    .values({ listId, locationId, position: (state?.last ?? 0) + 1, note })
    .onConflictDoNothing();
  await touch(tx, listId);
  return "added" as const;
}

async function touch(tx: Db, listId: string) {
  await tx.update(placeLists).set({ updatedAt: new Date() }).where(eq(placeLists.id, listId));
}

/** Saves a place to the person's Favorites (made on the first save); saving it again changes nothing. */
export async function saveToFavorites(db: Db, userId: string, locationId: string): Promise<ListChange> {
  return db.transaction(async (tx) => {
    const favorites = await favoritesOf(tx, userId);
    if (!favorites.ok) return favorites;
    const result = await addPlace(tx, favorites.value.id, locationId);
    return result === "full" ? refused("listFull") : done(undefined);
  });
}

/** Takes a place off the person's Favorites. */
export async function removeFromFavorites(db: Db, userId: string, locationId: string) {
  await db.delete(placeListItems).where(
    and(
      eq(placeListItems.locationId, locationId),
      inArray(
        placeListItems.listId,
        db
          .select({ id: placeLists.id })
          .from(placeLists)
          .where(and(eq(placeLists.userId, userId), eq(placeLists.isFavorites, true))),
      ),
    ),
  );
}

/** Adds a place to one of the person's lists. */
export async function addToList(
  db: Db,
  userId: string,
  listId: string,
  locationId: string,
): Promise<ListChange<"added" | "already">> {
  return db.transaction(async (tx) => {
    if (!(await ownsList(tx, userId, listId))) return refused("noSuchList");
    const result = await addPlace(tx, listId, locationId);
    return result === "full" ? refused("listFull") : done(result);
  });
}

async function ownsList(tx: Db, userId: string, listId: string) {
  const [row] = await tx
    .select({ id: placeLists.id })
    .from(placeLists)
    .where(and(eq(placeLists.id, listId), eq(placeLists.userId, userId)));
  return Boolean(row);
}

/** Renames one of the person's named lists (Favorites keeps its name). */
export async function renameList(db: Db, userId: string, listId: string, name: string): Promise<ListChange> {
  const [row] = await db
    .update(placeLists)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(placeLists.id, listId), eq(placeLists.userId, userId), eq(placeLists.isFavorites, false)))
    .returning({ id: placeLists.id });
  return row ? done(undefined) : refused("favoritesFixed");
}

/** Deletes one of the person's lists with its places and notes; the places stay in the directory. */
export async function deleteList(db: Db, userId: string, listId: string) {
  const [row] = await db
    .delete(placeLists)
    .where(and(eq(placeLists.id, listId), eq(placeLists.userId, userId)))
    .returning({ name: placeLists.name });
  return row ?? null;
}

/**
 * Who can open the list. Sharing keeps the list's link when it has one; private drops it, so that
 * sharing again makes a new one and an old link stays dead.
 */
export async function setVisibility(db: Db, userId: string, listId: string, visibility: ListVisibility) {
  const [row] = await db
    .update(placeLists)
    .set({
      visibility,
      shareToken: visibility === "private" ? null : sql`coalesce(${placeLists.shareToken}, ${newToken()})`,
      updatedAt: new Date(),
    })
    .where(and(eq(placeLists.id, listId), eq(placeLists.userId, userId)))
    .returning({ id: placeLists.id });
  return Boolean(row);
}

/** Replaces a shared list's link: the old address answers 404 from now on. */
export async function replaceShareToken(db: Db, userId: string, listId: string) {
  const [row] = await db
    .update(placeLists)
    .set({ shareToken: newToken(), updatedAt: new Date() })
    .where(and(eq(placeLists.id, listId), eq(placeLists.userId, userId), sql`${placeLists.visibility} <> 'private'`))
    .returning({ id: placeLists.id });
  return Boolean(row);
}

/** The owner's note on a place of their list; empty clears it. */
export async function setNote(db: Db, userId: string, listId: string, locationId: string, note: string | null) {
  return db.transaction(async (tx) => {
    if (!(await ownsList(tx, userId, listId))) return false;
    const rows = await tx
      .update(placeListItems)
      .set({ note })
      .where(and(eq(placeListItems.listId, listId), eq(placeListItems.locationId, locationId)))
      .returning({ listId: placeListItems.listId });
    if (rows.length) await touch(tx, listId);
    return rows.length > 0;
  });
}

/** Takes a place off one of the person's lists. */
export async function removeFromList(db: Db, userId: string, listId: string, locationId: string) {
  return db.transaction(async (tx) => {
    if (!(await ownsList(tx, userId, listId))) return false;
    const rows = await tx
      .delete(placeListItems)
      .where(and(eq(placeListItems.listId, listId), eq(placeListItems.locationId, locationId)))
      .returning({ listId: placeListItems.listId });
    if (rows.length) await touch(tx, listId);
    return rows.length > 0;
  });
}

/**
 * Moves a place one step up or down its list, by swapping positions with its neighbour under the
 * list's lock. Answers false when the place is not on the person's list; at either end nothing moves.
 */
export async function movePlace(db: Db, userId: string, listId: string, locationId: string, direction: "up" | "down") {
  return db.transaction(async (tx) => {
    if (!(await ownsList(tx, userId, listId))) return false;
    await tx.execute(sql`select 1 from ${placeLists} where ${placeLists.id} = ${listId} for update`);
    const items = await tx
      .select({ locationId: placeListItems.locationId, position: placeListItems.position })
      .from(placeListItems)
      .where(eq(placeListItems.listId, listId))
      .orderBy(asc(placeListItems.position), asc(placeListItems.createdAt));
    const at = items.findIndex((i) => i.locationId === locationId);
    if (at < 0) return false;
    const other = direction === "up" ? at - 1 : at + 1;
    if (other < 0 || other >= items.length) return true;
    // Positions are unique on a list (each place takes the next one under the list's lock): swap them.
    const [a, b] = [items[at]!, items[other]!];
    const place = (id: string) => and(eq(placeListItems.listId, listId), eq(placeListItems.locationId, id));
    await tx.update(placeListItems).set({ position: b.position }).where(place(a.locationId));
    await tx.update(placeListItems).set({ position: a.position }).where(place(b.locationId));
    await touch(tx, listId);
    return true;
  });
}

/** Moves a place from one of the person's lists to another, with its note, to the end of that one. */
export async function moveToList(
  db: Db,
  userId: string,
  fromListId: string,
  toListId: string,
  locationId: string,
): Promise<ListChange<"moved" | "already">> {
  return db.transaction(async (tx) => {
    if (!(await ownsList(tx, userId, fromListId)) || !(await ownsList(tx, userId, toListId))) {
      return refused("noSuchList");
    }
    const [item] = await tx
      .select({ note: placeListItems.note })
      .from(placeListItems)
      .where(and(eq(placeListItems.listId, fromListId), eq(placeListItems.locationId, locationId)));
    if (!item) return refused("noSuchPlace");
    if (fromListId === toListId) return done("already" as const);
    const result = await addPlace(tx, toListId, locationId, item.note);
    if (result === "full") return refused("listFull");
    if (result === "already") return done("already" as const);
    await tx
      .delete(placeListItems)
      .where(and(eq(placeListItems.listId, fromListId), eq(placeListItems.locationId, locationId)));
    await touch(tx, fromListId);
    return done("moved" as const);
  });
}
