// The admin's Locations table: a page at a time, in the chosen order, and the freshness filters
// that find the places needing a look.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { ADMIN_PAGE_SIZE, parseAdminListParams } from "~/lib/admin-locations";
import { insertLocation, listAdminLocations } from "~/server/queries/location-admin.server";
import { createReport, resolveReport } from "~/server/queries/reports.server";

const today = new Date();
const isoDaysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const db = await resetDatabase();
  // 25 plain places (no hours, no sources, never verified), then three that differ.
  for (let i = 0; i < 25; i++) {
    await insertLocation(db, placeRow({ name: `Plain Park ${String(i).padStart(2, "0")}`, lat: 27, lng: -81 }));
  }
  await insertLocation(
    db,
    placeRow({
      name: "Fresh Beach",
      lat: 26.9,
      lng: -80.1,
      dogHours: "Mo-Su 07:00-19:00",
      sources: [{ url: "https://example.org/fresh", supports: "dog hours", date: "2025-03" }],
      verifiedOn: isoDaysAgo(30),
    }),
  );
  await insertLocation(db, placeRow({ name: "Old Check Park", lat: 27, lng: -81, verifiedOn: isoDaysAgo(400) }));
  await insertLocation(db, placeRow({ name: "Nowhere Park", lat: null, lng: null }));
});

describe("the admin Locations table", () => {
  it("shows one page at a time with the number of all matches", async () => {
    const db = await getDb();
    const first = await listAdminLocations(db, { sort: "name" });
    expect(first.total).toBe(28);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    const second = await listAdminLocations(db, { sort: "name", page: 2 });
    expect(second.items).toHaveLength(8);
    const names = [...first.items, ...second.items].map((p) => p.name);
    expect(new Set(names).size).toBe(28);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("finds the places that were never verified or not in 12 months, and those missing hours, coordinates or sources", async () => {
    const db = await getDb();
    const names = async (freshness: "stale" | "no-hours" | "no-coordinates" | "no-sources") =>
      (await listAdminLocations(db, { freshness, sort: "name", page: 1 })).items.map((p) => p.name);
    expect(await names("stale")).not.toContain("Fresh Beach");
    expect(await names("stale")).toContain("Old Check Park");
    expect((await listAdminLocations(db, { freshness: "stale" })).total).toBe(27);
    expect(await names("no-hours")).not.toContain("Fresh Beach");
    expect(await names("no-coordinates")).toEqual(["Nowhere Park"]);
    expect((await listAdminLocations(db, { freshness: "no-sources" })).total).toBe(27);
  });

  it("finds the places with a reported change still open", async () => {
    const db = await getDb();
    const [nowhere, fresh] = await Promise.all(
      ["Nowhere Park", "Fresh Beach"].map(async (name) => (await listAdminLocations(db, { search: name })).items[0]!),
    );
    const report = { kind: "closed", text: "Gate locked.", sourceUrl: null, email: null, userId: null } as const;
    await createReport(db, { ...report, locationId: nowhere!.id });
    const resolved = await createReport(db, { ...report, locationId: fresh!.id });
    await resolveReport(db, resolved.id, "applied", null, null);
    expect((await listAdminLocations(db, { freshness: "reported" })).items.map((p) => p.name)).toEqual([
      "Nowhere Park",
    ]);
  });

  it("puts the least recently verified first, never-verified places before all", async () => {
    const db = await getDb();
    const all = [
      ...(await listAdminLocations(db, { sort: "verified" })).items,
      ...(await listAdminLocations(db, { sort: "verified", page: 2 })).items,
    ].map((p) => p.name);
    expect(all.slice(-2)).toEqual(["Old Check Park", "Fresh Beach"]);
  });

  it("reads its address leniently: unknown values are ignored, pages start at 1", () => {
    expect(parseAdminListParams(new URLSearchParams("sort=colour&freshness=x&page=-3&region=mars"))).toEqual({
      search: "",
      group: undefined,
      region: undefined,
      freshness: undefined,
      sort: "newest",
      page: 1,
    });
    expect(
      parseAdminListParams(new URLSearchParams("sort=verified&freshness=stale&page=2&category=beach")),
    ).toMatchObject({ sort: "verified", freshness: "stale", page: 2, group: "beach" });
  });
});
