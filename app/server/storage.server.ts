// Where uploaded photos live: DATA_DIR/uploads (served under /uploads/) by default,
// an S3-compatible bucket when S3_BUCKET is set. Callers only see public URLs.
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "./env.server";

export type PhotoStorage = {
  /** Stores the bytes under key and answers the public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes a stored object by its public URL; a URL that is not ours is ignored. */
  delete(url: string): Promise<void>;
  /** Whether the URL points into this storage. */
  isOurs(url: string): boolean;
};

/** Keys are single file names of our own making: no folders, no dots but the extension. */
const SAFE_KEY = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

function keyOf(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return SAFE_KEY.test(key) ? key : null;
}

export function localStorage(dataDir: string): PhotoStorage {
  const dir = path.resolve(dataDir, "uploads");
  const base = "/uploads/";
  return {
    async put(key, bytes) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, key), bytes);
      return `${base}${key}`;
    },
    async delete(url) {
      const key = keyOf(url, base);
      if (!key) return;
      await fs.rm(path.join(dir, key), { force: true });
    },
    isOurs(url) {
      return keyOf(url, base) !== null;
    },
  };
}

export type S3Settings = {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
};

/** The S3 client library is large: it is loaded on the first upload or removal, and only when S3 is configured. */
async function s3Client(settings: S3Settings) {
  const s3 = await import("@aws-sdk/client-s3");
  const client = new s3.S3Client({
    region: settings.region ?? "us-east-1",
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  return { s3, client };
}

/** The public URL under which the bucket's objects are served, ending in "/". */
export function s3PublicBase(settings: S3Settings) {
  return `${(
    settings.publicUrl ??
    (settings.endpoint
      ? `${settings.endpoint.replace(/\/+$/, "")}/${settings.bucket}`
      : `https://${settings.bucket}.s3.${settings.region ?? "us-east-1"}.amazonaws.com`)
  ).replace(/\/+$/, "")}/`;
}

export function s3Storage(settings: S3Settings): PhotoStorage {
  let loaded: ReturnType<typeof s3Client> | undefined;
  const connect = () => (loaded ??= s3Client(settings));
  const publicBase = s3PublicBase(settings);
  return {
    async put(key, bytes, contentType) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return `${publicBase}${key}`;
    },
    async delete(url) {
      const key = keyOf(url, publicBase);
      if (!key) return;
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    isOurs(url) {
      return keyOf(url, publicBase) !== null;
    },
  };
}

let storage: PhotoStorage | undefined;

/** The process's photo storage, chosen by the environment. */
export function getStorage(): PhotoStorage {
  if (storage) return storage;
  const e = env();
  storage = e.S3_BUCKET
    ? s3Storage({
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        publicUrl: e.S3_PUBLIC_URL,
      })
    : localStorage(e.DATA_DIR);
  return storage;
}
