// Migration 0031 (decision 0032): the names the site made from an address at sign-up, the names a
// social provider gave, and names that hold an address are emptied, so pages show the neutral name
// until the person chooses one; a name a person chose on the account page stays.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "~/server/infra/pglite-extensions.mjs";

const folder = path.resolve("drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const migration = tags.findIndex((tag) => tag.endsWith("display-names-not-from-addresses"));

async function apply(db: PGlite, tag: string) {
  const statements = fs.readFileSync(path.join(folder, `${tag}.sql`), "utf8").split("--> statement-breakpoint");
  for (const statement of statements) if (statement.trim()) await db.exec(statement);
}

const db = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
afterAll(() => db.close());

describe("display names not from addresses", () => {
  it("empties names made from the address, a provider's and addresses, and keeps chosen ones", async () => {
    expect(migration).toBeGreaterThan(0);
    for (const tag of tags.slice(0, migration)) await apply(db, tag);
    const person = async (id: string, name: string, email: string, provider = "credential") => {
      await db.query(`insert into "user" (id, name, email) values ($1, $2, $3)`, [id, name, email]);
      await db.query(`insert into account (id, account_id, provider_id, user_id) values ($1, $1, $2, $3)`, [
        `a-${id}`,
        provider,
        id,
      ]);
    };
    await person("from-address", "walker-lh-mx0sdd30", "walker-lh-mx0sdd30@example.com");
    await person("other-case", "Rita.Walker", "rita.walker@example.com");
    await person("chosen", "Rita & Bo", "rita.bo@example.com");
    await person("an-address", "Write to rita@example.org", "rw@example.com");
    await person("social", "Rita Walker", "rita.w@example.com", "google");
    await person("blank", "  ", "blank@example.com");

    await apply(db, tags[migration]!);

    const { rows } = await db.query<{ id: string; name: string }>(`select id, name from "user" order by id`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.name]))).toEqual({
      "an-address": "",
      blank: "",
      chosen: "Rita & Bo",
      "from-address": "",
      "other-case": "",
      social: "",
    });
  });
});
