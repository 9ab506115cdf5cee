// Every setting of the server, read from the environment and checked once at start.
import crypto from "node:crypto";
import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For) and which
 * address it used (X-Forwarded-Host/-Proto): none, the nearest `n` hops, or the proxies at these
 * addresses and subnets (Express's names loopback, linklocal and uniquelocal included).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** "10.0.0.2", "10.0.0.0/8", "fd00::/8" or one of PROXY_NAMES. */
function isProxyAddress(item: string) {
  if (PROXY_NAMES.has(item) || isIP(item)) return true;
  const [address = "", bits, ...rest] = item.split("/");
  const version = isIP(address);
  if (!version || rest.length || !/^\d{1,3}$/.test(bits ?? "")) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as Express takes it; throws a one-line message saying what to write instead. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "false") return false;
  if (text.toLowerCase() === "true")
    throw new Error(
      "true would take every client's own X-Forwarded-For as its address; write the number of proxies in front of the server (TRUST_PROXY=1 for one) or their addresses (TRUST_PROXY=10.0.0.2 or 10.0.0.0/8)",
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error("a hop count is the number of proxies in front of the server (at most 10)");
    return hops === 0 ? false : hops;
  }
  const items = text.split(",").map((item) => item.trim().toLowerCase());
  const wrong = items.filter((item) => !isProxyAddress(item));
  if (wrong.length)
    throw new Error(
      `${wrong.map((item) => JSON.stringify(item)).join(", ")} is not a hop count, a proxy address or a subnet (e.g. 1, 10.0.0.2, 10.0.0.0/8, loopback)`,
    );
  return items;
}

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** An optional http(s) address with a host. */
const httpAddress = (message: string) =>
  optional.refine((v) => v === undefined || (URL.canParse(v) && /^https?:\/\/[^/]/.test(v)), { message });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 (this machine only), or 0.0.0.0 (every interface) when NODE_ENV=production. */
  HOST: optional,
  /**
   * The public origin. Unset (local use), each request's own address is the site's origin, so that
   * localhost, 127.0.0.1 and a LAN address all work (app/server/http/origin.server.ts).
   */
  SITE_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
    message: "must be an origin such as https://dogs.example.com (no path)",
  }),
  DATA_DIR: z.string().default("./data"),
  /** Where `npm run build` put the app (server.js loads the server from it; its client files are served). */
  BUILD_DIR: z.string().trim().min(1).default("build"),
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  BETTER_AUTH_SECRET: optional,
  SMTP_URL: optional,
  /** Connection and greeting time-out of the mail server; the outbox retries later. */
  SMTP_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(5),
  MAIL_FROM: z.string().default("Florida Dog Places <no-reply@localhost>"),
  CONTACT_EMAIL: z.string().default("hello@localhost"),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  TWITTER_CLIENT_ID: optional,
  TWITTER_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  /** Set: photos go to this S3 bucket (AWS, Cloudflare R2, MinIO…) instead of DATA_DIR/uploads. */
  S3_BUCKET: optional,
  S3_REGION: optional,
  /** The S3 API of a service other than AWS (R2, MinIO); unset: AWS in S3_REGION. */
  S3_ENDPOINT: httpAddress("must be an http(s) address such as https://<account>.r2.cloudflarestorage.com"),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Where visitors' browsers fetch the photos; unset: the endpoint's path-style address, or AWS's. */
  S3_PUBLIC_URL: httpAddress("must be an http(s) address such as https://photos.example.com"),
  /** The bucket in the path rather than the host name; unset: on with S3_ENDPOINT, off on AWS. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  /** When requests carry CRC checksums; unset: when_required with S3_ENDPOINT, the SDK's default on AWS. */
  S3_CHECKSUMS: z.enum(["when_supported", "when_required"]).optional(),
  /** How long opening a connection to the bucket and one request to it may take, and tries per request. */
  S3_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).optional(),
  S3_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).optional(),
  S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).optional(),
  ADS_TXT: optional,
  /**
   * A MapLibre style of a hosted street basemap (https://…/style.json). Unset: the map draws
   * Florida's counties from data we ship, and no map request leaves our origin.
   */
  MAP_STYLE_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/]/.test(v), {
    message: "must be an http(s) address of a MapLibre style",
  }),
  /** The credit the hosted basemap asks for, shown on the map beside "© OpenStreetMap contributors". */
  MAP_ATTRIBUTION: optional,
  DEMO_DATA: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v !== "false"),
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(120).default(60),
  PAGE_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Pages rendered at once (0: no limit); the next wait in line for at most RENDER_WAIT_MS, then get a 503. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(0).default(8),
  RENDER_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  RENDER_QUEUE: z.coerce.number().int().min(0).default(200),
  /**
   * The demo administrator (admin@example.com) exists only with the demo data, never in production,
   * and only while the server listens on a loopback address, unless DEMO_ADMIN=true asks for it.
   */
  DEMO_ADMIN: z.enum(["true", "false"]).optional(),
  /** How long a stopping server lets requests in flight finish before it closes them. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  RATE_LIMIT: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The request line and headers must have arrived within this; else 408 and the connection closes. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(20),
  /** The whole request, body included, must have arrived within this (uploads over slow links need it). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** An idle kept-alive connection is closed after this; behind a proxy, make it longer than the proxy's. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(5),
  /** Connections open at once; past it a new connection is closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
});

export type Env = z.infer<typeof EnvSchema> & { BETTER_AUTH_SECRET: string; HOST: string };

/** Checks a set of environment variables; throws a message naming every variable that is wrong or missing. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS)
    throw new Error(
      "Invalid environment: HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)",
    );
  const isProduction = env.NODE_ENV === "production";
  const siteUrl = env.SITE_URL === undefined ? undefined : new URL(env.SITE_URL).origin;

  if (isProduction) {
    const missing = ["BETTER_AUTH_SECRET", "SITE_URL"].filter((k) => !env[k as keyof typeof env]);
    if (missing.length)
      throw new Error(`Missing environment variable(s) required in production: ${missing.join(", ")}`);
  }
  return {
    ...env,
    HOST: env.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    SITE_URL: siteUrl,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? developmentSecret(env.DATA_DIR),
  };
}

/** In development a random secret is made once and kept under DATA_DIR. */
function developmentSecret(dataDir: string) {
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= readEnv();
  return cached;
}
