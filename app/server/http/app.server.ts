// The production server's request handling: the raw request listener (/healthz from the last
// health check, anonymous pages straight from the page cache) in front of the Express app (guards,
// origin, security headers, page cache, compression, static files, the render limit and React Router). The start, the listening
// and the stop are app/server/main.server.ts's.
import http from "node:http";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import type { TLSSocket } from "node:tls";
import compression from "compression";
import express from "express";
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler } from "react-router";
import type { ServerBuild } from "react-router";
import { SERVICE_WORKER_PATH } from "~/lib/offline";
import { REQUEST_REFUSED } from "~/lib/site";
import { getDatabase } from "../infra/db.server";
import { listenForDirectoryChanges } from "../infra/directory-changes.server";
import { env } from "../infra/env.server";
import { pageTextsAt } from "../reference/i18n.server";
import { answerHealth, checkHealth, HEALTH_EVERY_MS, watchHealth, type Readiness } from "./health.server";
import { getUser } from "../domain/auth.server";
import { newRequestContext } from "../domain/request-context.server";
import { UPLOAD_HEADER } from "../domain/uploaded-form.server";
import { ORIGIN_HEADER } from "../infra/site-origin.server";
import { checkRequestHead } from "./http-guard.server";
import { header, originHeader, refuse, send } from "./answers.server";
import { resolveAddress, type AddressDecision } from "./origin.server";
import { createPageCache } from "./page-cache.server";
import { chooseEncoding } from "./page-cache-headers.server";
import { pageCacheKeys } from "./page-cache-keys.server";
import { readDirectoryVersion, versionWatch } from "./page-cache-version.server";
import { precompressedAssets } from "./precompressed.server";
import { limitRenders } from "./render-limit.server";
import { createBodyReceiver } from "./upload-body.server";
import { isPersonalResponse, PERSONAL_CACHE_CONTROL, securityHeaders } from "./security-headers.server";

type Render = (request: Request) => Promise<Response>;

export type Edge = {
  /** The `http.Server` request listener. */
  listener: http.RequestListener;
  /** From now on every answer closes its connection (the server is stopping). */
  stopping(): void;
  /** Stops listening for other instances' changes. */
  close(): Promise<void>;
  /** True for a trusted proxy's address (TRUST_PROXY): its connections carry many clients' requests. */
  trustedProxy(address: string): boolean;
};

/** The whole page cache of the server: its version stamp (with PostgreSQL notifications) and store, or null when off. */
function serverPageCache(render: Render, routes: ServerBuild["routes"]) {
  const settings = env();
  if (!settings.PAGE_CACHE_MB) return null;
  const version = versionWatch(
    async (reviewsSince) => readDirectoryVersion((await getDatabase()).db, reviewsSince),
    settings.PAGE_CACHE_CHECK_MS,
  );
  // Other instances' changes arrive as PostgreSQL notifications; while none can arrive (the
  // listening connection is down), every request reads the stamp.
  let stopListening: (() => Promise<void>) | undefined;
  const databaseUrl = settings.DATABASE_URL;
  if (databaseUrl && databaseUrl.startsWith("postgres")) {
    const checkMs = version.checkMs;
    version.checkMs = 0;
    stopListening = listenForDirectoryChanges(databaseUrl, {
      changed: () => version.invalidate(),
      listening: (on) => {
        version.checkMs = on ? checkMs : 0;
        version.invalidate();
      },
    });
  }
  const cache = createPageCache({
    maxBytes: settings.PAGE_CACHE_MB * 1024 * 1024,
    maxAgeSeconds: settings.PAGE_CACHE_SECONDS,
    version,
    render,
    headersFor: securityHeaders,
    cacheKey: pageCacheKeys(routes),
  });
  return { ...cache, close: async () => stopListening?.() };
}

/** The app's request handler with page renders taking turns (render-limit.server.ts), or as it is with RENDER_CONCURRENCY=0. */
function limitedRenders(handle: Render): Render {
  const { RENDER_CONCURRENCY, RENDER_WAIT_MS, RENDER_QUEUE, RENDER_QUEUE_PER_ADDRESS } = env();
  if (!RENDER_CONCURRENCY) return handle;
  return limitRenders(handle, {
    concurrency: RENDER_CONCURRENCY,
    maxWaitMs: RENDER_WAIT_MS,
    maxQueue: RENDER_QUEUE,
    maxQueuePerAddress: RENDER_QUEUE_PER_ADDRESS,
  });
}

/**
 * The production server's request handling for `build` (the React Router server build);
 * `onReadiness` hears what /healthz would answer after each database check and when stopping.
 */
export function createEdge(build: ServerBuild, options: { onReadiness?: (readiness: Readiness) => void } = {}): Edge {
  const settings = env();
  const buildDir = path.resolve(settings.BUILD_DIR);
  const requestTimeoutMs = settings.REQUEST_TIMEOUT_SECONDS * 1000;
  // Page renders take turns: past RENDER_CONCURRENCY at once, a request waits in line for at most
  // RENDER_WAIT_MS and is then answered 503 with Retry-After (render-limit.server.ts). Always React
  // Router's production mode, whatever NODE_ENV says: its development mode puts error details and
  // stack traces into the page.
  const handleRequest = limitedRenders(createRequestHandler(build, "production"));
  const pageCache = serverPageCache(handleRequest, build.routes);
  // The database is asked every HEALTH_EVERY_MS; /healthz answers from the last answer (decision 0047).
  const health = watchHealth(checkHealth, HEALTH_EVERY_MS, options.onReadiness);
  let stopping = false;

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy TRUST_PROXY (a hop count, or the proxies' addresses; checked in
  // env.server.ts, which refuses "true") lets the client address come from X-Forwarded-For and the
  // address the visitor used from X-Forwarded-Host/-Proto; otherwise the socket's address and the
  // Host header are used.
  app.set("trust proxy", settings.TRUST_PROXY);
  const trustsHop = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;

  /** The site's origin for this request (origin.server.ts): SITE_URL, or the address the visitor used. */
  function addressOf(req: IncomingMessage): AddressDecision {
    return resolveAddress({
      method: req.method ?? "GET",
      url: req.url ?? "/",
      host: req.headers.host,
      forwardedHost: header(req, "x-forwarded-host"),
      forwardedProto: header(req, "x-forwarded-proto"),
      encrypted: Boolean((req.socket as TLSSocket).encrypted),
      trusted: trustsHop(req.socket.remoteAddress, 0),
    });
  }

  app.use((req, res, next) => {
    req.headers["x-fdp-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    // A page asked for at another host than SITE_URL's is sent there.
    const address = addressOf(req);
    const origin = "origin" in address ? address.origin : null;
    delete req.headers[ORIGIN_HEADER];
    delete req.headers[UPLOAD_HEADER];
    if (origin) req.headers[ORIGIN_HEADER] = origin;
    for (const [name, value] of Object.entries(securityHeaders(origin ?? ""))) res.setHeader(name, value);
    if (stopping) res.setHeader("Connection", "close");
    if ("redirect" in address) return res.redirect(address.status, address.redirect);
    if ("refusal" in address) return refuse(req, res, address.refusal);
    next();
  });
  // Every request passes the checks of http-guard.server.ts here, in one place: the address, the
  // origin of a non-GET request, its declared size and type (before the page cache can answer) ...
  app.use((req, res, next) => {
    const refusal = checkRequestHead(
      { method: req.method, url: req.originalUrl, headers: req.headers },
      originHeader(req),
    );
    if (refusal) return refuse(req, res, refusal);
    next();
  });
  // Anonymous public pages come from the full-page cache, already compressed (PAGE_CACHE_MB=0: off).
  if (pageCache) app.use(pageCache.middleware as RequestHandler);
  app.use(compression());
  // Only an address that names a file (it has an extension) is looked for among the files: a page's
  // address costs no file lookup in the thread pool, which the pages' compression also uses.
  const namesFile =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      /\.[^/]+$/.test(req.path) && !req.path.endsWith(".data") ? handler(req, res, next) : next();
  // The service worker is asked for again on every visit (its HTTP cache is bypassed), so a new
  // release replaces the old one at once (decision 0028).
  app.get(SERVICE_WORKER_PATH, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    next();
  });
  // The module of one language's page texts (app/server/reference/i18n.server.ts): named after its
  // content, so kept for good like the build's own files.
  // Compressed once with Brotli's best (the on-the-fly compression uses a faster setting).
  const textsBrotli = new Map<string, Buffer>();
  app.use("/assets", (req, res, next) => {
    const file = req.method === "GET" || req.method === "HEAD" ? pageTextsAt(`/assets${req.path}`) : null;
    if (!file) return next();
    res.type("text/javascript; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.vary("Accept-Encoding");
    if (chooseEncoding(req.headers["accept-encoding"]) !== "br") return void res.send(file.body);
    let body = textsBrotli.get(file.path);
    if (!body) {
      body = brotliCompressSync(file.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      textsBrotli.set(file.path, body);
    }
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  const assetsDir = path.join(buildDir, "client/assets");
  app.use("/assets", precompressedAssets(assetsDir));
  app.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y" }));
  // The map's data (decision 0041): compressed by the build, kept for an hour like the other files.
  app.use("/map", precompressedAssets(path.join(buildDir, "client/map"), { maxAge: "1h" }));
  app.use(namesFile(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false })));
  app.use("/uploads", express.static(path.resolve(settings.DATA_DIR, "uploads"), { immutable: true, maxAge: "1y" }));
  app.use(handleApp);
  // Anything that still went wrong: a plain page without details; the error goes to the log.
  app.use(answerError);

  // The person an upload comes from, looked up from the request's headers before its body is read.
  const receiveBody = createBodyReceiver(async (req) =>
    getUser(
      new Request(new URL(`${originHeader(req)}${req.url ?? "/"}`).href, { headers: requestHeaders(req.headers) }),
      newRequestContext((await getDatabase()).db),
    ),
  );

  /** ... then the body: a form counted while it streams in and checked to be readable, an upload to disk. */
  async function handleApp(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    let done: (() => void) | undefined;
    try {
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const received = await receiveBody(req, req.path, req.ip ?? req.socket.remoteAddress ?? "unknown");
        if ("gone" in received) return;
        if ("refusal" in received) return refuse(req, res, received.refusal);
        ({ body, done } = received);
        // An upload's form waits in the temporary store (uploaded-form.server.ts): the app gets its name.
        for (const [name, value] of Object.entries(received.headers ?? {})) req.headers[name] = value;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      // The request as the app sees it: on the site's origin for this request (checked above).
      const request = new Request(new URL(`${originHeader(req)}${req.originalUrl}`).href, {
        method: req.method,
        headers: requestHeaders(req.headers),
        body,
        signal: controller.signal,
      });
      const response = await handleRequest(request);
      await sendResponse(res, response, isPersonalResponse(req.headers.cookie, response.headers.has("set-cookie")));
    } catch (error) {
      next(error);
    } finally {
      done?.();
    }
  }

  /**
   * Sends the app's Response. `personal`: rendered for one visitor (isPersonalResponse), so no
   * cache may keep it, whatever the route said.
   */
  async function sendResponse(res: ExpressResponse, response: Response, personal = false) {
    if (res.destroyed || res.writableEnded) {
      await response.body?.cancel();
      return;
    }
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [key, value] of response.headers.entries()) res.append(key, value);
    if (personal) res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    if (stopping) res.setHeader("Connection", "close");
    if (!response.body) return void res.end();
    // A client that stops reading would keep its page's render turn, and the connection, for good:
    // an answer still being sent after REQUEST_TIMEOUT_SECONDS is cut off.
    const deadline = setTimeout(() => res.destroy(), requestTimeoutMs);
    try {
      // A pipe waits for "drain" with one listener per response. (React Router's own writer adds one
      // per full buffer, and compression moves them onto its zlib stream, where they are never
      // removed: MaxListenersExceededWarning on long pages under load.)
      await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      throw error;
    } finally {
      clearTimeout(deadline);
    }
  }

  /**
   * The last error handler. A client error Express or the static files raised (a malformed path,
   * a range past the end) keeps its 4xx; anything else is 500 with a plain message and is logged,
   * never shown. An answer already under way is cut off: it cannot become an error page any more.
   * (Express knows an error handler by its four parameters.)
   */
  function answerError(error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) {
    // A client that went away mid-request (its body cut off): nobody to answer, nothing wrong here.
    if (req.destroyed && res.destroyed) return;
    const raised = error as { status?: unknown; statusCode?: unknown } | null;
    const code = Number(raised?.status ?? raised?.statusCode);
    const status = Number.isInteger(code) && code >= 400 && code < 500 ? code : 500;
    if (status === 500) console.error(`[server] ${req.method} ${req.originalUrl} failed:`, error);
    if (res.headersSent) return void res.destroy();
    const message = status === 500 ? REQUEST_REFUSED.serverError : (http.STATUS_CODES[status] ?? "Bad Request");
    send(req, res, { status, message });
  }

  return {
    listener(req, res) {
      // The health check first: it never waits behind the page cache, Express or the render line.
      if (answerHealth(health, req, res, stopping)) return;
      // A page kept in the page cache (anonymous, or the visitor's own copy) is answered here, before
      // Express, after the same checks every request passes (its origin and address; a GET has no
      // body to check). Every other request, and a page that is not (or no longer) kept, goes
      // through the app.
      if (pageCache && (req.method === "GET" || req.method === "HEAD")) {
        const address = addressOf(req);
        const origin = "redirect" in address || "refusal" in address ? null : address.origin;
        if (
          origin &&
          !checkRequestHead({ method: req.method, url: req.url ?? "/", headers: req.headers }, origin) &&
          pageCache.answerFromMemory(req, res, origin, stopping)
        )
          return;
      }
      void app(req, res);
    },
    stopping() {
      stopping = true;
      health.stopping();
    },
    close: async () => {
      health.close();
      await pageCache?.close();
    },
    trustedProxy: (address) => trustsHop(address, 0),
  };
}

function requestHeaders(nodeHeaders: IncomingMessage["headers"]) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(nodeHeaders)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}
