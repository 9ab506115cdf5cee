// A GET as the wire carries it, for what Playwright's request client would hide (it decodes
// compressed answers).
import http from "node:http";

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
