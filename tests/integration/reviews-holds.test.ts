// Owners' reviews: who may write one, and which reviews wait for an administrator before they show.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { contactHoldReasons } from "~/lib/reviews";
import { REVIEW_MESSAGES } from "~/lib/schemas-reviews";
import { moderateReview, ReviewError, submitReview } from "~/server/domain/reviews.server";
import { placeReviews } from "~/server/infra/schema.server";
import {
  content,
  GOOD_TEXT,
  newAdmin,
  newOwner,
  newPlace,
  ownerAtNewPlace,
  readyDatabase,
  rejected,
  SITE,
  trustedOwner,
} from "./reviews-fixtures";

beforeAll(readyDatabase);

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
    const { db, owner, place } = await ownerAtNewPlace();
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
