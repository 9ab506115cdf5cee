// Owners' reviews: the photos sent with a review, held for an administrator and stripped of their GPS
// position, and the files that are refused.
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pngBytes, pngWithGps } from "../fixtures/images";
import sharp from "sharp";
import { REVIEW_MESSAGES } from "~/lib/schemas-reviews";
import { moderatePhoto, submitReview } from "~/server/domain/reviews.server";
import { env } from "~/server/infra/env.server";
import { placeReviews, reviewPhotos } from "~/server/infra/schema.server";
import {
  approvedOwnerPhotos,
  content,
  mailsTo,
  newAdmin,
  ownerAtNewPlace,
  publishedReviews,
  readyDatabase,
  rejected,
  SITE,
} from "./reviews-fixtures";

beforeAll(readyDatabase);

describe("photos", () => {
  it("keeps every owner's photo from others until an administrator approves it, without its GPS position", async () => {
    const { db, owner, place } = await ownerAtNewPlace({ trusted: true });
    const review = await submitReview(db, {
      author: owner,
      place,
      content: content(),
      photos: [
        { file: new Blob([await pngWithGps()]), caption: "Bo in the shallows" },
        { file: new Blob([await pngBytes()]), caption: null },
      ],
    });
    expect(review.status).toBe("published");
    const photos = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
    expect(photos.map((p) => p.status)).toEqual(["pending", "pending"]);
    expect((await publishedReviews(db, place.id))[0]!.photos).toEqual([]);
    expect(await approvedOwnerPhotos(db, place.id)).toEqual([]);

    const stored = path.join(env().DATA_DIR, "uploads", path.basename(photos[0]!.url));
    expect((await sharp(await fs.readFile(stored)).metadata()).exif).toBeUndefined();

    const admin = await newAdmin();
    await moderatePhoto(db, admin, photos[0]!.id, { decision: "approve" }, SITE);
    await moderatePhoto(db, admin, photos[1]!.id, { decision: "reject", reason: "off-topic", note: null }, SITE);
    const shown = await publishedReviews(db, place.id);
    expect(shown[0]!.photos).toEqual([{ id: photos[0]!.id, url: photos[0]!.url, caption: "Bo in the shallows" }]);
    expect((await approvedOwnerPhotos(db, place.id)).map((p) => p.url)).toEqual([photos[0]!.url]);
    // The rejected photo's files are gone.
    const rejectedFile = path.join(env().DATA_DIR, "uploads", path.basename(photos[1]!.url));
    await expect(fs.stat(rejectedFile)).rejects.toThrow();
    const mails = await mailsTo(owner.email);
    expect(mails.some((m) => m.includes("A photo of your review of") && m.includes("Off-topic"))).toBe(true);
  });

  it("refuses a sixth photo and a file that is not an image, keeping no file and no review", async () => {
    const { db, owner, place } = await ownerAtNewPlace();
    const six = await Promise.all(
      Array.from({ length: 6 }, async () => ({ file: new Blob([await pngBytes(40, 40)]), caption: null })),
    );
    const tooMany = await rejected(async () =>
      submitReview(db, { author: owner, place, content: content(), photos: six }),
    );
    expect(tooMany.message).toBe(REVIEW_MESSAGES.tooManyPhotos);
    expect(tooMany.field).toBe("photos");

    const before = new Set(await fs.readdir(path.join(env().DATA_DIR, "uploads")).catch(() => [] as string[]));
    const notImage = await rejected(async () =>
      submitReview(db, {
        author: owner,
        place,
        content: content(),
        photos: [
          { file: new Blob([await pngBytes(64, 64)]), caption: null },
          { file: new Blob(["not a picture at all"]), caption: null },
        ],
      }),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.field).toBe("photos");
    const after = await fs.readdir(path.join(env().DATA_DIR, "uploads"));
    expect(after.filter((f) => !before.has(f))).toEqual([]);
    expect(await db.select().from(placeReviews).where(eq(placeReviews.locationId, place.id))).toEqual([]);
  });
});
