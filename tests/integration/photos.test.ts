import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { callRoute, sessionCookie, siteRequest } from "../fixtures/sessions";
import { gifBytes, jpegWithGps, oversizedPng, pngBytes, pngWithGps } from "../fixtures/images";
import { action } from "~/routes/admin/photos";
import { photoSrcSet } from "~/lib/photos";
import { sweepUnusedUploads, UPLOAD_GRACE_MS } from "~/server/domain/photos.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { photoUploads } from "~/server/infra/schema.server";

let adminCookie = "";
let userCookie = "";

function storedFile(url: string) {
  return path.join(process.env.DATA_DIR!, "uploads", url.replace(/^\/uploads\//, ""));
}

function uploadRequest(
  bytes: Uint8Array,
  fileName: string,
  type: string,
  cookie = adminCookie,
  slug = "Jupiter Dog Beach",
) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], fileName, { type }));
  form.set("slug", slug);
  return siteRequest("/admin/photos", { method: "POST", body: form, cookie });
}

const run = (request: Request) => callRoute(action, request);

describe("photo uploads", () => {
  beforeAll(async () => {
    await resetDatabase();
    adminCookie = await sessionCookie("admin");
    userCookie = await sessionCookie("user");
  });

  it("refuses a visitor and a signed-in user with 403, and stores nothing", async () => {
    const png = await pngBytes(200, 100);
    expect((await run(uploadRequest(png, "a.png", "image/png", ""))).status).toBe(403);
    expect((await run(uploadRequest(png, "a.png", "image/png", userCookie))).status).toBe(403);
    const removal = siteRequest("/admin/photos", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", url: "/uploads/x-1700000000000-480.webp" }),
      cookie: userCookie,
    });
    expect((await run(removal)).status).toBe(403);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads"))).toBe(false);
  });

  it("refuses a text file renamed .png", async () => {
    const text = new TextEncoder().encode("just some notes about the beach, not a picture");
    const result = await run(uploadRequest(text, "beach.png", "image/png"));
    expect(result).toEqual({ status: 400, body: { error: "Please select an image file" } });
  });

  it("refuses a GIF and an SVG even when they claim to be PNG", async () => {
    const gif = await run(uploadRequest(await gifBytes(), "dog.png", "image/png"));
    expect(gif).toEqual({ status: 400, body: { error: "Please select an image file" } });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const svgResult = await run(uploadRequest(svg, "dog.png", "image/png"));
    expect(svgResult).toEqual({ status: 400, body: { error: "Please select an image file" } });
  });

  it("refuses a file over 5 MB with 413, by its declared length and by what actually arrives", async () => {
    const big = await oversizedPng();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const declared = await run(uploadRequest(big, "big.png", "image/png"));
    expect(declared).toEqual({ status: 413, body: { error: "File size must be less than 5MB" } });

    // A chunked body with no Content-Length is cut off while it streams.
    const form = new FormData();
    form.set("file", new File([new Uint8Array(big)], "big.png", { type: "image/png" }));
    const encoded = new Response(form);
    const streamed = siteRequest("/admin/photos", {
      method: "POST",
      body: encoded.body,
      headers: { "content-type": encoded.headers.get("content-type")! },
      cookie: adminCookie,
      duplex: "half",
    } as RequestInit & { cookie: string });
    expect(streamed.headers.get("content-length")).toBeNull();
    expect(await run(streamed)).toEqual({ status: 413, body: { error: "File size must be less than 5MB" } });
  });

  it("accepts a PNG: WebP at every width up to its own, named by slug and time, without EXIF or GPS", async () => {
    const png = await pngWithGps(1200, 800);
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const result = await run(uploadRequest(png, "photo.png", "image/png"));
    expect(result.status).toBe(201);
    const url = (result.body as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/jupiter-dog-beach-\d{13}-[0-9a-f]{16}-1200\.webp$/);

    const srcset = photoSrcSet(url)!;
    const variants = srcset.split(", ").map((part) => part.split(" "));
    expect(variants.map(([, w]) => w)).toEqual(["480w", "960w", "1200w"]);
    for (const [variantUrl, w] of variants) {
      const meta = await sharp(fs.readFileSync(storedFile(variantUrl!))).metadata();
      expect(meta.format).toBe("webp");
      expect(`${meta.width}w`).toBe(w);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("strips GPS from a JPEG and never upscales past 1600 pixels", async () => {
    const result = await run(uploadRequest(await jpegWithGps(2000, 1000), "dog.jpg", "image/jpeg"));
    expect(result.status).toBe(201);
    const url = (result.body as { url: string }).url;
    expect(url).toMatch(/-1600\.webp$/);
    const meta = await sharp(fs.readFileSync(storedFile(url))).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);

    const small = await run(uploadRequest(await pngBytes(300, 200), "small.png", "image/png"));
    const smallUrl = (small.body as { url: string }).url;
    expect(smallUrl).toMatch(/-300\.webp$/);
    expect(photoSrcSet(smallUrl)).toBeUndefined();
  });

  it("removes every width of our photo and leaves a foreign URL alone", async () => {
    const upload = await run(uploadRequest(await pngBytes(1000, 500), "p.png", "image/png"));
    const url = (upload.body as { url: string }).url;
    const files = photoSrcSet(url)!
      .split(", ")
      .map((p) => storedFile(p.split(" ")[0]!));
    expect(files.every((f) => fs.existsSync(f))).toBe(true);

    const removal = siteRequest("/admin/photos", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", url }),
      cookie: adminCookie,
    });
    expect(await run(removal)).toEqual({ status: 200, body: { ok: true, removed: 1 } });
    expect(files.some((f) => fs.existsSync(f))).toBe(false);

    const foreign = siteRequest(`/admin/photos?url=${encodeURIComponent("https://example.com/photos/beach.jpg")}`, {
      method: "DELETE",
      cookie: adminCookie,
    });
    expect(await run(foreign)).toEqual({ status: 200, body: { ok: true, removed: 0 } });
    const escape = siteRequest("/admin/photos", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", url: "/uploads/../auth-secret" }),
      cookie: adminCookie,
    });
    expect(await run(escape)).toEqual({ status: 200, body: { ok: true, removed: 0 } });
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "auth-secret"))).toBe(true);
  });
});

describe("photos never break", () => {
  async function upload() {
    const result = await run(uploadRequest(await pngBytes(600, 300), "p.png", "image/png"));
    return (result.body as { url: string }).url;
  }
  const removal = (urls: string[]) => {
    const body = new URLSearchParams({ intent: "delete" });
    for (const url of urls) body.append("url", url);
    return siteRequest("/admin/photos", { method: "POST", body, cookie: adminCookie });
  };

  it("a dialog that goes away deletes its uploads no place shows, and never one a place shows", async () => {
    const db = await getDb();
    const [saved, unsaved] = [await upload(), await upload()];
    await insertLocation(db, placeRow({ name: "Photo Keeper Park", photos: [saved] }));

    expect(await run(removal([saved, unsaved]))).toEqual({ status: 200, body: { ok: true, removed: 1 } });
    expect(fs.existsSync(storedFile(saved))).toBe(true);
    expect(fs.existsSync(storedFile(unsaved))).toBe(false);
  });

  it("sweeps uploads left for a day that no place shows, and keeps those places show or that are recent", async () => {
    const db = await getDb();
    const [left, used, fresh] = [await upload(), await upload(), await upload()];
    await insertLocation(db, placeRow({ name: "Swept Photo Park", photos: [used] }));
    const dayAgo = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
    for (const url of [left, used]) {
      await db.update(photoUploads).set({ createdAt: dayAgo }).where(eq(photoUploads.url, url));
    }

    expect(await sweepUnusedUploads(db)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(storedFile(left))).toBe(false);
    expect(fs.existsSync(storedFile(used))).toBe(true);
    expect(fs.existsSync(storedFile(fresh))).toBe(true);
    const remembered = (await db.select({ url: photoUploads.url }).from(photoUploads)).map((r) => r.url);
    expect(remembered).toContain(fresh);
    expect(remembered).not.toContain(left);
    expect(remembered).not.toContain(used);
  });
});
