// What the account tests share: people signed in, places, published reviews, and whether a person
// is still signed in or can sign in.
import crypto from "node:crypto";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { pngBytes } from "../fixtures/images";
import { createSignedInUser } from "../fixtures/sessions";
import { getAuth } from "~/server/domain/auth.server";
import { moderateReview, submitReview } from "~/server/domain/reviews.server";
import { insertLocation } from "~/server/queries/location-admin.server";

export const REVIEW_TEXT = "Shady paths all the way round the lake, and a water tap by the gate for the dogs.";

export const suffix = () => crypto.randomBytes(4).toString("hex");

export async function newPlace(name = `Account Park ${suffix()}`) {
  const row = await insertLocation(await getDb(), placeRow({ name, category: "dog-park", city: "Ocala" }));
  return { id: row.id, slug: row.slug, name: row.name, category: row.category, path: `/parks/${row.slug}` };
}

/** A person signed in with a new address. */
export async function newPerson(prefix = "person") {
  return createSignedInUser(`${prefix}-${suffix()}@example.com`);
}

let admin: Promise<string> | undefined;
/** This file's administrator, made on first use. */
function adminId() {
  admin ??= createSignedInUser(`staff-${suffix()}@example.com`, "admin").then((a) => a.id);
  return admin;
}

/** A published review by `person` of `place`, with photos when given. */
export async function publishedReview(
  person: { id: string },
  place: Awaited<ReturnType<typeof newPlace>>,
  { rating = 4, text = REVIEW_TEXT, photos = 0 } = {},
) {
  const db = await getDb();
  const review = await submitReview(db, {
    author: { id: person.id, emailVerified: true },
    place,
    content: { rating, visitMonth: "2026-03", dogSizes: ["medium"], tags: ["shade"], text },
    photos: await Promise.all(
      Array.from({ length: photos }, async (_, i) => ({
        file: new Blob([await pngBytes(200, 150)]),
        caption: `Photo ${i + 1}`,
      })),
    ),
  });
  if (review.status !== "published") await moderateReview(db, await adminId(), review.id, { decision: "publish" }, "");
  return review;
}

/** Whether a browser with `cookie` is still signed in. */
export async function signedIn(cookie: string) {
  const auth = await getAuth();
  return Boolean(await auth.api.getSession({ headers: new Headers({ cookie }) }));
}

/** Whether `email` and `password` still sign in. */
export async function canSignIn(email: string, password: string) {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  return response.ok;
}

export { readyDatabase } from "../db";
