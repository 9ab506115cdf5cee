// What the review tests share: places, owners and an administrator made on demand, a review's
// content, the e-mails an author received, and the refusal a domain call ends in.
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { createSignedInUser, TEST_ORIGIN } from "../fixtures/sessions";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { moderateReview, ReviewError, submitReview, type ReviewPlace } from "~/server/domain/reviews.server";
import { outboxDir } from "~/server/infra/email.server";
import { user } from "~/server/infra/schema.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { placeReviewsShown } from "~/server/queries/place-reviews.server";
import type { Db } from "~/server/infra/db.server";

export const SITE = TEST_ORIGIN;

/** One page of a place's published reviews, as its page shows them. */
export async function publishedReviews(db: Db, placeId: string, options?: Parameters<typeof placeReviewsShown>[2]) {
  return (await placeReviewsShown(db, placeId, options)).reviews;
}

/** A place's rating summary, how it went per dog size, and its tags. */
export async function reviewSummary(db: Db, placeId: string) {
  return (await placeReviewsShown(db, placeId)).summary;
}

/** The owners' photos of a place's gallery. */
export async function approvedOwnerPhotos(db: Db, placeId: string) {
  return (await placeReviewsShown(db, placeId)).photos;
}
export const GOOD_TEXT = "Wide beach with plenty of shade under the pines, and the water was calm for our dogs.";

export async function newPlace(name = `Review Beach ${crypto.randomBytes(3).toString("hex")}`): Promise<ReviewPlace> {
  const db = await getDb();
  const row = await insertLocation(db, placeRow({ name, category: "dog-beach" }));
  return { id: row.id, slug: row.slug, name: row.name, category: row.category };
}

/** An account as the domain sees it: a user row, confirmed unless said otherwise (no session needed here). */
export async function newOwner(verified = true) {
  const db = await getDb();
  const id = crypto.randomUUID();
  const email = `owner-${id.slice(0, 8)}@example.com`;
  await db.insert(user).values({ id, name: `Owner ${id.slice(0, 4)}`, email, emailVerified: verified });
  return { id, email, emailVerified: verified };
}

let admin: Promise<string> | undefined;
/** This file's administrator, made on first use. */
export function newAdmin() {
  admin ??= createSignedInUser(`staff-${crypto.randomBytes(4).toString("hex")}@example.com`, "admin").then((a) => a.id);
  return admin;
}

export const content = (overrides: Partial<Parameters<typeof submitReview>[1]["content"]> = {}) => ({
  rating: 4,
  visitMonth: "2026-03",
  dogSizes: ["large" as const],
  tags: ["shade" as const],
  text: GOOD_TEXT,
  ...overrides,
});

/** An owner whose first review was published by an administrator, so that their next ones go out at once. */
export async function trustedOwner() {
  const db = await getDb();
  const owner = await newOwner();
  const first = await submitReview(db, { author: owner, place: await newPlace(), content: content() });
  await moderateReview(db, await newAdmin(), first.id, { decision: "publish" }, SITE);
  return owner;
}

/** The database, an owner about to write a review (trusted: one whose reviews go out at once) and a new place. */
export async function ownerAtNewPlace({ trusted = false, placeName }: { trusted?: boolean; placeName?: string } = {}) {
  const db = await getDb();
  const owner = trusted ? await trustedOwner() : await newOwner();
  const place = await newPlace(placeName);
  return { db, owner, place };
}

/** The e-mails sent to an address so far, decoded from quoted-printable. */
export async function mailsTo(address: string) {
  await settleDeliveries();
  const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  const raw = await Promise.all(files.map((f) => fs.readFile(path.join(outboxDir(), f), "utf8")));
  return raw
    .map((m) =>
      m.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((m) => m.includes(`To: ${address}`));
}

/** The ReviewError a call ends in; a call that succeeds fails the test. */
export async function rejected(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof ReviewError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

export { readyDatabase } from "../db";
