// The "Dogs' limits" part of the location form, as the browser and the server read it: plain text
// fields under `dogLimits.` become a place's limits (PlaceLimitsSchema) or null when nobody has read
// them from the sources yet. A limit is set when any of its fields is filled; a row left empty is
// no limit. Each refused field is named by its path, so the form shows the message beside it.
import { z } from "zod";
import { isHttpUrl } from "../schemas";
import { VALIDATION_MESSAGES as V } from "../validation-messages";
import { DOCUMENT_KINDS, PlaceLimitsSchema, type PlaceLimits, type RequiredDocument } from "./limits";

/** The form's fixed rows: small-dog areas and required documents. */
export const LIMIT_AREA_ROWS = 2;
export const LIMIT_DOCUMENT_ROWS = 4;

export const LIMITS_STATES = ["unread", "read"] as const;
export type LimitsState = (typeof LIMITS_STATES)[number];
export const AREA_BOUNDS = ["upTo", "under"] as const;
export const AREA_WORDS = ["yard", "area"] as const;

const text = z.string().optional();
const sourcedFields = { source: text, rule: text };

/** The form's values: every field a text (a checkbox is present when ticked). */
export const LimitsFormFieldsSchema = z.object({
  state: text,
  maxDogs: z.object({ ...sourcedFields, count: text }).optional(),
  minAge: z.object({ ...sourcedFields, months: text }).optional(),
  areas: z.array(z.object({ ...sourcedFields, maxLb: text, bound: text, word: text }).optional()).optional(),
  spayNeuter: z.object(sourcedFields).optional(),
  heat: z.object(sourcedFields).optional(),
  documents: z
    .array(
      z
        .object({
          ...sourcedFields,
          kind: text,
          issuer: text,
          name: text,
          perDog: text,
          price: text,
          link: text,
        })
        .optional(),
    )
    .optional(),
  leash: z.object({ ...sourcedFields, feet: text, handHeld: text }).optional(),
});

export type LimitsFormFields = z.input<typeof LimitsFormFieldsSchema>;

type Refusal = { path: (string | number)[]; message: string };

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";
const anyFilled = (row: Record<string, string | undefined> | undefined) =>
  row !== undefined && Object.values(row).some(filled);

/** A whole number or decimal in [min, max]; null when the text is not one. */
function numberIn(value: string | undefined, min: number, max: number, whole: boolean): number | null {
  if (!filled(value)) return null;
  const n = Number(value.trim());
  if (!Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n))) return null;
  return n;
}

/**
 * Reads the form's limits part: null for "not read yet", the limits for "read" (an empty object
 * when the sources are silent), or the refusals, each with the path of its field.
 */
export function readLimitsForm(
  fields: LimitsFormFields,
): { ok: true; limits: PlaceLimits | null } | { ok: false; refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  const refuse = (path: (string | number)[], message: string) => refusals.push({ path, message });

  /** A limit's source and rule, both required once the limit has any field filled. */
  const sourced = (path: (string | number)[], row: { source?: string; rule?: string }) => {
    const source = row.source?.trim() ?? "";
    const rule = row.rule?.trim() ?? "";
    if (!source) refuse([...path, "source"], V.sourceUrlRequired);
    else if (!isHttpUrl(source)) refuse([...path, "source"], V.webAddress);
    if (!rule) refuse([...path, "rule"], V.limitRuleRequired);
    else if (rule.length > 500) refuse([...path, "rule"], V.limitRuleTooLong);
    return { source, rule };
  };

  const rows = {
    maxDogs: fields.maxDogs,
    minAge: fields.minAge,
    spayNeuter: fields.spayNeuter,
    heat: fields.heat,
    leash: fields.leash,
  };
  const areas = (fields.areas ?? []).map((row, index) => ({ row, index })).filter(({ row }) => anyFilledArea(row));
  const documents = (fields.documents ?? []).map((row, index) => ({ row, index })).filter(({ row }) => anyFilled(row));
  const anyLimit = Object.values(rows).some(anyFilled) || areas.length > 0 || documents.length > 0;

  const state = fields.state?.trim();
  if (state !== "unread" && state !== "read") {
    refuse(["state"], V.limitsStateChoice);
    return { ok: false, refusals };
  }
  if (state === "unread") {
    if (anyLimit) refuse(["state"], V.limitsUnreadFilled);
    return refusals.length ? { ok: false, refusals } : { ok: true, limits: null };
  }

  const limits: PlaceLimits = {};
  if (anyFilled(fields.maxDogs)) {
    const row = fields.maxDogs!;
    const count = numberIn(row.count, 1, 20, true);
    if (count === null) refuse(["maxDogs", "count"], V.limitDogCount);
    limits.maxDogsPerPerson = { ...sourced(["maxDogs"], row), count: count ?? 0 };
  }
  if (anyFilled(fields.minAge)) {
    const row = fields.minAge!;
    const months = numberIn(row.months, 1, 60, true);
    if (months === null) refuse(["minAge", "months"], V.limitAgeMonths);
    limits.minAgeMonths = { ...sourced(["minAge"], row), months: months ?? 0 };
  }
  if (areas.length) {
    limits.weightAreas = areas.map(({ row, index }) => {
      const path = ["areas", index];
      const word = row!.word?.trim() || "area";
      if (word !== "yard" && word !== "area") refuse([...path, "word"], V.limitAreaWord);
      const bound = row!.bound?.trim() || "upTo";
      if (bound !== "upTo" && bound !== "under") refuse([...path, "bound"], V.limitAreaBound);
      const area = { ...sourced(path, row!), word: word === "yard" ? "yard" : "area" } as const;
      if (!filled(row!.maxLb)) return area;
      const maxLb = numberIn(row!.maxLb, 1, 250, false);
      if (maxLb === null) refuse([...path, "maxLb"], V.dogWeight);
      return { ...area, maxLb: maxLb ?? 1, maxIncluded: bound === "upTo" };
    });
  }
  if (anyFilled(fields.spayNeuter)) limits.spayNeuterRequired = sourced(["spayNeuter"], fields.spayNeuter!);
  if (anyFilled(fields.heat)) limits.noFemalesInHeat = sourced(["heat"], fields.heat!);
  if (documents.length) {
    limits.requiredDocuments = documents.map(({ row, index }) => readDocument(row!, ["documents", index]));
  }
  if (anyFilled(fields.leash)) {
    const row = fields.leash!;
    const feet = numberIn(row.feet, 1, 50, false);
    if (feet === null) refuse(["leash", "feet"], V.limitLeashFeet);
    limits.maxLeashFeet = {
      ...sourced(["leash"], row),
      feet: feet ?? 1,
      ...(filled(row.handHeld) ? { handHeld: true } : {}),
    };
  }
  if (refusals.length) return { ok: false, refusals };
  // The form's checks are the schema's; this keeps the two from drifting apart unnoticed.
  const checked = PlaceLimitsSchema.safeParse(limits);
  if (!checked.success) return { ok: false, refusals: [{ path: ["state"], message: V.limitsNotSaved }] };
  return { ok: true, limits: checked.data };

  /** One required document: its kind, and the fields only that kind has. */
  function readDocument(
    row: NonNullable<NonNullable<LimitsFormFields["documents"]>[number]>,
    path: (string | number)[],
  ): RequiredDocument {
    const kind = row.kind?.trim() ?? "";
    const base = sourced(path, row);
    const onlyFor = (field: "issuer" | "name" | "price" | "link" | "perDog", allowed: string, message: string) => {
      if (kind !== allowed && filled(row[field])) refuse([...path, field], message);
    };
    onlyFor("issuer", "licence", V.limitIssuerOnlyLicence);
    for (const field of ["name", "price", "link", "perDog"] as const) onlyFor(field, "permit", V.limitPermitOnly);
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
      refuse([...path, "kind"], V.limitDocumentKind);
      return { ...base, kind: "rabiesTag" } as RequiredDocument;
    }
    if (kind === "rabiesTag" || kind === "rabiesProof") return { ...base, kind };
    if (kind === "licence") {
      const issuer = row.issuer?.trim() ?? "";
      if (issuer.length > 60) refuse([...path, "issuer"], V.limitIssuerTooLong);
      return { ...base, kind: "licence" as const, ...(issuer ? { issuer } : {}) };
    }
    const name = row.name?.trim() ?? "";
    if (!name) refuse([...path, "name"], V.limitPermitName);
    else if (name.length > 60) refuse([...path, "name"], V.dogPermitTooLong);
    const price = row.price?.trim() ?? "";
    if (price.length > 300) refuse([...path, "price"], V.limitPriceTooLong);
    const link = row.link?.trim() ?? "";
    if (link && !isHttpUrl(link)) refuse([...path, "link"], V.webAddress);
    return {
      ...base,
      kind: "permit" as const,
      name,
      ...(filled(row.perDog) ? { perDog: true } : {}),
      ...(price ? { price } : {}),
      ...(link ? { link } : {}),
    };
  }
}

/** A small-dog area row counts when a person typed in it; its two choices alone start filled. */
function anyFilledArea(row: { source?: string; rule?: string; maxLb?: string } | undefined) {
  return row !== undefined && [row.source, row.rule, row.maxLb].some(filled);
}

/**
 * The form's `dogLimits` field: the limits, null for "not read yet", or absent when the form has no
 * limits part (the place's limits are then left as they are).
 */
export const LimitsFormSchema = LimitsFormFieldsSchema.transform((fields, ctx): PlaceLimits | null => {
  const read = readLimitsForm(fields);
  if (read.ok) return read.limits;
  for (const { path, message } of read.refusals) ctx.issues.push({ code: "custom", message, path, input: fields });
  return z.NEVER;
});

/** A stored place's limits as the form's starting values, with its fixed rows. */
export function limitsFormValues(limits: PlaceLimits | null | undefined): LimitsFormFields {
  const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
  const sourced = (limit: { source: string; rule: string } | undefined) =>
    limit ? { source: limit.source, rule: limit.rule } : {};
  type Area = NonNullable<NonNullable<LimitsFormFields["areas"]>[number]>;
  type Document = NonNullable<NonNullable<LimitsFormFields["documents"]>[number]>;
  const pad = <T>(list: T[], rows: number, empty: T): T[] => [
    ...list,
    ...Array.from({ length: Math.max(0, rows - list.length) }, () => empty),
  ];
  if (!limits) {
    return {
      state: "unread",
      areas: pad<Area>([], LIMIT_AREA_ROWS, { bound: "upTo", word: "area" }),
      documents: pad<Document>([], LIMIT_DOCUMENT_ROWS, {}),
    };
  }
  return {
    state: "read",
    maxDogs: { ...sourced(limits.maxDogsPerPerson), count: text(limits.maxDogsPerPerson?.count) },
    minAge: { ...sourced(limits.minAgeMonths), months: text(limits.minAgeMonths?.months) },
    areas: pad<Area>(
      (limits.weightAreas ?? []).map((area) => ({
        ...sourced(area),
        maxLb: text(area.maxLb),
        bound: area.maxIncluded === false ? "under" : "upTo",
        word: area.word,
      })),
      LIMIT_AREA_ROWS,
      { bound: "upTo", word: "area" },
    ),
    spayNeuter: sourced(limits.spayNeuterRequired),
    heat: sourced(limits.noFemalesInHeat),
    documents: pad<Document>(
      (limits.requiredDocuments ?? []).map((doc) => ({
        ...sourced(doc),
        kind: doc.kind,
        ...(doc.kind === "licence" ? { issuer: doc.issuer } : {}),
        ...(doc.kind === "permit"
          ? { name: doc.name, perDog: doc.perDog ? "on" : undefined, price: doc.price, link: doc.link }
          : {}),
      })),
      LIMIT_DOCUMENT_ROWS,
      {},
    ),
    leash: {
      ...sourced(limits.maxLeashFeet),
      feet: text(limits.maxLeashFeet?.feet),
      handHeld: limits.maxLeashFeet?.handHeld ? "on" : undefined,
    },
  };
}
