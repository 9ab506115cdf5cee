import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "../validation-messages";
import { LimitsFormSchema, limitsFormValues } from "./limits-form";
import type { PlaceLimits } from "./limits";

const Schema = z.object({ dogLimits: LimitsFormSchema.optional() });
const SRC = "https://example.com/rules";

/** The form as the browser sends it: every field, empty ones as "". */
function post(fields: Record<string, string>) {
  const data = new FormData();
  data.set("name", "ignored");
  for (const [name, value] of Object.entries(fields)) data.append(`dogLimits.${name}`, value);
  return parseWithZod(data, { schema: Schema });
}

/** The fixed rows left empty, as an untouched form sends them. */
const EMPTY_ROWS = {
  "areas[0].bound": "upTo",
  "areas[0].word": "area",
  "areas[0].maxLb": "",
  "areas[1].bound": "under",
  "areas[1].word": "yard",
  "documents[0].kind": "",
  "documents[0].source": "",
  "documents[3].rule": "",
  "maxDogs.count": "",
  "maxDogs.source": "",
  "maxDogs.rule": "",
};

function limitsOf(fields: Record<string, string>) {
  const result = post(fields);
  if (result.status !== "success") throw new Error(JSON.stringify(result.error));
  return result.value.dogLimits;
}

function errorsOf(fields: Record<string, string>) {
  const result = post(fields);
  if (result.status !== "error") throw new Error("The form was not refused");
  return result.error ?? {};
}

describe("the limits part of the location form", () => {
  it("leaves the limits as they are when the form has no limits part", () => {
    const data = new FormData();
    data.set("name", "x");
    const result = parseWithZod(data, { schema: Schema });
    expect(result.status).toBe("success");
    expect(result.status === "success" && "dogLimits" in result.value).toBe(false);
  });

  it("reads 'not read yet' as null, and 'read' with nothing filled as no limits stated", () => {
    expect(limitsOf({ state: "unread", ...EMPTY_ROWS })).toBeNull();
    expect(limitsOf({ state: "read", ...EMPTY_ROWS })).toEqual({});
  });

  it("reads every kind of limit with its source and rule", () => {
    const limits = limitsOf({
      state: "read",
      ...EMPTY_ROWS,
      "maxDogs.count": "2",
      "maxDogs.source": SRC,
      "maxDogs.rule": "Two dogs per person",
      "minAge.months": "4",
      "minAge.source": SRC,
      "minAge.rule": "Puppies over 4 months",
      "areas[0].maxLb": "30",
      "areas[0].bound": "upTo",
      "areas[0].word": "yard",
      "areas[0].source": SRC,
      "areas[0].rule": "Small dogs up to 30 lb",
      "areas[1].source": SRC,
      "areas[1].rule": "A separate area for small dogs",
      "spayNeuter.source": SRC,
      "spayNeuter.rule": "Dogs must be spayed or neutered",
      "heat.source": SRC,
      "heat.rule": "No females in heat",
      "documents[0].kind": "rabiesTag",
      "documents[0].source": SRC,
      "documents[0].rule": "Rabies tag worn",
      "documents[1].kind": "licence",
      "documents[1].issuer": "Lee County",
      "documents[1].source": SRC,
      "documents[1].rule": "Lee County licence",
      "documents[2].kind": "permit",
      "documents[2].name": "Dog beach permit",
      "documents[2].perDog": "on",
      "documents[2].price": "$25 a year",
      "documents[2].link": "https://example.com/permit",
      "documents[2].source": SRC,
      "documents[2].rule": "A permit for each dog",
      "documents[3].kind": "rabiesProof",
      "documents[3].source": SRC,
      "documents[3].rule": "Bring proof of rabies vaccination",
      "leash.feet": "6",
      "leash.handHeld": "on",
      "leash.source": SRC,
      "leash.rule": "Hand-held leash of 6 ft or less",
    });
    const sourced = (rule: string) => ({ source: SRC, rule });
    expect(limits).toEqual({
      maxDogsPerPerson: { ...sourced("Two dogs per person"), count: 2 },
      minAgeMonths: { ...sourced("Puppies over 4 months"), months: 4 },
      weightAreas: [
        { ...sourced("Small dogs up to 30 lb"), word: "yard", maxLb: 30, maxIncluded: true },
        { ...sourced("A separate area for small dogs"), word: "yard" },
      ],
      spayNeuterRequired: sourced("Dogs must be spayed or neutered"),
      noFemalesInHeat: sourced("No females in heat"),
      requiredDocuments: [
        { ...sourced("Rabies tag worn"), kind: "rabiesTag" },
        { ...sourced("Lee County licence"), kind: "licence", issuer: "Lee County" },
        {
          ...sourced("A permit for each dog"),
          kind: "permit",
          name: "Dog beach permit",
          perDog: true,
          price: "$25 a year",
          link: "https://example.com/permit",
        },
        { ...sourced("Bring proof of rabies vaccination"), kind: "rabiesProof" },
      ],
      maxLeashFeet: { ...sourced("Hand-held leash of 6 ft or less"), feet: 6, handHeld: true },
    } satisfies PlaceLimits);
  });

  it("reads 'under' a weight as a limit that leaves that weight out", () => {
    const limits = limitsOf({
      state: "read",
      "areas[0].maxLb": "25",
      "areas[0].bound": "under",
      "areas[0].word": "area",
      "areas[0].source": SRC,
      "areas[0].rule": "Dogs under 25 lb",
    });
    expect(limits?.weightAreas).toEqual([
      { source: SRC, rule: "Dogs under 25 lb", word: "area", maxLb: 25, maxIncluded: false },
    ]);
  });

  it("keeps HTML in a rule as the plain text it is", () => {
    const limits = limitsOf({
      state: "read",
      "heat.source": SRC,
      "heat.rule": "<b>No</b> females in heat",
    });
    expect(limits?.noFemalesInHeat?.rule).toBe("<b>No</b> females in heat");
  });

  it("asks for the source and the rule of a limit with any field filled", () => {
    const errors = errorsOf({ state: "read", "maxDogs.count": "2" });
    expect(errors["dogLimits.maxDogs.source"]).toEqual([V.sourceUrlRequired]);
    expect(errors["dogLimits.maxDogs.rule"]).toEqual([V.limitRuleRequired]);
  });

  it("refuses each wrong value beside its field", () => {
    const errors = errorsOf({
      state: "read",
      "maxDogs.count": "2.5",
      "maxDogs.source": "example.com",
      "maxDogs.rule": "x".repeat(501),
      "minAge.months": "0",
      "minAge.source": SRC,
      "minAge.rule": "Puppies",
      "areas[0].maxLb": "heavy",
      "areas[0].source": SRC,
      "areas[0].rule": "Small dogs",
      "documents[0].source": SRC,
      "documents[0].rule": "A document",
      "documents[1].kind": "permit",
      "documents[1].name": "P".repeat(2000),
      "documents[1].link": "javascript:alert(1)",
      "documents[1].source": SRC,
      "documents[1].rule": "A permit",
      "documents[2].kind": "rabiesTag",
      "documents[2].issuer": "Lee County",
      "documents[2].price": "$5",
      "documents[2].source": SRC,
      "documents[2].rule": "Tag",
      "leash.feet": "100",
      "leash.source": SRC,
      "leash.rule": "Short leash",
    });
    expect(errors).toMatchObject({
      "dogLimits.maxDogs.count": [V.limitDogCount],
      "dogLimits.maxDogs.source": [V.webAddress],
      "dogLimits.maxDogs.rule": [V.limitRuleTooLong],
      "dogLimits.minAge.months": [V.limitAgeMonths],
      "dogLimits.areas[0].maxLb": [V.dogWeight],
      "dogLimits.documents[0].kind": [V.limitDocumentKind],
      "dogLimits.documents[1].name": [V.dogPermitTooLong],
      "dogLimits.documents[1].link": [V.webAddress],
      "dogLimits.documents[2].issuer": [V.limitIssuerOnlyLicence],
      "dogLimits.documents[2].price": [V.limitPermitOnly],
      "dogLimits.leash.feet": [V.limitLeashFeet],
    });
  });

  it("asks for a permit's name", () => {
    const errors = errorsOf({
      state: "read",
      "documents[0].kind": "permit",
      "documents[0].source": SRC,
      "documents[0].rule": "A permit",
    });
    expect(errors["dogLimits.documents[0].name"]).toEqual([V.limitPermitName]);
  });

  it("refuses limits filled in while the sources are said to be unread, and a missing choice", () => {
    expect(errorsOf({ state: "unread", "heat.rule": "No females in heat" })["dogLimits.state"]).toEqual([
      V.limitsUnreadFilled,
    ]);
    expect(errorsOf({ "heat.rule": "x" })["dogLimits.state"]).toEqual([V.limitsStateChoice]);
    expect(errorsOf({ state: "maybe" })["dogLimits.state"]).toEqual([V.limitsStateChoice]);
  });
});

describe("a place's limits as the form's starting values", () => {
  it("starts a place nobody has read as 'not read yet' with its empty rows", () => {
    const values = limitsFormValues(null);
    expect(values.state).toBe("unread");
    expect(values.areas).toHaveLength(2);
    expect(values.documents).toHaveLength(4);
  });

  it("gives back the same limits when sent unchanged", () => {
    const limits: PlaceLimits = {
      maxDogsPerPerson: { source: SRC, rule: "Two dogs", count: 2 },
      weightAreas: [{ source: SRC, rule: "Under 25 lb", word: "area", maxLb: 25, maxIncluded: false }],
      requiredDocuments: [
        { source: SRC, rule: "Permit", kind: "permit", name: "Beach permit", perDog: true, price: "$5" },
        { source: SRC, rule: "Licence", kind: "licence" },
      ],
      maxLeashFeet: { source: SRC, rule: "6 ft", feet: 6 },
    };
    const values = limitsFormValues(limits);
    const fields: Record<string, string> = {};
    const flatten = (value: unknown, path: string) => {
      if (value === undefined || value === null) return;
      if (typeof value !== "object") fields[path] = String(value);
      else if (Array.isArray(value)) value.forEach((item, i) => flatten(item, `${path}[${i}]`));
      else for (const [key, item] of Object.entries(value)) flatten(item, path ? `${path}.${key}` : key);
    };
    flatten(values, "");
    expect(limitsOf(fields)).toEqual(limits);
  });
});
