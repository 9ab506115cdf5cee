// Full-page cache of anonymous GET responses: public pages are rendered once, kept compressed
// (gzip and brotli) in memory and answered like a static file, with ETag/304 and a Cache-Control
// that lets a CDN keep them too. An entry is used only while the directory's version stamp in the
// database is unchanged, no review it shows has changed since it was rendered, and it is younger
// than the age limit, so the "dogs allowed now" state embedded in a page is never older than that
// limit. The stamp is read again after every request that may have changed something, on a
// PostgreSQL notification from another instance, and at least every PAGE_CACHE_CHECK_MS.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { generatePath, matchRoutes, type RouteObject } from "react-router";
import { pageCachePolicyOf, type ReviewsShown } from "~/lib/page-cache-policy";
import { ORIGIN_HEADER } from "../infra/site-origin.server";
import type { DirectoryStamp } from "../queries/health.server";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The header that asks entry.server.tsx to render the whole document before answering. */
export const PAGE_CACHE_RENDER_HEADER = "x-fdp-page-cache";

// ---------------------------------------------------------------------------------------------
// Which addresses are cached: the route that answers an address says whether its page may be kept
// (its `handle`, app/lib/page-cache-policy.ts), in the one spelling the routes write it.

/** A route of the server build (or of a test's table): where it sits and the module it runs. */
export type CacheableRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
};

type Matchable = RouteObject & { pattern: string };

/** The routes as a tree React Router can match, each with its full path pattern. */
function routeTree(routes: Record<string, CacheableRoute | undefined>): Matchable[] {
  const children = new Map<string | undefined, CacheableRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined, parentPattern: string): Matchable[] =>
    (children.get(parentId) ?? []).map((route) => {
      const pattern = route.path ? `${parentPattern.replace(/\/$/, "")}/${route.path}` : parentPattern;
      const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, handle: route.module.handle };
      return route.index
        ? { ...base, index: true as const, pattern }
        : { ...base, pattern, children: build(route.id, pattern) };
    });
  return build(undefined, "/");
}

/** An address the cache keeps: its path and query as the key, and whose reviews its page shows. */
export type PageAddress = { path: string; reviews: ReviewsShown };

export type PageCacheKey = (pathname: string, search: string) => PageAddress | null;

/**
 * The cache key of an address and whose reviews its page shows (the route says both), or null when
 * the address is not one the cache keeps: the matched route must have a policy that keeps it, and
 * the path must be spelled as the route writes it (no other case, no trailing slash, no needless
 * escapes).
 */
export function pageCacheKeys(routes: Record<string, CacheableRoute | undefined>): PageCacheKey {
  const tree = routeTree(routes);
  return (pathname, search) => {
    const matches = matchRoutes(tree, pathname);
    const match = matches?.at(-1);
    if (!match) return null;
    const policy = pageCachePolicyOf(match.route.handle);
    if (!policy) return null;
    const pattern = (match.route as Matchable).pattern;
    try {
      if (generatePath(pattern, match.params) !== pathname) return null;
    } catch {
      return null;
    }
    if (!policy.keeps(new URL(`${pathname}${search}`, "http://localhost"), match.params)) return null;
    return {
      path: search && search !== "?" ? `${pathname}${search}` : pathname,
      // A route that does not say is taken for a list: any review drops its pages.
      reviews: policy.reviews?.(match.params) ?? "all",
    };
  };
}

// ---------------------------------------------------------------------------------------------
// The directory's version stamp: bumped by a trigger on every table that public pages show but
// reviews; and its review counter, with the places each review change concerned (migration 0024).

/**
 * Reads the version stamp so that a caller sees every change committed before it asked: calls
 * made while a read is under way share the next read, which starts after it, so one query answers
 * any number of waiting requests.
 */
export function versionReader<T>(read: () => Promise<T>) {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const run = read().finally(() => {
      if (current === run) current = undefined;
    });
    current = run;
    return run;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** The version stamp as the cache sees it: from memory while known to be current, else read. */
export type VersionWatch = {
  current(): string | Promise<string>;
  /** The stamp when it is known to be current (as `current()` would answer it at once), else undefined; never waits. */
  known(): string | undefined;
  /** Something may have changed: the next request reads the stamp. */
  invalidate(): void;
  /** How long a read stays current, in milliseconds (0: every request reads it). */
  checkMs: number;
  /** The read under way, if any. */
  refreshing?: Promise<unknown>;
  /**
   * Calls `listener` whenever a read finds that reviews changed: with the slugs of the places
   * concerned, or null when it cannot tell which (the first read, or changes it missed).
   */
  onReviews(listener: (places: readonly string[] | null) => void): void;
};

/** Reads the stamp, and the places whose reviews changed after the review counter `reviewsSince`. */
export type StampReader = (reviewsSince: string | undefined) => Promise<DirectoryStamp>;

export function versionWatch(read: StampReader, checkMs: number, now: () => number = Date.now): VersionWatch {
  const listeners: ((places: readonly string[] | null) => void)[] = [];
  // The review counter as of the last read: every change up to it has been told to the listeners.
  let reviewsSeen: string | undefined;
  const strict = versionReader(async () => {
    const stamp = await read(reviewsSeen);
    if (stamp.reviews !== reviewsSeen) {
      reviewsSeen = stamp.reviews;
      for (const listener of listeners) listener(stamp.reviewedPlaces);
    }
    return stamp.version;
  });
  let known: string | undefined;
  let readAt = 0;
  let generation = 0;
  const fetch = () => {
    const started = now();
    const asked = generation;
    const run = strict().then((version) => {
      if (asked === generation) {
        known = version;
        readAt = started;
      }
      return version;
    });
    watch.refreshing = run.finally(() => {
      if (watch.refreshing === settled) watch.refreshing = undefined;
    });
    const settled = watch.refreshing;
    return run;
  };
  const watch: VersionWatch = {
    checkMs,
    current() {
      if (known === undefined || watch.checkMs === 0) return fetch();
      // Past its time, the known stamp still answers while a read runs in the background: the
      // changes it could miss come from elsewhere, and those are at most about checkMs old.
      if (now() - readAt >= watch.checkMs && !watch.refreshing) void fetch().catch(() => undefined);
      return known;
    },
    known() {
      if (known === undefined || watch.checkMs === 0) return undefined;
      const answer = watch.current();
      return typeof answer === "string" ? answer : undefined;
    },
    invalidate() {
      known = undefined;
      generation++;
    },
    onReviews(listener) {
      listeners.push(listener);
    },
  };
  return watch;
}

/**
 * The review changes a cache has been told of, numbered as they come: a page remembers the number
 * current when its render began, and is served only while no change it shows came after. Pages of
 * places whose reviews changed and every list are dropped; other pages stay. A change of places it
 * was not told (null) drops every page, as does one past `maxPlaces` remembered places.
 */
export class ReviewChanges {
  private told = 0;
  private all = 0;
  private lists = 0;
  private readonly places = new Map<string, number>();
  constructor(private readonly maxPlaces = 10_000) {}

  /** The number of the latest change told: what a render beginning now remembers. */
  get latest() {
    return this.told;
  }

  changed(places: readonly string[] | null) {
    const number = ++this.told;
    this.lists = number;
    if (!places || this.places.size + places.length > this.maxPlaces) {
      this.all = number;
      this.places.clear();
      return;
    }
    for (const place of places) this.places.set(place, number);
  }

  /** Whether a page showing `reviews`, whose render began when `seen` was the latest change, shows them as they are. */
  current(reviews: ReviewsShown, seen: number) {
    if (seen < this.all) return false;
    if (reviews === "none") return true;
    if (reviews === "all") return seen >= this.lists;
    return seen >= (this.places.get(reviews.place) ?? 0);
  }
}

export { readDirectoryVersion } from "../queries/health.server";

// ---------------------------------------------------------------------------------------------
// The entries: compressed once, bounded by their total bytes. A page is kept only if it is worth
// the room: none larger than a share of the cache, and none that would push out pages read more
// often than it. How often an address is read is counted approximately, for every address asked
// for, in a fixed amount of memory, and the counts are halved now and then so that yesterday's
// popular pages make way for today's (TinyLFU, https://arxiv.org/abs/1512.00727).

/**
 * How often each address was asked for lately, at most 255: a count-min sketch (four counters per
 * address, hashed apart; the smallest is the count), halved after every `sample` additions.
 */
export class FrequencySketch {
  private readonly rows: Uint8Array[];
  private additions = 0;
  constructor(
    private readonly width = 16_384,
    private readonly sample = width * 10,
  ) {
    this.rows = Array.from({ length: 4 }, () => new Uint8Array(width));
  }

  /** The counter of `key` in each row, written into `this.slots`. */
  private readonly slots = new Uint32Array(4);
  private locate(key: string) {
    // FNV-1a, twice with different multipliers, combined as double hashing.
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    for (let row = 0; row < this.rows.length; row++) this.slots[row] = ((a + row * (b | 1)) >>> 0) % this.width;
  }

  frequency(key: string) {
    this.locate(key);
    let least = 255;
    for (let row = 0; row < this.rows.length; row++) least = Math.min(least, this.rows[row]![this.slots[row]!]!);
    return least;
  }

  /** Counts one request for `key`: only its smallest counters grow (conservative update). */
  add(key: string) {
    const least = this.frequency(key);
    if (least < 255) {
      for (let row = 0; row < this.rows.length; row++) {
        const counters = this.rows[row]!;
        if (counters[this.slots[row]!] === least) counters[this.slots[row]!] = least + 1;
      }
    }
    if (++this.additions >= this.sample) {
      this.additions = 0;
      for (const counters of this.rows) for (let i = 0; i < counters.length; i++) counters[i]! >>= 1;
    }
  }
}

type Encoding = "br" | "gzip" | "identity";

/** A kept page: its body in each encoding, compressed once when it is stored, and its answers' headers. */
type Entry = {
  key: string;
  version: string;
  /** Whose reviews the page shows, and the latest review change (ReviewChanges) when its render began. */
  reviews: ReviewsShown;
  seen: number;
  created: number;
  status: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** The headers of a 200 in each encoding and of a 304, as [name, value, name, value …] (all but Age and X-Page-Cache). */
  heads: Record<Encoding | "notModified", string[]>;
  bytes: number;
};

/** Of the cache's bytes, the most one page may take. */
export const ENTRY_SHARE = 1 / 32;

export class PageStore {
  private entries = new Map<string, Entry>();
  private total = 0;
  readonly maxEntryBytes: number;
  readonly counts: FrequencySketch;
  constructor(
    readonly maxBytes: number,
    { maxEntryBytes = Math.floor(maxBytes * ENTRY_SHARE), counts = new FrequencySketch() } = {},
  ) {
    this.maxEntryBytes = maxEntryBytes;
    this.counts = counts;
  }

  get bytes() {
    return this.total;
  }

  get size() {
    return this.entries.size;
  }

  /** Counts a request for `key`, kept or not. */
  record(key: string) {
    this.counts.add(key);
  }

  /** Whether `key` is kept, without counting as a use. */
  has(key: string) {
    return this.entries.has(key);
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps `entry` (replacing the one of its address) if it is worth the room, and tells whether it
   * did. It is not kept when it is larger than `maxEntryBytes`, nor when making room would push out
   * a page asked for at least as often as it; pages that can no longer be served (`useless`: of an
   * older version or past their age) make room first, whatever their counts. Among the rest, the
   * least recently used go first.
   */
  set(entry: Entry, useless: (kept: Entry) => boolean = () => false): boolean {
    this.delete(entry.key);
    if (entry.bytes > this.maxEntryBytes) return false;
    if (this.total + entry.bytes > this.maxBytes)
      for (const kept of [...this.entries.values()]) if (useless(kept)) this.delete(kept.key);
    let over = this.total + entry.bytes - this.maxBytes;
    if (over > 0) {
      const frequency = this.counts.frequency(entry.key);
      const victims: string[] = [];
      for (const kept of this.entries.values()) {
        if (over <= 0) break;
        if (this.counts.frequency(kept.key) >= frequency) return false;
        victims.push(kept.key);
        over -= kept.bytes;
      }
      for (const key of victims) this.delete(key);
    }
    this.entries.set(entry.key, entry);
    this.total += entry.bytes;
    return true;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Drops every entry that `stale` says can no longer be served. */
  deleteWhere(stale: (kept: Entry) => boolean) {
    for (const kept of [...this.entries.values()]) if (stale(kept)) this.delete(kept.key);
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }
}

/** Chooses brotli, then gzip, then none, as the request's Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** True when If-None-Match names this entity tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy nonces: a nonce must be new for every response, so a page kept for many
// responses cannot carry one. Its inline scripts and styles are allowed by their hashes instead.

/** The page and policy with the policy's nonce replaced by the hashes of the elements it allowed. */
export function withoutNonce(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  // Base64 nonces carry "+" and "/", which must match literally.
  const literal = nonce.replace(/[^A-Za-z0-9+/=_-]/g, "").replace(/[+/]/g, "\\$&");
  const attribute = new RegExp(`\\snonce="${literal}"`, "g");
  const hashes = { script: new Set<string>(), style: new Set<string>() };
  for (const tag of ["script", "style"] as const) {
    const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "g");
    for (const match of html.matchAll(element)) {
      if (!attribute.test(match[1]!)) continue;
      attribute.lastIndex = 0;
      if (tag === "script" && /\ssrc=/.test(match[1]!)) continue;
      hashes[tag].add(`'sha256-${crypto.createHash("sha256").update(match[2]!).digest("base64")}'`);
    }
    attribute.lastIndex = 0;
  }
  const directives = policy.split(";").map((directive) => {
    if (!directive.includes(`'nonce-${nonce}'`)) return directive;
    const list = /^\s*style/.test(directive) ? hashes.style : hashes.script;
    const replaced = directive.replace(`'nonce-${nonce}'`, [...list].join(" "));
    return replaced.trim().split(/\s+/).length > 1 ? replaced : `${replaced.trim()} 'none'`;
  });
  return { html: html.replace(attribute, ""), policy: directives.join(";") };
}

// ---------------------------------------------------------------------------------------------
// The middleware.

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
  /** Whether a kept page may answer now, the directory being at `version`. */
  const servable = (entry: Entry, version: string) =>
    entry.version === version &&
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

  /** Every header of an entry's answers but Age and X-Page-Cache, written once when it is stored. */
  function heads(origin: string, headers: [string, string][], etag: string, bodies: Record<Encoding, Buffer>) {
    const common = Object.entries(options.headersFor?.(origin) ?? {}).flat();
    common.push("Cache-Control", cacheControl, "ETag", etag, "Vary", "Accept-Encoding, Cookie");
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
    version: string,
    reviews: ReviewsShown,
  ): Promise<Entry | Uncached> {
    const seen = reviewChanges.latest;
    const response = await options.render(request);
    const uncached = { response, claimed: false };
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      !CACHED_TYPES.test(type) ||
      /no-store|private/i.test(response.headers.get("cache-control") ?? "")
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
      version,
      reviews,
      seen,
      created: now(),
      status: 200,
      etag,
      bodies,
      heads: heads(origin, headers, etag, bodies),
      bytes: body.length + gz.length + br.length + key.length * 2 + 1024,
    };
    // A page not worth its room, or whose reviews changed while it was rendered, is still this
    // request's answer, only not kept.
    if (reviewChanges.current(reviews, seen)) store.set(entry, (kept) => !servable(kept, version));
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
   * Answers a GET or HEAD from memory if the page is kept under exactly this address, of the current
   * version and young enough, and tells whether it did; never waits. The caller has checked the
   * request as it checks every request (origin.server.ts, http-guard.server.ts) and resolved its
   * origin. Anything else (a cookie, a stamp being read again, an address not kept) is left to the
   * middleware.
   */
  function answerFromMemory(req: IncomingMessage, res: ServerResponse, origin: string, close = false): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (req.headers.cookie || req.headers.authorization) return false;
    const key = `${origin}${req.url}`;
    if (!store.has(key)) return false;
    const version = options.version.known();
    if (version === undefined) return false;
    const cached = store.get(key)!;
    if (!servable(cached, version)) return false;
    store.record(key);
    send(req, res, cached, "hit", close);
    return true;
  }

  async function sendResponse(res: ServerResponse, response: Response) {
    res.statusCode = response.status;
    for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
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
      if (req.headers.cookie || req.headers.authorization) return next();
      const url = new URL(req.url ?? "/", "http://localhost");
      const address = options.cacheKey(url.pathname, url.search);
      // Pages carry absolute addresses (canonical, sitemap, structured data) on the origin they were
      // asked for at: each origin keeps its own copy.
      const origin = originOf(req);
      if (!address || !origin) return next();
      const key = `${origin}${address.path}`;
      store.record(key);
      const known = options.version.current();
      const version = typeof known === "string" ? known : await known;
      const cached = store.get(key);
      if (cached && servable(cached, version)) return send(req, res, cached, "hit");
      if (req.method === "HEAD") return next();
      let pending = rendering.get(key);
      if (!pending) {
        const headers = new Headers();
        for (const name of ["host", "user-agent", "accept-language", "x-forwarded-proto", "x-fdp-client-ip"]) {
          const value = req.headers[name];
          if (typeof value === "string") headers.set(name, value);
        }
        headers.set(PAGE_CACHE_RENDER_HEADER, "render");
        const request = new Request(key, { headers });
        pending = build(key, origin, request, version, address.reviews).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const result = await pending;
      if ("response" in result) {
        // A page that may not be kept is not shared either: the other waiting requests render their own.
        if (result.claimed) return next();
        result.claimed = true;
        return await sendResponse(res, result.response);
      }
      return send(req, res, result, "miss");
    } catch (error) {
      next(error);
    }
  }

  return { middleware, answerFromMemory, store };
}
