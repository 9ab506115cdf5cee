import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lowercases, drops punctuation and joins words with single hyphens", () => {
    expect(slugify("Davis Islands Dog Beach")).toBe("davis-islands-dog-beach");
    expect(slugify("Paw Park @ Lake Eola!!")).toBe("paw-park-lake-eola");
    expect(slugify("Fort De Soto  -  Paw Playground")).toBe("fort-de-soto-paw-playground");
    expect(slugify("St. Augustine's Bark Park")).toBe("st-augustines-bark-park");
  });

  it("keeps accented letters as their plain form", () => {
    expect(slugify("Café Dog Run")).toBe("cafe-dog-run");
  });
});

describe("uniqueSlug", () => {
  it("adds -1, -2 … when the slug is taken", () => {
    expect(uniqueSlug("bark-park", new Set())).toBe("bark-park");
    expect(uniqueSlug("bark-park", new Set(["bark-park"]))).toBe("bark-park-1");
    expect(uniqueSlug("bark-park", new Set(["bark-park", "bark-park-1"]))).toBe("bark-park-2");
  });
});
