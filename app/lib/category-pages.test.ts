import { describe, expect, it } from "vitest";
import { CATEGORY_PAGES, categoryPageFor } from "./category-pages";
import { CATEGORY_PREFIXES, CATEGORY_VALUES, categoryPrefix } from "./vocabulary";

describe("category screens", () => {
  it("has one screen per URL prefix, found by its path", () => {
    expect(Object.keys(CATEGORY_PAGES).sort()).toEqual([...CATEGORY_PREFIXES].sort());
    for (const prefix of CATEGORY_PREFIXES) expect(categoryPageFor(`/${prefix}`)?.prefix).toBe(prefix);
    expect(categoryPageFor("/explore")).toBeUndefined();
  });

  it("lists every category on the screen of its own address", () => {
    for (const category of CATEGORY_VALUES) {
      expect(CATEGORY_PAGES[categoryPrefix(category)].categories).toContain(category);
    }
  });

  it("offers quick chips only for filters the screen applies, and parks region, leash and dog area", () => {
    for (const page of Object.values(CATEGORY_PAGES)) {
      for (const chip of page.quickChips) expect(page.filters).toContain(chip.key);
    }
    expect(CATEGORY_PAGES.parks.filters).toEqual(["regions", "leashPolicies", "features"]);
    for (const page of Object.values(CATEGORY_PAGES)) expect(page.filters).toContain("features");
    expect(CATEGORY_PAGES.parks.callToAction?.to).toBe("/submit?category=park");
  });
});
