// Where uploaded photos live: DATA_DIR/uploads (served under /uploads/) by default,
// an S3-compatible bucket when S3_BUCKET is set. Callers only see public URLs.
import fs from "node:fs/promises";
import path from "node:path";
import { env, type Env } from "./env.server";

export type PhotoStorage = {
  /** Stores the bytes under key and answers the public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** The public URL the object under key has, or will have once stored. */
  urlOf(key: string): string;
  /** Removes a stored object by its public URL; a URL that is not ours is ignored. */
  delete(url: string): Promise<void>;
  /** Whether the URL points into this storage. */
  isOurs(url: string): boolean;
};

/** Keys are single file names of our own making: no folders, no dots but the extension. */
const SAFE_KEY = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

function checkedKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

function keyOf(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return SAFE_KEY.test(key) ? key : null;
}

/**
 * A storage whose objects are served under `base` (ending in "/"), one URL per key: `write` stores
 * an object under a checked key and `remove` takes one away.
 */
function storageUnder(
  base: string,
  objects: {
    write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
    remove(key: string): Promise<void>;
  },
): PhotoStorage {
  return {
    async put(key, bytes, contentType) {
      await objects.write(checkedKey(key), bytes, contentType);
      return `${base}${key}`;
    },
    urlOf(key) {
      return `${base}${checkedKey(key)}`;
    },
    async delete(url) {
      const key = keyOf(url, base);
      if (key) await objects.remove(key);
    },
    isOurs(url) {
      return keyOf(url, base) !== null;
    },
  };
}

export function localStorage(dataDir: string): PhotoStorage {
  const dir = path.resolve(dataDir, "uploads");
  return storageUnder("/uploads/", {
    async write(key, bytes) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, key), bytes);
    },
    async remove(key) {
      await fs.rm(path.join(dir, key), { force: true });
    },
  });
}

export type S3Settings = {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
  /** The bucket in the path (endpoint/bucket/key) rather than in the host name. Default: on with an endpoint. */
  forcePathStyle?: boolean;
  /**
   * When the SDK adds CRC checksums to requests and checks those of answers. Default with an endpoint:
   * only when the operation requires one, since some S3-compatible services reject the headers;
   * on AWS itself, the SDK's own default (whenever the operation supports one).
   */
  checksums?: "when_supported" | "when_required";
  /** How long opening a connection may take. */
  connectTimeoutMs?: number;
  /** How long one request may take, from sending it to the end of its answer. */
  requestTimeoutMs?: number;
  /** Tries of one request in all: the first and its retries. */
  maxAttempts?: number;
};

export const S3_DEFAULTS = { connectTimeoutMs: 5_000, requestTimeoutMs: 10_000, maxAttempts: 2 } as const;

/**
 * The bucket did not answer in time or could not be reached: nothing of the upload was kept, and
 * trying again later may work.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Photo storage did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "StorageUnavailableError";
  }
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

/** A time-out or a failed connection, as opposed to an answer of the service (a refusal, a missing bucket). */
function isUnreachable(error: unknown) {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === "TimeoutError" || (typeof code === "string" && NETWORK_CODES.has(code));
}

/** Waits for a request to the bucket, naming a time-out or a failed connection as such. */
async function reaching<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw isUnreachable(error) ? new StorageUnavailableError(error) : error;
  }
}

/** The options of the S3 client for these settings. */
export function s3ClientConfig(settings: S3Settings) {
  const viaEndpoint = Boolean(settings.endpoint);
  const checksums =
    settings.checksums === "when_supported"
      ? "WHEN_SUPPORTED"
      : settings.checksums === "when_required" || viaEndpoint
        ? "WHEN_REQUIRED"
        : undefined;
  return {
    region: settings.region ?? "us-east-1",
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? viaEndpoint,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    maxAttempts: settings.maxAttempts ?? S3_DEFAULTS.maxAttempts,
    requestHandler: {
      connectionTimeout: settings.connectTimeoutMs ?? S3_DEFAULTS.connectTimeoutMs,
      requestTimeout: settings.requestTimeoutMs ?? S3_DEFAULTS.requestTimeoutMs,
      // Without this a request past its time-out is only logged, and goes on waiting.
      throwOnRequestTimeout: true,
    },
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  } as const;
}

/** The S3 client library is large: it is loaded on the first upload or removal, and only when S3 is configured. */
async function s3Client(settings: S3Settings) {
  const s3 = await import("@aws-sdk/client-s3");
  return { s3, client: new s3.S3Client(s3ClientConfig(settings)) };
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
  return storageUnder(s3PublicBase(settings), {
    async write(key, bytes, contentType) {
      const { s3, client } = await connect();
      await reaching(
        client.send(
          new s3.PutObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        ),
      );
    },
    async remove(key) {
      const { s3, client } = await connect();
      await reaching(client.send(new s3.DeleteObjectCommand({ Bucket: settings.bucket, Key: key })));
    },
  });
}

/** The S3 settings the environment gives; undefined when photos stay on local disk. */
export function s3SettingsFrom(e: Env): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  const ms = (seconds: number | undefined) => (seconds === undefined ? undefined : Math.round(seconds * 1000));
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    checksums: e.S3_CHECKSUMS,
    connectTimeoutMs: ms(e.S3_CONNECT_TIMEOUT_SECONDS),
    requestTimeoutMs: ms(e.S3_TIMEOUT_SECONDS),
    maxAttempts: e.S3_MAX_ATTEMPTS,
  };
}

/**
 * The origin photos are served from when it is not our own: the bucket's public URL's origin
 * (for the Content-Security-Policy's img-src); undefined for photos on local disk.
 */
export function photoOrigin(e: Env = env()): string | undefined {
  const settings = s3SettingsFrom(e);
  return settings ? new URL(s3PublicBase(settings)).origin : undefined;
}

let storage: PhotoStorage | undefined;

/** The process's photo storage, chosen by the environment. */
export function getStorage(): PhotoStorage {
  if (storage) return storage;
  const e = env();
  const settings = s3SettingsFrom(e);
  storage = settings ? s3Storage(settings) : localStorage(e.DATA_DIR);
  return storage;
}
