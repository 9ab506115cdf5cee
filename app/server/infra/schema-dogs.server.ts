// A signed-in person's dogs, described once for "fits my dogs" (decision 0050): the list as
// DogsSchema (app/lib/fits/dogs.ts) keeps it, checked before every write. It goes with the account.
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Dog } from "../../lib/fits/dogs";
import { user } from "./schema-accounts.server";

export const userDogs = pgTable("user_dogs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  dogs: jsonb("dogs").$type<Dog[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
export type UserDogs = typeof userDogs.$inferSelect;
