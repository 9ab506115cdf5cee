// The page cache: which addresses it keeps, and whose reviews each kept page shows.
import { describe, expect, it } from "vitest";
import { pageAddress, pageCacheKey } from "../fixtures/routes";

describe("which addresses the page cache keeps", () => {
  it("keeps public pages and tidy lists with known filters only", () => {
    expect(pageCacheKey("/", "")).toBe("/");
    expect(pageCacheKey("/explore", "?region=south&leash=off-leash")).toBe("/explore?region=south&leash=off-leash");
    expect(pageCacheKey("/beaches", "?amenity=parking&page=2")).toBe("/beaches?amenity=parking&page=2");
    expect(pageCacheKey("/parks/achieva-paw-park", "")).toBe("/parks/achieva-paw-park");
    expect(pageCacheKey("/region/south-florida", "?page=2")).toBe("/region/south-florida?page=2");
    expect(pageCacheKey("/explore", "?search=orlando")).toBe("/explore?search=orlando");
    expect(pageCacheKey("/beaches", "?fees=free&view=map")).toBe("/beaches?fees=free&view=map");
    expect(pageCacheKey("/city/miami", "?view=map")).toBe("/city/miami?view=map");
    // Whatever the list's loader reads is a list of its own: "open now" and a radius too.
    expect(pageCacheKey("/parks", "?open=now")).toBe("/parks?open=now");
    expect(pageCacheKey("/sitemaps/places-1.xml", "")).toBe("/sitemaps/places-1.xml");
  });

  it("knows from the route whose reviews each kept page shows", () => {
    expect(pageAddress("/parks/achieva-paw-park", "")?.reviews).toEqual({ place: "achieva-paw-park" });
    for (const [path, query] of [
      ["/", ""],
      ["/explore", "?sort=rating"],
      ["/beaches", "?rating=4"],
      ["/region/south-florida", ""],
      ["/city/miami", "?view=map"],
    ] as const)
      expect(pageAddress(path, query)?.reviews, `${path}${query}`).toBe("all");
    for (const path of ["/faq", "/privacy", "/terms", "/robots.txt", "/sitemap.xml", "/sitemaps/places-1.xml"])
      expect(pageAddress(path, "")?.reviews, path).toBe("none");
  });

  it("renders every other address without keeping it", () => {
    for (const [path, query] of [
      ["/explore", "?utm_source=x"],
      ["/explore", "?region=atlantis"],
      ["/explore", "?region=south&region=south"],
      ["/explore", "?page=1"],
      ["/explore", "?search="],
      ["/parks/achieva-paw-park", "?x=1"],
      ["/submit", ""],
      ["/admin", ""],
      ["/auth", ""],
      ["/contact", ""],
      ["/healthz", ""],
      ["/parks/Not_A_Slug", ""],
      ["/region/south-florida", "?sort=name"],
      ["/explore", "?view=list"],
      ["/explore", "?view=satellite"],
      // A parameter the list does not read, a filter the screen does not offer, or another spelling of the path.
      ["/explore", "?category=beach"],
      ["/parks", "?fees=free"],
      ["/FAQ", ""],
      ["/explore/", ""],
      ["/parks.data", ""],
    ] as const) {
      expect(pageCacheKey(path, query), `${path}${query}`).toBeNull();
    }
  });
});
