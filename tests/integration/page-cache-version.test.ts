// The page cache: the directory's version stamp, which moves with every change to places and amenities.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { readDirectoryVersion, versionReader } from "~/server/http/page-cache-version.server";
import { amenities, locations } from "~/server/infra/schema.server";
import { place } from "./page-cache-fixtures";

describe("the directory's version stamp", () => {
  beforeAll(resetDatabase);

  it("moves with every change to places and amenities", async () => {
    const db = await getDb();
    const stamp = async () => (await readDirectoryVersion(db)).version;
    const seen = [await stamp()];
    await db.insert(locations).values(place);
    seen.push(await stamp());
    await db.update(locations).set({ name: "Renamed Dog Beach" }).where(eq(locations.slug, place.slug));
    seen.push(await stamp());
    await db.insert(amenities).values({ name: "parking", displayName: "Parking", description: "", icon: "car" });
    seen.push(await stamp());
    await db.delete(locations).where(eq(locations.slug, place.slug));
    seen.push(await stamp());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("is read again for a request that arrives while a read is under way", async () => {
    let value = 0;
    let reads = 0;
    const release: (() => void)[] = [];
    const read = versionReader(async () => {
      reads++;
      const seen = value;
      await new Promise<void>((resolve) => release.push(resolve));
      return String(seen);
    });
    const first = read();
    value = 1; // a change committed after the first read began
    const second = read();
    const third = read();
    release.shift()!();
    expect(await first).toBe("0");
    await new Promise((resolve) => setImmediate(resolve));
    release.shift()!();
    expect(await second).toBe("1");
    expect(await third).toBe("1");
    expect(reads).toBe(2);
  });
});
