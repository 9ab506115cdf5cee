// Approving a submission publishes only what the submitter said; a decided submission can be reopened.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { LOCATION_FORM, placeRow, submissionRow } from "../factories";
import { callRoute, postForm, siteRequest } from "../fixtures/sessions";
import type { ActionReply } from "~/lib/forms";
import { seedAmenities } from "~/server/domain/seed.server";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import { findLocations } from "~/server/queries/locations.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { auditEvents, locations, locationSubmissions, mailOutbox } from "~/server/infra/schema.server";
import { adminOnEmptyDatabase } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  admin = await adminOnEmptyDatabase();
});

function post(fields: Record<string, string>) {
  return callRoute(submissionsRoute.action, postForm("/admin?index", fields, admin));
}

async function newSubmission(overrides: Parameters<typeof submissionRow>[0] = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(locationSubmissions)
    .values(submissionRow(overrides))
    .returning({ id: locationSubmissions.id, name: locationSubmissions.name });
  return row!;
}

describe("approving publishes what was said", () => {
  it("leaves fees the submitter was not sure of, and the crowd level, unknown", async () => {
    const db = await getDb();
    const submission = await newSubmission({ name: "Unsure Fees Dog Park", fees: null });
    const approved = await post({ id: submission.id, intent: "approve", adminNotes: "" });
    expect(approved.status).toBe(200);

    const [place] = await db
      .select({ fees: locations.fees, crowdLevel: locations.crowdLevel })
      .from(locations)
      .where(eq(locations.name, "Unsure Fees Dog Park"));
    expect(place).toEqual({ fees: null, crowdLevel: null });

    const free = await findLocations(db, { fees: ["free"], search: "Unsure Fees" });
    expect(free.total).toBe(0);
    const all = await findLocations(db, { search: "Unsure Fees" });
    expect(all.total).toBe(1);
  });

  it("keeps fees the submitter gave", async () => {
    const db = await getDb();
    const submission = await newSubmission({ name: "Paid Entry Beach", category: "dog-beach", fees: "paid" });
    await post({ id: submission.id, intent: "approve", adminNotes: "" });
    const [place] = await db
      .select({ fees: locations.fees })
      .from(locations)
      .where(eq(locations.name, "Paid Entry Beach"));
    expect(place?.fees).toBe("paid");
  });
});

describe("reopening a decided submission", () => {
  it("sets it back to pending with the note, and approving again keeps the one published place", async () => {
    const db = await getDb();
    const submission = await newSubmission({ name: "Second Look Park" });
    await post({ id: submission.id, intent: "approve", adminNotes: "" });

    const noNote = await post({ id: submission.id, intent: "reopen", adminNotes: " " });
    expect(noNote.status).toBe(400);

    const reopened = await post({ id: submission.id, intent: "reopen", adminNotes: "The hours need checking." });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ notice: { ok: true, message: "Submission reopened for review" } });
    const [row] = await db
      .select({ status: locationSubmissions.status, adminNotes: locationSubmissions.adminNotes })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, submission.id));
    expect(row).toEqual({ status: "pending", adminNotes: "The hours need checking." });

    const twice = await post({ id: submission.id, intent: "reopen", adminNotes: "Again" });
    expect(twice.status).toBe(409);

    expect((await post({ id: submission.id, intent: "approve", adminNotes: "" })).status).toBe(200);
    const approvedTwice = await post({ id: submission.id, intent: "approve", adminNotes: "" });
    expect(approvedTwice.status).toBe(409);
    expect(approvedTwice.body).toMatchObject({
      notice: { ok: false, detail: "Only pending submissions can be reviewed." },
    });
    expect(await db.select().from(locations).where(eq(locations.name, "Second Look Park"))).toHaveLength(1);
  });

  it("reopens a rejected submission too", async () => {
    const submission = await newSubmission({ name: "Maybe Park" });
    await post({ id: submission.id, intent: "reject", adminNotes: "" });
    const reopened = await post({ id: submission.id, intent: "reopen", adminNotes: "New information arrived." });
    expect(reopened.status).toBe(200);
  });
});

type Listed = {
  id: string;
  duplicates: { id: string; name: string; slug: string; miles: number | null; sameCity: boolean }[];
};

async function reviewList(query = "") {
  const listed = await callRoute(submissionsRoute.loader, siteRequest(`/admin${query}`, { cookie: admin }));
  expect(listed.status).toBe(200);
  return (listed.body as { items: Listed[] }).items;
}

async function duplicatesOf(id: string) {
  return (await reviewList()).find((s) => s.id === id)!.duplicates;
}

describe("possible duplicates", () => {
  it("warns of a near-identical name within a mile, even in another city's name", async () => {
    const db = await getDb();
    await insertLocation(db, placeRow({ name: "Jupiter Dog Beach", city: "Jupiter", lat: 26.9342, lng: -80.0703 }));
    await insertLocation(db, placeRow({ name: "Jupiter Dog Beach North", city: "Tequesta", lat: 27.5, lng: -80.3 }));
    // About a third of a mile from the first, named by its map link; the submitter wrote another town.
    const near = await newSubmission({
      name: "Jupiter Dog Beach!",
      city: "Juno Beach",
      mapUrl: "https://www.google.com/maps/@26.9300,-80.0680,17z",
    });
    const found = await duplicatesOf(near.id);
    expect(found.map((d) => d.name)).toEqual(["Jupiter Dog Beach"]);
    expect(found[0]!.miles).toBeGreaterThan(0.2);
    expect(found[0]!.miles).toBeLessThan(1);
    expect(found[0]!.sameCity).toBe(false);

    // The same name twenty miles away, in another city and without a position, is not flagged.
    const far = await newSubmission({ name: "Jupiter Dog Beach", city: "Stuart" });
    expect(await duplicatesOf(far.id)).toEqual([]);
    const distant = await newSubmission({
      name: "Jupiter Dog Beach",
      city: "Stuart",
      mapUrl: "https://www.google.com/maps?q=27.1975,-80.2528",
    });
    expect(await duplicatesOf(distant.id)).toEqual([]);
  });

  it("warns of a similar name in the same city without coordinates, and not of a different name there", async () => {
    const db = await getDb();
    await insertLocation(db, placeRow({ name: "Lake Ella Bark Park", city: "Tallahassee" }));
    const similar = await newSubmission({ name: "Lake Ella Dog Park", city: "tallahassee" });
    const found = await duplicatesOf(similar.id);
    expect(found).toEqual([expect.objectContaining({ name: "Lake Ella Bark Park", miles: null, sameCity: true })]);

    const other = await newSubmission({ name: "Tom Brown Park", city: "Tallahassee" });
    expect(await duplicatesOf(other.id)).toEqual([]);
  });
});

describe("merging a submission into a listed place", () => {
  it("fills only what the place does not have, approves and links the submission, records it and tells the submitter", async () => {
    const db = await getDb();
    const place = await insertLocation(
      db,
      placeRow({
        name: "Bayfront Bark Park",
        city: "Sarasota",
        leashPolicy: "off-leash",
        hours: "Dawn to dusk",
        description: "Fenced park on the bay.",
        fees: null,
        amenities: [],
      }),
    );
    const submission = await newSubmission({
      name: "Bayfront Bark Park",
      city: "Sarasota",
      county: "Sarasota",
      address: "1 Bayfront Dr",
      hours: "6 am to 9 pm",
      fees: "free",
      amenities: ["parking", "shaded"],
      email: "merger@example.com",
    });
    const warned = await duplicatesOf(submission.id);
    expect(warned.map((d) => d.id)).toEqual([place.id]);

    const merged = await post({ id: submission.id, intent: "merge", locationId: place.id, adminNotes: "Same place" });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ notice: { ok: true, message: "Submission merged into Bayfront Bark Park" } });

    const [after] = await db.select().from(locations).where(eq(locations.id, place.id));
    expect(after).toMatchObject({
      county: "Sarasota",
      address: "1 Bayfront Dr",
      fees: "free",
      amenities: ["parking", "shaded"],
      // Both had hours and a description, and they differ: the place keeps its own.
      hours: "Dawn to dusk",
      description: "Fenced park on the bay.",
      slug: place.slug,
    });
    expect(await db.select().from(locations).where(eq(locations.name, "Bayfront Bark Park"))).toHaveLength(1);

    const [row] = await db
      .select({ status: locationSubmissions.status, locationId: locationSubmissions.locationId })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, submission.id));
    expect(row).toEqual({ status: "approved", locationId: place.id });

    const [entry] = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, submission.id));
    expect(entry).toMatchObject({ action: "submission.merged", locationId: place.id });
    expect(entry!.summary).toContain("filled County, Address, Entry Fees, Amenities");
    expect(entry!.changes).toEqual([
      { field: "county", before: null, after: "Sarasota" },
      { field: "address", before: null, after: "1 Bayfront Dr" },
      { field: "fees", before: null, after: "free" },
      { field: "amenities", before: [], after: ["parking", "shaded"] },
    ]);

    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.recipients, "merger@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain("is now listed");
    expect(mail[0]!.text).toContain(`/parks/${place.slug}`);

    // Merging again finds it decided; a merge into a place that does not exist changes nothing.
    const decided = await post({ id: submission.id, intent: "merge", locationId: place.id, adminNotes: "" });
    expect(decided.status).toBe(409);
    expect(decided.body).toMatchObject({ notice: { ok: false, detail: "Only pending submissions can be reviewed." } });
    const other = await newSubmission({ name: "Ghost Park" });
    const gone = await post({
      id: other.id,
      intent: "merge",
      locationId: "00000000-0000-4000-8000-000000000000",
      adminNotes: "",
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ notice: { ok: false, detail: "That place no longer exists." } });
    const [still] = await db
      .select({ status: locationSubmissions.status })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, other.id));
    expect(still?.status).toBe("pending");
  });
});

describe("editing a submission before approving it", () => {
  it("publishes exactly the edited details, and refuses invalid ones with the field's error", async () => {
    const db = await getDb();
    await seedAmenities(db);
    const submission = await newSubmission({ name: "Cypress Pond Dog Run", city: "Ocala", county: null, fees: null });
    const send = (fields: Record<string, string | string[]>) =>
      callRoute(
        submissionsRoute.action,
        postForm("/admin?index", { ...LOCATION_FORM, intent: "approve-edited", id: submission.id, ...fields }, admin),
      );

    // The submission never gave a county: the form requires one, and nothing is published without it.
    const refused = await send({ name: "Cypress Pond Dog Run", county: "", lat: "95" });
    expect(refused.status).toBe(400);
    const reply = refused.body as ActionReply;
    expect(reply.notice).toMatchObject({ ok: false, message: "Failed to approve submission" });
    expect(reply.result?.error).toMatchObject({
      county: ["County is required"],
      lat: ["Latitude must be a number between -90 and 90"],
    });
    expect(await db.select().from(locations).where(eq(locations.name, "Cypress Pond Dog Run"))).toHaveLength(0);

    const approved = await send({
      name: "Cypress Pond Dog Run",
      city: "Ocala",
      county: "Marion",
      fees: "",
      crowdLevel: "",
      hours: "7 am to 7 pm",
      adminNotes: "County added from the city's site.",
    });
    expect(approved.status).toBe(200);
    expect((approved.body as ActionReply).notice).toEqual({ ok: true, message: "Submission approved successfully" });

    const [place] = await db.select().from(locations).where(eq(locations.name, "Cypress Pond Dog Run"));
    expect(place).toMatchObject({
      city: "Ocala",
      county: "Marion",
      hours: "7 am to 7 pm",
      fees: null,
      crowdLevel: null,
      lat: 28.5,
      amenities: ["parking", "shaded"],
      rules: ["Leash dogs outside the fence", "Close the gate"],
      source: "submission",
    });
    const [row] = await db
      .select({
        status: locationSubmissions.status,
        locationId: locationSubmissions.locationId,
        adminNotes: locationSubmissions.adminNotes,
      })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, submission.id));
    expect(row).toEqual({
      status: "approved",
      locationId: place!.id,
      adminNotes: "County added from the city's site.",
    });
    const [entry] = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, submission.id));
    expect(entry).toMatchObject({ action: "submission.approved", locationId: place!.id });
    expect(entry!.changes).toContainEqual({ field: "county", before: null, after: "Marion" });
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, '"Cypress Pond Dog Run" is now listed on Florida Dog Places'));
    expect(mail).toHaveLength(1);

    // Sent again (a second click), it finds the submission decided and publishes nothing more.
    const again = await send({ name: "Cypress Pond Dog Run", county: "Marion" });
    expect(again.status).toBe(409);
    expect(await db.select().from(locations).where(eq(locations.name, "Cypress Pond Dog Run"))).toHaveLength(1);
  });
});
