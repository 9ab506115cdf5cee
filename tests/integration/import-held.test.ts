// Rows an import flags "to check" (a guessed category, a map position far from the row's city) can be
// held back at confirmation: they are not written by the run, nor by a resumed run, and wait in the
// Submissions queue until an administrator publishes them (once) or discards them (decision 0038).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, postForm, siteRequest } from "../fixtures/sessions";
import { importJobs, locations } from "~/server/infra/schema.server";
import {
  confirmImportJob,
  createImportJob,
  getImportJob,
  importResult,
  runImportJob,
  settleImportJobs,
} from "~/server/domain/import/csv-import.server";
import { pendingImportRows } from "~/server/queries/imports.server";
import { importSummary } from "~/components/import-results";
import { action as importAction } from "~/routes/admin/import";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import { adminOnEmptyDatabase } from "./admin-fixtures";

async function placesNamed(name: string) {
  const db = await getDb();
  return db.select({ id: locations.id, phone: locations.phone }).from(locations).where(eq(locations.name, name));
}

async function heldQueue(cookie: string) {
  const answer = await callRoute(submissionsRoute.loader, siteRequest("/admin?status=held", { cookie }));
  return (answer.body as { held: { id: string; name: string | null; warnings: string[] }[] }).held;
}

function decide(intent: "publish-held" | "discard-held", id: string, cookie: string) {
  return callRoute(submissionsRoute.action, postForm("/admin", { intent, id }, cookie));
}

describe("rows held back from an import", () => {
  let admin = "";
  beforeAll(async () => {
    admin = await adminOnEmptyDatabase({ amenities: true });
  });

  const file = (tag: string) =>
    [
      "name,category,city,county,lat,lng,phone",
      `${tag} Clean Park,dog park,Orlando,Orange,28.54,-81.38,`,
      // A category nobody could read: imported as a park, which someone should look at.
      `${tag} Guessed Place,nonsense category,Orlando,Orange,28.55,-81.37,`,
      // Miami's name with Orlando's coordinates: about 200 miles from Miami.
      `${tag} Far Park,dog park,Miami,Miami-Dade,28.53,-81.39,`,
    ].join("\n");

  it("flags a guessed category and coordinates far from the row's city as rows to check", async () => {
    const db = await getDb();
    const id = await createImportJob(db, { name: "flags.csv", input: file("Flag") }, null);
    const view = (await getImportJob(db, id))!;
    expect(view.warned).toBe(2);
    expect(view.rows.map((r) => r.warnings)).toEqual([
      [],
      ['The category "nonsense category" was not understood and park was used; check the category'],
      [expect.stringMatching(/^The coordinates are 2\d\d mi from the centre of Miami; check the map position$/)],
    ]);
  });

  it("holding every flagged row writes only the others; a resumed run writes no held row; publishing writes it once", async () => {
    const db = await getDb();
    const id = await createImportJob(db, { name: "held.csv", input: file("Held") }, null);
    const body = new URLSearchParams({ intent: "confirm", job: id, mode: "skip", holdFlagged: "on" });
    const confirmed = await callRoute(
      importAction,
      siteRequest("/admin/import", { method: "POST", body, cookie: admin }),
    );
    expect(confirmed.status).toBe(302);
    await settleImportJobs();
    // A run resumed after an interruption writes the rows without an outcome: none is left, held rows included.
    expect(await pendingImportRows(db, id, 100)).toEqual([]);

    expect(await placesNamed("Held Clean Park")).toHaveLength(1);
    expect(await placesNamed("Held Guessed Place")).toHaveLength(0);
    expect(await placesNamed("Held Far Park")).toHaveLength(0);
    const result = await importResult(db, id);
    expect(result).toMatchObject({ imported: 1, unchanged: 0, refused: 0, held: 2 });
    expect(importSummary(result)).toBe("Successfully imported 1 locations; 2 held back for review");
    expect(result.rows.map((r) => r.status)).toEqual(["imported", "held", "held"]);

    const queue = await heldQueue(admin);
    const far = queue.find((row) => row.name === "Held Far Park")!;
    expect(far.warnings[0]).toMatch(/mi from the centre of Miami/);
    expect(queue.map((row) => row.name)).toContain("Held Guessed Place");

    const published = await decide("publish-held", far.id, admin);
    expect(published).toMatchObject({
      status: 200,
      body: { notice: { ok: true, message: "Published Held Far Park" } },
    });
    // A second click (or a second administrator) publishes nothing more.
    const again = await decide("publish-held", far.id, admin);
    expect(again.status).toBe(409);
    expect(await placesNamed("Held Far Park")).toHaveLength(1);

    const guessed = queue.find((row) => row.name === "Held Guessed Place")!;
    expect((await decide("discard-held", guessed.id, admin)).status).toBe(200);
    expect(await placesNamed("Held Guessed Place")).toHaveLength(0);
    expect((await heldQueue(admin)).map((row) => row.name)).not.toContain("Held Far Park");

    // A decision on a row that is not one is refused as such, never a 500.
    expect((await decide("publish-held", "not-a-row", admin)).status).toBe(400);

    const after = await importResult(db, id);
    expect(after).toMatchObject({ imported: 2, unchanged: 1, held: 0 });
    expect(after.rows.map((r) => r.status)).toEqual(["imported", "skipped", "imported"]);
  });

  it("holds only the rows ticked one by one, and a held update changes the place only when published", async () => {
    const db = await getDb();
    const first = await createImportJob(db, { name: "one.csv", input: file("Tick") }, null);
    const view = (await getImportJob(db, first))!;
    const guessed = view.rows.find((r) => r.name === "Tick Guessed Place")!;
    await confirmImportJob(db, first, "skip", { flagged: false, positions: [guessed.position] });
    await runImportJob(db, first);
    expect(await placesNamed("Tick Far Park")).toHaveLength(1);
    expect(await placesNamed("Tick Guessed Place")).toHaveLength(0);

    // A file that moves the far park's phone, held back: the place keeps its phone until the row is published.
    const update = await createImportJob(
      db,
      { name: "update.csv", input: "name,city,phone\nTick Far Park,Miami,(305) 555-0100\n" },
      null,
    );
    const [row] = (await getImportJob(db, update))!.rows;
    await confirmImportJob(db, update, "update", { flagged: false, positions: [row!.position] });
    await runImportJob(db, update);
    expect(await placesNamed("Tick Far Park")).toMatchObject([{ phone: null }]);
    const held = (await heldQueue(admin)).find((r) => r.id === `${update}:${row!.position}`)!;
    expect(await decide("publish-held", held.id, admin)).toMatchObject({
      body: { notice: { ok: true, message: "Updated Tick Far Park" } },
    });
    expect(await placesNamed("Tick Far Park")).toMatchObject([{ phone: "(305) 555-0100" }]);
    const [counts] = await db.select({ updated: importJobs.updated }).from(importJobs).where(eq(importJobs.id, update));
    expect(counts!.updated).toBe(1);
  });
});
