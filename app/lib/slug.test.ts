import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["Davis Islands Dog Beach", "davis-islands-dog-beach"],
    ["Paw Park @ Lake Eola!!", "paw-park-lake-eola"],
    ["Fort De Soto  -  Paw Playground", "fort-de-soto-paw-playground"],
    ["St. Augustine's Bark Park", "st-augustines-bark-park"],
  ])("lowercases, drops punctuation and joins words with single hyphens: %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("keeps accented letters as their plain form", () => {
    expect(slugify("Café Dog Run")).toBe("cafe-dog-run");
  });
});

describe("uniqueSlug", () => {
  it.each([
    [[], "bark-park"],
    [["bark-park"], "bark-park-1"],
    [["bark-park", "bark-park-1"], "bark-park-2"],
  ])("adds -1, -2 … when the slug is taken: %j taken", (taken, slug) => {
    expect(uniqueSlug("bark-park", new Set(taken))).toBe(slug);
  });
});
