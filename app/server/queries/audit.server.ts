// The directory's history (issue: keep the directory true): who changed what, when, and each field
// before and after. Writers call recordAudit in the transaction of the change itself, so a change is
// never stored without its history.
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { auditEvents, type FieldChange } from "../infra/schema.server";
import type { AuditAction } from "~/lib/audit";

/** Who made a change: an administrator's account, or null for the system (demo data, migrations). */
export type Actor = { id: string; email: string } | null;

export type AuditEntry = {
  action: AuditAction;
  summary: string;
  locationId?: string | null;
  subjectId?: string | null;
  changes?: FieldChange[];
};

/** Records entries by `actor`, however many, in one statement (an import records hundreds at once). */
export async function recordAudit(db: Db, actor: Actor, entries: AuditEntry | AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const json = JSON.stringify(
    list.map((entry) => ({
      action: entry.action,
      summary: entry.summary,
      location_id: entry.locationId ?? null,
      subject_id: entry.subjectId ?? null,
      changes: entry.changes ?? [],
    })),
  );
  await db.execute(sql`
    insert into audit_events (action, summary, location_id, subject_id, changes, actor_id, actor_email)
    select r.action, r.summary, r.location_id, r.subject_id, r.changes, ${actor?.id ?? null}, ${actor?.email ?? null}
    from jsonb_to_recordset(${json}::jsonb) as r(action text, summary text, location_id uuid, subject_id uuid, changes jsonb)`);
}

/** Nothing, empty text, an empty list, or links that are all empty. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object" && !(value instanceof Date)) return Object.values(value).every(isEmpty);
  return false;
}

/** A stored value as the history compares it: missing, empty text and null are the same "not set". */
function comparable(value: unknown): string {
  return JSON.stringify(canonical(value));
}

/** Dates as text, objects with their keys sorted and empty ones left out (jsonb reorders keys). */
function canonical(value: unknown): unknown {
  if (isEmpty(value)) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => !isEmpty(v))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

function stored(value: unknown): unknown {
  if (value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The fields whose value differs between two versions of a row, in the order given. */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] {
  return fields
    .filter((field) => field in after && comparable(before[field]) !== comparable(after[field]))
    .map((field) => ({ field, before: stored(before[field]), after: stored(after[field]) }));
}

export const HISTORY_LIMIT = 100;

/** A place's history, newest first. */
export async function placeHistory(db: Db, locationId: string, limit = HISTORY_LIMIT) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      summary: auditEvents.summary,
      changes: auditEvents.changes,
      actorEmail: auditEvents.actorEmail,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(eq(auditEvents.locationId, locationId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}

export type HistoryEvent = Awaited<ReturnType<typeof placeHistory>>[number];

export async function findAuditEvent(db: Db, id: string) {
  const [row] = await db.select().from(auditEvents).where(eq(auditEvents.id, id)).limit(1);
  return row ?? null;
}
