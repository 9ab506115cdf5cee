// Photos have a stated size in pixels: a bigger one is refused with that limit, in the page's
// language, from its header, before any of it is decoded.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { blankPng } from "../fixtures/images";
import { callRoute, createSignedInUser, siteRequest } from "../fixtures/sessions";
import * as reviewRoute from "~/routes/public/review";
import * as photosRoute from "~/routes/admin/photos";
import { placeReviews } from "~/server/infra/schema.server";
import { insertLocation } from "~/server/queries/location-admin.server";

const GOOD_TEXT = "Wide beach with plenty of shade under the pines, and the water was calm for our dogs.";
const fields = { rating: "5", visitMonth: "2026-03", dogSizes: "medium", text: GOOD_TEXT };
/** 7,000 × 7,000 pixels: 49 megapixels. */
const PNG_49_MP = blankPng(7000, 7000);

async function newPlace() {
  const db = await getDb();
  const name = `Pixel Beach ${crypto.randomBytes(3).toString("hex")}`;
  return insertLocation(db, placeRow({ name, category: "dog-beach" }));
}

/** The review form sent with one photo, on the English or the Spanish page. */
async function reviewWithPhoto(png: Buffer, prefix: "" | "/es") {
  const writer = await createSignedInUser(`pixels-${crypto.randomBytes(4).toString("hex")}@example.com`);
  const place = await newPlace();
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append("photo", new File([new Uint8Array(png)], "beach.png", { type: "image/png" }));
  body.append("caption", "");
  const { status, body: answer } = await callRoute(
    reviewRoute.action,
    siteRequest(`${prefix}/review/${place.slug}`, { method: "POST", body, cookie: writer.cookie }),
    { slug: place.slug },
  );
  const db = await getDb();
  const stored = await db.select().from(placeReviews).where(eq(placeReviews.locationId, place.id));
  return { status, message: (answer as { notice?: { message: string } }).notice?.message, stored };
}

describe("the photo pixel limit", () => {
  it("refuses a 49-megapixel photo with a review, saying the limit, and keeps no review", async () => {
    const { status, message, stored } = await reviewWithPhoto(PNG_49_MP, "");
    expect(status).toBe(413);
    expect(message).toBe("Photos can be at most 40 megapixels. Please send a smaller copy.");
    expect(stored).toEqual([]);
  });

  it("says it in Spanish on the Spanish page", async () => {
    const { status, message } = await reviewWithPhoto(PNG_49_MP, "/es");
    expect(status).toBe(413);
    expect(message).toBe("Las fotos pueden tener como máximo 40 megapíxeles. Envía una copia más pequeña.");
  });

  it("says in Spanish that a file is not a picture", async () => {
    const { status, message, stored } = await reviewWithPhoto(Buffer.from("not a picture at all"), "/es");
    expect(status).toBe(400);
    expect(message).toBe("Elige un archivo de imagen");
    expect(stored).toEqual([]);
  });

  it("reads the size from the header: a 900-megapixel picture is refused for its size, not decoded", async () => {
    const { status, message } = await reviewWithPhoto(blankPng(30_000, 30_000, 4), "");
    expect(status).toBe(413);
    expect(message).toBe("Photos can be at most 40 megapixels. Please send a smaller copy.");
  });

  it("refuses it in the location form's upload too", async () => {
    const admin = await createSignedInUser(
      `pixels-admin-${crypto.randomBytes(4).toString("hex")}@example.com`,
      "admin",
    );
    const form = new FormData();
    form.set("file", new File([new Uint8Array(PNG_49_MP)], "beach.png", { type: "image/png" }));
    form.set("slug", "Pixel Beach");
    const result = await callRoute(
      photosRoute.action,
      siteRequest("/admin/photos", { method: "POST", body: form, cookie: admin.cookie }),
    );
    expect(result).toEqual({
      status: 413,
      body: { error: "Photos can be at most 40 megapixels. Please send a smaller copy." },
    });
  });
});
