// Photo rules shared by the upload form and the server, and srcset from our stored names.

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(",");
/** The widths every upload is stored at (never upscaled); the widest stored copy is the primary URL. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
/**
 * The most pixels a photo may have, read from its header before it is decoded (decision 0044):
 * what a phone or camera takes by default fits; a 48-megapixel "max" shot or a decompression bomb
 * does not.
 */
export const PHOTO_MAX_MEGAPIXELS = 40;
export const PHOTO_MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;

export const PHOTO_MESSAGES = {
  notImage: "Please select an image file",
  tooLarge: "File size must be less than 5MB",
  tooManyPixels: `Photos can be at most ${PHOTO_MAX_MEGAPIXELS} megapixels. Please send a smaller copy.`,
  uploadFailed: "Failed to upload photo",
  storageUnavailable: "Photo storage did not answer, so the photo was not saved. Please try again in a minute.",
  /** A photo address that is neither one of our uploads nor an https:// address. */
  notOurs: "A photo must be uploaded here or be a full https:// address. Remove",
} as const;

/**
 * `<slug>-<13-digit timestamp>-<random id>-<width>.webp`, the name every stored copy of an upload
 * has: the random part keeps names unique across app instances sharing one bucket. Older uploads
 * have no random part and keep their names.
 */
const STORED_NAME = /^(.*\/[a-z0-9-]+-\d{13}(?:-[a-z0-9]{8,32})?)-(\d{1,5})\.webp$/;

export function photoFileName(stem: string, width: number) {
  return `${stem}-${width}.webp`;
}

/** Every stored width of one of our uploads, narrowest first; null for a foreign URL. */
export function photoVariants(url: string): { url: string; width: number }[] | null {
  const match = STORED_NAME.exec(url);
  if (!match) return null;
  const [, stem, widest] = match;
  const max = Number(widest);
  const widths = [...PHOTO_WIDTHS.filter((w) => w < max), max];
  return widths.map((width) => ({ url: `${stem}-${width}.webp`, width }));
}

/** The srcset of one of our photos; undefined for a photo stored elsewhere. */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const variants = photoVariants(url);
  if (!variants || variants.length < 2) return undefined;
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

/** The message for a file that cannot be uploaded, judged by what the browser says; null when it may go. */
export function checkPhotoFile(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notImage;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}
