// The page cache and review changes: a page is served only while no review it shows has changed.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { pageAddress } from "../fixtures/routes";
import { ReviewChanges, versionWatch } from "~/server/http/page-cache-version.server";
import { createPageCache } from "~/server/http/page-cache.server";
import type { DirectoryStamp } from "~/server/queries/health.server";

describe("the page cache and review changes", () => {
  it("serves a page only while no review it shows changed after its render began", () => {
    const changes = new ReviewChanges(3);
    const before = changes.latest;
    changes.changed(["reviewed-park"]);
    expect(changes.current({ place: "reviewed-park" }, before)).toBe(false);
    expect(changes.current("all", before)).toBe(false);
    expect(changes.current({ place: "quiet-park" }, before)).toBe(true);
    expect(changes.current("none", before)).toBe(true);
    const after = changes.latest;
    expect(changes.current({ place: "reviewed-park" }, after)).toBe(true);
    // Not told which places, or more than it remembers: every page.
    changes.changed(null);
    expect(changes.current("none", after)).toBe(false);
    const later = changes.latest;
    changes.changed(["a", "b", "c", "d"]);
    expect(changes.current("none", later)).toBe(false);
    expect(changes.current({ place: "quiet-park" }, changes.latest)).toBe(true);
  });

  it("tells its listeners which places' reviews changed, and nothing when none did", async () => {
    let stamp: DirectoryStamp = { version: "7", reviews: "3", reviewedPlaces: null, personal: "1" };
    const asked: (string | undefined)[] = [];
    const told: (readonly string[] | null)[] = [];
    const watch = versionWatch(async (since) => (asked.push(since), stamp), 0);
    watch.onReviews((places) => told.push(places));
    expect((await watch.current()).directory).toBe("7");
    stamp = { version: "7", reviews: "3", reviewedPlaces: [], personal: "1" };
    await watch.current();
    stamp = { version: "7", reviews: "5", reviewedPlaces: ["reviewed-park"], personal: "1" };
    await watch.current();
    expect(asked).toEqual([undefined, "3", "3"]);
    expect(told).toEqual([null, ["reviewed-park"]]);
  });

  it("sends a page whose place's reviews changed while it was rendered, and keeps the next one", async () => {
    let stamp: DirectoryStamp = { version: "1", reviews: "1", reviewedPlaces: null, personal: "1" };
    const version = versionWatch(async () => stamp, 0);
    let renders = 0;
    let release: (() => void) | undefined;
    const cache = createPageCache({
      maxBytes: 1024 * 1024,
      maxAgeSeconds: 60,
      version,
      cacheKey: pageAddress,
      render: async () => {
        renders++;
        if (renders === 1) await new Promise<void>((resolve) => (release = resolve));
        return new Response(`<p>render ${renders}</p>`, { headers: { "Content-Type": "text/html" } });
      },
    });
    const server = http.createServer((req, res) => void cache.middleware(req, res, () => res.end()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/parks/reviewed-park`;
    const get = async () => {
      const response = await fetch(address);
      return `${response.headers.get("x-page-cache")} ${await response.text()}`;
    };
    try {
      const first = get();
      await expect.poll(() => release).toBeDefined();
      // A review of the place is published while its page renders; the cache reads the stamp.
      stamp = { version: "1", reviews: "2", reviewedPlaces: ["reviewed-park"], personal: "1" };
      await version.current();
      release!();
      expect(await first).toBe("miss <p>render 1</p>");
      expect(await get()).toBe("miss <p>render 2</p>");
      expect(await get()).toBe("hit <p>render 2</p>");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
