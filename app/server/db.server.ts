// Opens the database: PGlite on disk (or in memory) by default, PostgreSQL when DATABASE_URL is set.
import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.server";
import { env } from "./env.server";

/** Both drivers speak the same Drizzle query API; we type them as the node-postgres one. */
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MEMORY_DATABASE_URL = "pglite://memory";

function migrationsFolder() {
  const candidates = [
    path.resolve(process.cwd(), "drizzle"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle"),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "meta/_journal.json"))) ?? candidates[0]!;
}

export async function openDatabase(url: string | undefined, dataDir: string): Promise<Database> {
  if (url && url !== MEMORY_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: url, max: env().DATABASE_POOL_SIZE });
    // An idle connection dropped by the server (restart, failover) is replaced on next use, not fatal.
    pool.on("error", (error) => console.error("[db] idle PostgreSQL connection lost:", error.message));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const dir = url === MEMORY_DATABASE_URL ? undefined : path.resolve(dataDir, "pglite");
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? "memory://", { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

let database: Promise<Database> | undefined;

/** The process's database, opened and migrated on first use. */
export function getDatabase(): Promise<Database> {
  database ??= (async () => {
    const opened = await openDatabase(env().DATABASE_URL, env().DATA_DIR);
    await opened.migrate();
    if (env().DEMO_DATA) {
      const { seedOnFirstStart } = await import("./seed.server");
      await seedOnFirstStart(opened.db);
    }
    return opened;
  })();
  return database;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase() {
  if (!database) return;
  const opened = await database;
  database = undefined;
  await opened.close();
}
