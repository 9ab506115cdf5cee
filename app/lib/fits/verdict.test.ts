// The verdict over the demo places' real limits (seed/place-limits.json), read as a visitor reads it.
import fs from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import type { Dog } from "./dogs";
import { PlaceLimitsFileSchema, type PlaceLimits } from "./limits";
import { verdict, verdictHeading, type Reason, type Verdict } from "./verdict";
import { FITS_WORDS, fitsText, type FitsText, type FitsWords } from "./words";

const places = PlaceLimitsFileSchema.parse(JSON.parse(fs.readFileSync(path.resolve("seed/place-limits.json"), "utf8")));

function limitsOf(name: string): PlaceLimits {
  const place = places.find((p) => p.name === name);
  if (!place) throw new Error(`No limits for ${name}`);
  return place.limits;
}

const i18n = createInstance({
  lng: "en",
  resources: { en: { fits: FITS_WORDS } },
  interpolation: { escapeValue: false },
});
void i18n.init();
const t = i18n.getFixedT("en", "fits") as unknown as FitsWords;
const english = (text: FitsText) => fitsText(text, t);

const dog = (name: string, profile: Omit<Dog, "name" | "permits"> & { permits?: string[] } = {}): Dog => ({
  name,
  permits: [],
  ...profile,
});
/** Adult dogs the common limits let in: spayed or neutered, males, with their age known. */
const adult = (name: string, profile: Omit<Dog, "name" | "permits"> & { permits?: string[] } = {}) =>
  dog(name, { ageMonths: 36, sex: "male", spayedNeutered: "yes", ...profile });

function answer(dogs: Dog[], place: string) {
  const result = verdict(dogs, limitsOf(place)) as Verdict;
  return {
    result,
    heading: english(verdictHeading(result, "en")),
    reasons: result.reasons.map((r) => english(r.text)),
  };
}

/** The dogs are turned away: the heading, the first reason in words, and what that reason holds. */
function expectTurnedAway(
  { result, heading, reasons }: ReturnType<typeof answer>,
  expected: { heading: string; reason: string; holds: Partial<Reason> },
) {
  expect(result.outcome).toBe("not");
  expect(heading).toBe(expected.heading);
  expect(reasons[0]).toBe(expected.reason);
  expect(result.reasons[0]).toMatchObject(expected.holds);
}

const reasonSaying = (result: Verdict, text: string) => result.reasons.find((r) => english(r.text) === text) as Reason;

describe("how many dogs one person may bring", () => {
  const three = [adult("Bo"), adult("Luna"), adult("Pip")];

  it("turns three dogs away from Canine Cove Dog Park, with the 2-dog rule and its source", () => {
    expectTurnedAway(answer(three, "Canine Cove Dog Park"), {
      heading: "Not for Bo, Luna, and Pip",
      reason: "This place allows 2 dogs per person; you are bringing 3",
      holds: {
        kind: "count",
        severity: "excludes",
        rule: "Limit of 2 dogs per person",
        source: "https://discover.pbc.gov/parks/Amenities/Dog-Parks.aspx",
      },
    });
  });

  it("lets the same three dogs onto Dog Beach at Pier Park, which allows 3", () => {
    const { result, heading, reasons } = answer(three, "Dog Beach at Pier Park");
    expect(result.outcome).toBe("fits");
    expect(heading).toBe("Fits Bo, Luna, and Pip");
    expect(reasons).toEqual(["Up to 3 dogs per person; you are bringing 3"]);
    expect(result.reasons[0]?.rule).toBe("Maximum 3 dogs per person");
  });

  it("says when a place does not state it, for two dogs but not for one", () => {
    const two = answer([adult("Bo"), adult("Luna")], "Barber Dog Park");
    expect(two.result.outcome).toBe("check");
    expect(two.heading).toBe("Check before you go");
    expect(two.reasons).toContain("This place does not say how many dogs one person may bring");
    expect(two.result.reasons.find((r) => r.kind === "count")).toMatchObject({ severity: "unknown", limit: null });
    expect(answer([adult("Bo")], "Barber Dog Park").reasons).not.toContain(
      "This place does not say how many dogs one person may bring",
    );
  });
});

describe("a minimum age", () => {
  it("turns a 3-month-old puppy away from Wellington Dog Park, naming only her", () => {
    const pip = answer(
      [adult("Bo", { rabiesTag: "yes", licence: "yes" }), dog("Pip", { ageMonths: 3, sex: "male" })],
      "Wellington Dog Park",
    );
    expectTurnedAway(pip, {
      heading: "Not for Pip",
      reason: "Pip is 3 months old; dogs under 4 months are not admitted",
      holds: {
        dog: "Pip",
        rule: "No dogs under 4 months",
        source: "https://www.wellingtonfl.gov/facilities/facility/details/Wellington-Dog-Park-9",
      },
    });
    expect(pip.reasons).toContain("Bo is old enough: dogs from 4 months are admitted");
  });

  it("asks to check a dog whose age the profile does not give", () => {
    const { result, reasons } = answer([dog("Bo", { sex: "male", licence: "yes" })], "Wellington Dog Park");
    expect(result.outcome).toBe("check");
    expect(reasons).toContain("The profile does not give Bo's age; dogs under 4 months are not admitted");
  });

  it("says when a place does not state one, only for a puppy", () => {
    const puppy = answer([dog("Pip", { ageMonths: 2, sex: "male", spayedNeutered: "no" })], "Dog Beach at Pier Park");
    expect(puppy.result.outcome).toBe("check");
    expect(puppy.reasons).toContain("This place does not say from what age puppies are admitted");
    expect(answer([adult("Bo")], "Dog Beach at Pier Park").reasons).toEqual([
      "Up to 3 dogs per person; you are bringing 1",
    ]);
  });
});

describe("spayed or neutered dogs only", () => {
  it("turns an intact dog away from Citrus County Dog Park and lets a neutered one in", () => {
    const intact = answer([adult("Bo", { spayedNeutered: "no" })], "Citrus County Dog Park");
    expect(intact.result.outcome).toBe("not");
    expect(intact.reasons).toEqual(["Bo is not spayed or neutered; only spayed or neutered dogs are admitted"]);
    expect(intact.result.reasons[0]?.rule).toBe(
      "Spayed/neutered dogs only (posted rule, as described in a reader letter)",
    );
    const fixed = answer([adult("Bo")], "Citrus County Dog Park");
    expect(fixed.result.outcome).toBe("fits");
    expect(fixed.heading).toBe("Fits Bo");
  });

  it("never reads an unknown answer as yes", () => {
    const { result, reasons } = answer([dog("Bo", { ageMonths: 36 })], "Citrus County Dog Park");
    expect(result.outcome).toBe("check");
    expect(reasons).toEqual([
      "The profile does not say whether Bo is spayed or neutered; only spayed or neutered dogs are admitted",
    ]);
  });

  it("says when a place does not state it, only for an intact dog", () => {
    const { reasons } = answer([adult("Bo", { spayedNeutered: "no" })], "Dog Beach at Pier Park");
    expect(reasons).toContain("This place does not say whether dogs must be spayed or neutered");
  });
});

describe("no females in heat", () => {
  it("turns Luna away from Hollywood Dog Beach while she is in heat", () => {
    const luna = dog("Luna", { sex: "female", inHeat: "yes", rabiesTag: "yes" });
    expectTurnedAway(answer([luna], "Hollywood Dog Beach"), {
      heading: "Not for Luna",
      reason: "Luna is in heat; females in heat are not admitted",
      holds: { rule: "Not allowed: sick dogs, dogs in heat, aggressive dogs, other animals" },
    });
  });

  it("asks about a female the profile does not say is out of heat, and not about a male or a spayed female", () => {
    const female = answer([dog("Luna", { sex: "female", rabiesTag: "yes" })], "Hollywood Dog Beach");
    expect(female.result.outcome).toBe("check");
    expect(female.reasons).toContain(
      "Females in heat are not admitted, and the profile does not say whether Luna is in heat",
    );
    expect(answer([dog("Bo", { sex: "male", rabiesTag: "yes" })], "Hollywood Dog Beach").result.outcome).toBe("fits");
    const spayed = dog("Luna", { sex: "female", spayedNeutered: "yes", rabiesTag: "yes" });
    expect(answer([spayed], "Hollywood Dog Beach").result.outcome).toBe("fits");
  });

  it("says when a place does not state it, only for a dog in heat", () => {
    const { result, reasons } = answer(
      [adult("Luna", { sex: "female", inHeat: "yes", spayedNeutered: "no" })],
      "Dog Beach at Pier Park",
    );
    expect(result.outcome).toBe("check");
    expect(reasons).toContain("This place does not say whether females in heat are admitted");
  });
});

describe("the small-dog yard", () => {
  it("directs Luna (22 lb) to it and Bo (45 lb) out of it at Downey Dog Park, turning neither away", () => {
    const { result, reasons } = answer([adult("Luna", { weightLb: 22 })], "Downey Dog Park");
    expect(result.outcome).toBe("fits");
    expect(reasons).toEqual(["Luna (22 lb) uses the small-dog yard"]);
    expect(result.reasons[0]).toMatchObject({ severity: "directs", rule: expect.stringMatching(/^Dogs up to 30 lb/) });
    const big = answer([adult("Bo", { weightLb: 45 })], "Downey Dog Park");
    expect(big.result.outcome).toBe("fits");
    expect(big.reasons).toEqual(["Bo (45 lb) is too big for the small-dog yard"]);
  });

  it("reads 'up to 30 lb' and 'under 30 lb' as their rules say", () => {
    expect(answer([adult("Max", { weightLb: 30 })], "Paw Park").reasons).toEqual([
      "Max (30 lb) uses the small-dog yard",
    ]);
    expect(answer([adult("Max", { weightLb: 30 })], "James F. Holland Memorial Park").reasons).toEqual([
      "Max (30 lb) is too big for the small-dog area",
    ]);
  });

  it("directs by size when the weight is not given, and asks for the weight when the size does not decide", () => {
    expect(answer([adult("Luna", { size: "small" })], "Barber Dog Park").reasons).toEqual([
      "Luna (small) uses the small-dog area",
    ]);
    expect(answer([adult("Bo", { size: "giant" })], "Barber Dog Park").reasons).toEqual([
      "Bo (giant) is too big for the small-dog area",
    ]);
    const medium = answer([adult("Bo", { size: "medium" })], "Barber Dog Park");
    expect(medium.result.outcome).toBe("fits");
    expect(medium.reasons).toEqual(["Weigh Bo: the small-dog area is for dogs up to 30 lb"]);
  });

  it("says so once when the rule gives no weight", () => {
    const { result, reasons } = answer([adult("Luna", { weightLb: 12 })], "Holiday Dog Park");
    expect(result.outcome).toBe("fits");
    expect(reasons).toEqual(["This place has a separate small-dog area; it does not say up to what weight"]);
  });
});

describe("documents", () => {
  it("asks to check a rabies tag the profile does not mention at Jacksonville Beach, and the leash", () => {
    const { result, reasons } = answer([adult("Bo")], "Jacksonville Beach");
    expect(result.outcome).toBe("check");
    expect(reasons).toEqual([
      "The profile does not say whether Bo wears a rabies tag; this place requires one",
      "Bring a leash of 8 ft or shorter",
    ]);
    expect(reasonSaying(result, "Bring a leash of 8 ft or shorter").rule).toBe("Leash 8 ft or shorter");
    expect(answer([adult("Bo", { rabiesTag: "no" })], "Jacksonville Beach").reasons[0]).toBe(
      "The profile says Bo has no rabies tag; this place requires one",
    );
  });

  it("lets a dog with its rabies tag onto Hollywood Dog Beach", () => {
    const { result, reasons } = answer([adult("Bo", { rabiesTag: "yes" })], "Hollywood Dog Beach");
    expect(result.outcome).toBe("fits");
    expect(reasons).toEqual(["Bo wears a rabies tag, as this place requires"]);
  });

  it("matches a county licence by its county at Estero, however the county is written", () => {
    const estero = "K-9 Corral at Estero Community Park";
    const lee = answer([adult("Bo", { licence: "yes", licenceCounty: "lee" })], estero);
    expect(lee.result.outcome).toBe("fits");
    expect(lee.reasons).toEqual(["Bo has a Lee County licence, as this place requires"]);
    expect(answer([adult("Bo", { licence: "yes", licenceCounty: "Collier County" })], estero).reasons).toEqual([
      "Bo's licence is from Collier County; this place requires a Lee County licence",
    ]);
    expect(answer([adult("Bo", { licence: "yes" })], estero).reasons).toEqual([
      "The profile does not say where Bo's licence is from; this place requires a Lee County licence",
    ]);
    expect(answer([adult("Bo")], estero).result.outcome).toBe("check");
  });

  it("asks for Naples' city tag per dog and its Collier County licence", () => {
    const bo = adult("Bo", { licence: "yes", licenceCounty: "Collier", permits: ["city of naples dog tag"] });
    const luna = adult("Luna", { licence: "yes", licenceCounty: "Collier" });
    const { result, reasons } = answer([bo, luna], "Naples Dog Park");
    expect(result.outcome).toBe("check");
    expect(reasons).toContain("Luna needs this place's permit: “City of Naples dog tag”");
    expect(reasons).toContain("Bo has the permit “City of Naples dog tag”, as this place requires");
    expect(reasons).toContain("Bo has a Collier County licence, as this place requires");
  });

  it("asks for Bark Park Dog Beach's permit for each dog", () => {
    const { result, reasons } = answer([adult("Bo"), adult("Luna")], "Bark Park Dog Beach");
    expect(result.outcome).toBe("check");
    expect(reasons).toContain("Bo needs this place's permit: “Dog beach permit”");
    expect(reasons).toContain("Luna needs this place's permit: “Dog beach permit”");
    expect(result.reasons.find((r) => r.kind === "document")?.rule).toBe("Dog beach permit required for each dog");
  });

  it("takes Mizner Bark's permit once for the owner", () => {
    const { reasons } = answer(
      [adult("Bo", { permits: ["Mizner Bark permit"] }), adult("Luna")],
      "Mizner Bark Dog Park",
    );
    expect(reasons).toContain("You have this place's permit: “Mizner Bark permit”");
  });

  it("asks for proof of rabies vaccination at Jupiter Dog Beach, which no profile shows", () => {
    const { result, reasons } = answer([adult("Bo", { rabiesTag: "yes", licence: "yes" })], "Jupiter Dog Beach");
    expect(result.outcome).toBe("check");
    expect(reasons).toEqual(["Bring proof of Bo's rabies vaccination", "Bo has a licence, as this place requires"]);
  });
});

describe("the leash", () => {
  it("asks for a hand-held leash of 6 ft or less in a state park, quoting the rule", () => {
    const { result, reasons } = answer([adult("Bo")], "Honeymoon Island State Park");
    expect(result.outcome).toBe("check");
    expect(reasons).toEqual(["Bring a hand-held leash of 6 ft or shorter"]);
    expect(result.reasons[0]).toMatchObject({
      rule: "Hand-held leash no longer than 6 ft",
      source: "https://www.floridastateparks.org/plan-your-visit/florida-state-park-rules",
    });
  });

  it("asks for 8 ft at Pass-a-Grille", () => {
    expect(answer([adult("Bo")], "Pass A Grille Dog Beach").reasons).toEqual(["Bring a leash of 8 ft or shorter"]);
  });
});

describe("a verdict", () => {
  it("lists every reason that turns a dog away first, each with its rule and source", () => {
    const pip = dog("Pip", { ageMonths: 3, sex: "female", inHeat: "yes" });
    const { result, heading } = answer([pip, adult("Bo"), adult("Luna")], "Pooch Pines");
    expect(heading).toBe("Not for Pip, Bo, and Luna");
    expect(result.reasons.slice(0, 3).map((r) => r.severity)).toEqual(["excludes", "excludes", "excludes"]);
    for (const reason of result.reasons.filter((r) => r.limit !== null)) {
      expect(reason.rule).toBe(reason.limit?.rule);
      expect(reason.source).toMatch(/^https:\/\//);
    }
  });

  it("fits one adult dog at a place whose sources state no limit", () => {
    const result = verdict([adult("Bo")], {}) as Verdict;
    expect(result).toEqual({ outcome: "fits", named: ["Bo"], reasons: [] });
    expect(english(verdictHeading(result, "en"))).toBe("Fits Bo");
  });

  it("answers nothing without a dog", () => {
    expect(verdict([], limitsOf("Canine Cove Dog Park"))).toBeNull();
  });
});

describe("a place whose limits nobody has read from its sources", () => {
  it("is a check, never a fit, and says its rules are unread", () => {
    const result = verdict([adult("Bo")], null) as Verdict;
    expect(result.outcome).toBe("check");
    expect(english(verdictHeading(result, "en"))).toBe("Check before you go");
    expect(result.reasons.map((r) => english(r.text))).toEqual([
      "Nobody has read this place's limits for dogs from its sources yet: read its rules below before you go",
    ]);
  });

  it("differs from a place whose sources state no limit that matters: that one fits", () => {
    expect(verdict([adult("Bo")], {})?.outcome).toBe("fits");
  });
});
