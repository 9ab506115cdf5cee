// The free text of places in other languages (issue 27): read for many places at once beside their
// English, written by an administrator with the place's history, and seeded with the demo data.
import { eq, inArray, sql } from "drizzle-orm";
import { inTransaction, type Db } from "../infra/db.server";
import {
  locations,
  placeTranslations,
  PLACE_TEXT_FIELDS,
  type FieldChange,
  type PlaceTextField,
  type PlaceTextLocale,
} from "../infra/schema.server";
import { fieldLabel } from "~/lib/audit";
import { recordAudit, type Actor } from "./audit.server";

/** One stored translation of a field, as the readers of this module get it. */
export type StoredTranslation = {
  text: string;
  /** The English it was made from (rules: one a line); null when unknown. */
  sourceText: string | null;
  humanChecked: boolean;
  updatedAt: string;
};

/** A place's English free text, its rules as a list. */
export type EnglishTexts = Record<Exclude<PlaceTextField, "rules">, string | null> & { rules: string[] };

export type PlaceTextsRow = {
  id: string;
  english: EnglishTexts;
  translations: Partial<Record<PlaceTextField, StoredTranslation>>;
};

/** The English columns of the translated texts (app/lib/place-fields.ts). */
const ENGLISH_COLUMNS = Object.fromEntries(PLACE_TEXT_FIELDS.map((field) => [field, locations[field]])) as {
  [F in PlaceTextField]: (typeof locations)[F];
};

/** A field's English as a translation records it: text as it is, rules one a line. */
export function englishSource(english: EnglishTexts, field: PlaceTextField): string | null {
  if (field === "rules") return english.rules.length ? english.rules.join("\n") : null;
  return english[field];
}

/**
 * The English free text of each of these places and its translations into `locale`, in one query
 * (the translations gathered per place by a sub-select; none read for `null`, English). Places that
 * do not exist are left out.
 */
export async function placeTextsOf(db: Db, ids: readonly string[], locale: PlaceTextLocale | null) {
  if (!ids.length) return [] as PlaceTextsRow[];
  const translations =
    locale === null
      ? sql<Record<string, StoredTranslation>>`'{}'::jsonb`
      : sql<Record<string, StoredTranslation>>`coalesce((
        select jsonb_object_agg(t.field, jsonb_build_object(
          'text', t.text, 'sourceText', t.source_text, 'humanChecked', t.human_checked,
          'updatedAt', to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
        from ${placeTranslations} t
        where t.location_id = ${locations.id} and t.locale = ${locale}), '{}'::jsonb)`;
  const rows = await db
    .select({ id: locations.id, ...ENGLISH_COLUMNS, translations })
    .from(locations)
    .where(inArray(locations.id, [...ids]));
  return rows.map(({ id, translations, ...english }): PlaceTextsRow => ({ id, english, translations }));
}

/** A field's translation as an administrator saves it: its text (null removes it) and whether a person checked it. */
export type TranslationEdit = { text: string | null; humanChecked: boolean };

const LOCALE_NAMES: Record<PlaceTextLocale, string> = { es: "Spanish" };

/** How the history names a translated field: "Description (Spanish)". */
export function translationFieldLabel(field: PlaceTextField, locale: PlaceTextLocale) {
  return `${fieldLabel(field)} (${LOCALE_NAMES[locale]})`;
}

/**
 * Saves an administrator's translations of a place's fields into `locale`, in one transaction with
 * the place's history: each changed text and each changed "checked by a person" is recorded as a
 * change of the field `<field>.<locale>` (or `<field>.<locale>.checked`), never restorable as a
 * column of the place. A translation keeps the English it was written from. Returns null when the
 * place does not exist, else the fields that changed.
 */
export async function savePlaceTranslations(
  db: Db,
  locationId: string,
  locale: PlaceTextLocale,
  edits: Partial<Record<PlaceTextField, TranslationEdit>>,
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const [place] = await tx
      .select({ id: locations.id, ...ENGLISH_COLUMNS })
      .from(locations)
      .where(eq(locations.id, locationId))
      .limit(1)
      .for("update");
    if (!place) return null;
    const { id, ...english } = place;
    const [current] = await placeTextsOf(tx, [id], locale);
    const changes: FieldChange[] = [];
    const changedFields: PlaceTextField[] = [];
    for (const field of PLACE_TEXT_FIELDS) {
      const edit = edits[field];
      if (!edit) continue;
      const before = current?.translations[field];
      const text = edit.text?.trim() || null;
      const key = `${field}.${locale}`;
      if (!text) {
        if (!before) continue;
        await tx
          .delete(placeTranslations)
          .where(
            sql`${placeTranslations.locationId} = ${id} and ${placeTranslations.field} = ${field} and ${placeTranslations.locale} = ${locale}`,
          );
        changes.push({ field: key, before: before.text, after: null });
        changedFields.push(field);
        continue;
      }
      const sourceText = englishSource(english, field);
      const sameText = before?.text === text;
      const sameCheck = before?.humanChecked === edit.humanChecked;
      if (sameText && sameCheck && before?.sourceText === sourceText) continue;
      await tx
        .insert(placeTranslations)
        .values({
          locationId: id,
          field,
          locale,
          text,
          sourceText,
          humanChecked: edit.humanChecked,
          updatedBy: actor?.id ?? null,
        })
        .onConflictDoUpdate({
          target: [placeTranslations.locationId, placeTranslations.field, placeTranslations.locale],
          set: {
            text,
            sourceText,
            humanChecked: edit.humanChecked,
            updatedBy: actor?.id ?? null,
            updatedAt: new Date(),
          },
        });
      if (!sameText) changes.push({ field: key, before: before?.text ?? null, after: text });
      if (!sameCheck)
        changes.push({ field: `${key}.checked`, before: before?.humanChecked ?? null, after: edit.humanChecked });
      if (!sameText || !sameCheck) changedFields.push(field);
    }
    if (changes.length) {
      await recordAudit(tx, actor, {
        action: "place.updated",
        locationId: id,
        summary: `Changed ${changedFields.map((f) => translationFieldLabel(f, locale)).join(", ")}`,
        changes,
      });
    }
    return changedFields;
  });
}

/** A translation of the demo data, the place named by its slug. */
export type SeedTranslation = {
  slug: string;
  field: PlaceTextField;
  locale: PlaceTextLocale;
  text: string;
  sourceText: string | null;
};

/**
 * Adds the demo data's translations that are not there yet, in one statement: a translation an
 * administrator wrote or removed-and-rewrote is never replaced. Unchecked (machine-written). Returns
 * how many were added.
 */
export async function insertMissingPlaceTranslations(db: Db, rows: readonly SeedTranslation[]) {
  if (!rows.length) return 0;
  const json = JSON.stringify(
    rows.map((r) => ({ slug: r.slug, field: r.field, locale: r.locale, text: r.text, source_text: r.sourceText })),
  );
  const result = await db.execute(sql`
    insert into place_translations (location_id, field, locale, text, source_text, human_checked)
    select l.id, r.field, r.locale, r.text, r.source_text, false
    from jsonb_to_recordset(${json}::jsonb) as r(slug text, field text, locale text, text text, source_text text)
    join locations l on l.slug = r.slug
    on conflict do nothing
    returning 1 as added`);
  return result.rows.length;
}
