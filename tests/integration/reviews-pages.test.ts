// Owners' reviews through the pages: the review page's form, a place's page with its rating and
// photos, and reporting a review from it.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { pngBytes } from "../fixtures/images";
import { callRoute, createSignedInUser, postForm, siteRequest } from "../fixtures/sessions";
import * as reviewRoute from "~/routes/public/review";
import * as placeRoute from "~/routes/public/place/route";
import { en } from "~/locales";
import { REVIEW_MESSAGES } from "~/lib/schemas-reviews";
import { moderatePhoto, submitReview } from "~/server/domain/reviews.server";
import { placeReviews, reviewPhotos } from "~/server/infra/schema.server";
import { content, GOOD_TEXT, newAdmin, newPlace, readyDatabase, SITE, trustedOwner } from "./reviews-fixtures";

beforeAll(readyDatabase);

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
