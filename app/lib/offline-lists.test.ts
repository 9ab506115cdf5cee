import { describe, expect, it } from "vitest";
import { cacheNames, isKeepRequest } from "./offline";
import { isKeptList, keptListKey, ownListIdOf, SESSION_LISTS_CACHE } from "./offline-lists";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const LIST = {
  id: ID,
  name: "Favorites",
  savedAt: "2026-11-28T12:00:00.000Z",
  places: [{ name: "Davis Islands Dog Beach", path: "/beaches/davis-islands-dog-beach", city: "Tampa", note: null }],
};

describe("a person's own lists kept for offline", () => {
  it("names the list of a person's own list address, in either language, and no other", () => {
    expect(ownListIdOf(`/lists/${ID}`)).toBe(ID);
    expect(ownListIdOf(`/es/lists/${ID}`)).toBe(ID);
    expect(ownListIdOf(`/lists/shared/${ID}`)).toBeNull();
    expect(ownListIdOf("/lists/not-an-id")).toBeNull();
    expect(ownListIdOf("/lists")).toBeNull();
  });

  it("keeps only a list of the expected shape, with places on this site", () => {
    expect(isKeptList(LIST)).toBe(true);
    expect(isKeptList({ ...LIST, id: "x" })).toBe(false);
    expect(isKeptList({ ...LIST, places: [{ ...LIST.places[0], path: "https://elsewhere.example/" }] })).toBe(false);
    expect(isKeptList({ ...LIST, places: [{ ...LIST.places[0], path: "//elsewhere.example/" }] })).toBe(false);
    expect(isKeepRequest({ type: "keep-for-offline", urls: [], list: LIST })).toBe(true);
    expect(isKeepRequest({ type: "keep-for-offline", urls: [], list: { ...LIST, name: 7 } })).toBe(false);
  });

  it("stores them in a cache of their own, at an address no page has, outliving a release", () => {
    expect(cacheNames("a").sessionLists).toBe(SESSION_LISTS_CACHE);
    expect(cacheNames("b").sessionLists).toBe(SESSION_LISTS_CACHE);
    expect(keptListKey(ID, "https://example.org")).toBe(`https://example.org/__kept-lists/${ID}`);
  });
});
