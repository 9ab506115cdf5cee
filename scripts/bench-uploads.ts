// Memory under uploads (npm run bench:uploads): builds the app, starts the production server on a
// throwaway data folder (the demo places), and sends ten review forms of 25 MB at once (five photos
// of 5 MB each): without signing in, signed in from ten addresses (127.0.0.2-11), and signed in from
// one address. Prints the server's resident memory (RSS) idle and at its peak while they arrive, and
// what the ten were answered. It runs on the embedded database and, when BENCH_DATABASE_URL is set,
// on a throwaway PostgreSQL database (decision 0048).
//
// BENCH_PORT (a free one), BENCH_SKIP_BUILD=1.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import sharp from "sharp";
import { benchServer, onEachDatabase, seedPages, startServer, stopServer, signIn } from "./bench-server";

const PARALLEL = 10;
const PHOTOS = 5;
const ADMIN = { BENCH_ADMIN_EMAIL: "bench-uploads@example.com", BENCH_ADMIN_PASSWORD: "bench-uploads-password-42" };

function log(line = "") {
  process.stdout.write(`${line}\n`);
}

/** The server's resident memory in MB, from /proc. */
function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A PNG of noise just under the 5 MB limit: it does not compress, and it decodes like a real photo. */
async function noisePhoto() {
  const side = 1320;
  const pixels = crypto.randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function reviewForm(photo: Buffer) {
  const boundary = `----bench${crypto.randomBytes(8).toString("hex")}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts: Buffer[] = [
    field("rating", "5"),
    field("visitMonth", "2026-03"),
    field("dogSizes", "medium"),
    field("tags", "shade"),
    field("text", "Shady trail along the river with water bowls at the gate, and a fenced field to run in."),
    field("displayName", "Bench"),
  ];
  for (let i = 0; i < PHOTOS; i++) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo-${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from("\r\n"),
      field("caption", ""),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function post(origin: string, path: string, form: { body: Buffer; type: string }, from: string, cookie?: string) {
  return new Promise<number>((resolve) => {
    const req = http.request(
      `${origin}${path}`,
      {
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "content-type": form.type,
          "content-length": form.body.length,
          origin,
          accept: "text/html",
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(form.body);
  });
}

async function measure(pid: number, run: () => Promise<number[]>) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = Date.now();
  const statuses = await run();
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  const answered = [...counts].map(([status, n]) => `${n}× ${status || "reset"}`).join(", ");
  return { peak, seconds: (Date.now() - started) / 1000, answered };
}

async function bench(label: string, env: NodeJS.ProcessEnv, buildDir: string) {
  const { port, origin, serverEnv } = await benchServer({ ...env, ...ADMIN, BENCH_REVIEWS: "0" }, buildDir);
  // Generated places (bench-place-0 …): each upload goes to a place of its own.
  seedPages(serverEnv, 2 * PARALLEL + 1);
  const server = await startServer(port, serverEnv);
  const pid = server.pid!;
  try {
    const cookie = await signIn(origin, ADMIN);
    const slugs = Array.from({ length: 2 * PARALLEL + 1 }, (_, i) => `bench-place-${i}`);
    const form = reviewForm(await noisePhoto());
    // Warm: a page and one small review, so that idle means "has served an upload".
    await (await fetch(`${origin}/review/${slugs[0]}`, { headers: { cookie } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = rssMb(pid);
    log(`\n## ${label}`);
    log(`\n${PARALLEL} review forms at once, each ${(form.body.length / 2 ** 20).toFixed(1)} MB (${PHOTOS} photos)`);
    log("");
    log("| uploads | idle RSS MB | peak RSS MB | peak − idle MB | seconds | answered |");
    log("|---|---:|---:|---:|---:|---|");
    const rows: [string, () => Promise<number[]>][] = [
      [
        "not signed in, 10 addresses",
        () =>
          Promise.all(
            slugs.slice(1, 1 + PARALLEL).map((s, i) => post(origin, `/review/${s}`, form, `127.0.0.${i + 2}`)),
          ),
      ],
      [
        "signed in, 10 addresses",
        () =>
          Promise.all(
            slugs.slice(1, 1 + PARALLEL).map((s, i) => post(origin, `/review/${s}`, form, `127.0.0.${i + 2}`, cookie)),
          ),
      ],
      [
        "signed in, 1 address",
        () =>
          Promise.all(
            slugs
              .slice(1 + PARALLEL, 1 + 2 * PARALLEL)
              .map((s) => post(origin, `/es/review/${s}`, form, "127.0.0.2", cookie)),
          ),
      ],
    ];
    for (const [name, run] of rows) {
      const before = rssMb(pid);
      const { peak, seconds, answered } = await measure(pid, run);
      log(
        `| ${name} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${(peak - idle).toFixed(0)} | ${seconds.toFixed(1)} | ${answered} |`,
      );
    }
    log(`\nIdle before the first run: ${idle.toFixed(0)} MB; after the last: ${rssMb(pid).toFixed(0)} MB`);
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase("fdp-bench-uploads-", "bench:uploads", bench);
