// Writes that arrive at the same moment: two places created with one name, one submission approved
// twice at once, an import racing a create. None may fail or publish a place twice.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow, submissionRow, uniqueSuffix } from "../factories";
import { callRoute, siteRequest } from "../fixtures/sessions";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import { importLocations } from "~/server/domain/import/csv-import.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { createSubmission } from "~/server/queries/submissions.server";
import { reviewSubmission } from "~/server/queries/submission-decisions.server";
import { locations, locationSubmissions } from "~/server/infra/schema.server";
import { slugify } from "~/lib/slug";
import { adminOnEmptyDatabase } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  admin = await adminOnEmptyDatabase();
});

async function slugsNamed(name: string) {
  const db = await getDb();
  const rows = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.name, name));
  return rows.map((r) => r.slug).sort();
}

function approve(id: string) {
  const body = new FormData();
  body.append("id", id);
  body.append("intent", "approve");
  return callRoute(submissionsRoute.action, siteRequest("/admin?index", { method: "POST", body, cookie: admin }));
}

describe("two places created at once with one name", () => {
  it("both are saved, each under its own address", async () => {
    const db = await getDb();
    const name = `Twin Oaks Bark Park ${uniqueSuffix()}`;
    const created = await Promise.all([1, 2, 3].map(() => insertLocation(db, placeRow({ name }))));
    const base = slugify(name);
    expect(created.map((c) => c.slug).sort()).toEqual([base, `${base}-1`, `${base}-2`]);
    expect(await slugsNamed(name)).toEqual([base, `${base}-1`, `${base}-2`]);
  });

  it("an import and a create with one name both succeed", async () => {
    const db = await getDb();
    const name = `Harbor Dog Beach ${uniqueSuffix()}`;
    const csv = `name,city,county\n${name},Tampa,Hillsborough\n`;
    const [imported, created] = await Promise.all([
      importLocations(db, csv),
      insertLocation(db, placeRow({ name, city: "Clearwater" })),
    ]);
    expect(imported.imported).toBe(1);
    expect(created.slug).toMatch(new RegExp(`^${slugify(name)}(-1)?$`));
    expect(await slugsNamed(name)).toHaveLength(2);
  });
});

describe("one submission approved twice at once", () => {
  it("publishes one place; the second review is told the submission was already reviewed", async () => {
    const db = await getDb();
    const name = `Pelican Point Dog Beach ${uniqueSuffix()}`;
    const { id } = await createSubmission(db, null, submissionRow({ name }));

    const answers = await Promise.all([approve(id), approve(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ notice: { ok: false } });
    expect(await slugsNamed(name)).toEqual([slugify(name)]);

    const [submission] = await db
      .select({ status: locationSubmissions.status, locationId: locationSubmissions.locationId })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, id));
    expect(submission?.status).toBe("approved");
    expect(submission?.locationId).not.toBeNull();
  });

  it("two submissions with one name approved at once both publish, under different addresses", async () => {
    const db = await getDb();
    const name = `Sandy Paws ${uniqueSuffix()}`;
    const [first, second] = await Promise.all([
      createSubmission(db, null, submissionRow({ name })),
      createSubmission(db, null, submissionRow({ name })),
    ]);
    const results = await Promise.all([
      reviewSubmission(db, first.id, "approved", null, null),
      reviewSubmission(db, second.id, "approved", null, null),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await slugsNamed(name)).toEqual([slugify(name), `${slugify(name)}-1`]);
  });
});
