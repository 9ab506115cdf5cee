import { describe, expect, it } from "vitest";
import { citedSources, sourceLinks } from "./sources";

describe("sourceLinks", () => {
  it("credits OpenStreetMap and links each cited page once", () => {
    const links = sourceLinks(
      "coords:OSM | OpenStreetMap element 28940097 (leisure=dog_park) via someone/repo@c7545e5:src/data.json ; http://tampa.example.com/best-dog-beaches/ ; http://tampa.example.com/best-dog-beaches/",
    );
    expect(links).toEqual([
      { label: "© OpenStreetMap contributors", href: "https://www.openstreetmap.org/copyright" },
      { label: "tampa.example.com", href: "http://tampa.example.com/best-dog-beaches/" },
    ]);
  });

  it("links an official page without an OpenStreetMap credit when the note has none", () => {
    expect(sourceLinks("coords:none | https://www.nps.gov/cana/planyourvisit/pets.htm")).toEqual([
      { label: "nps.gov", href: "https://www.nps.gov/cana/planyourvisit/pets.htm" },
    ]);
    expect(sourceLinks(null)).toEqual([]);
    expect(sourceLinks("submission")).toEqual([]);
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
        label: "nps.gov",
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
});
