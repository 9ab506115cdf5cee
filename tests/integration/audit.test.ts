// The directory's history: every kind of change an administrator makes is recorded with who made
// it and each field before and after, a field can be restored from it, and "Mark verified today"
// says who verified the place.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { LOCATION_FORM, submissionRow } from "../factories";
import { callRoute, postForm, sessionCookie, siteRequest } from "../fixtures/sessions";
import * as amenitiesRoute from "~/routes/admin/amenities";
import * as historyRoute from "~/routes/admin/location-history";
import * as locationsRoute from "~/routes/admin/locations/route";
import * as reportsRoute from "~/routes/admin/reports";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import type { ActionReply } from "~/lib/forms";
import { createReport } from "~/server/queries/reports.server";
import { auditEvents, locations, locationSubmissions, user } from "~/server/infra/schema.server";
import { seedAmenities } from "~/server/domain/seed.server";

type History = { events: { action: string; summary: string; actorEmail: string | null; changes: unknown[] }[] };

let admin = "";
let adminEmail = "";

beforeAll(async () => {
  const db = await resetDatabase();
  await seedAmenities(db);
  admin = await sessionCookie("admin");
  const [row] = await db.select({ email: user.email }).from(user).orderBy(user.createdAt);
  adminEmail = row!.email;
});

async function history(id: string, cookie = admin) {
  return callRoute(historyRoute.loader, siteRequest(`/admin/locations/${id}/history`, { cookie }), { id });
}

async function placeNamed(name: string) {
  const [row] = await (await getDb()).select().from(locations).where(eq(locations.name, name));
  return row!;
}

describe("a place's history", () => {
  it("records creation and each edit with who, which fields, before and after, and restores a field", async () => {
    const name = "Heron Marsh Bark Park";
    await callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { ...LOCATION_FORM, name, intent: "create" }, admin),
    );
    const place = await placeNamed(name);

    const edited = await callRoute(
      locationsRoute.action,
      postForm(
        "/admin/locations",
        { ...LOCATION_FORM, name, intent: "update", id: place.id, leashPolicy: "on-leash", fees: "" },
        admin,
      ),
    );
    expect((edited.body as ActionReply).notice).toEqual({ ok: true, message: "Location updated successfully" });

    const first = (await history(place.id)).body as History;
    expect(first.events.map((e) => e.action)).toEqual(["place.updated", "place.created"]);
    const [update, creation] = first.events;
    expect(update).toMatchObject({ actorEmail: adminEmail, summary: "Changed Leash Policy, Entry Fees" });
    expect(update!.changes).toEqual([
      { field: "leashPolicy", before: "off-leash", after: "on-leash" },
      { field: "fees", before: "free", after: null },
    ]);
    expect(creation!.changes).toContainEqual({ field: "name", before: null, after: name });
    expect(creation!.changes).not.toContainEqual(expect.objectContaining({ field: "address" }));

    // Saving the form unchanged adds nothing to the history.
    await callRoute(
      locationsRoute.action,
      postForm(
        "/admin/locations",
        { ...LOCATION_FORM, name, intent: "update", id: place.id, leashPolicy: "on-leash", fees: "" },
        admin,
      ),
    );
    expect(((await history(place.id)).body as History).events).toHaveLength(2);

    const [updateRow] = await (
      await getDb()
    )
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.action, "place.updated"));
    const restored = await callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { intent: "restore", event: updateRow!.id, field: "leashPolicy" }, admin),
    );
    expect((restored.body as ActionReply).notice).toEqual({ ok: true, message: "Restored Leash Policy" });
    const after = await placeNamed(name);
    expect(after).toMatchObject({ leashPolicy: "off-leash", fees: null });
    const latest = ((await history(place.id)).body as History).events[0];
    expect(latest).toMatchObject({
      action: "place.restored",
      changes: [{ field: "leashPolicy", before: "on-leash", after: "off-leash" }],
    });
  });

  it("refuses to restore a field the entry does not hold, and a photo", async () => {
    const db = await getDb();
    const [event] = await db.select({ id: auditEvents.id }).from(auditEvents).limit(1);
    for (const field of ["photos", "notAField", "slug"]) {
      const refused = await callRoute(
        locationsRoute.action,
        postForm("/admin/locations", { intent: "restore", event: event!.id, field }, admin),
      );
      expect(refused.status).toBe(404);
    }
    const nonsense = await callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { intent: "restore", event: "not-a-uuid", field: "name" }, admin),
    );
    expect(nonsense.status).toBe(404);
  });

  it("keeps the history from anyone but an administrator", async () => {
    const place = await placeNamed("Heron Marsh Bark Park");
    expect((await history(place.id, await sessionCookie("user"))).status).toBe(403);
    expect((await history(place.id, "")).status).toBe(403);
  });

  it("stamps who verified a place when the verified date changes, and keeps it when it does not", async () => {
    const name = "Verified Pines Dog Park";
    const form = { ...LOCATION_FORM, name, intent: "create", verifiedOn: "2026-11-20" };
    await callRoute(locationsRoute.action, postForm("/admin/locations", form, admin));
    const place = await placeNamed(name);
    expect(place.verifiedBy).not.toBeNull();

    const other = await sessionCookie("admin");
    const update = { ...form, intent: "update", id: place.id };
    await callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { ...update, hours: "6 a.m. to 9 p.m." }, other),
    );
    expect((await placeNamed(name)).verifiedBy).toBe(place.verifiedBy);

    await callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { ...update, verifiedOn: "2026-11-22" }, other),
    );
    const reverified = await placeNamed(name);
    expect(reverified.verifiedBy).not.toBe(place.verifiedBy);

    const listed = await callRoute(
      locationsRoute.loader,
      siteRequest(`/admin/locations?search=${encodeURIComponent(name)}`, { cookie: admin }),
    );
    const [row] = (listed.body as { items: { verifiedByEmail: string | null }[] }).items;
    expect(row!.verifiedByEmail).toMatch(/^admin-.*@example\.com$/);
    expect(row!.verifiedByEmail).not.toBe(adminEmail);

    await callRoute(locationsRoute.action, postForm("/admin/locations", { ...update, verifiedOn: "" }, other));
    expect((await placeNamed(name)).verifiedBy).toBeNull();
  });
});

describe("other changes in the history", () => {
  it("records a submission's approval on the place it publishes, and a reopening", async () => {
    const db = await getDb();
    const [submission] = await db
      .insert(locationSubmissions)
      .values(submissionRow({ name: "Audit Approval Beach", category: "dog-beach", fees: null }))
      .returning();
    await callRoute(
      submissionsRoute.action,
      postForm(
        "/admin?index",
        { intent: "approve", id: submission!.id, adminNotes: "Checked the county page." },
        admin,
      ),
    );
    const place = await placeNamed("Audit Approval Beach");
    const events = ((await history(place.id)).body as History).events;
    expect(events[0]).toMatchObject({
      action: "submission.approved",
      actorEmail: adminEmail,
      summary: 'Approved the submission "Audit Approval Beach": Checked the county page.',
    });
    expect(events[0]!.changes).toContainEqual({ field: "city", before: null, after: "Sarasota" });
    expect(events[0]!.changes).not.toContainEqual(expect.objectContaining({ field: "fees" }));

    await callRoute(
      submissionsRoute.action,
      postForm("/admin?index", { intent: "reopen", id: submission!.id, adminNotes: "The name is wrong." }, admin),
    );
    const reopened = ((await history(place.id)).body as History).events[0];
    expect(reopened).toMatchObject({ action: "submission.reopened" });
  });

  it("records a report's resolution on its place, and amenity changes", async () => {
    const db = await getDb();
    const place = await placeNamed("Heron Marsh Bark Park");
    const report = await createReport(db, {
      locationId: place.id,
      kind: "hours",
      text: "Closes at dusk now.",
      sourceUrl: null,
      email: null,
      userId: null,
    });
    await callRoute(
      reportsRoute.action,
      postForm("/admin/reports", { id: report.id, outcome: "not-applied", note: "The sign says sunset." }, admin),
    );
    const resolved = ((await history(place.id)).body as History).events[0];
    expect(resolved).toMatchObject({ action: "report.not-applied", actorEmail: adminEmail });
    expect(resolved!.summary).toContain("The sign says sunset.");

    await callRoute(
      amenitiesRoute.action,
      postForm("/admin/amenities", { intent: "create", name: "kayak_launch", displayName: "Kayak Launch" }, admin),
    );
    const amenityEvents = await db
      .select({ action: auditEvents.action, summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.action, "amenity.created"));
    expect(amenityEvents).toEqual([
      { action: "amenity.created", summary: 'Created the amenity "Kayak Launch" (kayak_launch)' },
    ]);
  });
});
