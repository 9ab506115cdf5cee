// What an upload that did not finish leaves: a review whose visitor went away stores nothing and uses
// up none of the day's photos, a refused photo counts for nothing, and what a stopped upload left on
// disk and in the database is gone after the sweep (decision 0048).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { pngBytes } from "../fixtures/images";
import { processUpload, sweepUnusedUploads, UPLOAD_GRACE_MS, uploadSweepJob } from "~/server/domain/photos.server";
import { REVIEW_LIMITS, ReviewError, submitReview } from "~/server/domain/reviews.server";
import { env } from "~/server/infra/env.server";
import { photoUploads, requestLimits, user } from "~/server/infra/schema.server";
import { getStorage, StorageUnavailableError, type PhotoStorage } from "~/server/infra/storage.server";
import { spoolRoot } from "~/server/infra/upload-spool.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { findReviewBy } from "~/server/queries/reviews.server";

const uploadsDir = () => path.join(env().DATA_DIR, "uploads");
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

async function newPlace() {
  const row = await insertLocation(
    await getDb(),
    placeRow({ name: `Leftover Park ${crypto.randomUUID().slice(0, 6)}` }),
  );
  return { id: row.id, slug: row.slug, name: row.name, category: row.category };
}

/** A confirmed owner who has added 19 of the day's 20 photos already. */
async function ownerWithOnePhotoLeft() {
  const db = await getDb();
  const id = crypto.randomUUID();
  await db.insert(user).values({ id, name: "Owner", email: `left-${id.slice(0, 8)}@example.com`, emailVerified: true });
  await db.insert(requestLimits).values({
    key: `${REVIEW_LIMITS.photos.name}:${id}`,
    count: REVIEW_LIMITS.photos.max - 1,
    windowStart: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { id, emailVerified: true };
}

const content = {
  rating: 5,
  visitMonth: "2026-03",
  dogSizes: ["large" as const],
  tags: ["shade" as const],
  text: "Shady trail along the river with water bowls at the gate, and a fenced field to run in.",
};

async function photo() {
  return { file: new Blob([new Uint8Array(await pngBytes(1000, 700))], { type: "image/png" }), caption: null };
}

beforeAll(async () => {
  await getDb();
});

describe("a review whose photos did not all arrive", () => {
  it("stores nothing and counts nothing when its visitor goes away while the photos are processed", async () => {
    const db = await getDb();
    const owner = await ownerWithOnePhotoLeft();
    const place = await newPlace();
    const before = storedFiles();
    const gone = new AbortController();
    // The connection is cut while the first photo is being stored.
    const storage: PhotoStorage = {
      ...getStorage(),
      async put(key, bytes, type) {
        gone.abort();
        return getStorage().put(key, bytes, type);
      },
    };
    await expect(
      submitReview(db, { author: owner, place, content, photos: [await photo()], storage, signal: gone.signal }),
    ).rejects.toThrow();
    expect(await findReviewBy(db, place.id, owner.id)).toBeNull();
    expect(storedFiles()).toEqual(before);

    // The day's last photo is still there to add.
    const review = await submitReview(db, { author: owner, place, content, photos: [await photo()] });
    expect(review.id).toBeTruthy();
  });

  it("counts nothing for a photo that is refused", async () => {
    const db = await getDb();
    const owner = await ownerWithOnePhotoLeft();
    const place = await newPlace();
    const notAnImage = { file: new Blob([new Uint8Array(2048).fill(7)], { type: "image/png" }), caption: null };
    const refusal = await submitReview(db, { author: owner, place, content, photos: [notAnImage] }).catch((e) => e);
    expect(refusal).toBeInstanceOf(ReviewError);
    expect((refusal as ReviewError).status).toBe(400);

    // Sent again with a real photo, the review and its photo are taken.
    const review = await submitReview(db, { author: owner, place, content, photos: [await photo()] });
    expect(review.id).toBeTruthy();
  });
});

describe("the upload sweep", () => {
  it("removes the files and the row an upload left when it stopped half-way", async () => {
    const db = await getDb();
    // A stop in the middle of storing: one width written, the upload remembered, nothing cleaned up.
    let puts = 0;
    const stopping: PhotoStorage = {
      ...getStorage(),
      async put(key, bytes, type) {
        if (++puts > 1) throw new StorageUnavailableError("stopped");
        return getStorage().put(key, bytes, type);
      },
    };
    const before = storedFiles();
    await expect(processUpload(db, (await photo()).file, "half-way", stopping)).rejects.toThrow();
    const left = storedFiles().filter((f) => !before.includes(f));
    expect(left).toHaveLength(1);
    const rows = await db.select({ url: photoUploads.url }).from(photoUploads);
    expect(rows.some((r) => r.url.includes("half-way"))).toBe(true);

    // A sweep within the grace period keeps it (a location dialog may still save it) ...
    await sweepUnusedUploads(db, new Date());
    expect(storedFiles()).toEqual(expect.arrayContaining(left));
    // ... and the first sweep after it removes the file and forgets the upload.
    await sweepUnusedUploads(db, new Date(Date.now() + UPLOAD_GRACE_MS + 60_000));
    expect(storedFiles().filter((f) => left.includes(f))).toEqual([]);
    const after = await db.select({ url: photoUploads.url }).from(photoUploads);
    expect(after.some((r) => r.url.includes("half-way"))).toBe(false);
  });

  it("removes the temporary folder of an upload a stopped server was taking in", async () => {
    const stale = path.join(spoolRoot(), "stale-upload");
    const fresh = path.join(spoolRoot(), "upload-under-way");
    for (const dir of [stale, fresh]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "part-0"), "half a photo");
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    await uploadSweepJob.run({}, { db: await getDb() } as Parameters<typeof uploadSweepJob.run>[1]);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });
});
