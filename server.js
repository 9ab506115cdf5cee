// Production server: serves the built client assets, uploaded photos and the server-rendered app.
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
try {
  await entry.initialize();
} catch (error) {
  // A start that cannot open its database says why in one line, without a stack trace.
  console.error(`Florida Dog Places could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const dataDir = process.env.DATA_DIR ?? "./data";
// HOST defaults to 127.0.0.1, or 0.0.0.0 in production (app/server/env.server.ts).
const { host, port } = entry.listenAddress();
/** How long in-flight requests may take to finish once the server is asked to stop. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
/** A body past its limit is read on (and thrown away) up to this much, so the client sees the 413. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

// Page renders take turns: past RENDER_CONCURRENCY at once, a request waits in line for at most
// RENDER_WAIT_MS and is then answered 503 with Retry-After (app/server/render-limit.server.ts).
const handleRequest = entry.limitedRenders(createRequestHandler(build, process.env.NODE_ENV));
let stopping = false;

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy set TRUST_PROXY (true, a hop count, or the proxy's addresses) so that
// the client address comes from X-Forwarded-For and the address the visitor used from
// X-Forwarded-Host/-Proto; otherwise the socket's address and the Host header are used.
app.set("trust proxy", parseTrustProxy(process.env.TRUST_PROXY));
const trustsHop = app.get("trust proxy fn");
app.use((req, res, next) => {
  req.headers["x-fdp-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  // The site's origin for this request: SITE_URL, or the address the visitor used
  // (app/server/origin.server.ts). A page asked for at another host than SITE_URL's is sent there.
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
app.use(gate);
// Anonymous public pages come from the full-page cache, already compressed (PAGE_CACHE_MB=0: off).
const pageCache = entry.pageCacheMiddleware(handleRequest);
if (pageCache) app.use(pageCache);
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
app.use("/uploads", express.static(path.resolve(dataDir, "uploads"), { immutable: true, maxAge: "1y" }));
app.use(handleApp);

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
    await sendResponse(res, response);
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
      if (settled) {
        if (total > DRAIN_MAX_BYTES) req.destroy();
        return;
      }
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

function refuse(req, res, refusal) {
  // A client still sending its body would see the connection close under it instead of the 413:
  // read the rest (and throw it away) up to a bound, then answer.
  if (refusal.status === 413 && !req.complete && !req.destroyed) {
    let total = 0;
    req.on("data", (chunk) => {
      total += chunk.length;
      if (total > DRAIN_MAX_BYTES) req.destroy();
    });
    req.once("end", () => send(req, res, refusal));
    req.resume();
    return;
  }
  send(req, res, refusal);
}

function send(req, res, { status, message, crossSite }) {
  if (res.headersSent || res.destroyed) return;
  res.status(status);
  if (status === 413) res.setHeader("Connection", "close");
  const wantsJson = /json/.test(req.headers.accept ?? "") || req.path.endsWith(".data");
  if (wantsJson) res.json({ error: message, message, ...(crossSite ? { reason: "cross-site" } : {}) });
  else if (crossSite && /html/.test(req.headers.accept ?? ""))
    res
      .type("text/html; charset=utf-8")
      .send(entry.crossSiteFormPage(req.headers[entry.ORIGIN_HEADER], req.originalUrl));
  else res.type("text/plain; charset=utf-8").send(`${message}\n`);
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

async function sendResponse(res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (stopping) res.setHeader("Connection", "close");
  if (!response.body) return void res.end();
  try {
    // A pipe waits for "drain" with one listener per response. (React Router's own writer adds one
    // per full buffer, and compression moves them onto its zlib stream, where they are never
    // removed: MaxListenersExceededWarning on long pages under load.)
    await pipeline(Readable.fromWeb(response.body), res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

const server = app.listen(port, host, () => {
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

function parseTrustProxy(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((v) => v.trim());
}
