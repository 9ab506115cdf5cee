// A place's free-text fields, each declared once (decision 0055): its column, its form control and
// length, its CSV column, whether visitors send it, its row on the place page, whether it is
// translated. The schemas, the CSV import and its template, the location form, /submit's form, the
// submission copy and merge, the account export, the translated texts and the place page's Practical
// Info read their text fields from here. The words stay in app/locales (visitors)
// and in the admin's English tables that tsc holds to this list.
import type { ParseKeys } from "i18next";
import type { VALIDATION_MESSAGES } from "./validation-messages";

/**
 * The columns of a row that hold one free text (text, nullable or not; no choice list).
 * app/server/infra/schema.server.ts holds every declared key to a text column of `locations` (and of
 * `location_submissions` for a field visitors send): a field without its column fails tsc.
 */
export type TextColumn<Row> = {
  [K in keyof Row]-?: string extends Row[K] ? (Row[K] extends string | null ? K : never) : never;
}[keyof Row];

export type PlaceFieldDeclaration = {
  /** The column's name in the Drizzle table (camelCase). */
  key: string;
  /** The field it follows among a place's fields: the order of the place's schema and of its import. */
  after: string;
  /** An input is one line (no line breaks); a text area keeps its lines. */
  control: "input" | "textarea";
  /** The longest text the location form takes; the schemas' long text (5000) when not given. */
  max?: number;
  csv: {
    /** Its column in a file, and the other headers a file may use for it. */
    column: string;
    aliases: readonly string[];
    /** The template column it follows; whether the template (and the import page's list) has it. */
    after: string;
    template: boolean;
  };
  /** The admin's location form: the field it follows there, and its text area's size. */
  form: {
    after: string;
    rows?: number;
    wide?: boolean;
    /** Labels of the form's own (account texts); else the history's name of the field (audit.ts). */
    label?: ParseKeys<"account">;
    hint?: ParseKeys<"account">;
  };
  /**
   * A field visitors send with a new place (/submit): its column of location_submissions, copied to
   * the place on approval, merged into a place already listed, in the account export.
   */
  submission?: {
    /** The field it follows in /submit's form and schema. */
    after: string;
    /** The field it follows on /submit's page, when not the one it follows in the schema. */
    shownAfter?: string;
    max: number;
    /** The message of an empty field when /submit requires it. */
    required?: keyof typeof VALIDATION_MESSAGES;
    label: ParseKeys<"account">;
    placeholder?: ParseKeys<"account">;
    /** A text area's rows; whether the field takes the form's full width. */
    rows?: number;
    wide?: boolean;
    /**
     * Asked only of a place whose entry fee is paid: the page shows it once "Paid" is chosen, and
     * before its script runs always, with this hint saying so.
     */
    paidOnly?: { hint: ParseKeys<"account"> };
  };
  /**
   * Its row in the place page's Practical Info: the row it follows (one of the card's own, address,
   * county, fees, parking and phone, or a field's), its label among the `place` texts, and what the
   * row says of an unknown text: "Not listed", or nothing (the row is left out). A field without one is shown by words of
   * its own (the description and status note in the header, fee and parking details in their rows).
   */
  page?: {
    after: string;
    label: ParseKeys<"place">;
    unknown: "notListed" | "hidden";
  };
  /** Translated into the other languages (place_translations). */
  translated: boolean;
};

/** The free-text fields of a place, in the order their translations are listed. */
export const PLACE_FIELDS_DECLARED = [
  {
    key: "description",
    after: "externalLinks",
    control: "textarea",
    csv: { column: "description", aliases: [], after: "external_links_county", template: true },
    form: { after: "seasonality", rows: 3, wide: true },
    submission: {
      after: "address",
      max: 5000,
      required: "descriptionRequired",
      label: "submit.description",
      rows: 4,
      wide: true,
    },
    translated: true,
  },
  {
    key: "feeDetails",
    after: "fees",
    control: "input",
    csv: { column: "fee_details", aliases: [], after: "fees", template: true },
    form: { after: "fees" },
    submission: {
      after: "hours",
      shownAfter: "dogHoursNote",
      max: 500,
      label: "submit.feeDetails",
      placeholder: "submit.feeDetailsPlaceholder",
      wide: true,
      paidOnly: { hint: "submit.feeDetailsHint" },
    },
    translated: true,
  },
  {
    key: "hours",
    after: "feeDetails",
    control: "input",
    csv: { column: "hours", aliases: [], after: "fee_details", template: true },
    form: { after: "feeDetails" },
    submission: { after: "fees", max: 500, label: "submit.hours", placeholder: "submit.hoursPlaceholder" },
    page: { after: "county", label: "hours", unknown: "notListed" },
    translated: true,
  },
  {
    key: "seasonality",
    after: "hours",
    control: "input",
    csv: { column: "seasonality", aliases: [], after: "hours", template: true },
    form: { after: "hours" },
    page: { after: "hours", label: "season", unknown: "hidden" },
    translated: true,
  },
  {
    key: "accessibilityNotes",
    after: "seasonality",
    control: "textarea",
    csv: { column: "accessibility_notes", aliases: [], after: "seasonality", template: true },
    form: { after: "parkingDetails", rows: 3 },
    page: { after: "parking", label: "accessibility", unknown: "notListed" },
    translated: true,
  },
  {
    key: "parkingDetails",
    after: "accessibilityNotes",
    control: "textarea",
    csv: { column: "parking_details", aliases: [], after: "accessibility_notes", template: true },
    form: { after: "rules", rows: 3 },
    submission: { after: "feeDetails", max: 1000, label: "submit.parkingDetails", rows: 2, wide: true },
    translated: true,
  },
  {
    key: "safetyNotes",
    after: "parkingDetails",
    control: "textarea",
    csv: { column: "safety_notes", aliases: [], after: "parking_details", template: true },
    form: { after: "accessibilityNotes", rows: 3, wide: true },
    page: { after: "phone", label: "safety", unknown: "hidden" },
    translated: true,
  },
  {
    key: "statusNote",
    after: "status",
    control: "input",
    max: 500,
    csv: { column: "status_note", aliases: [], after: "status", template: true },
    form: { after: "status", label: "locationForm.statusNote", hint: "locationForm.statusNoteHint" },
    translated: true,
  },
] as const satisfies readonly PlaceFieldDeclaration[];

type Declared = (typeof PLACE_FIELDS_DECLARED)[number];

/** A free-text field of a place. */
export type PlaceTextKey = Declared["key"];
/** One a visitor sends with a new place. */
export type SubmittedTextKey = Extract<Declared, { submission: object }>["key"];
/** One translated into the other languages. */
export type TranslatedTextKey = Extract<Declared, { translated: true }>["key"];

/** The declarations, read at run time: every derived list goes through this one. */
export function placeFields(): readonly PlaceFieldDeclaration[] {
  return PLACE_FIELDS_DECLARED;
}

export function placeField(key: string): PlaceFieldDeclaration | undefined {
  return placeFields().find((field) => field.key === key);
}

/** The fields visitors send with a new place, in the declarations' order. */
export function submittedFields() {
  return placeFields().filter(
    (field): field is PlaceFieldDeclaration & { submission: NonNullable<PlaceFieldDeclaration["submission"]> } =>
      !!field.submission,
  );
}

/** The free text a visitor sent with a place, as the place takes it (a copy of each submitted field). */
export function submittedTexts<Row extends Record<SubmittedTextKey, string | null>>(submission: Row) {
  return Object.fromEntries(
    submittedFields().map((field) => [field.key, submission[field.key as SubmittedTextKey]]),
  ) as Pick<Row, SubmittedTextKey>;
}

/**
 * A submission's values as they are stored: a field asked of paid places only (`paidOnly`) is
 * dropped when the place is not paid, as the page hides it then.
 */
export function withoutUnpaidFields<Row extends { fees: string | null }>(values: Row): Row {
  if (values.fees === "paid") return values;
  const dropped = submittedFields().filter((field) => field.submission.paidOnly);
  return { ...values, ...Object.fromEntries(dropped.map((field) => [field.key, null])) };
}

/** The fields with a row of their own in the place page's Practical Info, in the declarations' order. */
export function practicalInfoFields() {
  return placeFields().filter(
    (field): field is PlaceFieldDeclaration & { page: NonNullable<PlaceFieldDeclaration["page"]> } => !!field.page,
  );
}

/** The fields whose text is translated, in the declarations' order. */
export function translatedFields() {
  return placeFields().filter((field) => field.translated);
}

/** Where the admin's location form puts free-text fields: after these fields of its own. */
export const LOCATION_FORM_SLOTS = ["fees", "rules", "status"] as const;
export type LocationFormSlot = (typeof LOCATION_FORM_SLOTS)[number];

/**
 * A form's free-text fields at each of its places (slots, named by the form's own fields): those that
 * follow the slot's field, each followed by those that follow it. A field that follows none of them
 * goes to the `rest` slot, so that every field given is in the form.
 */
export function fieldsAtSlots<S extends string, F extends PlaceFieldDeclaration>(
  slots: readonly S[],
  rest: S,
  fields: readonly F[],
  afterOf: (field: F) => string,
): Record<S, F[]> {
  const placed = new Set<F>();
  const chain = (name: string): F[] =>
    fields
      .filter((field) => afterOf(field) === name && !placed.has(field))
      .flatMap((field) => {
        placed.add(field);
        return [field, ...chain(field.key)];
      });
  const atSlots = Object.fromEntries(slots.map((slot) => [slot, chain(slot)])) as Record<S, F[]>;
  atSlots[rest].push(...fields.filter((field) => !placed.has(field)));
  return atSlots;
}

/** The location form's free-text fields at each of its places; those that follow none come after the notes (the rules' place). */
export function locationFormTexts(): Record<LocationFormSlot, PlaceFieldDeclaration[]> {
  return fieldsAtSlots(LOCATION_FORM_SLOTS, "rules", placeFields(), (field) => field.form.after);
}

/**
 * A place's translated texts (place_translations.field): the translated fields, with the place's
 * rules (a list, translated one a line) after the description.
 */
export function translatedTexts(): (TranslatedTextKey | "rules")[] {
  const keys: (TranslatedTextKey | "rules")[] = translatedFields().map((field) => field.key as TranslatedTextKey);
  keys.splice(keys.indexOf("description") + 1, 0, "rules");
  return keys;
}

/**
 * A list with the declared fields put in: each field right after the item (or field) it follows, in
 * the declarations' order; a field that follows nothing in the list comes last.
 */
export function withFieldsAfter<T, F extends PlaceFieldDeclaration>(
  items: readonly T[],
  nameOf: (item: T) => string,
  fields: readonly F[],
  afterOf: (field: F) => string,
  itemOf: (field: F) => T,
): T[] {
  const out: T[] = [];
  const placed = new Set<F>();
  const followers = (name: string) => {
    for (const field of fields) {
      if (placed.has(field) || afterOf(field) !== name) continue;
      placed.add(field);
      const item = itemOf(field);
      out.push(item);
      followers(nameOf(item));
    }
  };
  for (const item of items) {
    out.push(item);
    followers(nameOf(item));
  }
  for (const field of fields) if (!placed.has(field)) out.push(itemOf(field));
  return out;
}
