// Visitors' reports that a place has changed: storing one, the open count a place page shows, and
// the administrator's list and resolution.
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { inTransaction, type Db } from "../infra/db.server";
import { auditEvents, locations, placeReports, user, type PlaceReport } from "../infra/schema.server";
import { fieldLabel, RESTORABLE_ACTIONS } from "~/lib/audit";
import { reportKindLabel } from "~/lib/vocabulary";
import type { ReportStatus } from "~/lib/vocabulary-submissions";
import { recordAudit, type Actor } from "./audit.server";
import { countRows, queuePage } from "./paging.server";

/** A report as sent; `locale`, the language of the page it was sent from, may be left out (English then). */
export type NewReport = Pick<PlaceReport, "locationId" | "kind" | "text" | "sourceUrl" | "email" | "userId"> &
  Partial<Pick<PlaceReport, "locale">>;

/** Stores a report as open. */
export async function createReport(db: Db, input: NewReport) {
  const [row] = await db
    .insert(placeReports)
    .values({ ...input, status: "open" })
    .returning({ id: placeReports.id, createdAt: placeReports.createdAt });
  return row!;
}

/** How many reports about one place wait for review. */
export function countOpenReportsForPlace(db: Db, locationId: string) {
  return countRows(db, placeReports, and(eq(placeReports.locationId, locationId), eq(placeReports.status, "open")));
}

/** How many reports wait for review in all, for the admin tab's badge. */
export function countOpenReports(db: Db) {
  return countRows(db, placeReports, eq(placeReports.status, "open"));
}

export type ReportFilter = ReportStatus | "all";

/** A report as its reporter wrote it and as it was resolved. */
export const reportColumns = {
  id: placeReports.id,
  kind: placeReports.kind,
  text: placeReports.text,
  sourceUrl: placeReports.sourceUrl,
  email: placeReports.email,
  status: placeReports.status,
  resolutionNote: placeReports.resolutionNote,
  createdAt: placeReports.createdAt,
  resolvedAt: placeReports.resolvedAt,
};

const reviewColumns = {
  ...reportColumns,
  /** The reporting account, for administrators: its display name, or its address while it has none. */
  reporterName: sql<string | null>`coalesce(nullif(${user.name}, ''), ${user.email})`,
  place: {
    id: locations.id,
    name: locations.name,
    slug: locations.slug,
    category: locations.category,
    city: locations.city,
  },
};

/**
 * One page of the reports with the chosen status (or all), newest first, each with its place and
 * the reporter's account name, and how many have that status.
 */
export async function listReports(db: Db, filter: ReportFilter, page = 1) {
  const where = filter === "all" ? undefined : eq(placeReports.status, filter);
  const rows = db
    .select(reviewColumns)
    .from(placeReports)
    .innerJoin(locations, eq(locations.id, placeReports.locationId))
    .leftJoin(user, eq(user.id, placeReports.userId))
    .where(where)
    .orderBy(desc(placeReports.createdAt), desc(placeReports.id));
  return queuePage(db, page, rows.$dynamic(), placeReports, where);
}

export type ReviewReport = Awaited<ReturnType<typeof listReports>>["items"][number];

export type ResolveResult =
  | {
      ok: true;
      report: Pick<PlaceReport, "id" | "kind" | "text" | "email" | "locale" | "resolutionNote" | "createdAt"> & {
        status: Exclude<ReportStatus, "open">;
        placeName: string;
        /** The place's facts changed since the report was made, as the history names them; none when it was left as is. */
        changedFields: string[];
      };
    }
  | { ok: false; reason: "not-found" | "not-open" };

/** Resolves an open report; of two resolutions sent at once, the second finds it no longer open. */
export async function resolveReport(
  db: Db,
  id: string,
  outcome: Exclude<ReportStatus, "open">,
  note: string | null,
  actor: Actor,
): Promise<ResolveResult> {
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(placeReports)
      .set({ status: outcome, resolutionNote: note, resolvedBy: actor?.id ?? null, resolvedAt: new Date() })
      .where(and(eq(placeReports.id, id), eq(placeReports.status, "open")))
      .returning({
        id: placeReports.id,
        kind: placeReports.kind,
        text: placeReports.text,
        email: placeReports.email,
        locale: placeReports.locale,
        resolutionNote: placeReports.resolutionNote,
        locationId: placeReports.locationId,
        createdAt: placeReports.createdAt,
      });
    if (!updated) {
      const [exists] = await tx.select({ id: placeReports.id }).from(placeReports).where(eq(placeReports.id, id));
      return { ok: false, reason: exists ? "not-open" : "not-found" } as const;
    }
    const [place] = await tx
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.id, updated.locationId))
      .limit(1);
    await recordAudit(tx, actor, {
      action: outcome === "applied" ? "report.applied" : "report.not-applied",
      subjectId: id,
      locationId: updated.locationId,
      summary: `Resolved a report (${reportKindLabel(updated.kind) ?? updated.kind}) as ${
        outcome === "applied" ? "applied" : "not applied"
      }${note ? `: ${note}` : ""}`,
    });
    const changedFields = await placeChangesSince(tx, updated.locationId, updated.createdAt);
    const { locationId: _, ...report } = updated;
    return {
      ok: true,
      report: { ...report, status: outcome, placeName: place?.name ?? "the place", changedFields },
    } as const;
  });
}

/** The fields of a place changed since `since` (edits, restores, imports, merges), in the order first changed. */
export async function placeChangesSince(db: Db, locationId: string, since: Date) {
  const events = await db
    .select({ changes: auditEvents.changes })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.locationId, locationId),
        gte(auditEvents.createdAt, since),
        inArray(auditEvents.action, [...RESTORABLE_ACTIONS]),
      ),
    )
    .orderBy(asc(auditEvents.createdAt));
  return [...new Set(events.flatMap((event) => event.changes.map((change) => fieldLabel(change.field))))];
}
