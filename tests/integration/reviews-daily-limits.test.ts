// Owners' reviews: the daily limit on reviews, counted in the database shared by every instance.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { REVIEW_LIMITS, submitReview } from "~/server/domain/reviews.server";
import { requestLimits } from "~/server/infra/schema.server";
import { content, newOwner, newPlace, readyDatabase, rejected } from "./reviews-fixtures";

beforeAll(readyDatabase);

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
