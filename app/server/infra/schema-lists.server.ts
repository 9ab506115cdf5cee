// A person's lists of places and the places on them.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LIST_VISIBILITY_VALUES, type ListVisibility } from "../../lib/vocabulary";
import { ownerId } from "./schema-accounts.server";
import { createdAt, oneOf, timestamps, uuidKey } from "./schema-columns.server";
import { placeId } from "./schema-places.server";

/**
 * A person's lists of places: "Favorites" (`isFavorites`, made on the first save, one per person)
 * and the ones they name. A list is private, shared by link or public; `shareToken` is the secret
 * part of its shared address, replaced by "New link" and dropped when sharing is turned off.
 */
export const placeLists = pgTable(
  "place_lists",
  {
    id: uuidKey(),
    userId: ownerId(),
    name: text("name").notNull(),
    isFavorites: boolean("is_favorites").notNull().default(false),
    visibility: text("visibility").$type<ListVisibility>().notNull().default("private"),
    shareToken: text("share_token").unique(),
    ...timestamps(),
  },
  (t) => [
    check("place_lists_visibility_check", oneOf(t.visibility, LIST_VISIBILITY_VALUES)),
    check("place_lists_shared_token_check", sql`${t.visibility} = 'private' or ${t.shareToken} is not null`),
    index("place_lists_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("place_lists_favorites_idx")
      .on(t.userId)
      .where(sql`is_favorites`),
  ],
);

/** A place on a list, in the list's order, with the owner's short note ("bring shoes, shells"). */
export const placeListItems = pgTable(
  "place_list_items",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => placeLists.id, { onDelete: "cascade" }),
    locationId: placeId(),
    position: integer("position").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.locationId] }),
    index("place_list_items_order_idx").on(t.listId, t.position),
    index("place_list_items_location_idx").on(t.locationId),
  ],
);
export type PlaceList = typeof placeLists.$inferSelect;
export type PlaceListItem = typeof placeListItems.$inferSelect;
