// A GET as the wire carries it, for what Playwright's request client would hide (it decodes
// compressed answers).
import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { expect } from "@playwright/test";

/** The raw answer to a GET of `url`, undecoded, with its headers. */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/**
 * Gets `url` accepting Brotli (as `acceptEncoding` says) and as it is, and checks that the build
 * compressed it ahead: answers the Brotli answer, for the caller's own checks.
 */
export async function expectPrecompressed(url: string, acceptEncoding: string) {
  const brotli = await rawGet(url, { "Accept-Encoding": acceptEncoding });
  expect(brotli.headers["content-encoding"]).toBe("br");
  // Compressed ahead: its length is known (compressing on the fly sends it in chunks of unknown length).
  expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
  const plain = await rawGet(url, { "Accept-Encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  // Either way the browser reads the same file.
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  return brotli;
}
