// An administrator edits a place's dog limits: the location form, the submission review and the
// CSV import save them with the place and its history, and a refused limit saves nothing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { LOCATION_FORM, submissionRow } from "../factories";
import { callRoute, postForm } from "../fixtures/sessions";
import * as locationsRoute from "~/routes/admin/locations/route";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import type { ActionReply } from "~/lib/forms";
import { formatFieldValue } from "~/lib/audit";
import { csvDocument } from "~/lib/csv-export";
import { importLocations } from "~/server/domain/import/csv-import.server";
import { VALIDATION_MESSAGES as V } from "~/lib/validation-messages";
import { placeHistory } from "~/server/queries/audit.server";
import { locations, locationSubmissions, type ImportMode } from "~/server/infra/schema.server";
import { adminOnEmptyDatabase } from "./admin-fixtures";

const SOURCE = "https://example.com/dog-park-rules";
const TWO_DOGS = {
  "dogLimits.state": "read",
  "dogLimits.maxDogs.count": "2",
  "dogLimits.maxDogs.source": SOURCE,
  "dogLimits.maxDogs.rule": "No more than two dogs per person",
};

let admin = "";
beforeAll(async () => {
  admin = await adminOnEmptyDatabase({ amenities: true });
});

const send = (fields: Record<string, string | string[]>) =>
  callRoute(locationsRoute.action, postForm("/admin/locations", { ...LOCATION_FORM, ...fields }, admin));

async function placeNamed(name: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: locations.id, name: locations.name, dogLimits: locations.dogLimits })
    .from(locations)
    .where(eq(locations.name, name));
  return row;
}

describe("the location form's dogs' limits", () => {
  it("creates a place with its limits, and a place nobody has read with none", async () => {
    const created = await send({ intent: "create", name: "Two Dog Park", ...TWO_DOGS });
    expect((created.body as ActionReply).notice).toMatchObject({ ok: true });
    expect((await placeNamed("Two Dog Park"))?.dogLimits).toEqual({
      maxDogsPerPerson: { count: 2, source: SOURCE, rule: "No more than two dogs per person" },
    });

    await send({ intent: "create", name: "Unread Dog Park", "dogLimits.state": "unread" });
    expect((await placeNamed("Unread Dog Park"))?.dogLimits).toBeNull();
  });

  it("saves an edit of the limits and records it in the place's history", async () => {
    await send({ intent: "create", name: "Silent Sources Park", "dogLimits.state": "unread" });
    const place = (await placeNamed("Silent Sources Park"))!;

    const silent = await send({ intent: "update", id: place.id, name: place.name, "dogLimits.state": "read" });
    expect((silent.body as ActionReply).notice).toMatchObject({ ok: true, message: "Location updated successfully" });
    expect((await placeNamed(place.name))?.dogLimits).toEqual({});

    await send({ intent: "update", id: place.id, name: place.name, ...TWO_DOGS });
    expect((await placeNamed(place.name))?.dogLimits?.maxDogsPerPerson?.count).toBe(2);

    const history = await placeHistory(await getDb(), place.id);
    const change = history[0]!.changes.find((c) => c.field === "dogLimits");
    expect(history[0]!.summary).toBe("Changed Dogs' Limits");
    expect(formatFieldValue("dogLimits", change?.before)).toBe("Read from the sources: no limit stated");
    expect(formatFieldValue("dogLimits", change?.after)).toBe("2 dogs per person");
  });

  it("leaves the limits as they are when a form without the limits part is sent", async () => {
    await send({ intent: "create", name: "Kept Limits Park", ...TWO_DOGS });
    const place = (await placeNamed("Kept Limits Park"))!;
    await send({ intent: "update", id: place.id, name: place.name, hours: "6 am to 9 pm" });
    expect((await placeNamed(place.name))?.dogLimits?.maxDogsPerPerson?.count).toBe(2);
  });

  it("refuses a wrong limit beside its field and saves nothing of the edit", async () => {
    await send({ intent: "create", name: "Refused Limits Park", ...TWO_DOGS });
    const place = (await placeNamed("Refused Limits Park"))!;
    const refused = await send({
      intent: "update",
      id: place.id,
      name: "Renamed Limits Park",
      "dogLimits.state": "read",
      "dogLimits.documents[0].kind": "permit",
      "dogLimits.documents[0].name": "P".repeat(2000),
      "dogLimits.documents[0].source": SOURCE,
      "dogLimits.documents[0].rule": "<script>alert(1)</script> A permit is required",
      "dogLimits.leash.feet": "6",
      "dogLimits.leash.source": "not a web address",
      "dogLimits.leash.rule": "Leashes of 6 ft or less",
    });
    expect(refused.status).toBe(400);
    const reply = refused.body as ActionReply;
    expect(reply.result?.error).toMatchObject({
      "dogLimits.documents[0].name": [V.dogPermitTooLong],
      "dogLimits.leash.source": [V.webAddress],
    });
    expect(await placeNamed("Renamed Limits Park")).toBeUndefined();
    expect((await placeNamed(place.name))?.dogLimits).toEqual({
      maxDogsPerPerson: { count: 2, source: SOURCE, rule: "No more than two dogs per person" },
    });
  });
});

describe("approving an edited submission with limits", () => {
  it("publishes the place with its limits, and refuses a wrong limit without publishing", async () => {
    const db = await getDb();
    const [submission] = await db
      .insert(locationSubmissions)
      .values(submissionRow({ name: "Reviewed Limits Park", city: "Ocala" }))
      .returning({ id: locationSubmissions.id });
    const approve = (fields: Record<string, string>) =>
      callRoute(
        submissionsRoute.action,
        postForm(
          "/admin?index",
          {
            ...LOCATION_FORM,
            intent: "approve-edited",
            id: submission!.id,
            name: "Reviewed Limits Park",
            adminNotes: "",
            ...fields,
          },
          admin,
        ),
      );

    const refused = await approve({ ...TWO_DOGS, "dogLimits.maxDogs.count": "none" });
    expect(refused.status).toBe(400);
    expect((refused.body as ActionReply).result?.error?.["dogLimits.maxDogs.count"]).toEqual([V.limitDogCount]);
    expect(await placeNamed("Reviewed Limits Park")).toBeUndefined();

    const approved = await approve(TWO_DOGS);
    expect((approved.body as ActionReply).notice).toMatchObject({ ok: true });
    expect((await placeNamed("Reviewed Limits Park"))?.dogLimits?.maxDogsPerPerson).toEqual({
      count: 2,
      source: SOURCE,
      rule: "No more than two dogs per person",
    });
  });
});

describe("the CSV import's dog_limits column", () => {
  const LIMITS = { maxDogsPerPerson: { count: 3, source: SOURCE, rule: "Three dogs per person at most" } };

  /** Imports a file of these rows, its header first: as new places only, or with "update" updating listed ones. */
  async function importRows(rows: string[][], mode?: ImportMode) {
    return importLocations(await getDb(), csvDocument(rows), undefined, mode);
  }

  it("imports new places with their limits: read and stated, read and silent, or not read", async () => {
    const result = await importRows([
      ["name", "city", "county", "dog_limits"],
      ["Imported Limits Park", "Tampa", "Hillsborough", JSON.stringify(LIMITS)],
      ["Imported Silent Park", "Tampa", "Hillsborough", "{}"],
      ["Imported Unread Park", "Tampa", "Hillsborough", ""],
    ]);
    expect(result).toMatchObject({ imported: 3, refused: 0 });
    expect((await placeNamed("Imported Limits Park"))?.dogLimits).toEqual(LIMITS);
    expect((await placeNamed("Imported Silent Park"))?.dogLimits).toEqual({});
    expect((await placeNamed("Imported Unread Park"))?.dogLimits).toBeNull();
  });

  it("refuses a row whose limits are not JSON or not a place's limits, writing nothing of it", async () => {
    const db = await getDb();
    await send({ intent: "create", name: "Listed Limits Park", city: "Tampa", ...TWO_DOGS });
    const result = await importRows(
      [
        ["name", "city", "county", "hours", "dog_limits"],
        ["Listed Limits Park", "Tampa", "Orange", "Never", "{not json"],
        ["Bad Limits Park", "Tampa", "Hillsborough", "", JSON.stringify({ maxDogsPerPerson: { count: 2 } })],
        [
          "Long Permit Park",
          "Tampa",
          "Hillsborough",
          "",
          JSON.stringify({
            requiredDocuments: [{ kind: "permit", name: "P".repeat(2000), source: SOURCE, rule: "A permit" }],
          }),
        ],
      ],
      "update",
    );
    expect(result).toMatchObject({ imported: 0, updated: 0, refused: 3 });
    expect(result.rows.map((row) => row.message)).toEqual([
      "Rejected dog_limits: not JSON; not imported",
      "Rejected dog_limits: maxDogsPerPerson.source is missing; not imported",
      "Rejected dog_limits: requiredDocuments.0.name is at most 60 characters; not imported",
    ]);
    expect(await placeNamed("Bad Limits Park")).toBeUndefined();
    expect(await placeNamed("Long Permit Park")).toBeUndefined();
    const [listed] = await db
      .select({ hours: locations.hours, dogLimits: locations.dogLimits })
      .from(locations)
      .where(eq(locations.name, "Listed Limits Park"));
    expect(listed).toMatchObject({ hours: LOCATION_FORM.hours, dogLimits: { maxDogsPerPerson: { count: 2 } } });
  });

  it("updates a listed place's limits from the file, and leaves them as they are for an empty cell", async () => {
    const db = await getDb();
    await send({ intent: "create", name: "Updated Limits Park", city: "Tampa", ...TWO_DOGS });
    await send({ intent: "create", name: "Untouched Limits Park", city: "Tampa", ...TWO_DOGS });
    const result = await importRows(
      [
        ["name", "city", "hours", "dog_limits"],
        ["Updated Limits Park", "Tampa", "", JSON.stringify(LIMITS)],
        ["Untouched Limits Park", "Tampa", "5 am to 11 pm", ""],
      ],
      "update",
    );
    expect(result).toMatchObject({ updated: 2, refused: 0 });
    expect((await placeNamed("Updated Limits Park"))?.dogLimits).toEqual(LIMITS);
    expect((await placeNamed("Untouched Limits Park"))?.dogLimits?.maxDogsPerPerson?.count).toBe(2);
    const place = (await placeNamed("Updated Limits Park"))!;
    const [entry] = await placeHistory(db, place.id);
    expect(entry!.summary).toBe("Imported Dogs' Limits");
  });
});
