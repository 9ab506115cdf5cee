// The rows of CSV imports held back for review (decision 0038): listed in the administrators' queue
// a page at a time, and taken out of it once, by one administrator, when published or discarded.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { importJobRows, importJobs, locations, type ImportOutcome } from "../infra/schema.server";
import { matchedPlaceColumns, plannedRowColumns } from "./imports.server";
import { countRows, queuePage } from "./paging.server";

const HELD = eq(importJobRows.outcome, "held");

/** One page of the held rows, oldest import first and in file order, with the place a row would update. */
export function listHeldRows(db: Db, page = 1) {
  const rows = db
    .select({
      jobId: importJobRows.jobId,
      ...plannedRowColumns,
      place: importJobRows.place,
      fileName: importJobs.fileName,
      importedAt: importJobs.createdAt,
      ...matchedPlaceColumns,
    })
    .from(importJobRows)
    .innerJoin(importJobs, eq(importJobs.id, importJobRows.jobId))
    .leftJoin(locations, eq(locations.id, importJobRows.matchId))
    .where(HELD)
    .orderBy(asc(importJobs.createdAt), asc(importJobRows.jobId), asc(importJobRows.position));
  return queuePage(db, page, rows.$dynamic(), importJobRows, HELD);
}

export function countHeldRows(db: Db) {
  return countRows(db, importJobRows, HELD);
}

/**
 * A held row, locked until the transaction ends; null when it is not held any more (published or
 * discarded by another administrator meanwhile, or its import removed).
 */
export async function lockHeldRow(tx: Db, jobId: string, position: number) {
  const [row] = await tx
    .select()
    .from(importJobRows)
    .where(and(eq(importJobRows.jobId, jobId), eq(importJobRows.position, position), HELD))
    .for("update");
  return row ?? null;
}

/** A held row's outcome once decided, counted in its import's results. */
export async function settleHeldRow(
  tx: Db,
  jobId: string,
  position: number,
  outcome: Exclude<ImportOutcome, "held">,
  message: string,
  slug: string | null,
) {
  await tx
    .update(importJobRows)
    .set({ outcome, outcomeMessage: message, slug })
    .where(and(eq(importJobRows.jobId, jobId), eq(importJobRows.position, position), HELD));
  await tx
    .update(importJobs)
    .set({
      created: sql`${importJobs.created} + ${outcome === "imported" ? 1 : 0}`,
      updated: sql`${importJobs.updated} + ${outcome === "updated" ? 1 : 0}`,
      errors: sql`${importJobs.errors} + ${outcome === "failed" ? 1 : 0}`,
    })
    .where(eq(importJobs.id, jobId));
}
