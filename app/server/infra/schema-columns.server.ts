// What every table of the schema is built from: a CHECK that a column holds one of a vocabulary
// list's codes, and the created/updated timestamps most rows carry.
import { sql, type SQL } from "drizzle-orm";
import { timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** CHECK (column IS NULL OR column IN (...)) from a vocabulary list. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
}

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
