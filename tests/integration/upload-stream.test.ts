// An upload streams to the temporary store on disk, never whole into memory: its files come back from
// disk with every byte, a body past its limit and a body cut off mid-way leave no folder behind, and
// uploads in flight are counted per address and per instance (decision 0048).
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUploadSlots, streamForm } from "~/server/http/upload-body.server";
import { spoolRoot } from "~/server/infra/upload-spool.server";
import { pngBytes } from "../fixtures/images";

type Outcome = Awaited<ReturnType<typeof streamForm>>;

let server: http.Server;
let port: number;
/** What the server made of each request, in the order they arrived. */
const outcomes: Promise<Outcome>[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const outcome = streamForm(req, req.url ?? "/", Number(req.headers["x-limit"]));
    outcomes.push(outcome);
    void outcome.then((o) => {
      if (!("gone" in o)) res.end("done");
      if ("refusal" in o) req.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function spoolFolders() {
  return fs.existsSync(spoolRoot()) ? fs.readdirSync(spoolRoot()) : [];
}

function multipart(parts: { name: string; value?: string; file?: { name: string; type: string; bytes: Buffer } }[]) {
  const boundary = `----test${Date.now().toString(36)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(part.file ? part.file.bytes : Buffer.from(part.value ?? ""));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function post(path: string, form: { body: Buffer; type: string }, limit: number) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { "content-type": form.type, "x-limit": String(limit) },
    body: new Uint8Array(form.body),
  });
  await response.text();
  return outcomes.at(-1)!;
}

describe("an upload streamed to disk", () => {
  it("gives the route its fields and files, every byte read back from the temporary store", async () => {
    const photo = await pngBytes(900, 600);
    const second = await pngBytes(300, 200);
    const form = multipart([
      { name: "rating", value: "5" },
      { name: "photo", file: { name: "beach.png", type: "image/png", bytes: photo } },
      { name: "caption", value: "Wet and happy — ¡feliz!" },
      { name: "photo", file: { name: "second.png", type: "image/png", bytes: second } },
      { name: "photo", file: { name: "", type: "application/octet-stream", bytes: Buffer.alloc(0) } },
    ]);
    const outcome = await post("/review/some-park", form, 10 * 1024 * 1024);
    if (!("form" in outcome)) throw new Error(`refused: ${JSON.stringify(outcome)}`);
    expect(outcome.form.get("rating")).toBe("5");
    expect(outcome.form.get("caption")).toBe("Wet and happy — ¡feliz!");
    const files = outcome.form.getAll("photo") as File[];
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([
      ["beach.png", "image/png", photo.length],
      ["second.png", "image/png", second.length],
      ["", "application/octet-stream", 0],
    ]);
    expect(Buffer.from(await files[0]!.arrayBuffer()).equals(photo)).toBe(true);
    expect(Buffer.from(await files[1]!.arrayBuffer()).equals(second)).toBe(true);
    // The files wait on disk until the answer is sent, and go with their folder.
    expect(spoolFolders()).toHaveLength(1);
    await outcome.remove();
    expect(spoolFolders()).toEqual([]);
  });

  it("refuses a body past its limit with 413 and keeps none of it", async () => {
    const form = multipart([
      { name: "photo", file: { name: "big.png", type: "image/png", bytes: Buffer.alloc(300_000, 7) } },
    ]);
    const outcome = await post("/es/review/some-park", form, 100_000);
    expect(outcome).toMatchObject({ refusal: { status: 413, message: expect.stringContaining("La solicitud") } });
    expect(spoolFolders()).toEqual([]);
  });

  it("refuses a broken form and a NUL in a field with 400", async () => {
    const truncated = multipart([
      { name: "photo", file: { name: "a.png", type: "image/png", bytes: Buffer.alloc(5000) } },
    ]);
    const cut = { ...truncated, body: truncated.body.subarray(0, 3000) };
    expect(await post("/review/some-park", cut, 100_000)).toMatchObject({ refusal: { status: 400 } });
    const nul = multipart([{ name: "text", value: "a\0b" }]);
    expect(await post("/review/some-park", nul, 100_000)).toMatchObject({
      refusal: { status: 400, message: expect.stringContaining("NUL") },
    });
    expect(spoolFolders()).toEqual([]);
  });

  it("leaves no file behind when the client is cut off mid-way", async () => {
    const form = multipart([
      { name: "photo", file: { name: "a.png", type: "image/png", bytes: Buffer.alloc(2_000_000, 1) } },
    ]);
    const socket = net.connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    const arrived = outcomes.length;
    socket.write(
      `POST /review/some-park HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${form.type}\r\n` +
        `Content-Length: ${form.body.length}\r\nX-Limit: 10000000\r\n\r\n`,
    );
    socket.write(form.body.subarray(0, 600_000));
    // The first part of the photo is on disk ...
    await expect
      .poll(() => spoolFolders().flatMap((dir) => fs.readdirSync(`${spoolRoot()}/${dir}`)))
      .toEqual(["part-0"]);
    socket.destroy();
    // ... and goes with its folder once the connection is cut.
    expect(await outcomes[arrived]!).toEqual({ gone: true });
    expect(spoolFolders()).toEqual([]);
  });
});

describe("uploads in flight", () => {
  it("are limited per address and per instance, and a finished upload frees its place", () => {
    const slots = createUploadSlots(2, 3);
    const first = slots.take("10.0.0.1");
    const second = slots.take("10.0.0.1");
    expect(slots.take("10.0.0.1")).toBe("address");
    const other = slots.take("10.0.0.2");
    expect(slots.take("10.0.0.3")).toBe("instance");
    if (typeof first !== "function" || typeof second !== "function" || typeof other !== "function") {
      throw new Error("a free slot was refused");
    }
    first();
    first();
    expect(slots.inFlight).toBe(2);
    expect(typeof slots.take("10.0.0.3")).toBe("function");
    expect(slots.take("10.0.0.4")).toBe("instance");
  });
});
