// One fee answer per place: the location form and the import refuse a fee that contradicts its
// details, and the migration gives places already listed the fee their details state.
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStep } from "./migration-steps";
import { getDb, resetDatabase } from "../db";
import { callRoute, postForm } from "../fixtures/sessions";
import { LOCATION_FORM } from "../factories";
import * as locationsRoute from "~/routes/admin/locations/route";
import type { ActionReply } from "~/lib/forms";
import { statedFee } from "~/lib/fees";
import { createImportJob, getImportJob, importLocations } from "~/server/domain/import/csv-import.server";
import { PGLITE_EXTENSIONS } from "~/server/infra/pglite-extensions.mjs";
import { seedAmenities } from "~/server/domain/seed.server";
import { locations } from "~/server/infra/schema.server";
import { adminOnEmptyDatabase } from "./admin-fixtures";

describe("the location form", () => {
  let admin = "";
  beforeAll(async () => {
    admin = await adminOnEmptyDatabase({ amenities: true });
  });

  const save = (fields: Record<string, string>) =>
    callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { ...LOCATION_FORM, intent: "create", ...fields }, admin),
    );

  it("refuses fees that contradict their details, with the message at the fee, and saves nothing", async () => {
    const db = await getDb();
    const cases = [
      [
        { name: "Priced Free Park", fees: "free", feeDetails: "$5 per car" },
        "The fee details give a price: choose Paid, or change the details",
      ],
      [
        { name: "Free Paid Park", fees: "paid", feeDetails: "Free; no pass required" },
        "The fee details say it is free: choose Free, or change the details",
      ],
      [
        { name: "Unlisted Priced Park", fees: "", feeDetails: "$3 per vehicle via honor box" },
        "The fee details give a price: choose Paid",
      ],
    ] as const;
    for (const [fields, message] of cases) {
      const { status, body } = await save(fields);
      expect(status).toBe(400);
      expect((body as ActionReply).result?.error?.fees).toEqual([message]);
      expect(await db.select().from(locations).where(eq(locations.name, fields.name))).toEqual([]);
    }
  });

  it("saves fees that agree with their details, and details that state neither", async () => {
    const db = await getDb();
    for (const fields of [
      { name: "Honest Paid Park", fees: "paid", feeDetails: "$5 per car" },
      { name: "Permit Park", fees: "", feeDetails: "Beach parking permit required" },
    ]) {
      const { body } = await save(fields);
      expect((body as ActionReply).notice).toEqual({ ok: true, message: "Location created successfully" });
      const [row] = await db.select().from(locations).where(eq(locations.name, fields.name));
      expect(row).toMatchObject({ fees: fields.fees || null, feeDetails: fields.feeDetails });
    }
  });
});

describe("the import", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await seedAmenities(db);
    await db.insert(locations).values({
      slug: "harbor-dog-park",
      name: "Harbor Dog Park",
      city: "Tampa",
      county: "Hillsborough",
      fees: "free",
      feeDetails: "Free",
    });
  });

  it("refuses a row whose fees contradict its details, and reads an empty fee from the details", async () => {
    const db = await getDb();
    const csv = [
      "name,city,county,fees,fee_details",
      "Contrary Beach,Venice,Sarasota,free,$8 per vehicle",
      "Other Way Park,Venice,Sarasota,paid,No entry fee",
      "Quiet Fee Park,Venice,Sarasota,,$3 per vehicle (2024)",
      "Quiet Free Park,Venice,Sarasota,,Free",
    ].join("\n");
    const result = await importLocations(db, csv);
    expect(result).toMatchObject({ imported: 2, refused: 2 });
    const byName = new Map(result.rows.map((r) => [r.name, r]));
    expect(byName.get("Contrary Beach")).toMatchObject({
      status: "failed",
      message: 'Fees "free" but fee details "$8 per vehicle" give a price; not imported',
    });
    expect(byName.get("Other Way Park")).toMatchObject({
      status: "failed",
      message: 'Fees "paid" but fee details "No entry fee" say it is free; not imported',
    });
    expect(byName.get("Quiet Fee Park")?.message).toBe("Imported. Fees read as paid from the fee details.");

    const fees = async (name: string) =>
      (await db.select({ fees: locations.fees }).from(locations).where(eq(locations.name, name)))[0]?.fees;
    expect(await fees("Contrary Beach")).toBeUndefined();
    expect(await fees("Quiet Fee Park")).toBe("paid");
    expect(await fees("Quiet Free Park")).toBe("free");
  });

  it("refuses an update that would leave a listed place with fee details against its fee", async () => {
    const db = await getDb();
    const id = await createImportJob(
      db,
      { name: "fees.csv", input: "name,city,fees,fee_details\nHarbor Dog Park,Tampa,free,$2 per dog\n" },
      null,
    );
    const view = await getImportJob(db, id);
    expect(view!.rows[0]).toMatchObject({
      plan: "error",
      message: 'Fees "free" but fee details "$2 per dog" give a price; not imported',
    });
    // Only the details in the file: the fee they state comes with them.
    const detailsOnly = await createImportJob(
      db,
      { name: "fees.csv", input: "name,city,fee_details\nHarbor Dog Park,Tampa,$2 per dog\n" },
      null,
    );
    const changes = (await getImportJob(db, detailsOnly))!.rows[0]!.changes.map((c) => [c.label, c.before, c.after]);
    expect(changes).toEqual([
      ["Fee details", "Free", "$2 per dog"],
      ["Fees", "free", "paid"],
    ]);
    // Only the fee in the file: the place's own details would say otherwise.
    const feeOnly = await createImportJob(
      db,
      { name: "fees.csv", input: "name,city,fees\nHarbor Dog Park,Tampa,paid\n" },
      null,
    );
    expect((await getImportJob(db, feeOnly))!.rows[0]).toMatchObject({
      plan: "error",
      message: 'The fees would be Paid while the fee details "Free" say it is free; not updated',
    });
  });
});

describe("the migration that gives each place one fee answer", () => {
  const fix = migrationStep("fee_answers_and_import_warnings");
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
  });
  afterAll(() => db.close());

  it("sets the fee the details state, and leaves details that state neither as they were", async () => {
    await fix.applyEarlier(db);
    const rows: [slug: string, fees: string | null, details: string | null][] = [
      ["not-listed-price", null, "$3 per vehicle via honor box (2024)"],
      ["not-listed-free", null, "No entry fee"],
      ["not-listed-plain-free", null, "Free"],
      ["free-with-price", "free", "Free permit for residents; non-residents $25/month"],
      ["paid-said-free", "paid", "Free; no pass required"],
      ["paid-price", "paid", "County daily parking rate of $6 (2025)"],
      ["free-parking", null, "Free parking"],
      ["permit", "paid", "Beach parking permit or hourly paid parking required"],
      ["no-details", "free", null],
      ["unknown", null, null],
    ];
    for (const [slug, fees, details] of rows) {
      await db.query(`insert into locations (slug, name, fees, fee_details) values ($1, $1, $2, $3)`, [
        slug,
        fees,
        details,
      ]);
    }

    await fix.apply(db);

    const { rows: after } = await db.query<{ slug: string; fees: string | null; fee_details: string | null }>(
      `select slug, fees, fee_details from locations`,
    );
    expect(Object.fromEntries(after.map((r) => [r.slug, r.fees]))).toEqual({
      "not-listed-price": "paid",
      "not-listed-free": "free",
      "not-listed-plain-free": "free",
      "free-with-price": "paid",
      "paid-said-free": "free",
      "paid-price": "paid",
      "free-parking": null,
      permit: "paid",
      "no-details": "free",
      unknown: null,
    });
    // The database reads the details as the forms and the import do.
    for (const row of after) {
      const stated = statedFee(row.fee_details);
      if (stated) expect([row.slug, row.fees]).toEqual([row.slug, stated]);
    }
    expect(after.every((r) => r.fee_details === rows.find(([slug]) => slug === r.slug)![2])).toBe(true);
  });
});
