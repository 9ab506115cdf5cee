// Rows a spec cannot yet make through the site's own pages (a person's lists, until their pages
// exist), written straight into the test server's embedded database: through the PostgreSQL socket
// its database process (app/server/infra/pglite-process.mjs) listens on for the server's data folder.
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/** The folder of the socket the database process of `dataDir` listens on, read from its command line. */
async function socketFolder(dataDir = process.env.E2E_DATA_DIR) {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  const folder = path.resolve(dataDir, "pglite");
  for (const pid of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const argv = (await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).split("\0");
    const script = argv.findIndex((a) => a.endsWith("pglite-process.mjs"));
    const socket = script >= 0 && argv[script + 1] === folder ? argv[script + 2] : undefined;
    if (socket) return path.dirname(socket);
  }
  throw new Error(`No embedded database process serves ${folder}`);
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]) {
  const client = new pg.Client({ host: await socketFolder(), user: "postgres", database: "postgres" });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A list of the account with `email`, holding the places at `paths` ("/parks/<slug>") in order, each
 * with its note; answers the list's id.
 */
export async function insertList(email: string, name: string, places: { path: string; note?: string }[]) {
  const [list] = await query<{ id: string }>(
    `insert into place_lists (user_id, name) select id, $2 from "user" where lower(email) = lower($1) returning id`,
    [email, name],
  );
  if (!list) throw new Error(`No account ${email}`);
  for (const [position, place] of places.entries()) {
    const slug = place.path.split("/").pop();
    const added = await query(
      `insert into place_list_items (list_id, location_id, position, note)
       select $1, id, $3, $4 from locations where slug = $2 returning list_id`,
      [list.id, slug, position, place.note ?? null],
    );
    if (!added.length) throw new Error(`No place at ${place.path}`);
  }
  return list.id;
}
