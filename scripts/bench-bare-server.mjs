// A bare Node http server for `npm run bench:http`: answers each recorded address with the bytes the
// production server sent for it (status, headers and body, per encoding), and nothing else. The
// ceiling a cached page is measured against.
import fs from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
/** @type {Record<string, { status: number, headers: [string, string][], body: string }>} */
const recorded = JSON.parse(fs.readFileSync(file, "utf8"));
const answers = new Map(
  Object.entries(recorded).map(([key, { status, headers, body }]) => [
    key,
    { status, headers: headers.flat(), body: Buffer.from(body, "base64") },
  ]),
);

http
  .createServer((req, res) => {
    const accept = req.headers["accept-encoding"] ?? "";
    const encoding = accept.includes("br") ? "br" : accept.includes("gzip") ? "gzip" : "identity";
    const answer = answers.get(`${encoding} ${req.url}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\n"));
