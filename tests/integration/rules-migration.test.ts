// The migration that stores rules as lists: rows written the older ways come out as lists of texts.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationStep } from "./migration-steps";

const rulesMigration = migrationStep("rules-as-lists");

const db = await PGlite.create("memory://", { extensions: { pg_trgm } });
afterAll(() => db.close());

describe("rules stored as lists", () => {
  it("turns texts, JSON strings and untidy lists into lists, and keeps lists", async () => {
    await rulesMigration.applyEarlier(db);
    const place = (slug: string, rules: string | null) =>
      db.query(`insert into locations (slug, name, rules) values ($1, $1, $2::jsonb)`, [slug, rules]);
    await place("json-string-lines", JSON.stringify("Leash dogs\n- Clean up after your dog\n\n"));
    await place("json-string-semicolons", JSON.stringify("Clean up; Vaccinated dogs only"));
    await place("json-list", JSON.stringify([" Close the gate ", "", "One dog per adult"]));
    await place("none", null);
    await db.query(
      `insert into location_submissions (submitter_name, email, name, category, city, leash_policy, description, rules)
       values ('Rita', 'rita@example.com', 'Sandy Paws', 'dog-beach', 'Sarasota', 'off-leash', 'Sand', $1),
              ('Rita', 'rita@example.com', 'Quiet Park', 'park', 'Ocala', 'on-leash', 'Trees', null)`,
      ["Clean up after your dog\r\n\r\nDogs must be vaccinated  "],
    );

    await rulesMigration.apply(db);

    const places = await db.query<{ slug: string; rules: string[] }>(`select slug, rules from locations order by slug`);
    expect(Object.fromEntries(places.rows.map((r) => [r.slug, r.rules]))).toEqual({
      "json-list": ["Close the gate", "One dog per adult"],
      "json-string-lines": ["Leash dogs", "Clean up after your dog"],
      "json-string-semicolons": ["Clean up", "Vaccinated dogs only"],
      none: [],
    });
    const submissions = await db.query<{ name: string; rules: string[] }>(
      `select name, rules from location_submissions order by name`,
    );
    expect(submissions.rows).toEqual([
      { name: "Quiet Park", rules: [] },
      { name: "Sandy Paws", rules: ["Clean up after your dog", "Dogs must be vaccinated"] },
    ]);
  });
});
