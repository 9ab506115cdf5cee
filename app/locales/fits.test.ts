// "Fits my dogs" answers in the page's language: the verdict's heading and every reason it gives
// over the demo places, in English and in Spanish, with nothing left untranslated.
import fs from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import type { Dog } from "~/lib/fits/dogs";
import { PlaceLimitsFileSchema } from "~/lib/fits/limits";
import { verdict, verdictHeading, type Verdict } from "~/lib/fits/verdict";
import { fitsText, type FitsWords } from "~/lib/fits/words";
import { missingText } from "~/lib/i18n";
import enFits from "./en/fits";
import { RESOURCES } from "./index";

const places = PlaceLimitsFileSchema.parse(JSON.parse(fs.readFileSync(path.resolve("seed/place-limits.json"), "utf8")));
const limitsOf = (name: string) => places.find((p) => p.name === name)!.limits;

function words(lng: "en" | "es") {
  const instance = createInstance({
    resources: RESOURCES,
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: missingText,
    appendNamespaceToMissingKey: true,
  });
  void instance.init();
  return instance.getFixedT(lng, "fits") as unknown as FitsWords;
}

const en = words("en");
const es = words("es");

const dog = (name: string, profile: Partial<Dog> = {}): Dog => ({ name, permits: [], ...profile });
const adult = (name: string, profile: Partial<Dog> = {}) =>
  dog(name, { ageMonths: 36, sex: "male", spayedNeutered: "yes", ...profile });

describe("the verdict in Spanish", () => {
  it("turns three dogs away from Canine Cove Dog Park with the 2-dog rule", () => {
    const result = verdict([adult("Bo"), adult("Luna"), adult("Pip")], limitsOf("Canine Cove Dog Park")) as Verdict;
    expect(fitsText(verdictHeading(result, "es"), es)).toBe("No apto para Bo, Luna y Pip");
    expect(fitsText(result.reasons[0]!.text, es)).toBe("Este lugar admite 2 perros por persona; tú traes 3");
  });

  it("lets them onto Dog Beach at Pier Park, and names a puppy that is too young at Wellington", () => {
    const pier = verdict([adult("Bo"), adult("Luna"), adult("Pip")], limitsOf("Dog Beach at Pier Park")) as Verdict;
    expect(fitsText(verdictHeading(pier, "es"), es)).toBe("Apto para Bo, Luna y Pip");
    const pip = verdict([dog("Pip", { ageMonths: 1, sex: "male" })], limitsOf("Wellington Dog Park")) as Verdict;
    expect(fitsText(verdictHeading(pip, "es"), es)).toBe("No apto para Pip");
    expect(fitsText(pip.reasons[0]!.text, es)).toBe("Pip tiene 1 mes; no se admiten perros menores de 4 meses");
  });

  it("directs Luna (22 lb) to the small-dog yard", () => {
    const result = verdict([adult("Luna", { weightLb: 22 })], limitsOf("Downey Dog Park")) as Verdict;
    expect(fitsText(result.reasons[0]!.text, en)).toBe("Luna (22 lb) uses the small-dog yard");
    expect(fitsText(result.reasons[0]!.text, es)).toBe("Luna (22 lb) usa el área para perros pequeños");
  });
});

describe("every reason over the demo places", () => {
  // Profiles that between them meet, break and leave unknown every kind of limit.
  const households: Dog[][] = [
    [
      adult("Bo", { weightLb: 45, rabiesTag: "yes", licence: "yes", licenceCounty: "Lee" }),
      adult("Luna", { size: "small" }),
    ],
    [dog("Pip", { ageMonths: 1, sex: "female", inHeat: "yes", spayedNeutered: "no", size: "medium" })],
    [dog("Rex", { size: "giant", rabiesTag: "no", licence: "no" }), dog("Kai", { ageMonths: 40, licence: "yes" })],
    [adult("Zeus", { size: "large" })],
    [
      adult("Max", {
        weightLb: 30,
        licence: "yes",
        licenceCounty: "Collier",
        permits: ["Dog beach permit", "Mizner Bark permit"],
      }),
    ],
    [adult("A"), adult("B"), adult("C"), adult("D")],
  ];
  const texts = (t: FitsWords) =>
    // The demo places' limits, and a place whose limits nobody has read yet.
    [...places.map((place) => place.limits), null].flatMap((limits) =>
      households.flatMap((dogs) => {
        const result = verdict(dogs, limits) as Verdict;
        return [verdictHeading(result, "en"), ...result.reasons.map((r) => r.text)].map((text) => fitsText(text, t));
      }),
    );

  it.each([
    ["English", en],
    ["Spanish", es],
  ])("are written in %s, with no key or placeholder left", (_, t) => {
    const written = texts(t);
    expect(written.length).toBeGreaterThan(200);
    expect(written.filter((text) => /\[fits:|\{\{|undefined/.test(text))).toEqual([]);
  });

  // Texts no demo place calls for: a medium dog is placed only by an area of 61 lb or more, and
  // every small-dog yard of the demo data gives its weight.
  const NOT_CALLED_FOR = ["dog.size_medium", "weight.noLimit_yard"];

  it("use every text of the namespace but the plural forms' own", () => {
    const used = new Set<string>();
    const recording: FitsWords = (key, values) => {
      used.add(key);
      return en(key, values);
    };
    texts(recording);
    const keys = (tree: object, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === "string" ? [`${prefix}${key}`.replace(/_(one|other)$/, "")] : keys(value, `${prefix}${key}.`),
      );
    // The "page" texts frame the answer and the My dogs form, the "filter" texts the lists' filter;
    // the reasons are all the others.
    const { page: _page, filter: _filter, ...reasons } = enFits;
    const unused = [...new Set(keys(reasons))].filter((key) => !used.has(key) && !NOT_CALLED_FOR.includes(key));
    expect(unused).toEqual([]);
  });
});
