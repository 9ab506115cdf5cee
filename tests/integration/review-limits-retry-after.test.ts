// A refusal by a daily review limit tells when to come back: the answer's Retry-After is the time
// left in the person's own 24-hour window, not a minute.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { routeContextNow } from "../fixtures/context";
import { createSignedInUser, postForm } from "../fixtures/sessions";
import * as reviewRoute from "~/routes/public/review";
import { i18nextMiddleware } from "~/server/http/i18n.server";
import { retryAfterMiddleware } from "~/server/domain/rate-limit.server";
import { moderateReview, REVIEW_LIMITS, submitReview } from "~/server/domain/reviews.server";
import { requestLimits } from "~/server/infra/schema.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import type { Limit } from "~/server/domain/rate-limit.server";

const HOUR = 60 * 60;
const GOOD_TEXT = "Wide beach with plenty of shade under the pines, and the water was calm for our dogs.";
const fields = { rating: "5", visitMonth: "2026-03", dogSizes: ["medium"], tags: ["clean"], text: GOOD_TEXT };

async function newPlace() {
  const db = await getDb();
  const name = `Limit Beach ${crypto.randomBytes(3).toString("hex")}`;
  return insertLocation(db, placeRow({ name, category: "dog-beach" }));
}

async function signedIn() {
  return createSignedInUser(`limit-${crypto.randomBytes(4).toString("hex")}@example.com`);
}

/** The day's allowance of `limit` used up by `userId`, its window opened `hoursAgo` hours ago. */
async function usedUp(limit: Limit, userId: string, hoursAgo: number) {
  const db = await getDb();
  const start = Date.now() - hoursAgo * HOUR * 1000;
  await db.insert(requestLimits).values({
    key: `${limit.name}:${userId.toLowerCase()}`,
    count: limit.max,
    windowStart: new Date(start),
    expiresAt: new Date(start + limit.windowSeconds * 1000),
  });
}

/**
 * The review form's answer as the server sends it: the action run inside the root's middleware,
 * whose route headers React Router leaves out (the route has no `headers` export).
 */
async function answer(request: Request, slug: string) {
  const context = await routeContextNow();
  const args = { request, params: { slug }, context } as never;
  await i18nextMiddleware(args, async () => new Response());
  return retryAfterMiddleware(args, async () => {
    const result = (await reviewRoute.action(args)) as { init?: { status?: number } | null };
    return new Response(null, { status: result.init?.status ?? 200 });
  }) as Promise<Response>;
}

function retryAfterOf(response: Response) {
  expect(response.status).toBe(429);
  return Number(response.headers.get("Retry-After"));
}

describe("Retry-After of the daily review limits", () => {
  it("a sixth review in a day waits for what is left of the day's window", async () => {
    const writer = await signedIn();
    await usedUp(REVIEW_LIMITS.reviews, writer.id, 3);
    const place = await newPlace();
    const wait = retryAfterOf(await answer(postForm(`/review/${place.slug}`, fields, writer.cookie), place.slug));
    expect(wait).toBeGreaterThan(20 * HOUR);
    expect(wait).toBeLessThanOrEqual(21 * HOUR);
  });

  it("an eleventh report in a day waits for what is left of the day's window, in Spanish too", async () => {
    const db = await getDb();
    const place = await newPlace();
    const author = await signedIn();
    const admin = await createSignedInUser(`limit-admin-${crypto.randomBytes(4).toString("hex")}@example.com`, "admin");
    const review = await submitReview(db, {
      author: { id: author.id, emailVerified: true },
      place,
      content: { rating: 4, visitMonth: "2026-03", dogSizes: ["large"], tags: ["shade"], text: GOOD_TEXT },
    });
    await moderateReview(db, admin.id, review.id, { decision: "publish" }, "http://localhost:3000");
    const reader = await signedIn();
    await usedUp(REVIEW_LIMITS.reports, reader.id, 10);
    const report = { intent: "report", id: review.id, reason: "spam" };
    const wait = retryAfterOf(await answer(postForm(`/es/review/${place.slug}`, report, reader.cookie), place.slug));
    expect(wait).toBeGreaterThan(13 * HOUR);
    expect(wait).toBeLessThanOrEqual(14 * HOUR);
  });
});
