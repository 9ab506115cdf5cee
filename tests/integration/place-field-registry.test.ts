// A place's free-text field declared once (decision 0055): a field added to app/lib/place-fields.ts
// alone reaches the CSV template and import, the schemas, the location form, /submit's form, the
// submission merge, the translated texts, the account export and the place page's Practical Info. The field is made up (it has no column), so the test
// goes as far as the database: what writes or reads a table is checked on the columns it names.
import { getTableColumns } from "drizzle-orm";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PlaceFieldDeclaration } from "~/lib/place-fields";
import { instanceFor } from "~/server/reference/i18n.server";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { callRoute, sessionCookie, siteRequest } from "../fixtures/sessions";

const WATER = vi.hoisted(
  () =>
    ({
      key: "waterNotes",
      after: "safetyNotes",
      control: "textarea",
      max: 300,
      csv: { column: "water_notes", aliases: ["drinking_water"], after: "safety_notes", template: true },
      form: { after: "safetyNotes", rows: 2 },
      submission: { after: "parkingDetails", max: 200, label: "submit.parkingDetails", rows: 2 },
      page: { after: "safetyNotes", label: "safety", unknown: "hidden" },
      translated: true,
    }) satisfies PlaceFieldDeclaration,
);

// The registry with one more declaration, before any module derives its lists from it.
vi.mock("~/lib/place-fields", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/lib/place-fields")>();
  (actual.PLACE_FIELDS_DECLARED as unknown as PlaceFieldDeclaration[]).push(WATER);
  return actual;
});

const { IMPORT_COLUMN_NAMES, normalizeHeader } = await import("~/lib/csv-columns");
const { normalizeRow } = await import("~/lib/csv-normalize");
const { statedValues } = await import("~/lib/csv-changes");
const { LocationSchema } = await import("~/lib/schemas");
const { SubmissionSchema } = await import("~/lib/schemas-visitors");
const { locationFormTexts, translatedTexts, submittedTexts } = await import("~/lib/place-fields");
const { MERGE_FIELDS, mergePlan } = await import("~/lib/submission-merge");
const { parseCsv } = await import("~/server/domain/import/csv-import.server");
const { submissionColumnsWith } = await import("~/server/queries/submissions.server");
const { locationSubmissions } = await import("~/server/infra/schema.server");
const { loader: templateLoader } = await import("~/routes/admin/import-template[.]csv");
const placeRoute = await import("~/routes/public/place/route");
const submitRoute = await import("~/routes/account/submit");
const { insertLocation } = await import("~/server/queries/location-admin.server");

/** A page rendered on the server in English, with the data its loader gives it. */
function renderPage(path: string, Page: ComponentType<never>, loaderData: unknown) {
  const Stub = createRoutesStub([
    { id: "page", path: "*", Component: Page as ComponentType, HydrateFallback: () => null },
  ]);
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: instanceFor("en") },
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: loaderData } } }),
    ),
  );
}

const place = {
  name: "Water Park",
  category: "park",
  region: "north",
  city: "Gainesville",
  county: "Alachua",
  leashPolicy: "on-leash",
  amenities: [],
  photos: [],
  externalLinks: {},
};

describe("a place field added by its declaration alone", () => {
  let adminCookie: string;
  beforeAll(async () => {
    await resetDatabase();
    adminCookie = await sessionCookie("admin");
  });

  it("is a column of the CSV template, after the column it follows", async () => {
    const response = (
      await callRoute(templateLoader, siteRequest("/admin/import/template.csv", { cookie: adminCookie }))
    ).body as Response;
    const header = Object.keys(parseCsv(await response.text())[0]!.record);
    expect(header).toEqual(IMPORT_COLUMN_NAMES);
    expect(header).toHaveLength(34);
    const at = header.indexOf("water_notes");
    expect(header.slice(at - 1, at + 2)).toEqual(["safety_notes", "water_notes", "crowd_level"]);
  });

  it("is read by the import from its column or its alias, and states a change to a place", () => {
    expect(normalizeHeader("Drinking Water")).toBe("water_notes");
    const record = { name: "Water Park", city: "Gainesville", water_notes: "  Bowls by the gate  " };
    const row = normalizeRow(record);
    expect(row).toMatchObject({ ok: true, place: { waterNotes: "Bowls by the gate" } });
    if (!row.ok) throw new Error("refused");
    expect(statedValues(record, row.place)).toMatchObject({ waterNotes: "Bowls by the gate" });
  });

  it("is checked by the location form's schema and by /submit's, each with its own limit", () => {
    const saved = LocationSchema.safeParse({ ...place, waterNotes: "Bowls\nby the gate" });
    expect(saved.success && saved.data).toMatchObject({ waterNotes: "Bowls\nby the gate" });
    const tooLong = LocationSchema.safeParse({ ...place, waterNotes: "x".repeat(301) });
    expect(tooLong.error?.issues.map((issue) => issue.path.join("."))).toEqual(["waterNotes"]);

    const submission = {
      submitterName: "Ann",
      email: "ann@example.com",
      name: "Water Park",
      category: "park",
      leashPolicy: "on-leash",
      city: "Gainesville",
      description: "A park.",
      amenities: [],
    };
    expect(SubmissionSchema.safeParse({ ...submission, waterNotes: "x".repeat(200) }).success).toBe(true);
    const refused = SubmissionSchema.safeParse({ ...submission, waterNotes: "x".repeat(201) });
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["waterNotes"]);
  });

  it("is offered by the location form after the field it follows, as a text area", () => {
    const afterRules = locationFormTexts().rules.map((field) => [field.key, field.control]);
    expect(afterRules).toEqual([
      ["parkingDetails", "textarea"],
      ["accessibilityNotes", "textarea"],
      ["safetyNotes", "textarea"],
      ["waterNotes", "textarea"],
    ]);
  });

  it("is copied from a submission, merged into a place and translated", () => {
    expect(MERGE_FIELDS).toContain("waterNotes");
    const texts = submittedTexts({
      description: "A park.",
      feeDetails: null,
      hours: null,
      parkingDetails: null,
      waterNotes: "Bowls",
    } as Parameters<typeof submittedTexts>[0]);
    expect(texts).toMatchObject({ waterNotes: "Bowls" });
    expect(mergePlan({}, { waterNotes: "Bowls" } as never).fills).toEqual([{ field: "waterNotes", value: "Bowls" }]);
    expect(translatedTexts()).toContain("waterNotes");
  });

  it("is written by the account export, which selects every submitted field's column", () => {
    // The made-up field has no column: the export's columns are taken from the table and one stand-in.
    const columns = { ...getTableColumns(locationSubmissions), waterNotes: locationSubmissions.notes };
    const exported = Object.keys(submissionColumnsWith(["name", "notes"], columns));
    expect(exported).toEqual(["name", "description", "hours", "feeDetails", "parkingDetails", "notes", "waterNotes"]);
  });

  it("is offered by /submit's form after the field it follows there", () => {
    const loaderData = { user: { email: "ann@example.com" }, amenities: [], category: "" };
    const html = renderPage("/submit", submitRoute.default as ComponentType<never>, loaderData);
    const names = [...html.matchAll(/<(?:input|textarea|select)[^>]* name="([^"]+)"/g)].map((m) => m[1]);
    const at = names.indexOf("waterNotes");
    expect(names.slice(at - 1, at + 2)).toEqual(["parkingDetails", "waterNotes", "rules"]);
    expect(html).toMatch(/<textarea[^>]* name="waterNotes"[^>]* rows="2"/);
  });

  it("is a row of the place page's Practical Info after the row it follows, left out when unknown", async () => {
    const park = await insertLocation(
      await getDb(),
      placeRow({ name: "Water Park", category: "park", city: "Gainesville", safetyNotes: "Alligators" }),
    );
    const path = `/parks/${park.slug}`;
    const page = await callRoute(placeRoute.loader, siteRequest(path), { slug: park.slug });
    expect(page.status).toBe(200);
    const data = page.body as { place: Record<string, unknown> };
    const rows = (place: Record<string, unknown>) =>
      [
        ...renderPage(path, placeRoute.default as ComponentType<never>, { ...data, place }).matchAll(
          /<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g,
        ),
      ].map((m) => [m[1], m[2]]);

    const shown = rows({ ...data.place, waterNotes: "Bowls by the gate" });
    const at = shown.findIndex(([, text]) => text === "Bowls by the gate");
    expect(shown.slice(at - 1, at + 1)).toEqual([
      ["Safety", "Alligators"],
      ["Safety", "Bowls by the gate"],
    ]);
    const unknown = rows({ ...data.place, waterNotes: null });
    expect(unknown).toHaveLength(shown.length - 1);
  });
});
