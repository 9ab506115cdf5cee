// Gives every test file a database of its own: in-memory PGlite, or a fresh
// PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set. Either starts as
// a copy of the database migrated once for the run (tests/setup/migrated-template.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";

const serverUrl = process.env.TEST_DATABASE_URL;
let dropName: string | undefined;
const template = inject("migratedTemplate");

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-test-"));

if (serverUrl) {
  dropName = `fdp_test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const from = template.kind === "postgres" ? ` template "${template.name}"` : "";
  await admin.query(`create database "${dropName}"${from}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dropName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATABASE_URL = "pglite://memory";
  if (template.kind === "pglite") {
    const { startMemoryDatabaseFrom } = await import("~/server/infra/db.server");
    startMemoryDatabaseFrom(template.file);
  }
}

afterAll(async () => {
  // Mail queued by the file's last tests goes out before its database closes.
  const { settleDeliveries } = await import("~/server/domain/outbox.server");
  await settleDeliveries();
  const { closeDatabase } = await import("~/server/infra/db.server");
  await closeDatabase();
  if (serverUrl && dropName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // Let the file's own connections finish closing, so dropping does not cut one mid-goodbye.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [dropName],
      );
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists "${dropName}" with (force)`);
    await admin.end();
  }
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});
