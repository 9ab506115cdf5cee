import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { readSeedRows, seedDemoData, syncDemoData, type SeedRow } from "~/server/domain/seed.server";
import { auditEvents, locations } from "~/server/infra/schema.server";
import { getLocationBySlug } from "~/server/queries/locations.server";
import { updateLocation } from "~/server/queries/location-admin.server";
import { slugify } from "~/lib/slug";
import { createSignedInUser } from "../fixtures/sessions";

const rows = readSeedRows();
const withDogHours = rows.filter((r) => r.dog_hours?.trim() && r.hours?.trim());
const [untouchedRow, editedRow] = withDogHours as [SeedRow, SeedRow];
const older = rows.map((r) => (r === untouchedRow || r === editedRow ? { ...r, dog_hours: "", hours: "" } : r));

describe("demo data on an existing database", () => {
  beforeAll(async () => {
    await resetDatabase();
    // A directory seeded from an older file, in which two places had no dog hours and no opening hours yet;
    // an administrator has since changed one of them.
    const db = await getDb();
    await seedDemoData(db, older);
    const admin = await createSignedInUser(`demo-editor-${Date.now()}@example.com`);
    const edited = await getLocationBySlug(db, slugify(editedRow.name));
    await updateLocation(db, edited!.id, { hours: "Sunrise to sunset, as the ranger told us" }, admin);
  });

  it("adds the file's new facts to a place nobody edited, with the change in its history", async () => {
    const db = await getDb();
    expect(await syncDemoData(db, rows)).toBeGreaterThanOrEqual(1);

    const place = await getLocationBySlug(db, slugify(untouchedRow.name));
    expect(place?.dogHours).toBe(untouchedRow.dog_hours);
    expect(place?.hours).toBe(untouchedRow.hours);
    const history = await db.select().from(auditEvents).where(eq(auditEvents.locationId, place!.id));
    expect(history).toHaveLength(1);
    expect(history[0]!.actorEmail).toBeNull();
    expect(history[0]!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(["dogHours", "hours"]));
  });

  it("leaves a place an administrator edited as they left it", async () => {
    const db = await getDb();
    const place = await getLocationBySlug(db, slugify(editedRow.name));
    expect(place?.dogHours).toBeNull();
    expect(place?.hours).toBe("Sunrise to sunset, as the ranger told us");
  });

  it("changes nothing when run again", async () => {
    const db = await getDb();
    const before = await db.select().from(locations).orderBy(locations.slug);
    expect(await syncDemoData(db, rows)).toBe(0);
    expect(await db.select().from(locations).orderBy(locations.slug)).toEqual(before);
  });
});
