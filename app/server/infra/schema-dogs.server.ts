// A signed-in person's dogs, described once for "fits my dogs" (decision 0050): the list as
// DogsSchema (app/lib/fits/dogs.ts) keeps it, checked before every write. It goes with the account.
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { Dog } from "../../lib/fits/dogs";
import { user } from "./schema-accounts.server";
import { updatedAt } from "./schema-columns.server";

export const userDogs = pgTable("user_dogs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  dogs: jsonb("dogs").$type<Dog[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
export type UserDogs = typeof userDogs.$inferSelect;
