import { describe, expect, it } from "vitest";
import { cityScreen, regionScreen } from "./area-pages";
import { CITY_PAGES } from "./city-pages";
import { REGIONS } from "./vocabulary";

const COUNTS = { "dog-beach": 2, beach: 1, "dog-park": 1, park: 3 };

describe("area screens", () => {
  it("give a region its figures, its cities and the three other regions", () => {
    for (const region of REGIONS) {
      const screen = regionScreen(region, COUNTS, 7);
      expect(screen.path).toBe(`/region/${region.slug}`);
      expect(screen.heading).toBe(`Dog-Friendly ${region.label}`);
      expect(screen.seoDescription).toBe(
        `7 dog-friendly beaches, parks and trails in ${region.label}. ${region.description}`,
      );
      expect(screen.stats.map((s) => s.count)).toEqual([3, 4]);
      expect(screen.cities?.links.map((l) => l.label)).toEqual(region.cities);
      expect(screen.others?.links).toHaveLength(REGIONS.length - 1);
      expect(screen.others?.links.map((l) => l.to)).not.toContain(screen.path);
      expect(screen.tips).toBeNull();
    }
  });

  it("give a city its region, tips and a way on to its region when it has no place yet", () => {
    const orlando = cityScreen(
      CITY_PAGES.find((c) => c.slug === "orlando")!,
      COUNTS,
      4,
    );
    expect(orlando).toMatchObject({
      path: "/city/orlando",
      eyebrow: "Central Florida",
      heading: "Dog-Friendly Orlando",
      cities: null,
      others: null,
      empty: {
        title: "Coming Soon!",
        text: "We are still adding places in Orlando. Meanwhile, explore the rest of Central Florida.",
        link: { label: "Explore Central Florida", to: "/explore?region=central" },
      },
    });
    expect(orlando.tips?.title).toBe("Tips for Dog Owners in Orlando");
  });
});
