import { describe, expect, it } from "vitest";
import { citedSources, pageName, sourceLabel, sourceLinks } from "./sources";

describe("sourceLinks", () => {
  it("credits OpenStreetMap and links each cited page once", () => {
    const links = sourceLinks(
      "coords:OSM | OpenStreetMap element 28940097 (leisure=dog_park) via someone/repo@c7545e5:src/data.json ; http://tampa.example.com/best-dog-beaches/ ; http://tampa.example.com/best-dog-beaches/",
    );
    expect(links).toEqual([
      { label: "© OpenStreetMap contributors", href: "https://www.openstreetmap.org/copyright" },
      { label: "tampa.example.com — Best Dog Beaches", href: "http://tampa.example.com/best-dog-beaches/" },
    ]);
  });

  it("links an official page without an OpenStreetMap credit when the note has none", () => {
    expect(sourceLinks("coords:none | https://www.nps.gov/cana/planyourvisit/pets.htm")).toEqual([
      { label: "nps.gov — Pets", href: "https://www.nps.gov/cana/planyourvisit/pets.htm" },
    ]);
    expect(sourceLinks(null)).toEqual([]);
    expect(sourceLinks("submission")).toEqual([]);
  });
});

describe("a source's link text", () => {
  it("names the site and the page, so two pages of one site read differently", () => {
    expect(sourceLabel("https://pinellas.gov/park-rules/")).toBe("pinellas.gov — Park Rules");
    expect(sourceLabel("https://pinellas.gov/parks-and-preserves-frequently-asked-questions/")).toBe(
      "pinellas.gov — Parks and Preserves Frequently Asked Questions",
    );
    expect(sourceLabel("https://pinellas.gov/")).toBe("pinellas.gov");
  });

  it("skips ids and file endings and keeps the words of the page's address", () => {
    expect(pageName("https://jacksonvillebeach.org/582/Dogs-on-the-Beach")).toBe("Dogs on the Beach");
    expect(pageName("https://www.jacksonvillebeach.org/FAQ.aspx?QID=249")).toBe("FAQ");
    expect(pageName("http://www.pinellascounty.org/park/faq.htm")).toBe("FAQ");
    expect(
      pageName("http://www.tampabay.com/news/humaninterest/clearwater-close-to-opening-second-dog-park/1042092"),
    ).toBe("Clearwater Close to Opening Second Dog Park");
    expect(pageName("https://www.tbnweekly.com/north_county/article_e5f281d4-0478-11ee-b2fe-3bb3b3d146e9.html")).toBe(
      "North County",
    );
    expect(pageName("https://www.newsbreak.com/news/2932469032684-orlando-area-dog-parks-for-a-fur-filled-day")).toBe(
      "Orlando Area Dog Parks for a Fur Filled Day",
    );
    expect(pageName("not an address")).toBeNull();
  });
});

describe("citedSources", () => {
  it("lists each page once with what it supports and its date, then the credit of the row's note", () => {
    const cited = citedSources(
      [
        {
          url: "https://www.nps.gov/cana/planyourvisit/pets.htm",
          supports: "Description, dog rules",
          date: "2024-07-30",
        },
        { url: "https://example.org/b", supports: null, date: null },
      ],
      "coords:OSM | OpenStreetMap element 1 ; https://www.nps.gov/cana/planyourvisit/pets.htm",
    );
    expect(cited).toEqual([
      {
        href: "https://www.nps.gov/cana/planyourvisit/pets.htm",
        label: "nps.gov — Pets",
        supports: "Description, dog rules",
        date: "Jul 30, 2024",
      },
      { href: "https://example.org/b", label: "example.org", supports: null, date: null },
      {
        href: "https://www.openstreetmap.org/copyright",
        label: "© OpenStreetMap contributors",
        supports: "Name and map position",
        date: null,
      },
    ]);
  });

  it("names no facts for several pages that were all given the whole row's facts", () => {
    const rowWide = "Description, dog rules, amenities, fence";
    const cited = citedSources(
      [
        { url: "https://pinellas.gov/park-rules/", supports: rowWide, date: "2024-05" },
        { url: "https://pinellas.gov/parks-and-preserves-frequently-asked-questions/", supports: rowWide, date: null },
      ],
      null,
    );
    expect(cited.map((s) => [s.label, s.supports])).toEqual([
      ["pinellas.gov — Park Rules", null],
      ["pinellas.gov — Parks and Preserves Frequently Asked Questions", null],
    ]);
    // One page of a row does give all of its facts; pages an administrator described keep their words.
    expect(citedSources([{ url: "https://a.example/x", supports: rowWide, date: null }], null)[0]?.supports).toBe(
      rowWide,
    );
    expect(
      citedSources(
        [
          { url: "https://a.example/x", supports: "Dog hours", date: null },
          { url: "https://a.example/y", supports: "Fees", date: null },
        ],
        null,
      ).map((s) => s.supports),
    ).toEqual(["Dog hours", "Fees"]);
  });

  it("shows the whole address of two pages whose names read alike", () => {
    const cited = citedSources(
      [
        { url: "https://www.jacksonvillebeach.org/FAQ.aspx?QID=249", supports: null, date: null },
        { url: "https://www.jacksonvillebeach.org/FAQ.aspx?QID=250", supports: null, date: null },
      ],
      null,
    );
    expect(cited.map((s) => s.label)).toEqual([
      "jacksonvillebeach.org/FAQ.aspx?QID=249",
      "jacksonvillebeach.org/FAQ.aspx?QID=250",
    ]);
  });
});
