// Lists shown a page at a time (DESIGN deviation 7, "lists are paginated"; decision 0031): which
// page an address may ask for, and one page of rows with the number of all that match.
import { sql, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import { MAX_PAGE } from "~/lib/filters";
import type { Db } from "~/server/infra/db.server";

/** How many cards a page of an administrator's queue (submissions, reports, messages) shows. */
export const QUEUE_PAGE_SIZE = 25;

/** A whole page number from 1 to MAX_PAGE, whatever a caller passed: an offset the database can take. */
export function pageWithin(page: number | undefined) {
  return Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, Math.floor(page!))) : 1;
}

export type Page<T> = { items: T[]; page: number; pageCount: number; matching: number };

/**
 * The rows of page `requested` (`rowsAt` reads `limit` rows from `offset` in the list's order) and
 * how many rows match (`count`). An address past the last page is answered with the last page, as
 * the public lists do.
 */
export async function pageOf<T>(
  requested: number | undefined,
  pageSize: number,
  rowsAt: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  let page = pageWithin(requested);
  const [first, matching] = await Promise.all([rowsAt(pageSize, (page - 1) * pageSize), count()]);
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  if (page <= pageCount) return { items: first, page, pageCount, matching };
  page = pageCount;
  return { items: await rowsAt(pageSize, (page - 1) * pageSize), page, pageCount, matching };
}

/**
 * One page of an administrator's queue: `QUEUE_PAGE_SIZE` rows of `rows` (a query in the queue's
 * order, made with `$dynamic()`), and how many rows of `table` meet `where`.
 */
export function queuePage<Q extends PgSelect>(
  db: Db,
  requested: number | undefined,
  rows: Q,
  table: PgTable,
  where?: SQL,
) {
  type Row = Q["_"]["result"][number];
  return pageOf(
    requested,
    QUEUE_PAGE_SIZE,
    async (limit, offset): Promise<Row[]> => await rows.limit(limit).offset(offset),
    () => countRows(db, table, where),
  );
}

/** How many rows of `table` meet `where` (all of them without it). */
export async function countRows(db: Db, table: PgTable, where?: SQL) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.total ?? 0;
}
