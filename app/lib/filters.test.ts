import { describe, expect, it } from "vitest";
import { activeFilterCount, isMapView, parseLocationFilters, parsePage } from "./filters";
import {
  chooseParam,
  cleanSearchParams,
  listHref,
  toggleOpenNow,
  toggleParam,
  untidyRedirect,
  withoutFilters,
  withPage,
  withView,
} from "./list-addresses";
import { countWords, foundLine, pageOfLine } from "./list-counts";
import { onlyFilters, unappliedFilters } from "./unapplied-filters";

const p = (query: string) => new URLSearchParams(query);

describe("list addresses", () => {
  it("reads filters from the address and ignores unknown values", () => {
    const filters = parseLocationFilters(
      p("search=%20Tampa%20&region=north&region=mars&amenity=parking&amenity=x&sort=newest&page=3"),
    );
    expect(filters).toMatchObject({
      search: "Tampa",
      regions: ["north"],
      amenities: ["parking"],
      sort: "newest",
      page: 3,
    });
    expect(activeFilterCount(filters)).toBe(2);
  });

  it("trims the search and leaves out empty values, region all and page 1", () => {
    expect(cleanSearchParams(p("search=++&region=all&page=1&leash=")).toString()).toBe("");
    expect(cleanSearchParams(p("search=+Orlando+&region=central")).toString()).toBe("search=Orlando&region=central");
    expect(untidyRedirect(new URL("http://x/explore?search=&region=all"))).toBe("/explore");
    expect(untidyRedirect(new URL("http://x/explore?search=Miami&region=south"))).toBeNull();
    expect(listHref("/explore", p(""))).toBe("/explore");
  });

  it("toggles single choices and amenities, back on page 1", () => {
    expect(chooseParam(p("region=north&page=2"), "region", "south").toString()).toBe("region=south");
    expect(chooseParam(p("region=south"), "region", "south").toString()).toBe("");
    expect(toggleParam(p("amenity=parking"), "amenity", "restrooms").toString()).toBe(
      "amenity=parking&amenity=restrooms",
    );
    expect(toggleParam(p("amenity=parking&amenity=restrooms"), "amenity", "parking").toString()).toBe(
      "amenity=restrooms",
    );
  });

  it("clears filters with or without the search, and moves between pages", () => {
    const params = p("search=bark&region=north&fees=free&amenity=parking&sort=name&page=2");
    expect(withoutFilters(params).toString()).toBe("sort=name");
    expect(withoutFilters(params, { keepSearch: true }).toString()).toBe("search=bark&sort=name");
    expect(withPage(p("region=north"), 2).toString()).toBe("region=north&page=2");
    expect(withPage(p("region=north&page=2"), 1).toString()).toBe("region=north");
  });

  it("keeps only the filters a screen offers", () => {
    const filters = parseLocationFilters(p("region=north&fees=paid&leash=on-leash&amenity=parking"));
    expect(onlyFilters(filters, ["regions", "leashPolicies"])).toMatchObject({
      regions: ["north"],
      leashPolicies: ["on-leash"],
    });
    expect(onlyFilters(filters, ["regions", "leashPolicies"]).fees).toBeUndefined();
  });

  it("moves the obvious other names of a filter to ours", () => {
    expect(untidyRedirect(new URL("http://x/explore?amenities=parking&amenities=restrooms"))).toBe(
      "/explore?amenity=parking&amenity=restrooms",
    );
    expect(untidyRedirect(new URL("http://x/beaches?leash_policy=off-leash&q=Jupiter"))).toBe(
      "/beaches?leash=off-leash&search=Jupiter",
    );
  });

  it("names every part of the address a screen could not apply", () => {
    expect(unappliedFilters(p("region=north&amenity=parking&search=x&sort=name&page=2&utm_source=news"))).toEqual([]);
    expect(unappliedFilters(p("amenity=jacuzzi&region=mars&colour=blue"))).toEqual([
      "amenity=jacuzzi",
      "region=mars",
      "colour=blue",
    ]);
    // The parks screen offers region and leash only.
    expect(unappliedFilters(p("fees=paid&region=north"), ["regions", "leashPolicies"])).toEqual(["fees=paid"]);
    // A page with no filters at all (a region or city page).
    expect(unappliedFilters(p("page=2&leash=on-leash"), [])).toEqual(["leash=on-leash"]);
  });

  it("says how many places were found", () => {
    expect(foundLine(1)).toBe("1 location found");
    expect(foundLine(0)).toBe("0 locations found");
    expect(foundLine(92)).toBe("92 locations found");
    expect(foundLine(1000)).toBe("1,000 locations found");
  });

  it("says a list counted only so far has more", () => {
    expect(foundLine(1000, true)).toBe("More than 1,000 locations found");
    expect(countWords(1000, true)).toBe("more than 1,000");
    expect(countWords(17)).toBe("17");
    expect(pageOfLine(3, 42, true)).toBe("Page 3 of 42 or more");
    expect(pageOfLine(2, 5)).toBe("Page 2 of 5");
  });
});

describe("the Dogs allowed now filter", () => {
  it("reads open=now, counts it as active and toggles it back on page 1", () => {
    const params = new URLSearchParams("region=south&page=3");
    expect(parseLocationFilters(params).openNow).toBeUndefined();
    const on = toggleOpenNow(params);
    expect(on.toString()).toBe("region=south&open=now");
    expect(parseLocationFilters(on)).toMatchObject({ openNow: true, regions: ["south"] });
    expect(activeFilterCount(parseLocationFilters(on))).toBe(2);
    expect(toggleOpenNow(on).toString()).toBe("region=south");
    expect(withoutFilters(on, { keepSearch: true }).toString()).toBe("");
  });
});

describe("the dog-area filters", () => {
  it("reads feature=fenced and feature=small-dog-area, counts each, and reports unknown values", () => {
    const params = p("feature=fenced&feature=small-dog-area&feature=moat");
    expect(parseLocationFilters(params).features).toEqual(["fenced", "small-dog-area"]);
    expect(activeFilterCount(parseLocationFilters(params))).toBe(2);
    expect(unappliedFilters(params)).toEqual(["feature=moat"]);
    expect(withoutFilters(params, { keepSearch: true }).toString()).toBe("");
  });
});

describe("the map view", () => {
  it("reads view=map, and nothing else, as the map view without narrowing the list", () => {
    expect(parseLocationFilters(p("view=map&region=south"))).toMatchObject({ view: "map", regions: ["south"] });
    expect(parseLocationFilters(p("view=list")).view).toBeUndefined();
    expect(parseLocationFilters(p("view=globe")).view).toBeUndefined();
    expect(activeFilterCount(parseLocationFilters(p("view=map")))).toBe(0);
  });

  it("keeps view=map in a tidy address and on every filter link, and drops the default view=list", () => {
    expect(untidyRedirect(new URL("http://x/explore?view=map"))).toBeNull();
    expect(untidyRedirect(new URL("http://x/explore?view=map&region=all"))).toBe("/explore?view=map");
    expect(untidyRedirect(new URL("http://x/explore?view=list&fees=free"))).toBe("/explore?fees=free");
    expect(toggleParam(p("view=map&page=2"), "amenity", "parking").toString()).toBe("view=map&amenity=parking");
    expect(chooseParam(p("view=map"), "fees", "free").toString()).toBe("view=map&fees=free");
    expect(withoutFilters(p("view=map&fees=free&search=x")).toString()).toBe("view=map");
  });

  it("switches between list and map, keeping the filters", () => {
    expect(withView(p("fees=free&page=2"), true).toString()).toBe("fees=free&page=2&view=map");
    expect(withView(p("view=map&fees=free"), false).toString()).toBe("fees=free");
    expect(isMapView(p("view=map"))).toBe(true);
    expect(isMapView(p("view=list"))).toBe(false);
  });

  it("counts view=map and open=now as applied on every screen, and an unknown view as not applied", () => {
    expect(unappliedFilters(p("view=map"), [])).toEqual([]);
    expect(unappliedFilters(p("open=now&view=map"), ["regions"])).toEqual([]);
    expect(unappliedFilters(p("view=satellite"))).toEqual(["view=satellite"]);
  });
});

describe("parsePage", () => {
  it("reads digits only, from 1 up to the highest page; anything else is page 1", () => {
    expect(["2", " 3 ", "10000"].map(parsePage)).toEqual([2, 3, 10_000]);
    expect(["99999999999999999999", "1".repeat(400)].map(parsePage)).toEqual([10_000, 10_000]);
    for (const odd of ["0", "-1", "1e20", "1.5", "0x10", "2abc", "NaN", "Infinity", "constructor", "", null]) {
      expect(parsePage(odd), String(odd)).toBe(1);
    }
  });

  it("is what every list reads, however the page is written", () => {
    expect(parseLocationFilters(p("page=1e20")).page).toBe(1);
    expect(parseLocationFilters(p("page=99999999999999999999")).page).toBe(10_000);
  });
});
