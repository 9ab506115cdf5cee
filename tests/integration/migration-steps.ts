// One committed migration from drizzle/, with the ones before it: for tests that write rows the old
// way, apply the migration, and read what it made of them.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect } from "vitest";
import { PGLITE_EXTENSIONS } from "~/server/infra/pglite-extensions.mjs";
import { MIGRATIONS_FOLDER as folder } from "../setup/migrated-embedded";

const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);

async function applyTag(db: PGlite, tag: string) {
  const statements = fs.readFileSync(path.join(folder, `${tag}.sql`), "utf8").split("--> statement-breakpoint");
  for (const statement of statements) if (statement.trim()) await db.exec(statement);
}

/** An empty in-memory database of the test file's own, with the product's extensions, closed after its tests. */
export async function emptyDatabase() {
  const db = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
  afterAll(() => db.close());
  return db;
}

/** The migration whose tag ends with `ending`; `index` is its place in the journal (-1 when missing). */
export function migrationStep(ending: string) {
  const index = tags.findIndex((tag) => tag.endsWith(ending));
  return {
    index,
    /** Applies every migration that comes before it (there is one at least: it is no first migration). */
    applyEarlier: async (db: PGlite) => {
      expect(index, `the migration ending "${ending}"`).toBeGreaterThan(0);
      for (const tag of tags.slice(0, index)) await applyTag(db, tag);
    },
    apply: (db: PGlite) => applyTag(db, tags[index]!),
  };
}
