import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { pageAddress, pageCacheKey } from "../fixtures/routes";
import { chooseEncoding, withoutNonce } from "~/server/http/page-cache-headers.server";
import { FrequencySketch, PageStore } from "~/server/http/page-cache-store.server";
import {
  readDirectoryVersion,
  ReviewChanges,
  versionReader,
  versionWatch,
} from "~/server/http/page-cache-version.server";
import { createPageCache } from "~/server/http/page-cache.server";
import { amenities, locations } from "~/server/infra/schema.server";
import type { DirectoryStamp } from "~/server/queries/health.server";

const place = {
  slug: "cached-dog-beach",
  name: "Cached Dog Beach",
  category: "dog-beach" as const,
  region: "central" as const,
};

describe("the directory's version stamp", () => {
  beforeAll(resetDatabase);

  it("moves with every change to places and amenities", async () => {
    const db = await getDb();
    const stamp = async () => (await readDirectoryVersion(db)).version;
    const seen = [await stamp()];
    await db.insert(locations).values(place);
    seen.push(await stamp());
    await db.update(locations).set({ name: "Renamed Dog Beach" }).where(eq(locations.slug, place.slug));
    seen.push(await stamp());
    await db.insert(amenities).values({ name: "parking", displayName: "Parking", description: "", icon: "car" });
    seen.push(await stamp());
    await db.delete(locations).where(eq(locations.slug, place.slug));
    seen.push(await stamp());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("is read again for a request that arrives while a read is under way", async () => {
    let value = 0;
    let reads = 0;
    const release: (() => void)[] = [];
    const read = versionReader(async () => {
      reads++;
      const seen = value;
      await new Promise<void>((resolve) => release.push(resolve));
      return String(seen);
    });
    const first = read();
    value = 1; // a change committed after the first read began
    const second = read();
    const third = read();
    release.shift()!();
    expect(await first).toBe("0");
    await new Promise((resolve) => setImmediate(resolve));
    release.shift()!();
    expect(await second).toBe("1");
    expect(await third).toBe("1");
    expect(reads).toBe(2);
  });
});

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

describe("the page store", () => {
  const entry = (key: string, bytes = 900, version = "1") => ({
    key,
    version,
    reviews: "none" as const,
    seen: 0,
    created: 0,
    status: 200,
    etag: key,
    bodies: { identity: Buffer.alloc(200), gzip: Buffer.alloc(20), br: Buffer.alloc(20) },
    heads: { identity: [], gzip: [], br: [], notModified: [] },
    bytes,
  });
  /** Records `times` requests for `key`, as the cache does for every request. */
  const ask = (store: PageStore, key: string, times = 1) => {
    for (let i = 0; i < times; i++) store.record(key);
  };

  it("makes room by the least recently used page when a more often read page comes", () => {
    const store = new PageStore(2000, { maxEntryBytes: 1000 });
    ask(store, "/a");
    expect(store.set(entry("/a"))).toBe(true);
    ask(store, "/b");
    expect(store.set(entry("/b"))).toBe(true);
    store.get("/a");
    ask(store, "/c", 2);
    expect(store.set(entry("/c"))).toBe(true);
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(2000);
  });

  it("keeps no page larger than its share of the cache", () => {
    const store = new PageStore(32_000);
    expect(store.maxEntryBytes).toBe(1000);
    ask(store, "/big", 10);
    expect(store.set(entry("/big", 1001))).toBe(false);
    expect(store.get("/big")).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it("does not push out pages read at least as often as the newcomer", () => {
    const store = new PageStore(2000, { maxEntryBytes: 1000 });
    ask(store, "/popular", 5);
    store.set(entry("/popular"));
    ask(store, "/also-popular", 3);
    store.set(entry("/also-popular"));
    store.get("/popular");
    // The least recently used page is read three times; a page read twice does not push it out.
    ask(store, "/rare", 2);
    expect(store.set(entry("/rare"))).toBe(false);
    expect(store.has("/popular") && store.has("/also-popular")).toBe(true);
    // Read more often than it, a page gets in.
    ask(store, "/rising", 4);
    expect(store.set(entry("/rising"))).toBe(true);
    expect(store.has("/also-popular")).toBe(false);
    expect(store.has("/popular")).toBe(true);
  });

  it("drops pages that can no longer be served first, however often they were read", () => {
    const store = new PageStore(2000, { maxEntryBytes: 1000 });
    ask(store, "/old", 50);
    store.set(entry("/old", 900, "1"));
    ask(store, "/other", 50);
    store.set(entry("/other", 900, "2"));
    ask(store, "/new");
    expect(store.set(entry("/new", 900, "2"), (kept) => kept.version !== "2")).toBe(true);
    expect(store.get("/old")).toBeUndefined();
    expect(store.get("/other")).toBeDefined();
  });

  it("counts requests approximately in fixed memory, and halves the counts as time goes on", () => {
    const counts = new FrequencySketch(1024, 100);
    for (let i = 0; i < 40; i++) counts.add("/popular");
    for (let i = 0; i < 50; i++) counts.add(`/once-${i}`);
    expect(counts.frequency("/popular")).toBe(40);
    expect(counts.frequency("/never")).toBeLessThanOrEqual(1);
    for (let i = 0; i < 10; i++) counts.add("/popular");
    // The hundredth addition halved every counter.
    expect(counts.frequency("/popular")).toBe(25);
  });

  it("chooses brotli, then gzip, then none", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
  });

  it("allows a kept page's inline scripts by their hashes instead of a nonce", () => {
    const html = `<p>x</p><script nonce="abc123">window.a=1</script><script type="module" nonce="abc123">import "/a.js"</script>`;
    const result = withoutNonce(html, "default-src 'self'; script-src 'self' 'nonce-abc123'; img-src 'self'");
    expect(result.html).not.toContain("nonce");
    expect(result.policy).not.toContain("nonce");
    expect(result.policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
  });

  it("also when the nonce carries the base64 characters + and /", () => {
    const nonce = "i7eEZgSS+RzUc7/tsA==";
    const html = `<script nonce="${nonce}">window.a=1</script>`;
    const result = withoutNonce(html, `script-src 'self' 'nonce-${nonce}'`);
    expect(result.html).toBe("<script>window.a=1</script>");
    expect(result.policy).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
  });
});

describe("the page cache in front of the app", () => {
  let server: http.Server;
  let origin = "";
  let renders = 0;
  /** Requests answered before the middleware, as the production server's request listener does. */
  let fromMemory = 0;
  let clock = 1_000_000;
  const version = versionWatch(
    async (reviewsSince) => readDirectoryVersion(await getDb(), reviewsSince),
    1000,
    () => clock,
  );

  beforeAll(async () => {
    const db = await resetDatabase();
    await db.insert(locations).values(place);
    const cache = createPageCache({
      maxBytes: 1024 * 1024,
      maxAgeSeconds: 60,
      now: () => clock,
      version,
      headersFor: (origin) => ({ "X-Content-Type-Options": "nosniff", "X-Test-Origin": origin }),
      cacheKey: pageAddress,
      render: async (request) => {
        renders++;
        const url = new URL(request.url);
        if (url.pathname === "/faq") {
          return new Response("<p>with cookie</p>", {
            headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" },
          });
        }
        const [row] = await (await getDb()).select({ name: locations.name }).from(locations);
        const canonical = `<link rel="canonical" href="${url.href}">`;
        return new Response(
          `<html><body>${canonical}<h1>${row?.name}</h1>${"<p>dogs welcome</p>".repeat(50)}</body></html>`,
          {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          },
        );
      },
    });
    server = http.createServer((req, res) => {
      const origin = req.headers["x-fdp-origin"] ?? `http://${req.headers.host}`;
      if (cache.answerFromMemory(req, res, String(origin))) return void fromMemory++;
      return cache.middleware(req, res, async () => {
        if (req.method === "POST") {
          // An administrator's edit through this instance.
          await (await getDb()).update(locations).set({ name: "Edited Here Beach" });
          res.statusCode = 303;
          return res.end();
        }
        res.statusCode = 418;
        res.end("passed on");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function get(path: string, headers: Record<string, string> = {}, method = "GET") {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(origin + path, { headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });
  }

  it("renders a page once and answers again from memory, compressed as asked, with 304 for a known ETag", async () => {
    const first = await get("/beaches/cached-dog-beach");
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain("Cached Dog Beach");
    const before = renders;
    const br = await get("/beaches/cached-dog-beach", { "Accept-Encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain("Cached Dog Beach");
    const gz = await get("/beaches/cached-dog-beach", { "Accept-Encoding": "gzip" });
    expect(zlib.gunzipSync(gz.body).toString()).toContain("Cached Dog Beach");
    expect(gz.headers["cache-control"]).toMatch(/public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(gz.headers.vary).toContain("Accept-Encoding");
    const revalidated = await get("/beaches/cached-dog-beach", { "If-None-Match": gz.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(before);
  });

  it("answers a kept page before the app, with the same headers and bytes, and never a stale one", async () => {
    const miss = await get("/beaches/cached-dog-beach?view=x", { "Accept-Encoding": "gzip" });
    expect(miss.status).toBe(418); // not an address the cache keeps: never answered from memory
    await get("/beaches/cached-dog-beach");
    const before = fromMemory;
    const kept = await get("/beaches/cached-dog-beach", { "Accept-Encoding": "gzip" });
    expect(fromMemory).toBe(before + 1);
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(kept.headers["x-content-type-options"]).toBe("nosniff");
    expect(kept.headers["x-test-origin"]).toBe(origin);
    expect(kept.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(kept.headers["content-length"]).toBe(String(kept.body.length));
    expect(zlib.gunzipSync(kept.body).toString()).toContain("<h1>");
    const head = await get("/beaches/cached-dog-beach", {}, "HEAD");
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    const notModified = await get("/beaches/cached-dog-beach", { "If-None-Match": kept.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["x-content-type-options"]).toBe("nosniff");
    // A signed-in visitor is never answered from memory.
    expect((await get("/beaches/cached-dog-beach", { Cookie: "fdp.session_token=x" })).status).toBe(418);
    // Once the stamp may have moved, the page goes through the middleware, which reads it again.
    version.invalidate();
    const counted = fromMemory;
    expect((await get("/beaches/cached-dog-beach")).headers["x-page-cache"]).toBe("hit");
    expect(fromMemory).toBe(counted);
  });

  it("shows an edit made through this instance on the next request", async () => {
    await get("/beaches/cached-dog-beach");
    expect((await get("/admin/locations", {}, "POST")).status).toBe(303);
    const next = await get("/beaches/cached-dog-beach");
    expect(next.body.toString()).toContain("Edited Here Beach");
  });

  it("shows a change made elsewhere once the stamp has been read again", async () => {
    await get("/beaches/cached-dog-beach");
    await (await getDb()).update(locations).set({ name: "Freshly Renamed Beach" });
    expect((await get("/beaches/cached-dog-beach")).body.toString()).not.toContain("Freshly Renamed Beach");
    clock += 1001;
    // The first request past the interval starts a read and is answered at once from memory.
    await get("/beaches/cached-dog-beach");
    await version.refreshing;
    const next = await get("/beaches/cached-dog-beach");
    expect(next.body.toString()).toContain("Freshly Renamed Beach");
  });

  it("renders a page again once it is older than the age limit", async () => {
    await get("/beaches/cached-dog-beach");
    const before = renders;
    clock += 30_000;
    await get("/beaches/cached-dog-beach");
    expect(renders).toBe(before);
    clock += 31_000;
    await get("/beaches/cached-dog-beach");
    expect(renders).toBe(before + 1);
  });

  it("never answers from the cache a request with a cookie, nor keeps a page that sets one", async () => {
    expect((await get("/beaches/cached-dog-beach", { Cookie: "better-auth.session_token=x" })).status).toBe(418);
    const before = renders;
    expect((await get("/faq")).headers["set-cookie"]).toEqual(["a=b"]);
    await get("/faq");
    expect(renders).toBe(before + 2);
  });

  it("passes on addresses it does not keep", async () => {
    expect((await get("/explore?utm_source=mail")).status).toBe(418);
  });

  it("keeps a page per origin: one asked for at 127.0.0.1 never answers a visitor at localhost", async () => {
    const at = (origin: string) => get("/beaches/cached-dog-beach", { "X-Fdp-Origin": origin });
    const first = await at("http://127.0.0.1:3000");
    expect(first.body.toString()).toContain('href="http://127.0.0.1:3000/beaches/cached-dog-beach"');
    const other = await at("http://localhost:3000");
    expect(other.body.toString()).toContain('href="http://localhost:3000/beaches/cached-dog-beach"');
    expect(other.headers["x-page-cache"]).toBe("miss");
    const again = await at("http://127.0.0.1:3000");
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body.toString()).toContain('href="http://127.0.0.1:3000/beaches/cached-dog-beach"');
  });
});

describe("the page cache under a flood of large, rarely read pages", () => {
  let server: http.Server;
  let origin = "";
  const renders = new Map<string, number>();
  const huge = "/explore?search=huge";
  const size = (path: string) => (path.includes("view=map") ? 10_000 : path === huge ? 40_000 : 8_000);
  const popular = ["/", "/explore", "/faq", "/privacy", "/terms", "/beaches", "/parks", "/explore?region=south"];

  beforeAll(async () => {
    await resetDatabase();
    // 384 KB: a page may take 12 KB of it; eight popular pages of 8 KB and a few map pages fit.
    const cache = createPageCache({
      maxBytes: 384 * 1024,
      maxAgeSeconds: 60,
      version: versionWatch(async (reviewsSince) => readDirectoryVersion(await getDb(), reviewsSince), 60_000),
      cacheKey: pageAddress,
      render: async (request) => {
        const url = new URL(request.url);
        const path = url.pathname + url.search;
        renders.set(path, (renders.get(path) ?? 0) + 1);
        return new Response(`<html><body><h1>${path}</h1><p>${"w".repeat(size(path))}</p></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      },
    });
    server = http.createServer((req, res) =>
      cache.middleware(req, res, () => {
        res.statusCode = 418;
        res.end("passed on");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function get(path: string) {
    const response = await fetch(origin + path);
    await response.arrayBuffer();
    return response.headers.get("x-page-cache");
  }

  it("keeps serving the pages everyone reads from memory", async () => {
    for (let round = 0; round < 5; round++) for (const path of popular) await get(path);
    for (const path of popular) expect(await get(path), path).toBe("hit");
    const before = new Map(renders);

    // 150 map pages of a list, each asked for twice (so a "second request" rule alone would keep them).
    for (let page = 1; page <= 150; page++) {
      await get(`/explore?page=${page}&view=map`);
      await get(`/explore?page=${page}&view=map`);
    }

    for (const path of popular) expect(await get(path), path).toBe("hit");
    for (const path of popular) expect(renders.get(path), path).toBe(before.get(path));
  });

  it("never keeps a page larger than its share, however often it is asked for", async () => {
    for (let i = 0; i < 3; i++) expect(await get(huge)).not.toBe("hit");
    expect(renders.get(huge)).toBe(3);
  });

  it("still takes in a page that becomes popular", async () => {
    const path = "/explore?page=151&view=map";
    const answers: (string | null)[] = [];
    for (let i = 0; i < 12; i++) answers.push(await get(path));
    expect(answers.at(-1)).toBe("hit");
    expect(renders.get(path)).toBeLessThan(12);
  });
});

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
    let stamp: DirectoryStamp = { version: "7", reviews: "3", reviewedPlaces: null };
    const asked: (string | undefined)[] = [];
    const told: (readonly string[] | null)[] = [];
    const watch = versionWatch(async (since) => (asked.push(since), stamp), 0);
    watch.onReviews((places) => told.push(places));
    expect(await watch.current()).toBe("7");
    stamp = { version: "7", reviews: "3", reviewedPlaces: [] };
    await watch.current();
    stamp = { version: "7", reviews: "5", reviewedPlaces: ["reviewed-park"] };
    await watch.current();
    expect(asked).toEqual([undefined, "3", "3"]);
    expect(told).toEqual([null, ["reviewed-park"]]);
  });

  it("sends a page whose place's reviews changed while it was rendered, and keeps the next one", async () => {
    let stamp: DirectoryStamp = { version: "1", reviews: "1", reviewedPlaces: null };
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
      stamp = { version: "1", reviews: "2", reviewedPlaces: ["reviewed-park"] };
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
