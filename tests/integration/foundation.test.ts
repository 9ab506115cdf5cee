import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { readSeedRows, seedDemoData } from "~/server/domain/seed.server";
import { amenities, locations } from "~/server/infra/schema.server";
import { countByCategory, findLocations, getLocationBySlug } from "~/server/queries/locations.server";

describe("database foundation", () => {
  beforeAll(async () => {
    await resetDatabase();
  });

  it("applies the migrations to an empty database, with pg_trgm", async () => {
    const db = await getDb();
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.rows.map((r) => r.table_name);
    for (const t of [
      "locations",
      "amenities",
      "location_submissions",
      "user_roles",
      "contact_messages",
      "user",
      "session",
    ]) {
      expect(names).toContain(t);
    }
    const ext = await db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
  });

  it("seeds every place of the file, and seeding twice changes nothing", async () => {
    const db = await getDb();
    const first = await seedDemoData(db);
    const snapshot = await db.select().from(locations).orderBy(locations.slug);
    const second = await seedDemoData(db);
    const again = await db.select().from(locations).orderBy(locations.slug);

    expect(first.locations).toBe(readSeedRows().length);
    expect(second.locations).toBe(first.locations);
    expect(again).toEqual(snapshot);
    const amenityRows = await db.select().from(amenities);
    expect(amenityRows).toHaveLength(10);
  });

  it("never invents ratings, photos or coordinates", async () => {
    const db = await getDb();
    const [row] = await db
      .select({
        rated: sql<number>`count(*) filter (where review_count > 0 or review_average is not null)::int`,
        photos: sql<number>`count(*) filter (where cardinality(photos) > 0)::int`,
        withCoords: sql<number>`count(*) filter (where lat is not null)::int`,
      })
      .from(locations);
    const fileCoords = readSeedRows().filter((r) => r.lat.trim() && r.lng.trim()).length;
    expect(row).toEqual({ rated: 0, photos: 0, withCoords: fileCoords });
  });

  it("filters by region and by category", async () => {
    const db = await getDb();
    const rows = readSeedRows();
    const keys = await findLocations(db, { regions: ["keys"] });
    expect(keys.total).toBe(rows.filter((r) => r.region === "keys").length);
    expect(keys.items.every((p) => p.region === "keys")).toBe(true);

    const beaches = await findLocations(db, { categories: ["dog-beach"] });
    expect(beaches.total).toBe(rows.filter((r) => r.category === "dog-beach").length);

    const counts = await countByCategory(db, { regions: ["south"] });
    const southParks = rows.filter((r) => r.region === "south" && r.category === "dog-park").length;
    expect(counts["dog-park"] ?? 0).toBe(southParks);
  });

  it("finds a place by its slug", async () => {
    const db = await getDb();
    const place = await getLocationBySlug(db, "citrus-county-dog-park");
    expect(place?.name).toBe("Citrus County Dog Park");
    expect(await getLocationBySlug(db, "no-such-place")).toBeNull();
  });
});
