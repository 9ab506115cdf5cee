// Photos in an S3 bucket, against a real S3 API on this machine (S3rver, objects in a temporary
// folder): an administrator's upload and the public URLs that serve it, removal, and the sweep of
// uploads no place shows. The server is configured through the S3_* variables, as in production.
import crypto from "node:crypto";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { pngBytes } from "../fixtures/images";
import { S3RVER_KEYS, startS3, type TestBucket } from "../fixtures/s3";
import { callRoute, sessionCookie, siteRequest } from "../fixtures/sessions";
import { action } from "~/routes/admin/photos";
import { photoVariants } from "~/lib/photos";
import { sweepUnusedUploads, UPLOAD_GRACE_MS } from "~/server/domain/photos.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { photoUploads } from "~/server/infra/schema.server";
import { getStorage, s3Storage, StorageUnavailableError } from "~/server/infra/storage.server";

let s3: TestBucket;
let admin = "";

beforeAll(async () => {
  s3 = await startS3("dog-photos");
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
  });
  await resetDatabase();
  admin = await sessionCookie("admin");
});
afterAll(() => s3.close());

async function upload(width = 2000, height = 1000, slug = "Jupiter Dog Beach") {
  const form = new FormData();
  const png = await pngBytes(width, height);
  form.set("file", new File([new Uint8Array(png)], "beach.png", { type: "image/png" }));
  form.set("slug", slug);
  const result = await callRoute(action, siteRequest("/admin/photos", { method: "POST", body: form, cookie: admin }));
  expect(result.status).toBe(201);
  return (result.body as { url: string }).url;
}

const widths = (url: string) => photoVariants(url)!.map((v) => v.url);
const statusOf = async (url: string) => (await fetch(url)).status;
const remembered = async () =>
  (await (await getDb()).select({ url: photoUploads.url }).from(photoUploads)).map((r) => r.url);

describe("photos in an S3 bucket", () => {
  it("stores an administrator's upload at every width, each served as WebP at its public URL", async () => {
    const url = await upload(2000, 1000);
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/dog-photos/jupiter-dog-beach-\\d{13}-[0-9a-f]{16}-1600\\.webp$`));

    for (const variant of photoVariants(url)!) {
      const response = await fetch(variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
    }
    expect(await remembered()).toContain(url);
  });

  it("serves exactly the bytes stored, with checksums sent only when required or whenever supported", async () => {
    for (const checksums of ["when_required", "when_supported"] as const) {
      const storage = s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, ...S3RVER_KEYS, checksums });
      const bytes = crypto.randomBytes(2048);
      const url = await storage.put(`bark-park-1700000000001-${checksums.replace("_", "-")}.webp`, bytes, "image/webp");
      expect(url.startsWith(`${s3.endpoint}/dog-photos/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

      await storage.delete(url);
      expect(await statusOf(url)).toBe(404);
      // Removing what is already gone is no error.
      await storage.delete(url);
    }
  });

  it("stores under its file name and answers the public URL when one is set, touching only its own keys", async () => {
    const storage = s3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      ...S3RVER_KEYS,
      publicUrl: "https://photos.example.com/",
    });
    const url = await storage.put("quiet-park-1700000000002-480.webp", new Uint8Array([1, 2, 3]), "image/webp");
    expect(url).toBe("https://photos.example.com/quiet-park-1700000000002-480.webp");
    expect(await statusOf(`${s3.endpoint}/dog-photos/quiet-park-1700000000002-480.webp`)).toBe(200);

    for (const foreign of [
      "https://elsewhere.example.com/quiet-park-1700000000002-480.webp",
      "https://photos.example.com/../secrets.txt",
      "https://photos.example.com/folder/photo.webp",
      "https://photos.example.com/.env",
    ]) {
      expect(storage.isOurs(foreign)).toBe(false);
      await storage.delete(foreign);
    }
    expect(await statusOf(`${s3.endpoint}/dog-photos/quiet-park-1700000000002-480.webp`)).toBe(200);
    await expect(storage.put("../escape.webp", new Uint8Array(1), "image/webp")).rejects.toThrow(/Unsafe/);
    await storage.delete(url);
    expect(await statusOf(`${s3.endpoint}/dog-photos/quiet-park-1700000000002-480.webp`)).toBe(404);
  });

  it("uses the bucket's own AWS address when no endpoint is given", () => {
    const storage = s3Storage({ bucket: "dog-photos", region: "us-east-2" });
    expect(storage.isOurs("https://dog-photos.s3.us-east-2.amazonaws.com/a-1-640.webp")).toBe(true);
    expect(storage.isOurs("https://other.s3.us-east-2.amazonaws.com/a-1-640.webp")).toBe(false);
  });

  it("removes every width of an upload no place shows from the bucket, and forgets it", async () => {
    const url = await upload(1000, 500, "Bark Park");
    expect(await Promise.all(widths(url).map(statusOf))).toEqual([200, 200, 200]);

    const body = new URLSearchParams({ intent: "delete", url });
    const removal = await callRoute(action, siteRequest("/admin/photos", { method: "POST", body, cookie: admin }));
    expect(removal).toEqual({ status: 200, body: { ok: true, removed: 1 } });
    expect(await Promise.all(widths(url).map(statusOf))).toEqual([404, 404, 404]);
    expect(await remembered()).not.toContain(url);
  });

  it("sweeps from the bucket the uploads left for a day that no place shows, and keeps the others", async () => {
    const db = await getDb();
    const [left, used, fresh] = [await upload(600, 300), await upload(600, 300), await upload(600, 300)];
    await insertLocation(db, placeRow({ name: "Swept Bucket Park", photos: [used] }));
    const dayAgo = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
    for (const url of [left, used])
      await db.update(photoUploads).set({ createdAt: dayAgo }).where(eq(photoUploads.url, url));

    expect(await sweepUnusedUploads(db)).toBe(1);
    expect(await statusOf(left)).toBe(404);
    expect(await statusOf(used)).toBe(200);
    expect(await statusOf(fresh)).toBe(200);
    const kept = await remembered();
    expect(kept).toContain(fresh);
    expect(kept).not.toContain(left);
    expect(kept).not.toContain(used);
  });

  it("tells a refusal of the bucket (a wrong key) from a bucket that does not answer", async () => {
    const storage = s3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "x",
    });
    const refused = await storage.put("key-park-1700000000003-480.webp", new Uint8Array(4), "image/webp").then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(StorageUnavailableError);
    expect((refused as Error).name).toBe("SignatureDoesNotMatch");
    expect(await statusOf(`${s3.endpoint}/dog-photos/key-park-1700000000003-480.webp`)).toBe(404);
    // The configured storage is the bucket, not the local folder.
    expect(getStorage().isOurs(`${s3.endpoint}/dog-photos/key-park-1700000000003-480.webp`)).toBe(true);
  });
});
