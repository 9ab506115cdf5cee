// A bucket that does not answer: the S3 client gives up within its time-outs and tries, the
// administrator is told, and what a failed upload may have left in the bucket goes with the sweep.
// The server is configured (S3_*) for an address that accepts connections and never answers.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, resetDatabase } from "../db";
import { pngBytes } from "../fixtures/images";
import {
  S3RVER_KEYS,
  startProxyThatStopsAnswering,
  startS3,
  startSilentServer,
  type SilentServer,
} from "../fixtures/s3";
import { callRoute, sessionCookie, siteRequest } from "../fixtures/sessions";
import { action } from "~/routes/admin/photos";
import { PHOTO_MESSAGES, photoVariants } from "~/lib/photos";
import { processUpload, sweepUnusedUploads, UPLOAD_GRACE_MS } from "~/server/domain/photos.server";
import { recordUpload } from "~/server/queries/photo-uploads.server";
import { photoUploads } from "~/server/infra/schema.server";
import { s3Storage, StorageUnavailableError } from "~/server/infra/storage.server";

const TIMEOUT_SECONDS = 0.4;
const ATTEMPTS = 2;

let silent: SilentServer;
let admin = "";

beforeAll(async () => {
  silent = await startSilentServer();
  Object.assign(process.env, {
    S3_BUCKET: "dog-photos",
    S3_ENDPOINT: silent.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    S3_CONNECT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    S3_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    S3_MAX_ATTEMPTS: String(ATTEMPTS),
  });
  await resetDatabase();
  admin = await sessionCookie("admin");
});
afterAll(() => silent.close());

const remembered = async () =>
  (await (await getDb()).select({ url: photoUploads.url }).from(photoUploads)).map((r) => r.url);

/** Runs the photo route with the server's error log held back (a storage failure is logged on purpose). */
async function photoRoute(body: FormData | URLSearchParams) {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const result = await callRoute(action, siteRequest("/admin/photos", { method: "POST", body, cookie: admin }));
    return { ...result, logged: logged.mock.calls.map(([first]) => first) };
  } finally {
    logged.mockRestore();
  }
}

describe("a bucket that never answers", () => {
  it("fails an upload within the time-outs, tells the administrator so, and gives no photo to show", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await pngBytes(1200, 800))], "beach.png", { type: "image/png" }));
    form.set("slug", "Silent Beach");
    const before = silent.connections();
    // A bucket that held the upload past its time-outs would run the test into Vitest's own time-out.
    const result = await photoRoute(form);

    expect(result.status).toBe(503);
    expect(result.body).toEqual({ error: PHOTO_MESSAGES.storageUnavailable });
    expect(result.logged).toEqual(["[photos] upload failed"]);
    // The first width was tried as often as allowed, and nothing more was sent.
    expect(silent.connections() - before).toBe(ATTEMPTS);
    // The upload stays remembered, so that the sweep removes whatever reached the bucket.
    expect((await remembered()).filter((url) => url.includes("silent-beach"))).toHaveLength(1);
  });

  it("reports a removal it cannot make, and keeps the upload remembered for the sweep", async () => {
    const url = `${silent.endpoint}/dog-photos/quiet-dunes-1700000000000-0123456789abcdef-960.webp`;
    await recordUpload(await getDb(), url);
    const result = await photoRoute(new URLSearchParams({ intent: "delete", url }));

    expect(result.status).toBe(503);
    expect(result.body).toEqual({ error: "Failed to remove photo" });
    expect(await remembered()).toContain(url);
  });
});

describe("a bucket that stops answering half-way through an upload", () => {
  it("leaves no width behind once the sweep has run", async () => {
    const s3 = await startS3("dog-photos");
    // The first width reaches the bucket; every request after it is held unanswered.
    const proxy = await startProxyThatStopsAnswering(s3.endpoint, 1);
    const publicUrl = `${s3.endpoint}/dog-photos`;
    const timeouts = { connectTimeoutMs: 400, requestTimeoutMs: 400, maxAttempts: ATTEMPTS };
    const flaky = s3Storage({ bucket: s3.bucket, endpoint: proxy.endpoint, publicUrl, ...S3RVER_KEYS, ...timeouts });
    const direct = s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, publicUrl, ...S3RVER_KEYS });
    try {
      const db = await getDb();
      const png = new Blob([new Uint8Array(await pngBytes(2000, 1000))], { type: "image/png" });
      const failed = await processUpload(db, png, "Half Way Park", flaky).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(StorageUnavailableError);

      const [url] = (await remembered()).filter((u) => u.includes("half-way-park"));
      expect(url).toMatch(/-1600\.webp$/);
      const widths = photoVariants(url!)!.map((v) => v.url);
      const status = async () => Promise.all(widths.map(async (u) => (await fetch(u)).status));
      expect(await status()).toEqual([200, 404, 404]);

      // A day later the sweep, with the bucket answering again, removes what the failed upload left.
      const dayAgo = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
      await db.update(photoUploads).set({ createdAt: dayAgo }).where(eq(photoUploads.url, url!));
      await sweepUnusedUploads(db, new Date(), direct);
      expect(await status()).toEqual([404, 404, 404]);
      expect(await remembered()).not.toContain(url);
    } finally {
      await proxy.close();
      await s3.close();
    }
  });
});
