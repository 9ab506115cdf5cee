// Starting up: instances starting together on one empty database migrate and seed one at a time,
// and request-limit rows are pruned once their window has passed.
import crypto from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { openDatabase, prepareDatabase, type Database } from "~/server/infra/db.server";
import { seedOnFirstStart } from "~/server/domain/seed.server";
import { locations, requestLimits } from "~/server/infra/schema.server";
import { hit, pruneExpiredLimits } from "~/server/domain/rate-limit.server";

describe("two instances starting at once on an empty database", () => {
  it("both start, the schema is migrated once and the demo places are seeded once", async () => {
    const server = process.env.TEST_DATABASE_URL;
    let url: string | undefined;
    let drop: (() => Promise<void>) | undefined;
    if (server) {
      const name = `fdp_start_${crypto.randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const target = new URL(server);
      target.pathname = `/${name}`;
      url = target.toString();
      drop = async () => {
        const again = new pg.Client({ connectionString: server });
        await again.connect();
        await again.query(`drop database if exists "${name}" with (force)`);
        await again.end();
      };
    }
    // Without PostgreSQL, one in-memory PGlite shared by both "instances" shows the same order.
    const first: Database = await openDatabase(url ?? "pglite://memory", process.env.DATA_DIR!);
    const second: Database = url ? await openDatabase(url, process.env.DATA_DIR!) : first;
    try {
      await Promise.all([prepareDatabase(first, seedOnFirstStart), prepareDatabase(second, seedOnFirstStart)]);
      const [row] = await first.db.select({ count: sql<number>`count(*)::int` }).from(locations);
      expect(row!.count).toBeGreaterThan(10);
      const seeded = await first.db.execute<{ n: number }>(
        sql`select count(*)::int as n from (select slug from locations group by slug having count(*) > 1) d`,
      );
      expect(Number((seeded.rows[0] as { n: number }).n)).toBe(0);
    } finally {
      await first.close();
      if (second !== first) await second.close();
      await drop?.();
    }
  }, 180_000);
});

describe("request limits", () => {
  it("rows whose window has passed are pruned; live ones stay", async () => {
    await resetDatabase();
    const db = await getDb();
    await hit(db, { name: "test:live", windowSeconds: 3600, max: 5 }, "a");
    await db.insert(requestLimits).values({
      key: "test:dead:a",
      count: 3,
      windowStart: new Date(Date.now() - 7200_000),
      lastHitAt: new Date(Date.now() - 7200_000),
      expiresAt: new Date(Date.now() - 3600_000),
    });
    expect(await pruneExpiredLimits()).toBe(1);
    expect((await db.select({ key: requestLimits.key }).from(requestLimits)).map((r) => r.key)).toEqual([
      "test:live:a",
    ]);
  });
});
