import { describe, expect, it } from "vitest";
import { sourceLinks } from "./sources";

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
