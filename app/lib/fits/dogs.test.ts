import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as V, validationKey } from "../validation-messages";
import { DogFormSchema, DogSchema, DogsFormSchema, DogsSchema } from "./dogs";

/** The messages a refused value gives, or [] when it is taken. */
function refusals(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe("a dog as the form sends it", () => {
  it("needs only a name, trimmed, and keeps every other field unknown", () => {
    const dog = DogFormSchema.parse({ name: "  Bo  " });
    expect(dog).toEqual({ name: "Bo", permits: [] });
    expect(dog.spayedNeutered).toBeUndefined();
    expect(dog.rabiesTag).toBeUndefined();
  });

  it("refuses a missing, blank or 41-character name", () => {
    expect(refusals(DogFormSchema.safeParse({}))).toEqual([V.dogNameRequired]);
    expect(refusals(DogFormSchema.safeParse({ name: "   " }))).toEqual([V.dogNameRequired]);
    expect(refusals(DogFormSchema.safeParse({ name: "x".repeat(41) }))).toEqual([V.dogNameTooLong]);
    expect(DogFormSchema.parse({ name: "x".repeat(40) }).name).toHaveLength(40);
  });

  it("refuses HTML in a name with a message instead of escaping it", () => {
    expect(refusals(DogFormSchema.safeParse({ name: "<b>Bo</b>" }))).toEqual([V.dogNameMarkup]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo<script>" }))).toEqual([V.dogNameMarkup]);
    expect(DogFormSchema.parse({ name: "Bo & Luna <3" }).name).toBe("Bo & Luna <3");
  });

  it("refuses a tab or line break in a name", () => {
    expect(refusals(DogFormSchema.safeParse({ name: "Bo\nLuna" }))).toEqual([V.controlInLine]);
  });

  it.each([0, -5, 400, 250.5, "big", Number.NaN])("refuses a weight of %s", (weightLb) => {
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", weightLb }))).toEqual([V.dogWeight]);
  });

  it("takes a weight from 1 to 250 lb, and a size band instead", () => {
    expect(DogFormSchema.parse({ name: "Bo", weightLb: 1 }).weightLb).toBe(1);
    expect(DogFormSchema.parse({ name: "Bo", weightLb: 22.5 }).weightLb).toBe(22.5);
    expect(DogFormSchema.parse({ name: "Bo", weightLb: 250 }).weightLb).toBe(250);
    expect(DogFormSchema.parse({ name: "Bo", size: "giant" }).size).toBe("giant");
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", size: "huge" }))).toEqual([V.dogSizeChoice]);
  });

  it("turns an age in years into months, and takes months as they are", () => {
    expect(DogFormSchema.parse({ name: "Bo", age: 1.5, ageUnit: "years" }).ageMonths).toBe(18);
    expect(DogFormSchema.parse({ name: "Bo", age: 25, ageUnit: "years" }).ageMonths).toBe(300);
    expect(DogFormSchema.parse({ name: "Pip", age: 3 }).ageMonths).toBe(3);
    expect(DogFormSchema.parse({ name: "Pip", age: 0, ageUnit: "months" }).ageMonths).toBe(0);
  });

  it("refuses a negative age, more than 300 months or 25 years, part of a month, or another unit", () => {
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", age: -1 }))).toEqual([V.dogAgeMonths]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", age: 301 }))).toEqual([V.dogAgeMonths]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", age: 2.5 }))).toEqual([V.dogAgeMonths]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", age: 26, ageUnit: "years" }))).toEqual([V.dogAgeYears]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", age: 2, ageUnit: "weeks" }))).toEqual([V.dogAgeUnit]);
  });

  it("refuses a male in heat and a county for a licence the dog has not", () => {
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", sex: "male", inHeat: "yes" }))).toEqual([V.dogHeatMale]);
    expect(DogFormSchema.parse({ name: "Luna", sex: "female", inHeat: "yes" }).inHeat).toBe("yes");
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", licence: "no", licenceCounty: "Lee" }))).toEqual([
      V.dogCountyWithoutLicence,
    ]);
    expect(DogFormSchema.parse({ name: "Bo", licence: "yes", licenceCounty: " Lee County " }).licenceCounty).toBe(
      "Lee County",
    );
  });

  it("refuses a sex or a yes/no answer outside its choices", () => {
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", sex: "other" }))).toEqual([V.dogSexChoice]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", rabiesTag: "maybe" }))).toEqual([V.yesNoUnknown]);
  });

  it("keeps named permits and refuses a 2,000-character name, a blank one, HTML or an eleventh permit", () => {
    expect(DogFormSchema.parse({ name: "Bo", permits: [" Dog beach permit "] }).permits).toEqual(["Dog beach permit"]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", permits: ["p".repeat(2000)] }))).toEqual([
      V.dogPermitTooLong,
    ]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", permits: [" "] }))).toEqual([V.dogPermitEmpty]);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", permits: ["<i>x</i>"] }))).toEqual([V.dogTextMarkup]);
    const eleven = Array.from({ length: 11 }, (_, i) => `Permit ${i}`);
    expect(refusals(DogFormSchema.safeParse({ name: "Bo", permits: eleven }))).toEqual([V.dogTooManyPermits]);
  });
});

describe("a dog as it is kept", () => {
  it("holds its age in whole months from 0 to 300", () => {
    expect(DogSchema.parse({ name: "Bo", ageMonths: 300 }).ageMonths).toBe(300);
    expect(refusals(DogSchema.safeParse({ name: "Bo", ageMonths: 301 }))).toEqual([V.dogAgeMonths]);
    expect(refusals(DogSchema.safeParse({ name: "Bo", ageMonths: "3" }))).toEqual([V.dogAgeMonths]);
  });
});

describe("an owner's dogs", () => {
  const named = (...names: string[]) => names.map((name) => ({ name }));

  it("are up to 6; a seventh is refused with a message", () => {
    expect(DogsSchema.parse(named("A", "B", "C", "D", "E", "F"))).toHaveLength(6);
    expect(refusals(DogsSchema.safeParse(named("A", "B", "C", "D", "E", "F", "G")))).toEqual([V.tooManyDogs]);
    expect(refusals(DogsFormSchema.safeParse({ dogs: named("A", "B", "C", "D", "E", "F", "G") }))).toEqual([
      V.tooManyDogs,
    ]);
  });

  it("each have their own name, case and spaces aside", () => {
    const result = DogsSchema.safeParse(named("Bo", "Luna", " bo "));
    expect(refusals(result)).toEqual([V.dogNamesRepeat]);
    expect(result.error?.issues[0]?.path).toEqual([2, "name"]);
  });

  it("are refused with messages every page can show in its own language", () => {
    const messages = Object.entries(V)
      .filter(([key]) => key.startsWith("dog") || key === "tooManyDogs")
      .map(([, text]) => text);
    expect(messages.length).toBeGreaterThan(10);
    for (const text of messages) expect(validationKey(text)).not.toBeNull();
  });
});

describe("the dogs form as a browser sends it", () => {
  function post(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return parseWithZod(form, { schema: DogsFormSchema });
  }

  it("reads typed numbers, years and empty fields (unknown)", () => {
    const submission = post({
      "dogs[0].name": "Bo",
      "dogs[0].age": "2",
      "dogs[0].ageUnit": "years",
      "dogs[0].weightLb": "45",
      "dogs[0].sex": "",
      "dogs[0].permits[0]": "Dog beach permit",
      "dogs[1].name": "Luna",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.dogs).toEqual([
      { name: "Bo", ageMonths: 24, weightLb: 45, permits: ["Dog beach permit"] },
      { name: "Luna", permits: [] },
    ]);
  });

  it("answers a weight of 'big' with the weight's message on its field", () => {
    const submission = post({ "dogs[0].name": "Bo", "dogs[0].weightLb": "big" });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error?.["dogs[0].weightLb"]).toEqual([V.dogWeight]);
  });
});
