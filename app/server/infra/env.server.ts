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

declare module "zod" {
  interface GlobalMeta {
    /** What the server does when the variable is unset and the schema itself has no default. */
    unset?: string;
  }
}

/** Variables the server refuses to start without when NODE_ENV=production. */
export const REQUIRED_IN_PRODUCTION = ["BETTER_AUTH_SECRET", "SITE_URL"] as const;

/**
 * Every variable, with the description docs/configuration.md shows (`npm run docs:config` writes it
 * from this schema).
 */
export const EnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development")
    .describe(
      "`production` requires `SITE_URL` and `BETTER_AUTH_SECRET`, listens on every interface and never creates the demo administrator",
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe("port to listen on"),
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional().meta({
    description:
      "a second port, at `HOST`, where only `/healthz` is answered, by a thread of its own: its answer never waits for pages being rendered (point a load balancer's health check here). It says `unavailable` when the database does not answer or the server thread has not checked it for 30 s, `stopping` from a stop signal",
    unset: "no health port; `/healthz` on `PORT` still answers, from the server thread",
  }),
  HOST: optional.meta({
    description: "address to listen on; the demo administrator exists only on a loopback address",
    unset: "`127.0.0.1` (`0.0.0.0` when `NODE_ENV=production`)",
  }),
  SITE_URL: optional
    .refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
      message: "must be an origin such as https://dogs.example.com (no path)",
    })
    .meta({
      description:
        "the public origin (`https://dogs.example.com`, no path): absolute links, e-mail links, the sitemap, and the only origin forms and uploads are accepted from; a page (GET/HEAD) asked for at any other host is redirected (308) to the same path and query there (the health check `/healthz` answers at any host). Behind a proxy, pass the visitor's `Host` on, or set `TRUST_PROXY` and `X-Forwarded-Host`, or every page redirects to itself",
      unset:
        "local use: the site's origin is the address each request came to (`localhost`, `127.0.0.1`, a LAN address, the machine's name); another name pointed at the machine is refused (421)",
    }),
  DATA_DIR: z
    .string()
    .default("./data")
    .describe("embedded database (`pglite/`), development outbox, uploaded photos, development secret"),
  BUILD_DIR: z
    .string()
    .trim()
    .min(1)
    .default("build")
    .describe("where `npm run build` put the app: `server.js` loads the server from it and serves its client files"),
  DATABASE_URL: optional.meta({
    description: "PostgreSQL connection string; `pglite://memory` for a throwaway in-memory PGlite",
    unset: "the embedded PGlite in `DATA_DIR/pglite`",
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10).describe("PostgreSQL pool size"),
  BETTER_AUTH_SECRET: optional.meta({
    description: "signs sessions and links",
    unset: "generated into `DATA_DIR/auth-secret`",
  }),
  SMTP_URL: optional.meta({
    description: "the mail server, e.g. `smtps://user:pass@smtp.example.com`",
    unset: "mail is written to `DATA_DIR/outbox`",
  }),
  SMTP_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(120)
    .default(5)
    .describe(
      "connection and greeting time-out of the mail server; a message that times out is retried later from the outbox",
    ),
  MAIL_FROM: z.string().default("Florida Dog Places <no-reply@localhost>").describe("sender of every message"),
  CONTACT_EMAIL: z.string().default("hello@localhost").describe("where contact messages and submission notices go"),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .describe("comma-separated addresses whose accounts become administrators through a link mailed after sign-in"),
  GOOGLE_CLIENT_ID: optional.describe("Google sign-in, with `GOOGLE_CLIENT_SECRET`"),
  GOOGLE_CLIENT_SECRET: optional.describe("Google sign-in, with `GOOGLE_CLIENT_ID`"),
  TWITTER_CLIENT_ID: optional.describe("Twitter (X) sign-in, with `TWITTER_CLIENT_SECRET`"),
  TWITTER_CLIENT_SECRET: optional.describe("Twitter (X) sign-in, with `TWITTER_CLIENT_ID`"),
  GITHUB_CLIENT_ID: optional.describe("GitHub sign-in, with `GITHUB_CLIENT_SECRET`"),
  GITHUB_CLIENT_SECRET: optional.describe("GitHub sign-in, with `GITHUB_CLIENT_ID`"),
  S3_BUCKET: optional.meta({
    description:
      "store photos in this S3 bucket (AWS S3, Cloudflare R2, MinIO) instead of `DATA_DIR/uploads`: see [Photos in object storage](#photos-in-object-storage)",
    unset: "photos stay in `DATA_DIR/uploads`",
  }),
  S3_REGION: optional.meta({ description: "the bucket's region", unset: "`us-east-1`" }),
  S3_ENDPOINT: httpAddress("must be an http(s) address such as https://<account>.r2.cloudflarestorage.com").meta({
    description: "the S3 API of a service other than AWS (R2, MinIO)",
    unset: "AWS itself",
  }),
  S3_ACCESS_KEY_ID: optional.meta({
    description: "with `S3_SECRET_ACCESS_KEY`, the key that writes to the bucket",
    unset:
      "with `S3_SECRET_ACCESS_KEY` unset too, the AWS SDK's own chain (`AWS_*` variables, `~/.aws`, an instance role)",
  }),
  S3_SECRET_ACCESS_KEY: optional.describe("the secret of `S3_ACCESS_KEY_ID`"),
  S3_PUBLIC_URL: httpAddress("must be an http(s) address such as https://photos.example.com").meta({
    description:
      "where browsers fetch the photos; its origin joins the Content-Security-Policy. R2's API endpoint never serves the public",
    unset: "`<S3_ENDPOINT>/<S3_BUCKET>`, or `https://<bucket>.s3.<region>.amazonaws.com` on AWS",
  }),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true"))
    .meta({
      description:
        "`true`: the bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want; `false`: in the host name",
      unset: "`true` with `S3_ENDPOINT`, `false` on AWS",
    }),
  S3_CHECKSUMS: z.enum(["when_supported", "when_required"]).optional().meta({
    description:
      "when requests carry CRC checksums (`when_supported` is the AWS SDK's default since early 2025); R2 and some emulators have refused the SDK's default checksum headers",
    unset: "`when_required` with `S3_ENDPOINT`, the SDK's default on AWS",
  }),
  S3_CONNECT_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(0.1)
    .max(60)
    .optional()
    .meta({ description: "how long opening a connection to the bucket may take", unset: "`5`" }),
  S3_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).optional().meta({
    description: "how long one request may take from sending to the end of its answer (a photo width is 20–400 kB)",
    unset: "`10`",
  }),
  S3_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .optional()
    .meta({ description: "tries per request to the bucket, the first included", unset: "`2`" }),
  ADS_TXT: optional.describe("body of `/ads.txt`"),
  MAP_STYLE_URL: optional
    .refine((v) => v === undefined || /^https?:\/\/[^/]/.test(v), {
      message: "must be an http(s) address of a MapLibre style",
    })
    .meta({
      description:
        "a hosted MapLibre style of a street basemap (`https://…/style.json`); its origin joins the Content-Security-Policy",
      unset:
        "counties, lakes and town names from our own `public/map/` (no roads), and no map request to another origin",
    }),
  MAP_ATTRIBUTION: optional.describe(
    'the credit that basemap asks for, shown on the map after "© OpenStreetMap contributors"',
  ),
  DEMO_DATA: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v !== "false")
    .meta({
      description: "`false` starts with an empty directory instead of seeding the demo places",
      unset: "`true`",
    }),
  PAGE_CACHE_MB: z.coerce
    .number()
    .min(0)
    .default(64)
    .describe(
      "memory for the full-page cache of public pages (anonymous, and signed-in visitors' own copies); `0` turns it off. A page larger than 1/32 of it is not kept, nor one read less often than the pages it would push out",
    ),
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(60)
    .describe('age after which a kept page is rendered again, so "dogs allowed now" is never older'),
  PAGE_CACHE_CHECK_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(1000)
    .describe(
      "how long a read of the directory's version stamp is trusted; changes through this instance and, on PostgreSQL, notifications from other instances apply at once; `0` reads it on every request",
    ),
  RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(0)
    .default(8)
    .describe(
      "pages rendered and being sent at once (`0`: no limit; a page holds its turn until its whole body is sent or its visitor has gone); cached pages, forms and `/healthz` never wait",
    ),
  RENDER_WAIT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60_000)
    .default(3000)
    .describe(
      "how long a page request past `RENDER_CONCURRENCY` waits in line before it is answered 503 with `Retry-After` instead of hanging",
    ),
  RENDER_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .default(200)
    .describe("page requests waiting in line at most; one more is answered 503 at once"),
  RENDER_QUEUE_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(0)
    .default(20)
    .describe(
      "page requests of one client address waiting in that line at once (`0`: no limit of its own); when the line is full, another address's first request takes the place of the latest request of the address with the most waiting",
    ),
  DEMO_ADMIN: z.enum(["true", "false"]).optional().meta({
    description:
      "`true` creates the demo administrator (`admin@example.com`, with the demo data) on any address; `false` never creates it. Never in production",
    unset: "only while the server listens on a loopback address",
  }),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .min(0)
    .max(300)
    .default(10)
    .describe("on SIGTERM/SIGINT, how long requests in flight may take to finish before they are closed"),
  RATE_LIMIT: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on")
    .describe("`off` disables request limits"),
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
    })
    .meta({
      description:
        "behind a reverse proxy that sets `X-Forwarded-For`, `X-Forwarded-Host` and `X-Forwarded-Proto`: the number of proxies in front of the server (`1` for one; the nearest hops then say who the client is, and what the client wrote further left is ignored), or their addresses and subnets (`10.0.0.2,10.1.0.0/16`, `loopback`); `true` is refused at start (it would let every client choose its own address)",
      unset: "request limits count the socket address and the origin comes from the `Host` header and the connection",
    }),
  HEADERS_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(300)
    .default(20)
    .describe(
      "time a client has to send the request line and headers; past it the answer is 408 and the connection closes. At most `REQUEST_TIMEOUT_SECONDS`",
    ),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(3600)
    .default(60)
    .describe(
      "time a client has to send the whole request, body included (a slow upload too: raise it for large uploads over slow links); past it 408 and the connection closes. A body past its limit is answered 413 at once and read to its end within this time; an answer still being sent after it is cut off (a client that stopped reading)",
    ),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(600)
    .default(5)
    .describe(
      "an idle kept-alive connection is closed after this; behind a load balancer, make it longer than the balancer's idle time-out",
    ),
  MAX_CONNECTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .default(1000)
    .describe(
      "connections open at once; past it a new connection is closed at once, unless its address holds none (the longest-idle connection of the biggest holder is closed to make room). From 80 % of it on, connections idle for a second are closed",
    ),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(256)
    .describe("connections open at once from one client address (a trusted proxy's count only toward the total)"),
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
    const missing = REQUIRED_IN_PRODUCTION.filter((k) => !env[k]);
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
