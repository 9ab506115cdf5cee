// Owners' reviews: who may write one, what waits for an administrator, the decisions and the e-mails
// that tell the author, readers' reports, the rating a place gets from them, and the daily limits.
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { pngBytes, pngWithGps } from "../fixtures/images";
import { callRoute, createSignedInUser, postForm, siteRequest } from "../fixtures/sessions";
import * as reviewRoute from "~/routes/public/review";
import * as adminReviewsRoute from "~/routes/admin/reviews";
import * as placeRoute from "~/routes/public/place/route";
import sharp from "sharp";
import { bayesianScore, contactHoldReasons } from "~/lib/reviews";
import { en } from "~/locales";
import { placeReviewSchema, REVIEW_MESSAGES } from "~/lib/schemas-reviews";
import { settleDeliveries } from "~/server/domain/outbox.server";
import {
  deleteOwnReview,
  editReview,
  moderatePhoto,
  moderateReview,
  REVIEW_LIMITS,
  ReviewError,
  reportReview,
  submitReview,
  type ReviewPlace,
} from "~/server/domain/reviews.server";
import { outboxDir } from "~/server/infra/email.server";
import { env } from "~/server/infra/env.server";
import { locations, placeReviews, requestLimits, reviewPhotos, user } from "~/server/infra/schema.server";
import { getStorage } from "~/server/infra/storage.server";
import { findLocations } from "~/server/queries/locations.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { addReviewPhotos, reviewPhotosOf } from "~/server/queries/reviews.server";
import { moderationQueue, setPhotoStatus } from "~/server/queries/review-moderation.server";
import { placeReviewsShown } from "~/server/queries/place-reviews.server";
import { OWNER_PHOTOS_SHOWN } from "~/lib/reviews";
import type { Db } from "~/server/infra/db.server";

const SITE = "http://localhost:3000";

/** One page of a place's published reviews, as its page shows them. */
async function publishedReviews(db: Db, placeId: string, options?: Parameters<typeof placeReviewsShown>[2]) {
  return (await placeReviewsShown(db, placeId, options)).reviews;
}

/** A place's rating summary, how it went per dog size, and its tags. */
async function reviewSummary(db: Db, placeId: string) {
  return (await placeReviewsShown(db, placeId)).summary;
}

/** The owners' photos of a place's gallery. */
async function approvedOwnerPhotos(db: Db, placeId: string) {
  return (await placeReviewsShown(db, placeId)).photos;
}
const GOOD_TEXT = "Wide beach with plenty of shade under the pines, and the water was calm for our dogs.";

async function newPlace(name = `Review Beach ${crypto.randomBytes(3).toString("hex")}`): Promise<ReviewPlace> {
  const db = await getDb();
  const row = await insertLocation(db, placeRow({ name, category: "dog-beach" }));
  return { id: row.id, slug: row.slug, name: row.name, category: row.category };
}

/** An account as the domain sees it: a user row, confirmed unless said otherwise (no session needed here). */
async function newOwner(verified = true) {
  const db = await getDb();
  const id = crypto.randomUUID();
  const email = `owner-${id.slice(0, 8)}@example.com`;
  await db.insert(user).values({ id, name: `Owner ${id.slice(0, 4)}`, email, emailVerified: verified });
  return { id, email, emailVerified: verified };
}

let admin: Promise<string> | undefined;
/** This file's administrator, made on first use. */
function newAdmin() {
  admin ??= createSignedInUser(`staff-${crypto.randomBytes(4).toString("hex")}@example.com`, "admin").then((a) => a.id);
  return admin;
}

const content = (overrides: Partial<Parameters<typeof submitReview>[1]["content"]> = {}) => ({
  rating: 4,
  visitMonth: "2026-03",
  dogSizes: ["large" as const],
  tags: ["shade" as const],
  text: GOOD_TEXT,
  ...overrides,
});

/** An owner whose first review was published by an administrator, so that their next ones go out at once. */
async function trustedOwner() {
  const db = await getDb();
  const owner = await newOwner();
  const first = await submitReview(db, { author: owner, place: await newPlace(), content: content() });
  await moderateReview(db, await newAdmin(), first.id, { decision: "publish" }, SITE);
  return owner;
}

async function mailsTo(address: string) {
  await settleDeliveries();
  const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  const raw = await Promise.all(files.map((f) => fs.readFile(path.join(outboxDir(), f), "utf8")));
  return raw
    .map((m) =>
      m.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((m) => m.includes(`To: ${address}`));
}

async function rejected(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof ReviewError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

beforeAll(async () => {
  // The file's database (migrations included) is ready before the first timed test.
  await getDb();
});

describe("the review form's rules", () => {
  const now = () => new Date("2026-11-25T12:00:00Z");
  const schema = placeReviewSchema(now);
  const valid = { rating: "5", visitMonth: "2026-11", dogSizes: ["small", "large"], tags: [], text: GOOD_TEXT };

  it("accepts a whole review and reads one checked box as a list", () => {
    expect(schema.safeParse(valid).success).toBe(true);
    const one = schema.parse({ ...valid, dogSizes: "medium", tags: "bugs" });
    expect(one.dogSizes).toEqual(["medium"]);
    expect(one.tags).toEqual(["bugs"]);
  });

  it.each([
    ["rating 0", { rating: "0" }, "rating", REVIEW_MESSAGES.rating],
    ["rating 6", { rating: "6" }, "rating", REVIEW_MESSAGES.rating],
    ["rating abc", { rating: "abc" }, "rating", REVIEW_MESSAGES.rating],
    ["rating 4.5", { rating: "4.5" }, "rating", REVIEW_MESSAGES.rating],
    ["a month in the future", { visitMonth: "2026-12" }, "visitMonth", REVIEW_MESSAGES.futureVisit],
    ["no month", { visitMonth: undefined }, "visitMonth", REVIEW_MESSAGES.visitMonth],
    ["month 13", { visitMonth: "2026-13" }, "visitMonth", REVIEW_MESSAGES.visitMonth],
    ["no dog", { dogSizes: undefined }, "dogSizes", REVIEW_MESSAGES.dogSizes],
    ["29 characters", { text: "x".repeat(29) }, "text", REVIEW_MESSAGES.textShort],
    ["2,001 characters", { text: "x".repeat(2001) }, "text", REVIEW_MESSAGES.textLong],
    [
      "a control character",
      { text: `${GOOD_TEXT}\u0007` },
      "text",
      "Remove the invisible control character from this field",
    ],
  ])("refuses %s at its field", (_name, change, field, message) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(issues).toContain(message);
  });

  it("takes exactly 30 and 2,000 characters", () => {
    expect(schema.safeParse({ ...valid, text: "x".repeat(30) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, text: "x".repeat(2000) }).success).toBe(true);
  });
});

describe("what waits for an administrator", () => {
  it("finds links, e-mail addresses and phone numbers, and nothing in plain dog talk", () => {
    expect(contactHoldReasons("See www.example.com for parking")).toEqual(["link"]);
    expect(contactHoldReasons("Details at https://example.org/dogs")).toEqual(["link"]);
    expect(contactHoldReasons("Write to me at maria@example.com")).toEqual(["email"]);
    expect(contactHoldReasons("Call (813) 555-0123 for the gate code")).toEqual(["phone"]);
    expect(contactHoldReasons("Our 2 labs loved it, 5 stars, open 7 days. Bring 3 gallons of water.")).toEqual([]);
  });

  it("holds a person's first review, publishes their next at once, and never holds for the rating", async () => {
    const db = await getDb();
    const owner = await newOwner();
    const first = await submitReview(db, { author: owner, place: await newPlace(), content: content({ rating: 1 }) });
    expect(first.status).toBe("pending");
    expect(first.holdReasons).toEqual(["first-review"]);
    await moderateReview(db, await newAdmin(), first.id, { decision: "publish" }, SITE);

    const second = await submitReview(db, { author: owner, place: await newPlace(), content: content({ rating: 1 }) });
    expect(second.status).toBe("published");
  });

  it("holds a review with a link, an address, a phone number, or a word a list flags, and publishes none of them", async () => {
    const db = await getDb();
    const owner = await trustedOwner();
    const cases = [
      [`${GOOD_TEXT} More at www.example.com`, "link"],
      [`${GOOD_TEXT} Ask me: a@example.com`, "email"],
      [`${GOOD_TEXT} Gate code by phone 813-555-0123`, "phone"],
      [`${GOOD_TEXT} My bitch was in heat so we kept her apart.`, "word-list"],
    ] as const;
    for (const [text, reason] of cases) {
      const review = await submitReview(db, { author: owner, place: await newPlace(), content: content({ text }) });
      expect(review.status).toBe("pending");
      expect(review.holdReasons).toContain(reason);
    }
  });

  it("lets only people with a confirmed address write, once per place", async () => {
    const db = await getDb();
    const place = await newPlace();
    const unconfirmed = await newOwner(false);
    expect(
      (await rejected(async () => submitReview(db, { author: unconfirmed, place, content: content() }))).message,
    ).toBe(REVIEW_MESSAGES.mustVerify);
    const owner = await newOwner();
    await submitReview(db, { author: owner, place, content: content() });
    const again = await rejected(async () =>
      submitReview(db, { author: owner, place, content: content({ rating: 2 }) }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await db.select().from(placeReviews).where(eq(placeReviews.locationId, place.id))).toHaveLength(1);
  });

  it("answers two reviews of one place sent at once with one review and one clear refusal", async () => {
    const db = await getDb();
    const place = await newPlace();
    const owner = await newOwner();
    const results = await Promise.allSettled([
      submitReview(db, { author: owner, place, content: content() }),
      submitReview(db, { author: owner, place, content: content({ rating: 3 }) }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refusal = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refusal.reason).toBeInstanceOf(ReviewError);
    expect(await db.select().from(placeReviews).where(eq(placeReviews.locationId, place.id))).toHaveLength(1);
  });
});

describe("photos", () => {
  it("keeps every owner's photo from others until an administrator approves it, without its GPS position", async () => {
    const db = await getDb();
    const owner = await trustedOwner();
    const place = await newPlace();
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
    const db = await getDb();
    const owner = await newOwner();
    const place = await newPlace();
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

describe("decisions, reports and the author's e-mails", () => {
  it("publishes, rejects and removes with the reason, telling the author each time", async () => {
    const db = await getDb();
    const admin = await newAdmin();
    const owner = await newOwner();
    const place = await newPlace("Decided Dog Beach");
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
    const db = await getDb();
    const author = await trustedOwner();
    const place = await newPlace();
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
    const db = await getDb();
    const owner = await trustedOwner();
    const place = await newPlace();
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

describe("a place's rating from its reviews", () => {
  it("sums up stars, spread, dog sizes and tags from published reviews only", async () => {
    const db = await getDb();
    const place = await newPlace();
    const write = async (
      rating: number,
      dogSizes: ("small" | "medium" | "large")[],
      tags: ("shade" | "bugs" | "clean")[],
    ) => {
      const owner = await trustedOwner();
      return submitReview(db, { author: owner, place, content: content({ rating, dogSizes, tags }) });
    };
    await write(5, ["large"], ["shade", "clean"]);
    await write(4, ["large", "small"], ["shade"]);
    await write(2, ["small"], ["bugs"]);
    // A first review waits, and counts for nothing.
    await submitReview(db, { author: await newOwner(), place, content: content({ rating: 1 }) });

    const summary = await reviewSummary(db, place.id);
    expect(summary.count).toBe(3);
    expect(summary.average).toBe(3.7);
    expect(summary.spread).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
    expect(Object.fromEntries(summary.bySize.map((s) => [s.size, [s.count, s.average]]))).toEqual({
      large: [2, 4.5],
      small: [2, 3],
    });
    expect(summary.tags).toEqual([
      { tag: "shade", count: 2 },
      { tag: "bugs", count: 1 },
      { tag: "clean", count: 1 },
    ]);
    const [row] = await db.select().from(locations).where(eq(locations.id, place.id));
    expect(row).toMatchObject({ reviewCount: 3, reviewAverage: 3.7 });
    expect(row!.reviewScore).toBeCloseTo(bayesianScore(3, 11));
  });

  it("ranks forty reviews at 4.8 above one five-star review", () => {
    expect(bayesianScore(40, 40 * 4.8)).toBeGreaterThan(bayesianScore(1, 5));
    expect(bayesianScore(1, 5)).toBeCloseTo(3.75);
  });

  it("orders lists by the Bayesian average of published reviews and filters on their average", async () => {
    const db = await getDb();
    // Three places in a town of their own, so that the lists below hold only them.
    const town = `Rankville ${crypto.randomBytes(3).toString("hex")}`;
    const place = async (name: string) => {
      const row = await insertLocation(db, placeRow({ name: `${name} ${town}`, city: town, category: "dog-park" }));
      return { id: row.id, slug: row.slug, name: row.name, category: row.category };
    };
    const one = await place("One Five Star Park");
    const many = await place("Many Reviews Park");
    const low = await place("Three Star Park");
    const unrated = await place("Unreviewed Park");
    const write = async (target: ReviewPlace, ratings: number[]) => {
      for (const rating of ratings)
        await submitReview(db, { author: await trustedOwner(), place: target, content: content({ rating }) });
    };
    await write(one, [5]);
    await write(many, [5, 5, 5, 5, 5, 4]);
    await write(low, [3, 3]);
    // A first review waits for an administrator and counts for nothing.
    await submitReview(db, { author: await newOwner(), place: unrated, content: content({ rating: 5 }) });

    const top = await findLocations(db, { city: town, sort: "rating" });
    expect(top.items.map((p) => [p.name, p.reviewAverage, p.reviewCount])).toEqual([
      [many.name, 4.8, 6],
      [one.name, 5, 1],
      [low.name, 3, 2],
      [unrated.name, null, 0],
    ]);
    const fourUp = await findLocations(db, { city: town, minRatings: ["4"], sort: "rating" });
    expect(fourUp.items.map((p) => p.name)).toEqual([many.name, one.name]);
    expect((await findLocations(db, { city: town, minRatings: ["3"] })).total).toBe(3);
  });

  it("shows a place's reviews newest first, or by rating, ten at a time", async () => {
    const db = await getDb();
    const place = await newPlace();
    for (const rating of [3, 5, 1, 4, 2, 5, 4, 3, 2, 1, 5]) {
      await submitReview(db, { author: await trustedOwner(), place, content: content({ rating }) });
    }
    const newest = await publishedReviews(db, place.id);
    expect(newest).toHaveLength(10);
    expect(newest[0]!.rating).toBe(5);
    expect((await publishedReviews(db, place.id, { page: 2 })).map((r) => r.rating)).toEqual([3]);
    expect((await publishedReviews(db, place.id, { sort: "highest" })).slice(0, 3).map((r) => r.rating)).toEqual([
      5, 5, 5,
    ]);
    expect((await publishedReviews(db, place.id, { sort: "lowest" })).slice(0, 2).map((r) => r.rating)).toEqual([1, 1]);
  });

  it("shows the newest approved owners' photos in the gallery, and leaves the others with their reviews", async () => {
    const db = await getDb();
    const place = await newPlace();
    const admin = await newAdmin();
    const urls: string[][] = [];
    for (let i = 0; i < 3; i++) {
      const review = await submitReview(db, { author: await trustedOwner(), place, content: content() });
      const stem = `/uploads/${place.slug}-${1_700_000_000_000 + i}-review${i}`;
      await addReviewPhotos(
        db,
        review.id,
        Array.from({ length: 5 }, (_, j) => ({ url: `${stem}${j}-1600.webp`, widths: [1600], caption: null })),
      );
      for (const photo of await reviewPhotosOf(db, review.id))
        await setPhotoStatus(db, photo.id, "approved", { by: admin });
      urls.push((await reviewPhotosOf(db, review.id)).map((p) => p.url));
    }
    const gallery = (await approvedOwnerPhotos(db, place.id)).map((p) => p.url);
    expect(OWNER_PHOTOS_SHOWN).toBe(8);
    expect(gallery).toEqual([...urls[2]!, ...urls[1]!.slice(0, 3)]);
    // The oldest review still shows all five of its own.
    expect((await publishedReviews(db, place.id)).at(-1)!.photos.map((p) => p.url)).toEqual(urls[0]);
  });
});

describe("daily limits, shared by every instance", () => {
  it("refuses a sixth review in a day with a clear message", async () => {
    const db = await getDb();
    const owner = await newOwner();
    // The day's count lives in the database: five reviews written through another instance count here.
    await db.insert(requestLimits).values({
      key: `${REVIEW_LIMITS.reviews.name}:${owner.id.toLowerCase()}`,
      count: REVIEW_LIMITS.reviews.max,
      windowStart: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const refusal = await rejected(async () =>
      submitReview(db, { author: owner, place: await newPlace(), content: content() }),
    );
    expect(refusal.status).toBe(429);
    expect(refusal.message).toMatch(/at most 5 reviews a day/);
  });
});

describe("the review page", () => {
  async function signedIn() {
    return createSignedInUser(`writer-${crypto.randomBytes(4).toString("hex")}@example.com`);
  }
  const fields = { rating: "5", visitMonth: "2026-03", dogSizes: ["medium"], tags: ["clean"], text: GOOD_TEXT };

  it("sends a visitor who is not signed in to sign in, and comes back after", async () => {
    const place = await newPlace();
    const { status, body } = await callRoute(reviewRoute.loader, siteRequest(`/review/${place.slug}`), {
      slug: place.slug,
    });
    expect(status).toBe(302);
    expect((body as Response).headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/review/${place.slug}`)}`,
    );
  });

  it("answers a place that does not exist with 404", async () => {
    const writer = await signedIn();
    const { status } = await callRoute(reviewRoute.action, postForm("/review/no-such-place", fields, writer.cookie), {
      slug: "no-such-place",
    });
    expect(status).toBe(404);
  });

  it("keeps what was typed and says what is wrong at the field, for every bad value", async () => {
    const writer = await signedIn();
    const place = await newPlace();
    for (const [change, field] of [
      [{ rating: "0" }, "rating"],
      [{ rating: "6" }, "rating"],
      [{ rating: "abc" }, "rating"],
      [{ text: "x".repeat(29) }, "text"],
      [{ text: "x".repeat(2001) }, "text"],
      [{ visitMonth: "2999-01" }, "visitMonth"],
      [{ dogSizes: [] as string[] }, "dogSizes"],
      [{ dogSizes: ["huge"] as string[] }, "dogSizes"],
    ] as [Record<string, string | string[]>, string][]) {
      const { status, body } = await callRoute(
        reviewRoute.action,
        postForm(`/review/${place.slug}`, { ...fields, ...change }, writer.cookie),
        { slug: place.slug },
      );
      expect(status).toBeLessThan(500);
      const result = (body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } })
        .result;
      expect(Object.keys(result.error).some((k) => k.startsWith(field))).toBe(true);
      expect(result.initialValue.text).toBe(change.text ?? GOOD_TEXT);
    }
    const db = await getDb();
    expect(await db.select().from(placeReviews).where(eq(placeReviews.locationId, place.id))).toEqual([]);
  });

  it("stores a review sent as a plain form with a photo, and refuses a second one of the same place", async () => {
    const writer = await signedIn();
    const place = await newPlace();
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
    body.append("photo", new File([await pngBytes(300, 200)], "bo.png", { type: "image/png" }));
    body.append("caption", "Bo at the water");
    const first = await callRoute(
      reviewRoute.action,
      siteRequest(`/review/${place.slug}`, { method: "POST", body, cookie: writer.cookie }),
      { slug: place.slug },
    );
    expect(first.status).toBe(200);
    expect((first.body as { notice: { message: string } }).notice.message).toBe(REVIEW_MESSAGES.waiting);
    const db = await getDb();
    const [stored] = await db.select().from(placeReviews).where(eq(placeReviews.locationId, place.id));
    const photos = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, stored!.id));
    expect(photos.map((p) => p.caption)).toEqual(["Bo at the water"]);

    // The page now edits it; a second new review cannot be written through the domain either.
    const page = await callRoute(reviewRoute.loader, siteRequest(`/review/${place.slug}`, { cookie: writer.cookie }), {
      slug: place.slug,
    });
    expect((page.body as { review: { text: string } }).review.text).toBe(GOOD_TEXT);
  });
});

describe("the admin Reviews tab", () => {
  it("lists what waits, publishes a review and rejects a photo with a reason, and refuses a second decision", async () => {
    const db = await getDb();
    const admin = await createSignedInUser(`tab-${crypto.randomBytes(4).toString("hex")}@example.com`, "admin");
    const owner = await newOwner();
    const place = await newPlace();
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

describe("a place's page", () => {
  it("shows the rating, the reviews and the approved photos, and publishes them in its structured data", async () => {
    const db = await getDb();
    const place = await newPlace("Review Page Dog Beach");
    const author = await trustedOwner();
    const review = await submitReview(db, {
      author,
      place,
      content: content({ rating: 5, dogSizes: ["small"], tags: ["water-access"] }),
      photos: [{ file: new Blob([await pngBytes(200, 150)]), caption: "Paddling" }],
    });
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
    await moderatePhoto(db, await newAdmin(), photo!.id, { decision: "approve" }, SITE);

    const path = `/beaches/${place.slug}`;
    const page = (await callRoute(placeRoute.loader, siteRequest(path), { slug: place.slug })).body as Awaited<
      ReturnType<typeof placeRoute.loader>
    >;
    expect(page.reviews.summary).toMatchObject({ count: 1, average: 5 });
    expect(page.reviews.list.map((r) => r.text)).toEqual([GOOD_TEXT]);
    expect(page.ownerPhotos).toEqual([
      expect.objectContaining({
        url: photo!.url,
        caption: "Paddling",
        credit: expect.stringMatching(/^Photo: Owner /),
      }),
    ]);
    expect(page.seo.jsonLd[0]).toMatchObject({
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
      review: [expect.objectContaining({ reviewBody: GOOD_TEXT })],
    });
  });
});

describe("reporting a review from its place's page", () => {
  it("takes a signed-in reader's report once, and answers a second with a clear message", async () => {
    const db = await getDb();
    const place = await newPlace();
    const review = await submitReview(db, { author: await trustedOwner(), place, content: content() });
    const reader = await createSignedInUser(`reader-${crypto.randomBytes(4).toString("hex")}@example.com`);
    const send = () =>
      callRoute(
        reviewRoute.action,
        postForm(`/review/${place.slug}`, { intent: "report", id: review.id, reason: "spam", note: "" }, reader.cookie),
        { slug: place.slug },
      );
    const first = await send();
    expect(first.status).toBe(200);
    expect((first.body as { notice: { message: string } }).notice.message).toBe(en.place.reviews.reported);
    const second = await send();
    expect(second.status).toBe(409);
    expect((second.body as { notice: { message: string } }).notice.message).toBe(REVIEW_MESSAGES.alreadyReported);
    const noReason = await callRoute(
      reviewRoute.action,
      postForm(`/review/${place.slug}`, { intent: "report", id: review.id, reason: "because" }, reader.cookie),
      { slug: place.slug },
    );
    expect(noReason.status).toBe(400);
  });
});
