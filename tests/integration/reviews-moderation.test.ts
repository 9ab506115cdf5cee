// Owners' reviews: an administrator's decisions and the e-mails that tell the author, readers' reports,
// an author deleting their review, and the admin Reviews tab.
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pngBytes } from "../fixtures/images";
import { callRoute, createSignedInUser, postForm, siteRequest } from "../fixtures/sessions";
import * as adminReviewsRoute from "~/routes/admin/reviews";
import { REVIEW_MESSAGES } from "~/lib/schemas-reviews";
import {
  deleteOwnReview,
  editReview,
  moderateReview,
  reportReview,
  submitReview,
} from "~/server/domain/reviews.server";
import { env } from "~/server/infra/env.server";
import { locations, reviewPhotos } from "~/server/infra/schema.server";
import { getStorage } from "~/server/infra/storage.server";
import { moderationQueue } from "~/server/queries/review-moderation.server";
import {
  content,
  mailsTo,
  newAdmin,
  newOwner,
  ownerAtNewPlace,
  publishedReviews,
  readyDatabase,
  rejected,
  reviewSummary,
  SITE,
} from "./reviews-fixtures";

beforeAll(readyDatabase);

describe("decisions, reports and the author's e-mails", () => {
  it("publishes, rejects and removes with the reason, telling the author each time", async () => {
    const admin = await newAdmin();
    const { db, owner, place } = await ownerAtNewPlace({ placeName: "Decided Dog Beach" });
    const review = await submitReview(db, { author: owner, place, content: content() });
    await moderateReview(db, admin, review.id, { decision: "reject", reason: "not-first-hand", note: null }, SITE);
    let mails = await mailsTo(owner.email);
    expect(
      mails.some(
        (m) => m.includes("Your review of Decided Dog Beach was not published") && m.includes("Not a first-hand visit"),
      ),
    ).toBe(true);

    const again = await rejected(async () => moderateReview(db, admin, review.id, { decision: "publish" }, SITE));
    expect(again.message).toBe(REVIEW_MESSAGES.notWaiting);

    await editReview(db, { author: owner, reviewId: review.id, place, content: content({ rating: 5 }) });
    await moderateReview(db, admin, review.id, { decision: "publish" }, SITE);
    expect((await reviewSummary(db, place.id)).count).toBe(1);
    await moderateReview(
      db,
      admin,
      review.id,
      { decision: "remove", reason: "other", note: "Written about the wrong beach" },
      SITE,
    );
    expect((await reviewSummary(db, place.id)).count).toBe(0);
    mails = await mailsTo(owner.email);
    expect(mails.some((m) => m.includes("is published"))).toBe(true);
    expect(mails.some((m) => m.includes("was removed") && m.includes("Written about the wrong beach"))).toBe(true);
  });

  it("takes one report per person, and sends a review back to the queue at the third", async () => {
    const { db, owner: author, place } = await ownerAtNewPlace({ trusted: true });
    const review = await submitReview(db, { author, place, content: content() });
    expect(review.status).toBe("published");
    expect(
      (
        await rejected(async () =>
          reportReview(db, { reporter: author, reviewId: review.id, reason: "spam", note: null }),
        )
      ).message,
    ).toBe(REVIEW_MESSAGES.ownReview);
    const readers = [await newOwner(), await newOwner(), await newOwner()];
    expect(await reportReview(db, { reporter: readers[0]!, reviewId: review.id, reason: "spam", note: null })).toEqual({
      queued: false,
    });
    const twice = await rejected(async () =>
      reportReview(db, { reporter: readers[0]!, reviewId: review.id, reason: "spam", note: null }),
    );
    expect(twice.message).toBe(REVIEW_MESSAGES.alreadyReported);
    expect(
      await reportReview(db, { reporter: readers[1]!, reviewId: review.id, reason: "offensive", note: "Rude" }),
    ).toEqual({ queued: false });
    expect(await reportReview(db, { reporter: readers[2]!, reviewId: review.id, reason: "other", note: null })).toEqual(
      { queued: true },
    );

    expect(await publishedReviews(db, place.id)).toEqual([]);
    expect((await reviewSummary(db, place.id)).count).toBe(0);
    const queue = await moderationQueue(db);
    expect(queue.reviews.find((r) => r.id === review.id)?.holdReasons).toContain("reported");
    expect(queue.reports.filter((r) => r.reviewId === review.id)).toHaveLength(3);
  });

  it("lets the author delete their review, its photos and its share of the rating", async () => {
    const { db, owner, place } = await ownerAtNewPlace({ trusted: true });
    const review = await submitReview(db, {
      author: owner,
      place,
      content: content({ rating: 5 }),
      photos: [{ file: new Blob([await pngBytes(100, 80)]), caption: null }],
    });
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
    expect((await reviewSummary(db, place.id)).average).toBe(5);
    const stranger = await newOwner();
    expect((await rejected(async () => deleteOwnReview(db, { author: stranger, reviewId: review.id }))).status).toBe(
      404,
    );
    await deleteOwnReview(db, { author: owner, reviewId: review.id });
    expect(await reviewSummary(db, place.id)).toMatchObject({ count: 0, average: null });
    const [row] = await db.select().from(locations).where(eq(locations.id, place.id));
    expect(row).toMatchObject({ reviewCount: 0, reviewAverage: null, reviewScore: null });
    expect(getStorage().isOurs(photo!.url)).toBe(true);
    await expect(fs.stat(path.join(env().DATA_DIR, "uploads", path.basename(photo!.url)))).rejects.toThrow();
  });
});

describe("the admin Reviews tab", () => {
  it("lists what waits, publishes a review and rejects a photo with a reason, and refuses a second decision", async () => {
    const admin = await createSignedInUser(`tab-${crypto.randomBytes(4).toString("hex")}@example.com`, "admin");
    const { db, owner, place } = await ownerAtNewPlace();
    const review = await submitReview(db, {
      author: owner,
      place,
      content: content(),
      photos: [{ file: new Blob([await pngBytes(120, 90)]), caption: "Shade tent" }],
    });
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));

    const page = await callRoute(adminReviewsRoute.loader, siteRequest("/admin/reviews", { cookie: admin.cookie }));
    const queue = page.body as Awaited<ReturnType<typeof moderationQueue>>;
    expect(queue.reviews.map((r) => r.id)).toContain(review.id);
    expect(queue.photos.map((p) => p.id)).toContain(photo!.id);

    const publish = await callRoute(
      adminReviewsRoute.action,
      postForm("/admin/reviews", { intent: "publish", id: review.id }, admin.cookie),
    );
    expect(publish.status).toBe(200);
    const again = await callRoute(
      adminReviewsRoute.action,
      postForm("/admin/reviews", { intent: "publish", id: review.id }, admin.cookie),
    );
    expect(again.status).toBe(409);
    const noReason = await callRoute(
      adminReviewsRoute.action,
      postForm("/admin/reviews", { intent: "reject-photo", id: photo!.id, reason: "other" }, admin.cookie),
    );
    expect(noReason.status).toBe(400);
    const reject = await callRoute(
      adminReviewsRoute.action,
      postForm("/admin/reviews", { intent: "reject-photo", id: photo!.id, reason: "spam" }, admin.cookie),
    );
    expect(reject.status).toBe(200);
    expect((await reviewSummary(db, place.id)).count).toBe(1);
    expect((await publishedReviews(db, place.id))[0]!.photos).toEqual([]);

    const visitor = await createSignedInUser(`visitor-${crypto.randomBytes(4).toString("hex")}@example.com`);
    const refused = await callRoute(
      adminReviewsRoute.action,
      postForm("/admin/reviews", { intent: "publish", id: review.id }, visitor.cookie),
    );
    expect(refused.status).toBe(403);
  });
});
