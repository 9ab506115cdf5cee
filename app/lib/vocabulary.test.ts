import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  CATEGORIES,
  CATEGORY_PREFIXES,
  FILTER_AMENITIES,
  LEASH_POLICY_CHOICES,
  categoryLabel,
  categoryPrefix,
  crowdLabel,
  leashLabel,
  placePath,
  regionBySlug,
} from "./vocabulary";

describe("vocabulary", () => {
  it("gives every category a list screen and every amenity a unique machine key", () => {
    for (const category of CATEGORIES) expect(CATEGORY_PREFIXES).toContain(categoryPrefix(category.value));
    const keys = AMENITIES.map((a) => a.name);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z_]+$/);
    for (const amenity of FILTER_AMENITIES) expect(keys).toContain(amenity.name);
  });

  it("gives every code a human label", () => {
    expect(leashLabel("on-leash")).toBe("On-Leash Required");
    expect(leashLabel("off-leash")).toBe("Off-Leash Allowed");
    expect(crowdLabel("quiet")).toBe("Quiet");
    expect(categoryLabel("farmers-market")).toBe("Farmers Market");
    expect(LEASH_POLICY_CHOICES.map((l) => l.value)).not.toContain("designated-areas");
  });

  it.each([
    ["dog-beach", "beaches"],
    ["public-beach", "beaches"],
    ["farmers-market", "farmers-markets"],
    ["hiking-area", "hiking-areas"],
    ["nature-preserve", "nature-preserves"],
    ["state-park", "parks"],
  ] as const)("puts each place under one canonical prefix: %s under %s", (category, prefix) => {
    expect(categoryPrefix(category)).toBe(prefix);
  });

  it("puts a place's page under its category's prefix", () => {
    expect(placePath({ category: "dog-park", slug: "paw-park" })).toBe("/parks/paw-park");
  });

  it("finds regions by their page slug", () => {
    expect(regionBySlug("florida-keys")?.value).toBe("keys");
    expect(regionBySlug("atlantis")).toBeUndefined();
  });
});
