// Migrates one database for the whole run, before any test file starts: a PGlite data folder dumped
// to a file, or a template database on the PostgreSQL server when TEST_DATABASE_URL is set. Each
// test file's database (tests/setup/database.ts) then starts as a copy of it instead of replaying
// every migration on an empty one; the migrations themselves are replayed by their own tests.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER, openMigratedPglite } from "./migrated-embedded";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data folder's dump (a file), or the migrated template database's name. */
    migratedTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; name: string };
  }
}

async function adminQuery(serverUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `fdp_template_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // One connection, closed before any copy: PostgreSQL copies a template nobody is connected to.
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.end();
    }
    project.provide("migratedTemplate", { kind: "postgres", name });
    return async () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-template-"));
  const file = path.join(dir, "pglite.tar");
  const client = await openMigratedPglite("memory://");
  try {
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide("migratedTemplate", { kind: "pglite", file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
