// A place's free text in the page's language (issue 27): descriptions, rules written as prose, fee
// details, hours and notes. A field shows its translation when there is one made from the English
// the place has now; otherwise the English shows, with lang "en" so the page can mark it.
import { z } from "zod";
import type { Locale } from "~/lib/i18n";
import { optionalText, ruleLinesText } from "~/lib/schemas";
import type { Db } from "../infra/db.server";
import {
  PLACE_TEXT_FIELDS,
  PLACE_TEXT_LOCALES,
  type PlaceTextField,
  type PlaceTextLocale,
} from "../infra/schema.server";
import {
  englishSource,
  placeTextsOf,
  savePlaceTranslations,
  type PlaceTextsRow,
  type StoredTranslation,
} from "../queries/place-texts.server";
import type { Actor } from "../queries/audit.server";

export { PLACE_TEXT_FIELDS, PLACE_TEXT_LOCALES, type PlaceTextField, type PlaceTextLocale };

/** A text in the language it is written in; `humanChecked` is false for a translation no person has read yet. */
export type LocalizedText = { text: string; lang: Locale; humanChecked: boolean };
/** A place's rules, a list, in the language they are written in. */
export type LocalizedList = { items: string[]; lang: Locale; humanChecked: boolean };

/** Each free-text field of a place in the language asked for, or null when the place has none. */
export type PlaceTexts = { [F in Exclude<PlaceTextField, "rules">]: LocalizedText | null } & {
  rules: LocalizedList | null;
};

function isTranslatedLocale(locale: Locale): locale is PlaceTextLocale {
  return (PLACE_TEXT_LOCALES as readonly string[]).includes(locale);
}

/**
 * Whether a translation still says what the English says: it was made from the English the place
 * has now (a translation of unknown origin is trusted). A translation the English has moved away
 * from is not shown: it could state a rule or a fee that is no longer true.
 */
export function isCurrent(row: PlaceTextsRow, field: PlaceTextField, translation: StoredTranslation) {
  return translation.sourceText === null || translation.sourceText === englishSource(row.english, field);
}

function localize(row: PlaceTextsRow, locale: Locale): PlaceTexts {
  const pick = (field: PlaceTextField) => {
    const translation = row.translations[field];
    return translation && isCurrent(row, field, translation) ? translation : null;
  };
  const texts = {} as Record<PlaceTextField, LocalizedText | LocalizedList | null>;
  for (const field of PLACE_TEXT_FIELDS) {
    const translation = pick(field);
    if (field === "rules") {
      texts.rules = translation
        ? { items: translation.text.split("\n").filter(Boolean), lang: locale, humanChecked: translation.humanChecked }
        : row.english.rules.length
          ? { items: row.english.rules, lang: "en", humanChecked: true }
          : null;
      continue;
    }
    const english = row.english[field];
    texts[field] = translation
      ? { text: translation.text, lang: locale, humanChecked: translation.humanChecked }
      : english
        ? { text: english, lang: "en", humanChecked: true }
        : null;
  }
  return texts as PlaceTexts;
}

/**
 * The free text of each of these places in `locale`, by place id, read in one query however many
 * places are asked for: each field in `locale` when a current translation exists ("es"), else the
 * English with lang "en". English pages get the English (lang "en") and read no translation.
 * A place that does not exist is missing from the map.
 *
 * Call it from a loader with the request's database and language, e.g.
 * `const texts = await localizedPlaceTexts(requestDb(context), [place.id], getLocale(context));`
 * then `texts.get(place.id)?.description` → `{ text, lang }`; render `lang` on the element
 * when it differs from the page's language.
 */
export async function localizedPlaceTexts(
  db: Db,
  ids: readonly string[],
  locale: Locale,
): Promise<Map<string, PlaceTexts>> {
  const unique = [...new Set(ids)];
  const rows = await placeTextsOf(db, unique, isTranslatedLocale(locale) ? locale : null);
  return new Map(rows.map((row) => [row.id, localize(row, locale)]));
}

/** One field as the admin's translation form shows it. */
export type TranslationDraft = {
  text: string;
  humanChecked: boolean;
  /** The English has changed since this translation was written: it is not shown until saved again. */
  outdated: boolean;
};

/** The fields the admin's location table edits in Spanish. */
export const EDITED_TEXT_FIELDS = ["description", "rules"] as const satisfies readonly PlaceTextField[];
export type EditedTextField = (typeof EDITED_TEXT_FIELDS)[number];

/** The Spanish description and rules of each of these places as the admin's form fills them in. */
export async function translationDrafts(db: Db, ids: readonly string[], locale: PlaceTextLocale) {
  const rows = await placeTextsOf(db, ids, locale);
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      Object.fromEntries(
        EDITED_TEXT_FIELDS.map((field) => {
          const t = row.translations[field];
          const draft: TranslationDraft | null = t
            ? { text: t.text, humanChecked: t.humanChecked, outdated: !isCurrent(row, field, t) }
            : null;
          return [field, draft];
        }),
      ) as Record<EditedTextField, TranslationDraft | null>,
    ]),
  );
}

/** The admin's translation form, checked on the server: rules one a line, as the location form takes them. */
export const PlaceTranslationSchema = z.object({
  id: z.uuid({ error: "That request could not be understood." }),
  locale: z.enum(PLACE_TEXT_LOCALES, { error: "Choose a language from the list" }),
  description: optionalText({ lines: "many", tooLong: "The Spanish description is too long" }),
  rules: ruleLinesText(),
  humanChecked: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
});

export type PlaceTranslationInput = z.output<typeof PlaceTranslationSchema>;

/**
 * Saves the form's translations of a place with its history (the actor's change of each field and
 * of its "checked by a person"). Empty fields remove a translation. Null when the place is gone.
 */
export function savePlaceTranslationForm(db: Db, input: PlaceTranslationInput, actor: Actor) {
  return savePlaceTranslations(
    db,
    input.id,
    input.locale,
    {
      description: { text: input.description, humanChecked: input.humanChecked },
      rules: { text: input.rules.length ? input.rules.join("\n") : null, humanChecked: input.humanChecked },
    },
    actor,
  );
}

/** Each free-text field's language as a page shows it: the translation's, or "en" for the English. */
export type PlaceTextLangs = Partial<Record<PlaceTextField, Locale>>;

/**
 * A place with its free text in `locale` where a current translation exists, and the language of
 * each field as shown (for its `lang` mark).
 */
export async function withLocalizedTexts<
  P extends { id: string; rules: string[] } & Record<Exclude<PlaceTextField, "rules">, string | null>,
>(db: Db, place: P, locale: Locale): Promise<{ place: P; textLangs: PlaceTextLangs }> {
  if (locale === "en") return { place, textLangs: {} };
  const texts = (await localizedPlaceTexts(db, [place.id], locale)).get(place.id);
  if (!texts) return { place, textLangs: {} };
  const localized: P = { ...place };
  const textLangs: PlaceTextLangs = {};
  for (const field of PLACE_TEXT_FIELDS) {
    if (field === "rules") {
      const rules = texts.rules;
      if (rules) [localized.rules, textLangs.rules] = [rules.items, rules.lang];
      continue;
    }
    const text = texts[field];
    if (text) {
      (localized as Record<string, unknown>)[field] = text.text;
      textLangs[field] = text.lang;
    }
  }
  return { place: localized, textLangs };
}
