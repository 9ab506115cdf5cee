// The migration that gives places published from a submission their unknown fees and crowd level back.
import { describe, expect, it } from "vitest";
import { emptyDatabase, migrationStep } from "./migration-steps";

const backfill = migrationStep("unknown_fees_stay_unknown");

const db = await emptyDatabase();

describe("unknown fees stay unknown", () => {
  it("resets defaults published from a submission, and keeps stated fees, edited places and other places", async () => {
    await backfill.applyEarlier(db);
    const place = async (slug: string, fees: string, source: string | null, edited: boolean) => {
      await db.query(
        `insert into locations (slug, name, fees, crowd_level, source, created_at, updated_at)
         values ($1, $1, $2, 'moderate', $3, '2025-01-01', $4)`,
        [slug, fees, source, edited ? "2025-02-01" : "2025-01-01"],
      );
      const { rows } = await db.query<{ id: string }>(`select id from locations where slug = $1`, [slug]);
      return rows[0]!.id;
    };
    const submitted = async (locationId: string, fees: string | null) =>
      db.query(
        `insert into location_submissions (submitter_name, email, name, category, city, leash_policy, description, fees, status, location_id)
         values ('Rita', 'rita@example.com', 'x', 'park', 'Ocala', 'off-leash', 'y', $1, 'approved', $2)`,
        [fees, locationId],
      );
    await submitted(await place("not-sure", "free", "submission", false), null);
    await submitted(await place("said-free", "free", "submission", false), "free");
    await submitted(await place("edited-since", "free", "submission", true), null);
    await place("imported", "free", "csv", false);

    await backfill.apply(db);

    const { rows } = await db.query<{ slug: string; fees: string | null; crowd_level: string | null }>(
      `select slug, fees, crowd_level from locations order by slug`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.slug, [r.fees, r.crowd_level]]))).toEqual({
      "not-sure": [null, null],
      "said-free": ["free", null],
      "edited-since": ["free", "moderate"],
      imported: ["free", "moderate"],
    });
  });
});
