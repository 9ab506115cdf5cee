// Server rendering, plus the start-up and shutdown hooks the production server calls.
import crypto from "node:crypto";
import { PassThrough } from "node:stream";

import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { closeDatabase, getDatabase, seedFirstStartWith } from "~/server/infra/db.server";
import { seedOnFirstStart } from "~/server/domain/seed.server";
import { env } from "~/server/infra/env.server";
import { ensureDemoAdmin } from "~/server/domain/demo-admin.server";
import {
  createPageCache,
  pageCacheKeys,
  PAGE_CACHE_RENDER_HEADER,
  type CacheableRoute,
  readDirectoryVersion,
  versionWatch,
} from "~/server/http/page-cache.server";
import { listenForDirectoryChanges } from "~/server/infra/directory-changes.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { startBackgroundWork, stopBackgroundWork } from "~/server/jobs/index.server";
import { limitRenders } from "~/server/http/render-limit.server";
import { contentSecurityPolicy } from "~/server/http/security-headers.server";
import { photoOrigin } from "~/server/infra/storage.server";
import { moduleLoaderFor } from "~/server/http/module-loader.server";
import { ModuleLoaderContext } from "~/components/page-scripts";

export {
  ALLOWED_METHODS,
  bodyLimitFor,
  checkFormBody,
  checkRequestHead,
  tooLargeFor,
} from "~/server/http/http-guard.server";
export { isPersonalResponse, PERSONAL_CACHE_CONTROL, securityHeaders } from "~/server/http/security-headers.server";
export { resolveAddress, startupMessage } from "~/server/http/origin.server";
export { ORIGIN_HEADER } from "~/server/infra/site-origin.server";
export { crossSiteFormPage, requestRefusedPage } from "~/server/http/refusal-page.server";
export { healthResponse } from "~/server/http/health.server";
export { REQUEST_REFUSED } from "~/lib/site";

let contentSecurityPolicyOn = false;
/**
 * The production server turns the Content-Security-Policy on; the Vite development server, whose
 * hot reloading injects scripts of its own, runs without it.
 */
export function enableContentSecurityPolicy() {
  contentSecurityPolicyOn = true;
}

/** Where the production server listens. */
export function listenAddress() {
  return { host: env().HOST, port: env().PORT };
}

// Loaded before any request is handled, in production and in development alike: the first use of
// the database (here or in a loader) seeds an empty directory when DEMO_DATA is on.
seedFirstStartWith(seedOnFirstStart);

/** The production server's connection settings, checked with the rest of the environment. */
export function serverSettings() {
  const e = env();
  return {
    trustProxy: e.TRUST_PROXY,
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    maxConnections: e.MAX_CONNECTIONS,
  };
}

let ready: Promise<void> | undefined;

/** Opens, migrates and (on an empty database) seeds before the first request. */
export function initialize() {
  ready ??= (async () => {
    const database = await getDatabase();
    await database.withStartupLock(ensureDemoAdmin);
    startBackgroundWork(database.db);
  })();
  return ready;
}

let stopListening: (() => Promise<void>) | undefined;

export async function shutdown() {
  await stopListening?.();
  await stopBackgroundWork();
  await settleDeliveries();
  await closeDatabase();
}

/**
 * The production server's full-page cache in front of `render` (the app's request handler), or
 * null when PAGE_CACHE_MB=0. `routes` (the server build's) say which pages may be kept.
 */
export function pageCacheMiddleware(
  render: (request: Request) => Promise<Response>,
  routes: Record<string, CacheableRoute | undefined>,
) {
  if (!env().PAGE_CACHE_MB) return null;
  const version = versionWatch(async () => readDirectoryVersion((await getDatabase()).db), env().PAGE_CACHE_CHECK_MS);
  // Other instances' changes arrive as PostgreSQL notifications; while none can arrive (the
  // listening connection is down), every request reads the stamp.
  const databaseUrl = env().DATABASE_URL;
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
  return createPageCache({
    maxBytes: env().PAGE_CACHE_MB * 1024 * 1024,
    maxAgeSeconds: env().PAGE_CACHE_SECONDS,
    version,
    render,
    cacheKey: pageCacheKeys(routes),
  }).middleware;
}

/**
 * The app's request handler with page renders taking turns (render-limit.server.ts), or as it is
 * with RENDER_CONCURRENCY=0.
 */
export function limitedRenders(handle: (request: Request) => Promise<Response>) {
  const { RENDER_CONCURRENCY, RENDER_WAIT_MS, RENDER_QUEUE } = env();
  if (!RENDER_CONCURRENCY) return handle;
  return limitRenders(handle, { concurrency: RENDER_CONCURRENCY, maxWaitMs: RENDER_WAIT_MS, maxQueue: RENDER_QUEUE });
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  return initialize().then(() => render(request, responseStatusCode, responseHeaders, routerContext));
}

function render(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // The inline scripts React Router writes carry this nonce; no other inline script may run.
  const nonce = crypto.randomBytes(16).toString("base64");
  if (contentSecurityPolicyOn)
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, env().MAP_STYLE_URL, photoOrigin()));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots, SPA Mode renders and page-cache renders (whole documents are kept)
    // wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || request.headers.has(PAGE_CACHE_RENDER_HEADER)
        ? "onAllReady"
        : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ModuleLoaderContext.Provider value={moduleLoaderFor(routerContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ModuleLoaderContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html; charset=utf-8");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
