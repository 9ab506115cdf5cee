// Full-page cache of GET responses: public pages are rendered once, kept compressed (gzip and
// brotli) in memory and answered like a static file, with ETag/304 and, for anonymous visitors, a
// Cache-Control that lets a CDN keep them too. An entry is used only while the directory's version
// stamp in the database is unchanged, no review it shows has changed since it was rendered, and it
// is younger than the age limit, so the "dogs allowed now" state embedded in a page is never older
// than that limit. The stamp is read again after every request that may have changed something, on
// a PostgreSQL notification from another instance, and at least every PAGE_CACHE_CHECK_MS.
//
// A request with cookies (a signed-in person) has its own copy of a public page, kept under the
// address and a digest of its Cookie header, private to it, and used only while the personal stamp
// (accounts, sessions, roles, dogs, lists) is also unchanged (decision 0057).
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { ReviewsShown } from "~/lib/page-cache-policy";
import { ORIGIN_HEADER } from "../infra/site-origin.server";
import { isPersonalResponse, PERSONAL_CACHE_CONTROL } from "./security-headers.server";
import { chooseEncoding, matchesEtag, withoutNonce } from "./page-cache-headers.server";
import type { PageCacheKey } from "./page-cache-keys.server";
import { PageStore, type Encoding, type Entry } from "./page-cache-store.server";
import { ReviewChanges, type Stamps, type VersionWatch } from "./page-cache-version.server";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The header that asks entry.server.tsx to render the whole document before answering. */
export const PAGE_CACHE_RENDER_HEADER = "x-fdp-page-cache";

export type PageCacheOptions = {
  /** Total bytes of kept pages (all three encodings). */
  maxBytes: number;
  /** Age after which a page is rendered again, in seconds. */
  maxAgeSeconds: number;
  /** The directory's version stamp. */
  version: VersionWatch;
  /** Renders a request through the app. */
  render: (request: Request) => Promise<Response>;
  /** The headers every answer for this origin carries (security-headers.server.ts); none by default. */
  headersFor?: (origin: string) => Record<string, string>;
  /** The key of an address the cache may keep and whose reviews its page shows, or null (pageCacheKeys). */
  cacheKey: PageCacheKey;
  now?: () => number;
};

type Uncached = { response: Response; claimed: boolean };

const SKIPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "cache-control",
  "etag",
  "vary",
  "date",
  "age",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);
const CACHED_TYPES = /^(text\/html|application\/xml|text\/xml|text\/plain)\b/i;

/**
 * The key of a page kept for an address: the anonymous page's, or a visitor's own copy (decision
 * 0057), told apart by a digest of their Cookie header.
 */
function keyOf(origin: string, address: string, cookie: string | undefined) {
  if (!cookie) return `${origin}${address}`;
  return `${origin}${address} ${crypto.createHash("sha256").update(cookie).digest("base64url")}`;
}

/**
 * The site's origin for a request, as the production server resolved it (origin.server.ts); in
 * front of another server, the Host it was sent to.
 */
function originOf(req: IncomingMessage) {
  const resolved = req.headers[ORIGIN_HEADER];
  const origin = typeof resolved === "string" ? resolved : `http://${req.headers.host ?? ""}`;
  return /^https?:\/\/[a-z0-9.:[\]-]+$/i.test(origin) ? origin : null;
}

export function createPageCache(options: PageCacheOptions) {
  const store = new PageStore(options.maxBytes);
  const now = options.now ?? Date.now;
  const rendering = new Map<string, Promise<Entry | Uncached>>();
  const maxAge = options.maxAgeSeconds;
  const reviewChanges = new ReviewChanges();
  /** Whether a kept page may answer now, the stamps being `stamps`. */
  const servable = (entry: Entry, stamps: Stamps) =>
    entry.version === stamps.directory &&
    (entry.personal === undefined || entry.personal === stamps.personal) &&
    now() - entry.created < maxAge * 1000 &&
    reviewChanges.current(entry.reviews, entry.seen);
  // A review changed: the pages that show it go at once (a page being rendered meanwhile is sent,
  // but not kept: it began before the change).
  options.version.onReviews((places) => {
    reviewChanges.changed(places);
    store.deleteWhere((kept) => !reviewChanges.current(kept.reviews, kept.seen));
  });
  // Shared caches keep a page for half the age limit and may serve it for the other half while
  // they fetch it again; Age tells them how old it already is, so no copy outlives the limit.
  const cacheControl = `public, max-age=0, s-maxage=${Math.max(1, Math.floor(maxAge / 2))}, stale-while-revalidate=${Math.max(1, Math.ceil(maxAge / 2))}`;

  /**
   * Every header of an entry's answers but Age and X-Page-Cache, written once when it is stored; a
   * copy of one visitor's page (`personal`) may be kept by no other cache.
   */
  function heads(
    origin: string,
    headers: [string, string][],
    etag: string,
    bodies: Record<Encoding, Buffer>,
    personal: boolean,
  ) {
    const common = Object.entries(options.headersFor?.(origin) ?? {}).flat();
    common.push("Cache-Control", personal ? PERSONAL_CACHE_CONTROL : cacheControl);
    common.push("ETag", etag, "Vary", "Accept-Encoding, Cookie");
    const full = (encoding: Encoding) => [
      ...common,
      ...headers.flat(),
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(bodies[encoding].length),
    ];
    return { identity: full("identity"), gzip: full("gzip"), br: full("br"), notModified: common };
  }

  async function build(
    key: string,
    origin: string,
    request: Request,
    stamps: Stamps,
    reviews: ReviewsShown,
  ): Promise<Entry | Uncached> {
    const seen = reviewChanges.latest;
    const response = await options.render(request);
    const uncached = { response, claimed: false };
    const type = response.headers.get("content-type") ?? "";
    const personal = request.headers.has("cookie");
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      !CACHED_TYPES.test(type) ||
      (!personal && /no-store|private/i.test(response.headers.get("cache-control") ?? ""))
    ) {
      return uncached;
    }
    let body = Buffer.from(await response.arrayBuffer());
    if (body.length > store.maxEntryBytes)
      return { response: new Response(new Uint8Array(body), response), claimed: false };
    const headers: [string, string][] = [];
    const csp = response.headers.get("content-security-policy");
    if (csp && /'nonce-/.test(csp) && /^text\/html/i.test(type)) {
      const rewritten = withoutNonce(body.toString("utf8"), csp);
      body = Buffer.from(rewritten.html, "utf8");
      response.headers.set("content-security-policy", rewritten.policy);
    }
    for (const [name, value] of response.headers) if (!SKIPPED_HEADERS.has(name)) headers.push([name, value]);
    const etag = `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
    // Compressed once, here (in the thread pool), so that no answer from memory compresses anything.
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 6 }),
    ]);
    const bodies = { identity: body, gzip: gz, br };
    const entry: Entry = {
      key,
      version: stamps.directory,
      personal: personal ? stamps.personal : undefined,
      reviews,
      seen,
      created: now(),
      status: 200,
      etag,
      bodies,
      heads: heads(origin, headers, etag, bodies, personal),
      bytes: body.length + gz.length + br.length + key.length * 2 + 1024,
    };
    // A page not worth its room, or whose reviews changed while it was rendered, is still this
    // request's answer, only not kept.
    if (reviewChanges.current(reviews, seen)) store.set(entry, (kept) => !servable(kept, stamps));
    return entry;
  }

  /** Answers from a kept entry: one write of precomputed headers and body. */
  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: "hit" | "miss", close = false) {
    const age = String(Math.max(0, Math.floor((now() - entry.created) / 1000)));
    const notModified = matchesEtag(req.headers["if-none-match"], entry.etag);
    const encoding = notModified ? "identity" : chooseEncoding(req.headers["accept-encoding"]);
    const head = [
      ...(notModified ? entry.heads.notModified : entry.heads[encoding]),
      "Age",
      age,
      "X-Page-Cache",
      state,
    ];
    if (close) head.push("Connection", "close");
    res.writeHead(notModified ? 304 : entry.status, head);
    res.end(notModified || req.method === "HEAD" ? undefined : entry.bodies[encoding]);
  }

  /**
   * Answers a GET or HEAD from memory if the page (or, with cookies, the visitor's own copy) is kept
   * under exactly this address, of the current stamps and young enough, and tells whether it did;
   * never waits. The caller has checked the request as it checks every request (origin.server.ts,
   * http-guard.server.ts) and resolved its origin. Anything else (Authorization, a stamp being read
   * again, an address not kept) is left to the middleware.
   */
  function answerFromMemory(req: IncomingMessage, res: ServerResponse, origin: string, close = false): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (req.headers.authorization) return false;
    const key = keyOf(origin, req.url ?? "/", req.headers.cookie);
    if (!store.has(key)) return false;
    const stamps = options.version.known();
    if (stamps === undefined) return false;
    const cached = store.get(key)!;
    if (!servable(cached, stamps)) return false;
    store.record(key);
    send(req, res, cached, "hit", close);
    return true;
  }

  /** Sends a page not kept; one rendered for one visitor (isPersonalResponse) may be kept by no cache. */
  async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
    res.statusCode = response.status;
    for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    if (isPersonalResponse(req.headers.cookie, cookies.length > 0))
      res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  }

  /** Express-style middleware: answers cacheable requests, passes every other one on. */
  async function middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        // It may change the directory: the next request reads the version stamp again.
        options.version.invalidate();
        res.once("finish", () => options.version.invalidate());
        return next();
      }
      // A page that sets a cookie (a confirmation link that signs in) may have changed what the
      // signed-in copies show: the next request reads the stamps again.
      const passOn = () => {
        res.once("finish", () => res.hasHeader("set-cookie") && options.version.invalidate());
        next();
      };
      if (req.headers.authorization) return passOn();
      const url = new URL(req.url ?? "/", "http://localhost");
      const address = options.cacheKey(url.pathname, url.search);
      // Pages carry absolute addresses (canonical, sitemap, structured data) on the origin they were
      // asked for at: each origin keeps its own copy.
      const origin = originOf(req);
      if (!address || !origin) return passOn();
      const key = keyOf(origin, address.path, req.headers.cookie);
      store.record(key);
      const known = options.version.current();
      const stamps = known instanceof Promise ? await known : known;
      const cached = store.get(key);
      if (cached && servable(cached, stamps)) return send(req, res, cached, "hit");
      if (req.method === "HEAD") return passOn();
      let pending = rendering.get(key);
      if (!pending) {
        const headers = new Headers();
        for (const name of [
          "host",
          "user-agent",
          "accept-language",
          "x-forwarded-proto",
          "x-fdp-client-ip",
          "cookie",
        ]) {
          const value = req.headers[name];
          if (typeof value === "string") headers.set(name, value);
        }
        headers.set(PAGE_CACHE_RENDER_HEADER, "render");
        const request = new Request(`${origin}${address.path}`, { headers });
        pending = build(key, origin, request, stamps, address.reviews).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const result = await pending;
      if ("response" in result) {
        // A page that may not be kept is not shared either: the other waiting requests render their own.
        if (result.claimed) return passOn();
        result.claimed = true;
        return await sendResponse(req, res, result.response);
      }
      return send(req, res, result, "miss");
    } catch (error) {
      next(error);
    }
  }

  return { middleware, answerFromMemory, store };
}
