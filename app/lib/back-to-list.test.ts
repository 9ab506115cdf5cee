import { describe, expect, it } from "vitest";
import { fromListState, listPath, referrerListPath, stateListPath } from "~/lib/back-to-list";

describe("back to the list", () => {
  it.each([
    "/parks?sort=name&page=2",
    "/explore?region=south",
    "/search?q=beach",
    "/region/south-florida",
    "/city/miami",
  ])("keeps the lists of places, with their filters: %s", (path) => {
    expect(listPath(path)).toBe(path);
  });

  it.each(["/es/explore?region=south", "/es/beaches?leash=off-leash", "/es/region/south-florida"])(
    "keeps the Spanish lists, in Spanish: %s",
    (path) => {
      expect(listPath(path)).toBe(path);
    },
  );

  it("keeps neither the Spanish home page nor a Spanish place page", () => {
    expect(listPath("/es")).toBeNull();
    expect(listPath("/es/beaches/some-beach")).toBeNull();
  });

  it.each(["/", "/contact", "/parks/canine-cove-dog-park", "//evil.example/parks", "/\\evil", "parks", 42, null])(
    "refuses other pages and other sites: %j",
    (value) => {
      expect(listPath(value)).toBeNull();
    },
  );

  it.each([
    ["http://site.test/beaches?leash=off", "/beaches?leash=off"],
    ["http://other.test/beaches", null],
    ["", null],
  ])("reads a same-origin referrer only: %j", (referrer, path) => {
    expect(referrerListPath(referrer, "http://site.test")).toBe(path);
  });

  it("carries the list in the navigation state", () => {
    expect(stateListPath(fromListState({ pathname: "/parks", search: "?page=2" }))).toBe("/parks?page=2");
    expect(stateListPath({ from: "/" })).toBeNull();
    expect(stateListPath(null)).toBeNull();
  });
});
