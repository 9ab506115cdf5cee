// Migration 0031 (decision 0032): the names the site made from an address at sign-up, the names a
// social provider gave, and names that hold an address are emptied, so pages show the neutral name
// until the person chooses one; a name a person chose on the account page stays.
import { describe, expect, it } from "vitest";
import { emptyDatabase, migrationStep } from "./migration-steps";

const migration = migrationStep("display-names-not-from-addresses");

const db = await emptyDatabase();

describe("display names not from addresses", () => {
  it("empties names made from the address, a provider's and addresses, and keeps chosen ones", async () => {
    await migration.applyEarlier(db);
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

    await migration.apply(db);

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
