// What the admin panel tests share: a database with the amenities seeded and the cookies of an
// administrator and of a signed-in user, and a submission waiting for review.
import { getDb, resetDatabase } from "../db";
import { callRoute, postForm, sessionCookie } from "../fixtures/sessions";
import { seedAmenities } from "~/server/domain/seed.server";
import { locationSubmissions } from "~/server/infra/schema.server";

export const call = callRoute;
export const post = postForm;

/** Empties the database, seeds the amenities when asked, and signs in an administrator: their cookie. */
export async function adminOnEmptyDatabase({ amenities = false } = {}) {
  const db = await resetDatabase();
  if (amenities) await seedAmenities(db);
  return sessionCookie("admin");
}

/** Empties the database, seeds the amenities, and signs in an administrator and a user: their cookies. */
export async function adminDatabase() {
  return { admin: await adminOnEmptyDatabase({ amenities: true }), member: await sessionCookie("user") };
}

/** A dog beach in Sarasota sent by a visitor, waiting for review: its id. */
export async function newSubmission(name = "Sandy Paws Beach") {
  const db = await getDb();
  const [row] = await db
    .insert(locationSubmissions)
    .values({
      submitterName: "Rita Walker",
      email: "rita@example.com",
      name,
      category: "dog-beach",
      city: "Sarasota",
      county: "Sarasota",
      leashPolicy: "off-leash",
      description: "A quiet stretch of sand where dogs may run.",
      amenities: ["parking", "dog_wash"],
      fees: "free",
      rules: ["Clean up after your dog", "Dogs must be vaccinated"],
    })
    .returning({ id: locationSubmissions.id });
  return row!.id;
}
