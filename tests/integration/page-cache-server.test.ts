// The page cache in front of the app: answers from memory, never stale, never a visitor with
// cookies with the anonymous page, and one page per origin.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { pageAddress } from "../fixtures/routes";
import { createPageCache } from "~/server/http/page-cache.server";
import { locations } from "~/server/infra/schema.server";
import { place, watchedStamps } from "./page-cache-fixtures";

describe("the page cache in front of the app", () => {
  let server: http.Server;
  let origin = "";
  let renders = 0;
  /** Requests answered before the middleware, as the production server's request listener does. */
  let fromMemory = 0;
  let clock = 1_000_000;
  const version = watchedStamps(() => clock);

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
    // A signed-in visitor is never answered with the anonymous page: their own copy is rendered,
    // and then answered before the app too.
    const rendered = renders;
    const answered = fromMemory;
    const signedIn = await get("/beaches/cached-dog-beach", { Cookie: "fdp.session_token=x" });
    expect(signedIn.headers["x-page-cache"]).toBe("miss");
    expect(renders).toBe(rendered + 1);
    expect(fromMemory).toBe(answered);
    const again = await get("/beaches/cached-dog-beach", { Cookie: "fdp.session_token=x" });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.headers["cache-control"]).toBe("private, no-store");
    expect(fromMemory).toBe(answered + 1);
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

  it("never answers a request with a cookie with the anonymous page, nor keeps a page that sets one", async () => {
    await get("/beaches/cached-dog-beach");
    const first = renders;
    await get("/beaches/cached-dog-beach", { Cookie: "better-auth.session_token=x" });
    expect(renders).toBe(first + 1);
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
