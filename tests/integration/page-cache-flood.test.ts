// The page cache under a flood of large, rarely read pages: the pages everyone reads stay in memory.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { pageAddress } from "../fixtures/routes";
import { readDirectoryVersion, versionWatch } from "~/server/http/page-cache-version.server";
import { createPageCache } from "~/server/http/page-cache.server";

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
