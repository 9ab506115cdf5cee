// Turns an uploaded file into our stored photos: checked by content, re-encoded to WebP
// without metadata, at a few widths; and removes every width of a photo again.
import crypto from "node:crypto";
import { slugify } from "~/lib/slug";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_WIDTHS,
  photoFileName,
  photoVariants,
} from "~/lib/photos";
import { isHttpsUrl } from "~/lib/schemas";
import type { Db } from "../infra/db.server";
import { defineJob } from "../jobs/runtime.server";
import { forgetUploads, photosInUse, recordUpload, uploadsBefore } from "../queries/photo-uploads.server";
import { env } from "../infra/env.server";
import { getStorage, localStorage, StorageUnavailableError, type PhotoStorage } from "../infra/storage.server";
import { sweepSpool } from "../infra/upload-spool.server";
import { Refusal } from "./refusal.server";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);

/** A photo that cannot be stored, told beside the form's photos (the review form's, or the upload's answer). */
function refusedPhoto(code: "photoNotImage" | "photoTooLarge" | "photoTooManyPixels", status: 400 | 413 = 400) {
  const values: Record<string, number> = code === "photoTooManyPixels" ? { max: PHOTO_MAX_MEGAPIXELS } : {};
  return new Refusal(`place:reviewErrors.${code}`, { status, field: "photos", values });
}

/** `<slug>-<time>-<random>`: unique across processes and instances, and still sorted by time. */
function uniqueStem(slug: string) {
  return `${slug}-${Date.now()}-${crypto.randomBytes(8).toString("hex")}`;
}

export type UploadedPhoto = { url: string; widths: number[] };

/**
 * Whether a place may show the photo at `url`: one our storage produced (the configured bucket, or an
 * upload on this server under /uploads/, which a site that moved to a bucket still has), or an absolute
 * https: address. Anything else (`javascript:`, `../`, `http:`, a path elsewhere on the site) is refused.
 */
export function isAllowedPhotoUrl(url: string, storage: PhotoStorage = getStorage()) {
  return storage.isOurs(url) || localStorage(env().DATA_DIR).isOurs(url) || isHttpsUrl(url);
}

/** Checks, re-encodes and stores one upload, remembered until a place uses it; answers the URL of the widest copy. */
export async function processUpload(
  db: Db,
  file: Blob,
  slugHint: string,
  storage: PhotoStorage = getStorage(),
): Promise<UploadedPhoto> {
  if (file.size > PHOTO_MAX_BYTES) throw refusedPhoto("photoTooLarge", 413);
  if (file.size === 0) throw refusedPhoto("photoNotImage");
  await takeEncodingTurn();
  let encoded: { width: number; bytes: Buffer }[];
  let stem: string;
  let widest: number;
  try {
    ({ encoded, stem, widest } = await encodePhoto(file, slugHint));
  } finally {
    endEncodingTurn();
  }
  return storeEncoded(db, encoded, stem, widest, storage);
}

/**
 * Photos re-encoded at once on this instance (decision 0048): each holds its file and its decoded
 * pixels, tens of MB, and a core; the next waits for a turn, so memory stays bounded whatever
 * number of uploads arrive.
 */
const ENCODINGS_AT_ONCE = 2;
let encodings = 0;
const waitingForTurn: (() => void)[] = [];

async function takeEncodingTurn() {
  if (encodings < ENCODINGS_AT_ONCE) {
    encodings++;
    return;
  }
  await new Promise<void>((resolve) => waitingForTurn.push(resolve));
}

function endEncodingTurn() {
  const next = waitingForTurn.shift();
  if (next) next();
  else encodings--;
}

/** The file checked by its content and re-encoded to WebP at each width it is stored at. */
async function encodePhoto(file: Blob, slugHint: string) {
  // Loaded with the first photo: a process that never takes one (most of a test run's) skips it.
  const { default: sharp } = await import("sharp");
  const input = Buffer.from(await file.arrayBuffer());

  let width: number;
  try {
    // The header only, whatever size it states (sharp's own limit would call a big photo "not an
    // image"): the pixel limit is then said as it is, and nothing is decoded.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
      throw refusedPhoto("photoNotImage");
    }
    if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw refusedPhoto("photoTooManyPixels", 413);
    // Orientation 5-8 swaps the sides once the EXIF rotation is applied.
    width = meta.orientation && meta.orientation >= 5 ? meta.height : meta.width;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw refusedPhoto("photoNotImage");
  }

  const widest = Math.min(width, Math.max(...PHOTO_WIDTHS));
  const widths = [...PHOTO_WIDTHS.filter((w) => w < widest), widest];
  const slug = slugify(slugHint).slice(0, 60).replace(/-+$/, "") || "photo";
  const stem = uniqueStem(slug);

  let encoded: { width: number; bytes: Buffer }[];
  try {
    encoded = [];
    for (const w of widths) {
      // rotate() applies the EXIF orientation; sharp writes no metadata unless asked, so EXIF and GPS are gone.
      const bytes = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      encoded.push({ width: w, bytes });
    }
  } catch {
    // The file looked like an image but could not be decoded: it is the visitor's file that is wrong.
    throw refusedPhoto("photoNotImage");
  }
  return { encoded, stem, widest };
}

async function storeEncoded(
  db: Db,
  encoded: { width: number; bytes: Buffer }[],
  stem: string,
  widest: number,
  storage: PhotoStorage,
): Promise<UploadedPhoto> {
  const widths = encoded.map((e) => e.width);
  // The upload is remembered before its first byte is stored: the sweep then finds whatever a failure
  // leaves behind. A storage failure is ours, not the visitor's, and reaches the caller as it is.
  const url = storage.urlOf(photoFileName(stem, widest));
  await recordUpload(db, url);
  try {
    for (const { width: w, bytes } of encoded) await storage.put(photoFileName(stem, w), bytes, "image/webp");
  } catch (error) {
    // A storage that did not answer would not answer the removals either: the sweep removes the upload.
    // Otherwise every width goes now, and the upload is forgotten once none is left.
    if (!(error instanceof StorageUnavailableError)) {
      const removals = await Promise.allSettled(
        encoded.map(({ width: w }) => storage.delete(storage.urlOf(photoFileName(stem, w)))),
      );
      // Should forgetting fail too, the sweep finds nothing left to remove: the storage's error is the one told.
      if (removals.every((r) => r.status === "fulfilled")) await forgetUploads(db, [url]).catch(() => undefined);
    }
    throw error;
  }
  return { url, widths };
}

/** Removes every stored width of our own photos; URLs stored elsewhere are left alone. */
export async function deleteStoredPhotos(urls: readonly string[], storage: PhotoStorage = getStorage()) {
  let removed = 0;
  for (const url of urls) {
    if (!storage.isOurs(url)) continue;
    const variants = photoVariants(url) ?? [{ url, width: 0 }];
    await Promise.all(variants.map((v) => storage.delete(v.url)));
    removed++;
  }
  return removed;
}

/**
 * Deletes from storage those of `urls` that no place shows: photos uploaded or removed in a location
 * dialog that was closed without saving them. A photo a place shows is never deleted here (it goes
 * when a save drops it, or with its place).
 */
export async function discardUnusedPhotos(db: Db, urls: readonly string[], storage: PhotoStorage = getStorage()) {
  const ours = [...new Set(urls)].filter((url) => storage.isOurs(url));
  if (!ours.length) return 0;
  const used = await photosInUse(db, ours);
  const unused = ours.filter((url) => !used.has(url));
  const removed = await deleteStoredPhotos(unused, storage);
  await forgetUploads(db, unused);
  return removed;
}

/** An upload no place shows a day later was left behind (a tab closed with the dialog open). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Removes uploads older than a day that no place shows, and forgets those places show. */
export async function sweepUnusedUploads(db: Db, now = new Date(), storage: PhotoStorage = getStorage()) {
  let removed = 0;
  for (;;) {
    const stale = await uploadsBefore(db, new Date(now.getTime() - UPLOAD_GRACE_MS));
    if (!stale.length) return removed;
    const used = await photosInUse(db, stale);
    removed += await deleteStoredPhotos(
      stale.filter((url) => !used.has(url)),
      storage,
    );
    await forgetUploads(db, stale);
  }
}

/**
 * Sweeps left-behind uploads once every six hours across all instances, and the temporary folders of
 * uploads a stopped server was taking in (decision 0048).
 */
export const uploadSweepJob = defineJob({
  name: "upload-sweep",
  everySeconds: 6 * 60 * 60,
  async run(_payload, { db }) {
    const removed = await sweepUnusedUploads(db);
    if (removed) console.info(`[photos] removed ${removed} upload(s) no place uses`);
    const folders = await sweepSpool();
    if (folders) console.info(`[photos] removed ${folders} unfinished upload folder(s)`);
    return removed;
  },
});
