// Production server: serves the built client assets, uploaded photos and the server-rendered app.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "react-router";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const entry = build.entry.module;
entry.enableContentSecurityPolicy();
let settings;
try {
  // A wrong setting (TRUST_PROXY=true, a time-out that is not a number ...) stops the start here.
  settings = entry.serverSettings();
  await entry.initialize();
} catch (error) {
  // A start that cannot open its database says why in one line, without a stack trace.
  console.error(`Florida Dog Places could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const dataDir = process.env.DATA_DIR ?? "./data";
// HOST defaults to 127.0.0.1, or 0.0.0.0 in production (app/server/infra/env.server.ts).
const { host, port } = entry.listenAddress();
/** How long in-flight requests may take to finish once the server is asked to stop. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;

// Page renders take turns: past RENDER_CONCURRENCY at once, a request waits in line for at most
// RENDER_WAIT_MS and is then answered 503 with Retry-After (app/server/http/render-limit.server.ts).
// Always React Router's production mode, whatever NODE_ENV says: its development mode puts error
// details and stack traces into the page.
const handleRequest = entry.limitedRenders(createRequestHandler(build, "production"));
let stopping = false;

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy set TRUST_PROXY (a hop count, or the proxies' addresses; checked in
// app/server/infra/env.server.ts, which refuses "true") so that the client address comes from
// X-Forwarded-For and the address the visitor used from X-Forwarded-Host/-Proto; otherwise the
// socket's address and the Host header are used.
app.set("trust proxy", settings.trustProxy);
const trustsHop = app.get("trust proxy fn");
app.use((req, res, next) => {
  req.headers["x-fdp-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  // The site's origin for this request: SITE_URL, or the address the visitor used
  // (app/server/http/origin.server.ts). A page asked for at another host than SITE_URL's is sent there.
  const address = entry.resolveAddress({
    method: req.method,
    url: req.originalUrl,
    host: req.headers.host,
    forwardedHost: req.headers["x-forwarded-host"],
    forwardedProto: req.headers["x-forwarded-proto"],
    encrypted: Boolean(req.socket.encrypted),
    trusted: trustsHop(req.socket.remoteAddress, 0),
  });
  delete req.headers[entry.ORIGIN_HEADER];
  if (address.origin) req.headers[entry.ORIGIN_HEADER] = address.origin;
  for (const [name, value] of Object.entries(entry.securityHeaders(address.origin ?? ""))) res.setHeader(name, value);
  if (stopping) res.setHeader("Connection", "close");
  if ("redirect" in address) return res.redirect(address.status, address.redirect);
  if ("refusal" in address) return refuse(req, res, address.refusal);
  next();
});
// The health check is answered ahead of everything else: it never waits behind page renders, the
// page cache or a pool connection (app/server/http/health.server.ts).
app.get("/healthz", async (_req, res, next) => {
  try {
    await sendResponse(res, await entry.healthResponse());
  } catch (error) {
    next(error);
  }
});
app.use(gate);
// Anonymous public pages come from the full-page cache, already compressed (PAGE_CACHE_MB=0: off).
const pageCache = entry.pageCacheMiddleware(handleRequest, build.routes);
if (pageCache) app.use(pageCache);
app.use(compression());
// Only an address that names a file (it has an extension) is looked for among the files: a page's
// address costs no file lookup in the thread pool, which the pages' compression also uses.
const namesFile = (handler) => (req, res, next) =>
  /\.[^/]+$/.test(req.path) && !req.path.endsWith(".data") ? handler(req, res, next) : next();
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(namesFile(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false })));
app.use("/uploads", express.static(path.resolve(dataDir, "uploads"), { immutable: true, maxAge: "1y" }));
app.use(handleApp);
// Anything that still went wrong: a plain page without details; the error goes to the log.
app.use(answerError);

/**
 * Every request passes the checks of http-guard.server.ts here, in one place: the address, the
 * origin of a non-GET request, its declared size and type (before the page cache can answer) ...
 */
function gate(req, res, next) {
  const refusal = entry.checkRequestHead(
    { method: req.method, url: req.originalUrl, headers: req.headers },
    req.headers[entry.ORIGIN_HEADER],
  );
  if (refusal) return refuse(req, res, refusal);
  next();
}

/** ... then the body, counted while it streams in and checked to be a readable form. */
async function handleApp(req, res, next) {
  try {
    let body;
    if (req.method !== "GET" && req.method !== "HEAD") {
      body = await readBody(req, entry.bodyLimitFor(req.path));
      if (body === null) return refuse(req, res, entry.tooLargeFor(req.path));
      const bad = await entry.checkFormBody(req.path, body, req.headers["content-type"] ?? "");
      if (bad) return refuse(req, res, bad);
    }

    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const request = new Request(requestUrl(req), {
      method: req.method,
      headers: requestHeaders(req.headers),
      body: body && body.byteLength ? body : undefined,
      signal: controller.signal,
    });
    const response = await handleRequest(request);
    await sendResponse(res, response, entry.isPersonalResponse(req.headers.cookie, response.headers.has("set-cookie")));
  } catch (error) {
    next(error);
  }
}

/** The whole body, or null as soon as it grows past `limit` (whatever Content-Length said). */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let total = 0;
    let settled = false;
    req.on("data", (chunk) => {
      total += chunk.length;
      if (settled) return;
      if (total > limit) {
        settled = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (settled) return;
      settled = true;
      const joined = Buffer.concat(chunks);
      resolve(new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength));
    });
    req.on("error", (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
  });
}

/**
 * Answers at once, also while the client is still sending its body (a 413). A browser reads the
 * answer only once it has sent the whole body, and a connection closed under it loses the answer:
 * so the rest is read and thrown away, and the connection stays open for it. A body that never
 * ends is cut off by REQUEST_TIMEOUT_SECONDS.
 */
function refuse(req, res, refusal) {
  send(req, res, refusal);
  if (!req.complete && !req.destroyed) req.resume();
}

/** The server's own answer: JSON for data requests and scripts, a page for a browser, else a line of text. */
function send(req, res, { status, message, crossSite }) {
  if (res.headersSent || res.destroyed) return;
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (status === 405) res.setHeader("Allow", entry.ALLOWED_METHODS.join(", "));
  const accept = req.headers.accept ?? "";
  // A name this server does not answer to (421) is not our origin: the page's links stay relative.
  const origin = status === 421 ? "" : (req.headers[entry.ORIGIN_HEADER] ?? "");
  if (/json/.test(accept) || req.path.endsWith(".data"))
    res.json({ error: message, message, ...(crossSite ? { reason: "cross-site" } : {}) });
  else if (/html/.test(accept))
    res
      .type("text/html; charset=utf-8")
      .send(
        crossSite
          ? entry.crossSiteFormPage(origin, req.originalUrl)
          : entry.requestRefusedPage(origin, status, message, backTo(req, origin)),
      );
  else res.type("text/plain; charset=utf-8").send(`${message}\n`);
}

/** The way back from a refusal: the page of ours the visitor came from, else the form's own address. */
function backTo(req, origin) {
  const referer = req.headers.referer;
  if (origin && typeof referer === "string" && referer.startsWith(`${origin}/`)) return referer.slice(origin.length);
  return req.method === "GET" || req.method === "HEAD" ? "/" : req.originalUrl;
}

/**
 * The last error handler. A client error Express or the static files raised (a malformed path,
 * a range past the end) keeps its 4xx; anything else is 500 with a plain message and is logged,
 * never shown. An answer already under way is cut off: it cannot become an error page any more.
 * (Express knows an error handler by its four parameters.)
 */
function answerError(error, req, res, _next) {
  // A client that went away mid-request (its body cut off): nobody to answer, nothing wrong here.
  if (req.destroyed && res.destroyed) return;
  const code = Number(error?.status ?? error?.statusCode);
  const status = Number.isInteger(code) && code >= 400 && code < 500 ? code : 500;
  if (status === 500) console.error(`[server] ${req.method} ${req.originalUrl} failed:`, error);
  if (res.headersSent) return void res.destroy();
  const message = status === 500 ? entry.REQUEST_REFUSED.serverError : (http.STATUS_CODES[status] ?? "Bad Request");
  send(req, res, { status, message });
}

/** The request as the app sees it: on the site's origin for this request (checked above). */
function requestUrl(req) {
  return new URL(`${req.headers[entry.ORIGIN_HEADER]}${req.originalUrl}`).href;
}

function requestHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(nodeHeaders)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/**
 * Sends the app's Response. `personal`: rendered for one visitor (entry.isPersonalResponse), so no
 * cache may keep it, whatever the route said.
 */
async function sendResponse(res, response, personal = false) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (personal) res.setHeader("Cache-Control", entry.PERSONAL_CACHE_CONTROL);
  if (stopping) res.setHeader("Connection", "close");
  if (!response.body) return void res.end();
  // A client that stops reading would keep its page's render turn, and the connection, for good:
  // an answer still being sent after REQUEST_TIMEOUT_SECONDS is cut off.
  const deadline = setTimeout(() => res.destroy(), settings.requestTimeoutMs);
  try {
    // A pipe waits for "drain" with one listener per response. (React Router's own writer adds one
    // per full buffer, and compression moves them onto its zlib stream, where they are never
    // removed: MaxListenersExceededWarning on long pages under load.)
    await pipeline(Readable.fromWeb(response.body), res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  } finally {
    clearTimeout(deadline);
  }
}

// Bounded connections: the request line and headers must arrive within HEADERS_TIMEOUT_SECONDS and
// the whole request within REQUEST_TIMEOUT_SECONDS (else 408 and the connection closes), an idle
// kept-alive connection closes after KEEP_ALIVE_TIMEOUT_SECONDS, and past MAX_CONNECTIONS open at
// once a new connection is closed at once.
const server = http.createServer(
  {
    headersTimeout: settings.headersTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    // How often those time-outs are checked (Node's default is every 30 s).
    connectionsCheckingInterval: 1000,
  },
  app,
);
server.keepAliveTimeout = settings.keepAliveTimeoutMs;
server.maxConnections = settings.maxConnections;
server.listen(port, host, () => {
  const bound = server.address();
  console.log(entry.startupMessage(bound.address, bound.port));
});

/**
 * Stops accepting connections, lets the requests in flight finish (for SHUTDOWN_GRACE_MS at most),
 * then closes the database: a visitor whose message was stored also gets its answer.
 */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, finishing requests in flight`);
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS, "late")));
  const outcome = await Promise.race([drained, late]);
  clearTimeout(timer);
  clearInterval(idleSweep);
  if (outcome === "late") {
    console.warn(`requests still running after ${SHUTDOWN_GRACE_MS} ms; closing them`);
    server.closeAllConnections();
  }
  await entry.shutdown();
  console.log("closed");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
