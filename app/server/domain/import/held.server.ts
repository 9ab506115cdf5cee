// Rows of a CSV import held back for review (decision 0038). At confirmation they get the outcome
// "held", so the import's run never writes them (it writes rows without an outcome) and a resumed run
// cannot either; they wait in the administrators' queue (Submissions, "Held from imports") with what
// the preview flagged. An administrator publishes one (the place is written as the run would have
// written it, with its history, and counted in its import's results) or discards it; the row is
// locked while it is decided, so two administrators deciding at once publish it once.
import { inTransaction, type Db } from "../../infra/db.server";
import type { NewLocation } from "../../infra/schema.server";
import { recordAudit, type Actor } from "../../queries/audit.server";
import { lockHeldRow, settleHeldRow } from "../../queries/held-imports.server";
import { insertImportedPlace } from "../../queries/import-writes.server";
import { patchLocation } from "../../queries/location-admin.server";
import { DELETED, importedMessage, importedSummary, updatedMessage } from "./runner.server";
import { importSlug } from "~/lib/csv-changes";
import type { ImportedPlace } from "~/lib/csv-normalize";

export { countHeldRows, listHeldRows } from "../../queries/held-imports.server";

export type HeldDecision =
  | { ok: true; outcome: "imported" | "updated"; name: string; slug: string }
  | { ok: true; outcome: "discarded"; name: string }
  | { ok: false; reason: "not-held" | "place-gone" };

/** Writes a held row: a new place, or the changes to the place it matched. */
export async function publishHeldRow(db: Db, jobId: string, position: number, actor: Actor): Promise<HeldDecision> {
  return inTransaction(db, async (tx) => {
    const row = await lockHeldRow(tx, jobId, position);
    if (!row) return { ok: false, reason: "not-held" };
    if (row.plan === "new") {
      const place = row.place as unknown as ImportedPlace;
      const written = await insertImportedPlace(tx, importSlug(place.name), place as Partial<NewLocation>);
      await recordAudit(tx, actor, {
        action: "place.imported",
        locationId: written.id,
        summary: `${importedSummary(written.name)}, published after review`,
      });
      await settleHeldRow(tx, jobId, position, "imported", importedMessage(row.message), written.slug);
      return { ok: true, outcome: "imported", name: written.name, slug: written.slug };
    }
    const patched = row.matchId
      ? await patchLocation(tx, row.matchId, row.place as Partial<NewLocation>, undefined, actor)
      : null;
    if (!patched) {
      await settleHeldRow(tx, jobId, position, "failed", DELETED, null);
      return { ok: false, reason: "place-gone" };
    }
    await settleHeldRow(tx, jobId, position, "updated", updatedMessage(row.changes), patched.slug);
    return { ok: true, outcome: "updated", name: patched.name, slug: patched.slug };
  });
}

/** Leaves a held row unwritten for good: its import counts it as unchanged. */
export async function discardHeldRow(db: Db, jobId: string, position: number, actor: Actor): Promise<HeldDecision> {
  return inTransaction(db, async (tx) => {
    const row = await lockHeldRow(tx, jobId, position);
    if (!row) return { ok: false, reason: "not-held" };
    const by = actor ? ` by ${actor.email}` : "";
    await settleHeldRow(tx, jobId, position, "skipped", `Held back for review and discarded${by}`, null);
    return { ok: true, outcome: "discarded", name: row.name ?? "" };
  });
}
