// Control characters (a bell, an escape, DEL, the C1 range) are nothing a person types: every text
// field of the location form, the submission form, the contact form, sign-up and every CSV row refuses
// them with a field error. A field of one line refuses tabs and line breaks too; a text area keeps them.
// A name that a spreadsheet would read as a formula is a name: stored and shown as typed.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { callRoute, createSignedInUser, formRequest, postForm, sessionCookie } from "../fixtures/sessions";
import { LOCATION_FORM } from "../factories";
import * as locationsRoute from "~/routes/admin/locations/route";
import { action as submitAction } from "~/routes/account/submit";
import { action as contactAction } from "~/routes/public/contact";
import { action as authAction } from "~/routes/auth/auth";
import { loader as placeLoader } from "~/routes/public/place/route";
import type { ActionReply } from "~/lib/forms";
import { CONTROL_CHARACTER, CONTROL_CHARACTER_IN_LINE } from "~/lib/schemas";
import { importLocations } from "~/server/domain/import/csv-import.server";
import { contactMessages, locations, locationSubmissions } from "~/server/infra/schema.server";
import { seedAmenities } from "~/server/domain/seed.server";

/** Characters no field takes: bell, escape, DEL, a C1 control (NEL), and a carriage return alone. */
const CONTROLS = ["\u0007", "\u001b", "\u007f", "\u0085", "\u0000"];
/** What a field of one line also refuses. */
const LINE_BREAKS = ["\t", "\n", "\r\n"];

let admin = "";
let user = { id: "", email: "", cookie: "" };
let ip = 0;

beforeAll(async () => {
  const db = await resetDatabase();
  await seedAmenities(db);
  admin = await sessionCookie("admin");
  user = await createSignedInUser("typist@example.com");
});

/** The field errors of an action's answer, with its status. */
async function errorsOf(run: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await run;
  return { status, errors: (body as ActionReply).result?.error ?? {} };
}

const saveLocation = (fields: Record<string, string | string[]>) =>
  errorsOf(
    callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { ...LOCATION_FORM, intent: "create", ...fields }, admin),
    ),
  );

const SUBMISSION = {
  submitterName: "Dana Walker",
  email: "dana@example.com",
  name: "Quiet Paws Park",
  category: "dog-park",
  leashPolicy: "off-leash",
  city: "Gainesville",
  county: "Alachua",
  zip: "32601",
  phone: "352-555-0100",
  address: "1 Main St",
  description: "Fenced, with shade.",
  fees: "paid",
  hours: "Sunrise to sunset",
  feeDetails: "$2 a dog",
  parkingDetails: "Small lot",
  rules: "Clean up after your dog",
  imageUrl: "https://example.org/park.jpg",
  mapUrl: "https://maps.example.org/park",
  dogHoursNote: "Any time",
  notes: "Thanks",
};
const submit = (fields: Record<string, string>) =>
  errorsOf(
    callRoute(
      submitAction,
      formRequest(
        "/submit",
        { ...SUBMISSION, ...fields },
        { Cookie: user.cookie, "x-forwarded-for": `10.50.0.${++ip}` },
      ),
    ),
  );

const CONTACT = { name: "Dana Walker", email: "dana@example.com", subject: "Hours", message: "When does it open?" };
const contact = (fields: Record<string, string>) =>
  errorsOf(
    callRoute(
      contactAction,
      formRequest("/contact", { ...CONTACT, ...fields }, { "x-forwarded-for": `10.51.0.${++ip}` }),
    ),
  );

/**
 * Puts `bad` in the middle of each field in turn and answers, for every field that did not refuse it
 * with `message` (or, for an address, with any error), the field's name.
 */
async function notRefused(
  send: (fields: Record<string, string>) => Promise<{ status: number; errors: Record<string, string[] | null> }>,
  form: Record<string, string | string[]>,
  fields: string[],
  bad: string,
  message: string,
) {
  const missed: string[] = [];
  for (const field of fields) {
    const { status, errors } = await send({ [field]: `${String(form[field] ?? "") || "some"}${bad}text` });
    const shown = errors[field] ?? [];
    const refused = status === 400 && (/url$|^externalLinks/i.test(field) ? shown.length > 0 : shown.includes(message));
    if (!refused) missed.push(`${field} ${JSON.stringify(bad)} → ${status} ${JSON.stringify(shown)}`);
  }
  return missed;
}

/**
 * Every field of a form that did not refuse each control character, or, in a field of one line
 * (`oneLine`; `manyLines` are text areas), a tab or line break: see notRefused.
 */
async function controlCharactersNotRefused(
  send: Parameters<typeof notRefused>[0],
  form: Record<string, string | string[]>,
  oneLine: string[],
  manyLines: string[],
) {
  const missed: string[] = [];
  for (const bad of CONTROLS) {
    missed.push(...(await notRefused(send, form, oneLine, bad, CONTROL_CHARACTER_IN_LINE)));
    missed.push(...(await notRefused(send, form, manyLines, bad, CONTROL_CHARACTER)));
  }
  for (const bad of LINE_BREAKS)
    missed.push(...(await notRefused(send, form, oneLine, bad, CONTROL_CHARACTER_IN_LINE)));
  return missed;
}

describe("the location form", () => {
  const form = {
    ...LOCATION_FORM,
    statusNote: "Open",
    verifiedOn: "2025-03-31",
    dogHours: "Mo-Su 07:00-19:00",
    "sources[0].url": "https://example.com/park",
    "sources[0].supports": "Hours",
    "sources[0].date": "2025-03",
  };
  const oneLine = [
    "name",
    "city",
    "county",
    "address",
    "zip",
    "phone",
    "feeDetails",
    "hours",
    "seasonality",
    "statusNote",
    "verifiedOn",
    "imageUrl",
    "mapUrl",
    "externalLinks.official",
    "externalLinks.county",
    "sources[0].url",
    "sources[0].supports",
    "sources[0].date",
  ];
  const manyLines = ["description", "rules", "accessibilityNotes", "parkingDetails", "safetyNotes", "dogHours"];

  it("refuses a control character in every text field, and tabs and line breaks in a field of one line", async () => {
    expect(await controlCharactersNotRefused(saveLocation, form, oneLine, manyLines)).toEqual([]);
    expect(await (await getDb()).select().from(locations)).toEqual([]);
  });

  it("keeps the tabs and line breaks of a text area", async () => {
    const { status } = await saveLocation({
      name: "Two Line Park",
      description: "First line\r\nSecond\tline",
      safetyNotes: "Gate 1\r\nGate 2",
    });
    expect(status).toBe(200);
    const [row] = await (await getDb()).select().from(locations).where(eq(locations.name, "Two Line Park"));
    expect(row).toMatchObject({ description: "First line\r\nSecond\tline", safetyNotes: "Gate 1\r\nGate 2" });
  });
});

describe("the submission form", () => {
  const oneLine = [
    "submitterName",
    "name",
    "city",
    "county",
    "zip",
    "phone",
    "address",
    "hours",
    "feeDetails",
    "imageUrl",
    "mapUrl",
  ];
  const manyLines = ["description", "parkingDetails", "rules", "dogHoursNote", "notes"];

  it("refuses a control character in every text field, and tabs and line breaks in a field of one line", async () => {
    expect(await controlCharactersNotRefused(submit, SUBMISSION, oneLine, manyLines)).toEqual([]);
    const { errors } = await submit({ email: "dana\u0007@example.com" });
    expect(errors.email).toBeDefined();
    expect(await (await getDb()).select().from(locationSubmissions)).toEqual([]);
  });

  it("keeps the line breaks of its text areas", async () => {
    const { status } = await submit({ name: "Lines Park", description: "Fenced.\r\nShaded.", notes: "One\n\tTwo" });
    // Stored: the form goes home with its notice (decision 0040).
    expect(status).toBe(302);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(locationSubmissions)
      .where(eq(locationSubmissions.name, "Lines Park"));
    expect(row).toMatchObject({ description: "Fenced.\r\nShaded.", notes: "One\n\tTwo" });
  });
});

describe("the contact form", () => {
  it("refuses control characters in its fields, and keeps the line breaks of the message", async () => {
    expect(await controlCharactersNotRefused(contact, CONTACT, ["name", "subject"], ["message"])).toEqual([]);
    expect((await contact({ email: "dana\u001b@example.com" })).errors.email).toBeDefined();
    expect(await (await getDb()).select().from(contactMessages)).toEqual([]);

    expect((await contact({ message: "Line one\r\nLine\ttwo" })).status).toBe(200);
    expect((await (await getDb()).select().from(contactMessages)).map((m) => m.message)).toEqual([
      "Line one\r\nLine\ttwo",
    ]);
  });
});

describe("sign-up", () => {
  it("refuses an address with a control character (the account's name is made from the address)", async () => {
    const { status, body } = await callRoute(
      authAction,
      formRequest("/auth", { intent: "signup", email: "new\u0007comer@example.com", password: "dog-walks-42" }),
    );
    expect(status).toBe(400);
    expect((body as ActionReply).result?.error?.email).toEqual([CONTROL_CHARACTER_IN_LINE]);
  });
});

describe("CSV rows", () => {
  it("refuses a row with a control character, naming the column; other rows import", async () => {
    const db = await getDb();
    const file = [
      "name,category,region,city,county,description,hours",
      `Bell\u0007 Park,dog park,South FL,Miami,Miami-Dade,,`,
      `Escape Park,dog park,South FL,Mia\u001bmi,Miami-Dade,,`,
      `Tab Park,dog park,South FL,Miami,Miami\tDade,,`,
      `Delete Park,dog park,South FL,Miami,Miami-Dade,"Fenced\u007f",`,
      `Broken Hours Park,dog park,South FL,Miami,Miami-Dade,,"7am\n7pm"`,
      `Good Lines Park,dog park,South FL,Miami,Miami-Dade,"Fenced.\nShaded.",Sunrise to sunset`,
    ].join("\n");
    const result = await importLocations(db, file);
    const byName = new Map(result.rows.map((r) => [r.name, r]));
    const refused = {
      "Bell\u0007 Park": `Rejected name: ${CONTROL_CHARACTER_IN_LINE}`,
      "Escape Park": `Rejected city: ${CONTROL_CHARACTER_IN_LINE}`,
      "Tab Park": `Rejected county: ${CONTROL_CHARACTER_IN_LINE}`,
      "Delete Park": `Rejected description: ${CONTROL_CHARACTER}`,
      "Broken Hours Park": `Rejected hours: ${CONTROL_CHARACTER_IN_LINE}`,
    };
    for (const [name, message] of Object.entries(refused)) {
      expect(byName.get(name), name).toMatchObject({ status: "failed", message });
    }
    expect(result.imported).toBe(1);
    const [good] = await db.select().from(locations).where(eq(locations.name, "Good Lines Park"));
    expect(good!.description).toBe("Fenced.\nShaded.");
  });
});

describe("names a spreadsheet would read as formulas", () => {
  it("are stored and shown on the site as typed", async () => {
    const names = ['=HYPERLINK("https://evil.example","Open")', "+1 Dog Run", "-Sunset- Beach", "@Home Bark Park"];
    for (const name of names) {
      const { status } = await saveLocation({ name });
      expect(status, name).toBe(200);
      const [row] = await (await getDb()).select().from(locations).where(eq(locations.name, name));
      const page = await callRoute(placeLoader, new Request(`http://localhost:3000/parks/${row!.slug}`), {
        slug: row!.slug,
      });
      expect((page.body as { place: { name: string } }).place.name).toBe(name);
    }
  });
});
