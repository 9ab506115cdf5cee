// A place's free text in Spanish (issue 27): each field in Spanish when a translation of the
// English it has now exists, else the English marked lang "en"; an administrator's save of the
// Spanish description and rules is checked on the server and recorded in the place's history.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow, uniqueSuffix } from "../factories";
import { callRoute, postForm, sessionCookie, siteRequest } from "../fixtures/sessions";
import * as locationsRoute from "~/routes/admin/locations/route";
import { localizedPlaceTexts } from "~/server/domain/place-texts.server";
import { savePlaceTranslations } from "~/server/queries/place-texts.server";
import { seedDemoData, seedPlaces, seedTranslations } from "~/server/domain/seed.server";
import { auditEvents, locations, placeTranslations } from "~/server/infra/schema.server";
import type { ActionReply } from "~/lib/forms";
import { adminOnEmptyDatabase } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  admin = await adminOnEmptyDatabase();
});

async function place(overrides: Parameters<typeof placeRow>[0] = {}) {
  const db = await getDb();
  const row = placeRow(overrides);
  const [created] = await db
    .insert(locations)
    .values({ ...row, slug: `place-${uniqueSuffix()}` })
    .returning({ id: locations.id });
  return created!.id;
}

/** Saves a Spanish translation of a place's texts, with no person named as its author. */
async function saveSpanish(id: string, edits: Parameters<typeof savePlaceTranslations>[3]) {
  await savePlaceTranslations(await getDb(), id, "es", edits, null);
}

describe("localizedPlaceTexts", () => {
  it("gives each field in Spanish when translated, and the English with lang en when not", async () => {
    const db = await getDb();
    const translated = await place({
      description: "A fenced dog park.",
      rules: ["Leash outside the fence", "Clean up after your dog"],
      feeDetails: "Free",
      hours: "Dawn to dusk",
    });
    const untranslated = await place({ description: "A quiet beach.", rules: ["Leash required"] });
    const empty = await place({});
    await saveSpanish(translated, {
      description: { text: "Un parque para perros cercado.", humanChecked: false },
      rules: { text: "Correa fuera de la cerca\nRecoge los desechos de tu perro", humanChecked: true },
      feeDetails: { text: "Gratis", humanChecked: false },
    });

    const texts = await localizedPlaceTexts(db, [translated, untranslated, empty], "es");

    expect(texts.get(translated)).toMatchObject({
      description: { text: "Un parque para perros cercado.", lang: "es", humanChecked: false },
      rules: { items: ["Correa fuera de la cerca", "Recoge los desechos de tu perro"], lang: "es", humanChecked: true },
      feeDetails: { text: "Gratis", lang: "es" },
      // No Spanish for the hours: the English shows, marked as English.
      hours: { text: "Dawn to dusk", lang: "en" },
      statusNote: null,
    });
    expect(texts.get(untranslated)).toMatchObject({
      description: { text: "A quiet beach.", lang: "en" },
      rules: { items: ["Leash required"], lang: "en" },
    });
    expect(texts.get(empty)).toMatchObject({ description: null, rules: null, feeDetails: null });
    expect(texts.size).toBe(3);
  });

  it("shows the English again when the English changed after the translation was written", async () => {
    const db = await getDb();
    const id = await place({ description: "Dogs welcome all day.", rules: ["Leash required"] });
    await saveSpanish(id, {
      description: { text: "Se permiten perros todo el día.", humanChecked: true },
      rules: { text: "Correa obligatoria", humanChecked: true },
    });
    await db.update(locations).set({ description: "Dogs welcome before 9 a.m. only." }).where(eq(locations.id, id));

    const texts = (await localizedPlaceTexts(db, [id], "es")).get(id);
    expect(texts?.description).toEqual({ text: "Dogs welcome before 9 a.m. only.", lang: "en", humanChecked: true });
    expect(texts?.rules).toEqual({ items: ["Correa obligatoria"], lang: "es", humanChecked: true });
  });

  it("gives English pages the English, and leaves out places that do not exist", async () => {
    const db = await getDb();
    const id = await place({ description: "A shady park." });
    await saveSpanish(id, { description: { text: "Un parque con sombra.", humanChecked: false } });
    const missing = "00000000-0000-4000-8000-000000000000";

    const texts = await localizedPlaceTexts(db, [id, id, missing], "en");

    expect(texts.get(id)?.description).toEqual({ text: "A shady park.", lang: "en", humanChecked: true });
    expect(texts.has(missing)).toBe(false);
    expect(await localizedPlaceTexts(db, [], "es")).toEqual(new Map());
  });
});

describe("the demo places in Spanish", () => {
  it("has a Spanish description and rules for every seed place that has them in English", () => {
    const places = seedPlaces();
    const spanish = seedTranslations(places);
    for (const p of places) {
      const fields = spanish.filter((t) => t.slug === p.slug);
      if (p.description)
        expect(
          fields.some((t) => t.field === "description"),
          p.name,
        ).toBe(true);
      if (p.rules?.length) {
        const rules = fields.find((t) => t.field === "rules");
        expect(rules?.text.split("\n"), p.name).toHaveLength(p.rules.length);
      }
    }
  });

  it("seeds them unchecked, and shows them on Spanish pages", async () => {
    const db = await resetDatabase();
    admin = await sessionCookie("admin");
    await seedDemoData(db);
    const rows = await db.select().from(placeTranslations);
    expect(rows.length).toBeGreaterThan(150);
    expect(rows.every((r) => r.humanChecked === false && r.locale === "es")).toBe(true);

    const [seashore] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, "Canaveral National Seashore"));
    const texts = (await localizedPlaceTexts(db, [seashore!.id], "es")).get(seashore!.id);
    expect(texts?.description).toMatchObject({ lang: "es", humanChecked: false });
    expect(texts?.description?.text).toMatch(/^Las mascotas con correa/);
    expect(texts?.rules?.items[0]).toBe("Correa de no más de 6 pies en todo momento");
  });
});

describe("the admin's Spanish texts of a place", () => {
  const translate = (fields: Record<string, string>, cookie = admin) =>
    callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { intent: "translate", locale: "es", ...fields }, cookie),
    );

  it("saves the description and rules with who wrote them, checked by a person, in the place's history", async () => {
    const db = await getDb();
    const id = await place({ description: "A dog beach.", rules: ["Leash required", "No glass"] });

    const saved = await translate({
      id,
      description: "  Una playa para perros.  ",
      rules: "Correa obligatoria\n\n- No se permite vidrio\n",
      humanChecked: "on",
    });

    expect(saved.status).toBe(200);
    expect((saved.body as ActionReply).notice).toEqual({ ok: true, message: "Spanish texts saved" });
    const rows = await db.select().from(placeTranslations).where(eq(placeTranslations.locationId, id));
    expect(rows.map((r) => [r.field, r.text, r.humanChecked, r.sourceText]).sort()).toEqual([
      ["description", "Una playa para perros.", true, "A dog beach."],
      ["rules", "Correa obligatoria\nNo se permite vidrio", true, "Leash required\nNo glass"],
    ]);
    expect(rows.every((r) => r.updatedBy !== null)).toBe(true);

    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.locationId, id));
    expect(event).toMatchObject({
      action: "place.updated",
      summary: "Changed Description (Spanish), Rules & Guidelines (Spanish)",
    });
    expect(event?.actorEmail).toMatch(/^admin-/);
    expect(event?.changes).toEqual([
      { field: "description.es", before: null, after: "Una playa para perros." },
      { field: "description.es.checked", before: null, after: true },
      { field: "rules.es", before: null, after: "Correa obligatoria\nNo se permite vidrio" },
      { field: "rules.es.checked", before: null, after: true },
    ]);

    // The same again changes nothing and records nothing; an empty field removes its translation.
    await translate({
      id,
      description: "Una playa para perros.",
      rules: "Correa obligatoria\nNo se permite vidrio",
      humanChecked: "on",
    });
    expect(await db.select().from(auditEvents).where(eq(auditEvents.locationId, id))).toHaveLength(1);
    await translate({ id, description: "", rules: "Correa obligatoria\nNo se permite vidrio" });
    const left = await db.select().from(placeTranslations).where(eq(placeTranslations.locationId, id));
    expect(left.map((r) => [r.field, r.humanChecked])).toEqual([["rules", false]]);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.locationId, id));
    expect(events).toHaveLength(2);
    const removal = events.find((e) => e.id !== event?.id);
    expect(removal?.changes).toEqual([
      { field: "description.es", before: "Una playa para perros.", after: null },
      { field: "rules.es.checked", before: true, after: false },
    ]);
  });

  it("refuses a text the server cannot take, and writes nothing", async () => {
    const db = await getDb();
    const id = await place({ description: "A park." });
    const refusals: Record<string, string>[] = [
      { id, description: "Un parque\u0007." },
      { id, description: "x".repeat(5001) },
      { id, rules: "Correa\u0000" },
      { id: "not-an-id", description: "Un parque." },
    ];
    for (const fields of refusals) {
      const answer = await translate(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect((answer.body as ActionReply).notice?.message).toBe("Failed to save the Spanish texts");
    }
    const french = await callRoute(
      locationsRoute.action,
      postForm("/admin/locations", { intent: "translate", locale: "fr", id, description: "Un parc." }, admin),
    );
    expect(french.status).toBe(400);
    expect(await db.select().from(placeTranslations).where(eq(placeTranslations.locationId, id))).toEqual([]);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.locationId, id))).toEqual([]);
  });

  it("answers 404 for a place that is gone, and only administrators may save", async () => {
    const gone = await translate({ id: "00000000-0000-4000-8000-000000000000", description: "Un parque." });
    expect(gone.status).toBe(404);

    const db = await getDb();
    const id = await place({ description: "A park." });
    const visitor = await sessionCookie("user");
    const refused = await translate({ id, description: "Un parque." }, visitor);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(
      await db
        .select()
        .from(placeTranslations)
        .where(and(eq(placeTranslations.locationId, id), eq(placeTranslations.locale, "es"))),
    ).toEqual([]);
  });

  it("fills the form with each place's Spanish, saying when the English has changed since", async () => {
    const db = await getDb();
    const name = `Spanish Form Park ${uniqueSuffix()}`;
    const id = await place({ name, city: "Tampa", county: "Hillsborough", description: "A park." });
    await translate({ id, description: "Un parque." });
    await db.update(locations).set({ description: "A bigger park." }).where(eq(locations.id, id));

    const page = await callRoute(
      locationsRoute.loader,
      siteRequest(`/admin/locations?search=${encodeURIComponent(name)}`, { cookie: admin }),
    );
    const data = page.body as Awaited<ReturnType<typeof locationsRoute.loader>>;
    expect(data.spanish[id]).toEqual({
      description: { text: "Un parque.", humanChecked: false, outdated: true },
      rules: null,
    });
  });
});
