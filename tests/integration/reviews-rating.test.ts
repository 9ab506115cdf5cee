// Owners' reviews: the rating a place gets from its published reviews, the order of lists by it, and
// the pages of reviews and owners' photos a place shows.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { bayesianScore } from "~/lib/reviews";
import { submitReview, type ReviewPlace } from "~/server/domain/reviews.server";
import { locations } from "~/server/infra/schema.server";
import { findLocations } from "~/server/queries/locations.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { addReviewPhotos, reviewPhotosOf } from "~/server/queries/reviews.server";
import { setPhotoStatus } from "~/server/queries/review-moderation.server";
import { OWNER_PHOTOS_SHOWN } from "~/lib/reviews";
import {
  approvedOwnerPhotos,
  content,
  newAdmin,
  newOwner,
  newPlace,
  publishedReviews,
  readyDatabase,
  reviewSummary,
  trustedOwner,
} from "./reviews-fixtures";

beforeAll(readyDatabase);

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
