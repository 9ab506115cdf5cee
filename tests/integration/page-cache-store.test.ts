// The page cache's store: which pages it keeps and pushes out, the encodings it chooses, and the
// script hashes of a kept page.
import { describe, expect, it } from "vitest";
import { chooseEncoding, withoutNonce } from "~/server/http/page-cache-headers.server";
import { FrequencySketch, PageStore } from "~/server/http/page-cache-store.server";

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
