// What every table of the schema is built from: a CHECK that a column holds one of a vocabulary
// list's codes, generated ids, and the timestamps (with time zone) rows carry.
import { sql, type SQL } from "drizzle-orm";
import { timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/** CHECK (column IS NULL OR column IN (...)) from a vocabulary list. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
}

/** A point in time, with its time zone: every timestamp the schema keeps is one. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A row's own id, a random UUID given by the database. */
export const uuidKey = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** When a row that changes was created and last updated. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
