import { describe, expect, it } from "vitest";
import { CATEGORY_PAGES, categoryPageFor } from "./category-pages";
import { CATEGORY_PREFIXES, categoryPrefix } from "./vocabulary";

describe("category screens", () => {
  it("has one screen per URL prefix, found by its path", () => {
    expect(Object.keys(CATEGORY_PAGES).sort()).toEqual([...CATEGORY_PREFIXES].sort());
    for (const prefix of CATEGORY_PREFIXES) expect(categoryPageFor(`/${prefix}`)?.prefix).toBe(prefix);
    expect(categoryPageFor("/explore")).toBeUndefined();
  });

  it("lists the categories of SPEC, parks including preserves and hiking areas", () => {
    expect(CATEGORY_PAGES.beaches.categories).toEqual(["beach", "dog-beach", "public-beach"]);
    expect([...CATEGORY_PAGES.parks.categories].sort()).toEqual(
      ["city-park", "county-park", "dog-park", "hiking-area", "nature-preserve", "park", "state-park"].sort(),
    );
    for (const prefix of ["farmers-markets", "hiking-areas", "nature-preserves"] as const) {
      expect(CATEGORY_PAGES[prefix].categories.map(categoryPrefix)).toEqual([prefix]);
    }
  });

  it("offers quick chips only for filters the screen applies, and parks only region and leash", () => {
    for (const page of Object.values(CATEGORY_PAGES)) {
      for (const chip of page.quickChips) expect(page.filters).toContain(chip.key);
    }
    expect(CATEGORY_PAGES.parks.filters).toEqual(["regions", "leashPolicies"]);
    expect(CATEGORY_PAGES.parks.callToAction?.to).toBe("/submit?category=park");
  });
});
