// Opens the database: PGlite on disk (or in memory) by default, PostgreSQL when DATABASE_URL is set.
// PGlite on disk runs in a process of its own behind a PostgreSQL socket (pglite-process.mjs), so
// the app speaks node-postgres to both and no query blocks the thread that renders pages.
import { fork } from "node:child_process";
import path from "node:path";
import os from "node:os";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { DrizzleQueryError } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";
import * as schema from "./schema.server";
import { env } from "./env.server";

/** Both drivers speak the same Drizzle query API; we type them as the node-postgres one. */
export type Db = NodePgDatabase<typeof schema>;

/**
 * Runs `work` in one transaction, handed to it as a Db so that the queries it calls take either; a
 * throw rolls everything back.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding the start-up lock: on PostgreSQL an advisory lock, so instances
   * starting together migrate and seed one after the other; PGlite has one process only.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Runs `task` on a connection of its own, outside the pool, so that it never waits for a pool
   * connection behind page queries (the health check); the connection is dropped when the task
   * takes longer than `timeoutMs`.
   */
  onOwnConnection<T>(task: (db: Db) => Promise<T>, timeoutMs: number): Promise<T>;
  close(): Promise<void>;
};

/** The advisory lock key of migrations and seeding (any constant shared by every instance). */
const STARTUP_LOCK_KEY = 0x46445031; // "FDP1"

/**
 * Why a call failed, in words for a log: behind Drizzle's "Failed query" (whose message repeats the
 * query and its parameters: a mail's text, a person's address), the database's own error; any other
 * error's message, followed by its cause's where the message does not already say it.
 */
export function databaseErrorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { cause } = error;
  if (!(cause instanceof Error)) return error.message;
  const reason = databaseErrorReason(cause);
  if (error instanceof DrizzleQueryError) return reason;
  return error.message.includes(cause.message) ? error.message : `${error.message} (${reason})`;
}

export const MEMORY_DATABASE_URL = "pglite://memory";

/** The embedded databases: one session, so an open transaction makes every other query wait. */
const singleSession = new WeakSet<object>();

/** True on the embedded database, where a long transaction holds up every request. */
export function transactionsHoldEveryone(db: Db) {
  return singleSession.has(db);
}

/** `relative` (to the project folder) from the working directory, the source or the built server. */
function projectFile(relative: string) {
  const candidates = [
    path.resolve(process.cwd(), relative),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..", relative),
  ];
  return candidates.find((file) => fs.existsSync(file)) ?? candidates[0]!;
}

function migrationsFolder() {
  return path.dirname(path.dirname(projectFile("drizzle/meta/_journal.json")));
}

/** Holds PostgreSQL's advisory start-up lock while `task` runs: instances take turns. */
async function withAdvisoryLock<T>(pool: pg.Pool, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await task();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The embedded database belongs to one process: its start-up tasks only need to take turns here. */
function inTurn() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function postgresDatabase(config: pg.PoolConfig, kind: Database["kind"], stop: () => Promise<void>): Database {
  // A search for common words takes the first matches a scan of the table meets (decision 0012): each
  // scan starts at the table's first block, not where another running scan is, and reads the blocks in
  // turn on its own connection, not shared out among parallel workers, so every page of a list meets
  // the same ones. A page's queries read a few thousand rows at most: starting workers cost more than
  // they save (a common-word search at 100,000 places took 90 ms with two workers, 16 ms without).
  const pool = new pg.Pool({
    ...config,
    options: [config.options, "-c synchronize_seqscans=off -c max_parallel_workers_per_gather=0"]
      .filter(Boolean)
      .join(" "),
  });
  // An idle connection dropped by the server (restart, failover) is replaced on next use, not fatal.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL connection lost:", error.message));
  const db = drizzlePg(pool, { schema });
  let own: pg.Pool | undefined;
  return {
    db,
    kind,
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    withStartupLock: kind === "postgres" ? (task) => withAdvisoryLock(pool, task) : inTurn(),
    async onOwnConnection(task, timeoutMs) {
      if (!own) {
        // Named, so that the embedded database's process runs its queries ahead of the line
        // (FIRST_IN_LINE in pglite-process.mjs); PostgreSQL shows the name in pg_stat_activity.
        own = new pg.Pool({ ...config, max: 1, connectionTimeoutMillis: timeoutMs, application_name: "fdp-health" });
        own.on("error", (error) => console.error("[db] idle PostgreSQL connection lost:", error.message));
      }
      const client = await own.connect();
      try {
        const result = await within(task(drizzlePg(client, { schema })), timeoutMs);
        client.release();
        return result;
      } catch (error) {
        // A connection whose query is still running (or broken) is not given back: the next task opens another.
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
    close: async () => {
      await Promise.all([pool.end(), own?.end()]);
      await stop();
    },
  };
}

/** Starts the embedded database's process on `dir` and waits until its socket accepts connections. */
async function startPgliteProcess(dir: string, poolSize: number) {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-pglite-"));
  const child = fork(
    projectFile("app/server/infra/pglite-process.mjs"),
    [dir, path.join(socketDir, ".s.PGSQL.5432"), String(poolSize + 5)],
    {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      execArgv: [],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let refusal: string | undefined;
    child.once("message", (message: { ready?: true; error?: string }) =>
      message.error ? (refusal = message.error) : resolve(),
    );
    child.once("exit", (code) => {
      fs.rmSync(socketDir, { recursive: true, force: true });
      reject(new Error(refusal ?? `the embedded database could not open ${dir} (exit code ${code})`));
    });
  });
  let stopping = false;
  child.on("exit", (code) => {
    if (stopping) return;
    // Every query would fail from now on: stop, so that a supervisor starts the server again.
    console.error(`[db] the embedded database process stopped (exit code ${code}); stopping the server`);
    process.exit(1);
  });
  return {
    socketDir,
    async stop() {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.send("close");
        await exited;
      }
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the database at `url`; an in-memory one starts as a copy of `memoryStart` (a PGlite data
 * folder dumped by `dumpDataDir`) when given, and empty otherwise.
 */
export async function openDatabase(url: string | undefined, dataDir: string, memoryStart?: Blob): Promise<Database> {
  const poolSize = env().DATABASE_POOL_SIZE;
  if (url && url !== MEMORY_DATABASE_URL) {
    return postgresDatabase({ connectionString: url, max: poolSize }, "postgres", async () => {});
  }
  if (url !== MEMORY_DATABASE_URL) {
    const dir = path.resolve(dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    const embedded = await startPgliteProcess(dir, poolSize);
    const config = { host: embedded.socketDir, user: "postgres", database: "postgres", max: poolSize };
    const opened = postgresDatabase(config, "pglite", embedded.stop);
    singleSession.add(opened.db);
    return opened;
  }
  // In memory (tests, throwaway runs): in this process.
  const client = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS, loadDataDir: memoryStart });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  singleSession.add(db);
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    withStartupLock: inTurn(),
    onOwnConnection: (task, timeoutMs) => within(task(db), timeoutMs),
    close: () => client.close(),
  };
}

let database: Promise<Database> | undefined;

/** The file the process's in-memory database starts from; see startMemoryDatabaseFrom. */
let memoryStartFile: string | undefined;

/**
 * The test setup hands over a data folder migrated once for the whole run (a file written by
 * PGlite's `dumpDataDir`): the process's in-memory database starts as its copy, and its migration
 * then finds every step applied, instead of each test file creating an empty database and running
 * every migration again.
 */
export function startMemoryDatabaseFrom(file: string) {
  memoryStartFile = file;
}

/** What fills an empty directory on a first start (the demo data); none until the server's start-up code gives it. */
export type FirstStartSeed = (db: Db) => Promise<void>;
let firstStartSeed: FirstStartSeed | undefined;

/**
 * The app's start-up code (lifecycle.server.ts) hands over the demo-data seed here, so this module
 * does not depend on the seed, which itself writes through the queries that depend on this module.
 */
export function seedFirstStartWith(seed: FirstStartSeed) {
  firstStartSeed = seed;
}

/** The process's database, opened and migrated on first use. */
export function getDatabase(): Promise<Database> {
  database ??= (async () => {
    const start = memoryStartFile ? await fs.openAsBlob(memoryStartFile) : undefined;
    const opened = await openDatabase(env().DATABASE_URL, env().DATA_DIR, start);
    await prepareDatabase(opened, env().DEMO_DATA ? firstStartSeed : undefined);
    return opened;
  })();
  return database;
}

/** Migrates and, given a seed, runs it (it fills an empty directory): one instance at a time. */
export async function prepareDatabase(opened: Database, seed?: FirstStartSeed) {
  await opened.withStartupLock(async () => {
    await opened.migrate();
    if (seed) await seed(opened.db);
  });
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
