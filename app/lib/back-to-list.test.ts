import { describe, expect, it } from "vitest";
import { fromListState, listPath, referrerListPath, stateListPath } from "~/lib/back-to-list";

describe("back to the list", () => {
  it("keeps the lists of places, with their filters", () => {
    expect(listPath("/parks?sort=name&page=2")).toBe("/parks?sort=name&page=2");
    expect(listPath("/explore?region=south")).toBe("/explore?region=south");
    expect(listPath("/search?q=beach")).toBe("/search?q=beach");
    expect(listPath("/region/south-florida")).toBe("/region/south-florida");
    expect(listPath("/city/miami")).toBe("/city/miami");
  });

  it("keeps the Spanish lists, in Spanish", () => {
    expect(listPath("/es/explore?region=south")).toBe("/es/explore?region=south");
    expect(listPath("/es/beaches?leash=off-leash")).toBe("/es/beaches?leash=off-leash");
    expect(listPath("/es/region/south-florida")).toBe("/es/region/south-florida");
    expect(listPath("/es")).toBeNull();
    expect(listPath("/es/beaches/some-beach")).toBeNull();
  });

  it("refuses other pages and other sites", () => {
    for (const value of [
      "/",
      "/contact",
      "/parks/canine-cove-dog-park",
      "//evil.example/parks",
      "/\\evil",
      "parks",
      42,
      null,
    ]) {
      expect(listPath(value)).toBeNull();
    }
  });

  it("reads a same-origin referrer only", () => {
    expect(referrerListPath("http://site.test/beaches?leash=off", "http://site.test")).toBe("/beaches?leash=off");
    expect(referrerListPath("http://other.test/beaches", "http://site.test")).toBeNull();
    expect(referrerListPath("", "http://site.test")).toBeNull();
  });

  it("carries the list in the navigation state", () => {
    expect(stateListPath(fromListState({ pathname: "/parks", search: "?page=2" }))).toBe("/parks?page=2");
    expect(stateListPath({ from: "/" })).toBeNull();
    expect(stateListPath(null)).toBeNull();
  });
});
