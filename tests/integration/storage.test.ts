// Where photos are stored: the S3 driver's object keys and URLs (against a local stand-in for the
// bucket's HTTP API), the local driver's, and an upload whose storage fails.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetDatabase } from "../db";
import { pngBytes } from "../fixtures/images";
import { outcome, sessionCookie, siteRequest } from "../fixtures/sessions";
import { action } from "~/routes/admin/photos";
import { localStorage, s3Storage } from "~/server/storage.server";

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; bytes: number };
const received: Received[] = [];
const bucket = http.createServer((req, res) => {
  let bytes = 0;
  req.on("data", (chunk: Buffer) => (bytes += chunk.length));
  req.on("end", () => {
    // The SDK adds its own query (x-id=PutObject); the object key is the path.
    received.push({ method: req.method!, url: req.url!.split("?")[0]!, headers: req.headers, bytes });
    res.writeHead(req.method === "DELETE" ? 204 : 200, { ETag: '"abc"' });
    res.end();
  });
});
let endpoint = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(bucket.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => bucket.close(() => resolve())));

describe("S3 storage", () => {
  const settings = () => ({ bucket: "dog-photos", endpoint, accessKeyId: "key", secretAccessKey: "secret" });

  it("stores a photo under its file name in the bucket and answers its public URL", async () => {
    const storage = s3Storage(settings());
    const url = await storage.put("jupiter-dog-beach-1700000000000-640.webp", new Uint8Array(10), "image/webp");
    expect(url).toBe(`${endpoint}/dog-photos/jupiter-dog-beach-1700000000000-640.webp`);
    const put = received.at(-1)!;
    expect(put).toMatchObject({ method: "PUT", url: "/dog-photos/jupiter-dog-beach-1700000000000-640.webp" });
    expect(put.headers["content-type"]).toBe("image/webp");
    expect(put.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    expect(storage.isOurs(url)).toBe(true);
    await storage.delete(url);
    expect(received.at(-1)).toMatchObject({
      method: "DELETE",
      url: "/dog-photos/jupiter-dog-beach-1700000000000-640.webp",
    });
  });

  it("serves from the public URL when one is set, and never touches keys that are not its own", async () => {
    const storage = s3Storage({ ...settings(), publicUrl: "https://photos.example.com/" });
    const url = await storage.put("bark-park-1700000000001-480.webp", new Uint8Array(4), "image/webp");
    expect(url).toBe("https://photos.example.com/bark-park-1700000000001-480.webp");
    expect(received.at(-1)?.url).toBe("/dog-photos/bark-park-1700000000001-480.webp");

    const before = received.length;
    for (const foreign of [
      "https://elsewhere.example.com/bark-park-1700000000001-480.webp",
      "https://photos.example.com/../secrets.txt",
      "https://photos.example.com/folder/photo.webp",
      "https://photos.example.com/.env",
    ]) {
      expect(storage.isOurs(foreign)).toBe(false);
      await storage.delete(foreign);
    }
    expect(received.length).toBe(before);
    await expect(storage.put("../escape.webp", new Uint8Array(1), "image/webp")).rejects.toThrow(/Unsafe/);
    expect(received.length).toBe(before);
  });

  it("uses the bucket's own AWS address when no endpoint is given", () => {
    const storage = s3Storage({ bucket: "dog-photos", region: "us-east-2" });
    expect(storage.isOurs("https://dog-photos.s3.us-east-2.amazonaws.com/a-1-640.webp")).toBe(true);
    expect(storage.isOurs("https://other.s3.us-east-2.amazonaws.com/a-1-640.webp")).toBe(false);
  });
});

describe("local storage", () => {
  it("keeps photos under DATA_DIR/uploads and refuses keys with folders", async () => {
    const storage = localStorage(process.env.DATA_DIR!);
    const url = await storage.put("quiet-park-1700000000002-320.webp", new Uint8Array(3), "image/webp");
    expect(url).toBe("/uploads/quiet-park-1700000000002-320.webp");
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", "quiet-park-1700000000002-320.webp"))).toBe(true);
    await expect(storage.put("../outside.webp", new Uint8Array(1), "image/webp")).rejects.toThrow(/Unsafe/);
    expect(storage.isOurs("/uploads/../auth-secret")).toBe(false);
  });
});

describe("an upload whose storage fails", () => {
  let admin = "";
  beforeAll(async () => {
    await resetDatabase();
    admin = await sessionCookie("admin");
  });

  it("answers 500 with the upload error and logs the cause, not 'Please select an image file'", async () => {
    // The uploads folder cannot be created: a file stands where it should be.
    const uploads = path.join(process.env.DATA_DIR!, "uploads");
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, "not a folder");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(await pngBytes(300, 200))], "beach.png", { type: "image/png" }));
      form.set("slug", "Jupiter Dog Beach");
      const request = siteRequest("/admin/photos", { method: "POST", body: form, cookie: admin });
      const result = await outcome(() => action({ request, params: {}, context: {} } as never));
      expect(result.status).toBe(500);
      expect(result.body).not.toEqual({ error: "Please select an image file" });
      expect(logged).toHaveBeenCalledWith("[photos] upload failed", expect.anything());
    } finally {
      logged.mockRestore();
      fs.rmSync(uploads, { force: true });
    }
  });
});
