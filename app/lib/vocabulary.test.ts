import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  CATEGORIES,
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
  it("knows the eleven categories and ten amenities of the directory", () => {
    expect(CATEGORIES).toHaveLength(11);
    expect(AMENITIES.map((a) => a.name)).toEqual([
      "restrooms",
      "showers",
      "dog_wash",
      "shaded",
      "water_fountain",
      "parking",
      "lifeguards",
      "picnic",
      "trails",
      "rinse_stations",
    ]);
    expect(FILTER_AMENITIES.map((a) => a.name)).toEqual([
      "restrooms",
      "showers",
      "dog_wash",
      "shaded",
      "water_fountain",
      "parking",
    ]);
  });

  it("gives every code a human label", () => {
    expect(leashLabel("on-leash")).toBe("On-Leash Required");
    expect(leashLabel("off-leash")).toBe("Off-Leash Allowed");
    expect(crowdLabel("quiet")).toBe("Quiet");
    expect(categoryLabel("farmers-market")).toBe("Farmers Market");
    expect(LEASH_POLICY_CHOICES.map((l) => l.value)).not.toContain("designated-areas");
  });

  it("puts each place under one canonical prefix", () => {
    expect(categoryPrefix("dog-beach")).toBe("beaches");
    expect(categoryPrefix("public-beach")).toBe("beaches");
    expect(categoryPrefix("farmers-market")).toBe("farmers-markets");
    expect(categoryPrefix("hiking-area")).toBe("hiking-areas");
    expect(categoryPrefix("nature-preserve")).toBe("nature-preserves");
    expect(categoryPrefix("state-park")).toBe("parks");
    expect(placePath({ category: "dog-park", slug: "paw-park" })).toBe("/parks/paw-park");
  });

  it("finds regions by their page slug", () => {
    expect(regionBySlug("florida-keys")?.value).toBe("keys");
    expect(regionBySlug("atlantis")).toBeUndefined();
  });
});
