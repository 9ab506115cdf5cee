// The embedded database's own process (app/server/infra/pglite-process.mjs): the app's pool of several
// connections shares one PGlite, so each connection's queries must reach it whole, never mixed
// with another connection's, and a transaction keeps the database to itself until it ends.
// Embedded database only: the PostgreSQL pass of `npm test` leaves this file out.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/server/infra/db.server";
import { pingDatabase } from "~/server/queries/health.server";

let database: Database;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-pglite-process-"));
  database = await openDatabase(undefined, dir);
  // A new folder is migrated from the first migration in a process of its own: on a busy machine, minutes.
}, 180_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database under concurrent queries", () => {
  it("answers every one of many concurrent parameterised queries with its own result", async () => {
    // Queries with different numbers of parameters, some long enough to reach the database in several
    // pieces: mixed up, one connection's Bind would meet another's Parse.
    const long = "x".repeat(256 * 1024);
    const queries = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? database.db.execute<{ n: number }>(sql`select ${i}::int as n`)
        : i % 3 === 1
          ? database.db.execute<{ n: number }>(sql`select ${i}::int + length(${long}) - ${long.length}::int as n`)
          : database.db.execute<{ n: number }>(sql`select ${i}::int + ${0}::int + ${0}::int as n`),
    );
    const results = await Promise.allSettled(queries);
    const answers = results.map((r) =>
      r.status === "fulfilled"
        ? Number(r.value.rows[0]?.n)
        : String((r.reason as Error).cause ?? r.reason).slice(0, 120),
    );
    expect(answers).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });

  it("runs concurrent transactions whole: the committed ones keep all their rows, the rolled back ones none", async () => {
    await database.db.execute(sql`create table if not exists concurrency_probe (tx int, n int)`);
    const transactions = Array.from({ length: 12 }, (_, tx) =>
      database.db
        .transaction(async (t) => {
          for (let n = 0; n < 5; n++) await t.execute(sql`insert into concurrency_probe values (${tx}, ${n})`);
          if (tx % 2) throw new Error("roll back");
          return "committed";
        })
        .catch((error: Error) => error.message),
    );
    const outcomes = await Promise.all(transactions);
    const kept = await database.db.execute<{ tx: number; c: number }>(
      sql`select tx, count(*)::int as c from concurrency_probe group by tx order by tx`,
    );
    expect(outcomes.filter((o) => o === "roll back")).toHaveLength(6);
    expect(kept.rows.map((r) => Number(r.tx))).toEqual([0, 2, 4, 6, 8, 10]);
    expect(kept.rows.every((r) => Number(r.c) === 5)).toBe(true);
  });
});

describe("the health check's connection", () => {
  it("goes ahead of the queries waiting in line", async () => {
    // Enough slow queries to fill the pool and the embedded database's line several times over.
    let done = 0;
    const queries = Array.from({ length: 40 }, () =>
      database.db.execute(sql`select count(*) from generate_series(1, 200000)`).then(() => done++),
    );
    // Queued behind them all, the check would wait for at least the pool's ten.
    await database.onOwnConnection(pingDatabase, 30_000);
    expect(done).toBeLessThanOrEqual(3);
    await Promise.all(queries);
    expect(done).toBe(40);
  });
});

describe("one server per embedded data folder", () => {
  it("a second opening of a folder in use is refused, naming the process that holds it", async () => {
    const attempt = openDatabase(undefined, dir);
    await expect(attempt).rejects.toThrow(
      /^Another Florida Dog Places server \(process \d+, started .+\) is using the embedded database in .+pglite\. Stop it first, or start this one with another DATA_DIR\.$/,
    );
    // The first one is untouched.
    const answer = await database.db.execute<{ n: number }>(sql`select 1 as n`);
    expect(Number(answer.rows[0]?.n)).toBe(1);
  });

  it("a lock left by a process that is gone is taken over, and released on close", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-pglite-stale-"));
    const lockFile = path.join(other, "pglite.lock");
    // A process that has exited: its pid is free, as after a crash.
    const { spawnSync } = await import("node:child_process");
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    fs.writeFileSync(lockFile, JSON.stringify({ pid: Number(gone), server: 1, startedAt: "2026-01-01T00:00:00Z" }));
    const opened = await openDatabase(undefined, other);
    try {
      expect(JSON.parse(fs.readFileSync(lockFile, "utf8")).pid).not.toBe(Number(gone));
      await opened.db.execute(sql`select 1`);
    } finally {
      await opened.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
    fs.rmSync(other, { recursive: true, force: true });
    // A new folder is created and migrated in a process of its own: tens of seconds on a busy machine.
  }, 120_000);
});
