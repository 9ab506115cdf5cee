// A review's photos on their way to storage: stored one after another, and removed again when the
// review they came with is not saved (a photo refused, the visitor gone, the review refused).
import type { Db } from "../infra/db.server";
import type { PhotoStorage } from "../infra/storage.server";
import type { NewReviewPhoto } from "../queries/reviews.server";
import { discardUnusedPhotos, processUpload } from "./photos.server";

export type PhotoUpload = { file: Blob; caption: string | null };

/**
 * Stores the uploads; on any failure the ones already stored are removed again and the error is told.
 * A request whose visitor went away (`signal`) stops between photos, and stores nothing.
 */
export async function storePhotos(
  db: Db,
  photos: PhotoUpload[],
  place: { slug: string },
  storage: PhotoStorage,
  signal?: AbortSignal,
) {
  const stored: NewReviewPhoto[] = [];
  return withStoredPhotos(db, stored, storage, async () => {
    for (const photo of photos) {
      signal?.throwIfAborted();
      const { url, widths } = await processUpload(db, photo.file, place.slug, storage);
      stored.push({ url, widths, caption: photo.caption });
    }
    signal?.throwIfAborted();
    return stored;
  });
}

/**
 * Writes in `work` what the stored photos belong to; should it fail, the photos are removed again,
 * so a failed review leaves no file behind (and the upload sweep would find any that stayed).
 */
export async function withStoredPhotos<T>(
  db: Db,
  stored: NewReviewPhoto[],
  storage: PhotoStorage,
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    await discardUnusedPhotos(
      db,
      stored.map((p) => p.url),
      storage,
    ).catch(() => undefined);
    throw error;
  }
}
