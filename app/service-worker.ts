/// <reference lib="webworker" />
// The service worker (built into build/client/sw.js by scripts/build-service-worker.ts, production
// only): the release's scripts and styles precached by Serwist; pages network first with a saved
// copy offline; photos and map data kept for a while; forms that cannot be sent say so. What may be
// kept is app/lib/offline.ts's; why, decision 0028.
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, Serwist, StaleWhileRevalidate } from "serwist";
import type { PrecacheEntry } from "serwist";
import {
  cacheNames,
  CACHE_PREFIX,
  classifyRequest,
  endsSession,
  isKeepablePage,
  isKeepRequest,
  isMapData,
  isPersonalAnswer,
  keptKind,
  NETWORK_TIMEOUT_MS,
  isOfflinePath,
  noticeHtml,
  OFFLINE_FORM_PARAM,
  OFFLINE_PATHS,
  offlineAddress,
  offlinePathFor,
  offlineTextsOf,
  pageTextsAddressOf,
  PAGE_LIMIT,
  pageTitle,
  SAVED_AT_HEADER,
  SAVED_TITLE_HEADER,
  savedCopyHtml,
  withNotice,
  type KeepProgress,
} from "~/lib/offline";
import { localeOfPath } from "~/lib/i18n";

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the release's files, and a name for the release made from them. */
declare const __PRECACHE_ENTRIES__: PrecacheEntry[];
declare const __BUILD_ID__: string;
/** The map's scripts, not precached: kept once a map is drawn, or with a place or list kept for offline. */
declare const __MAP_CODE__: string[];

const CACHES = cacheNames(__BUILD_ID__);
const ORIGIN = self.location.origin;

/** Drops every page kept while signed in. */
function dropSessionPages() {
  return caches.delete(CACHES.sessionPages);
}

/** Keeps a page's answer in `cacheName` with when it was saved and its title; the oldest go past PAGE_LIMIT. */
async function keepPage(cacheName: string, url: string, response: Response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  headers.set(SAVED_TITLE_HEADER, encodeURIComponent(pageTitle(html)));
  const cache = await caches.open(cacheName);
  // Deleted first so that the entry moves to the end: keys() lists the oldest first.
  await cache.delete(url);
  await cache.put(url, new Response(html, { status: 200, statusText: "OK", headers }));
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGE_LIMIT))) await cache.delete(old);
  await keepPageTexts(html);
}

/**
 * The module of a saved page's texts, kept where the page looks for it (the assets route below):
 * the release's scripts are precached, but the texts are one language's, so they are kept with the
 * pages that use them, or a page kept without being opened could not start offline.
 */
async function keepPageTexts(html: string) {
  const address = pageTextsAddressOf(html);
  if (address) await keepAsset(address);
}

/** Keeps one of the release's scripts where the assets route looks for it, unless already there; throws if it cannot be fetched. */
async function keepAsset(address: string) {
  const assets = await caches.open(CACHES.assets);
  if (await assets.match(address)) return;
  const response = await fetchOnceMore(address, { credentials: "omit" });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  await assets.put(address, response);
}

/**
 * A page's answer from the network: kept among the visited pages when anonymous, among the session's
 * when personal. An anonymous answer also means the session has ended (signed out, or expired), so
 * the session's pages go.
 */
async function keepVisited(url: string, response: Response) {
  if (!isKeepablePage(response.status, response.headers.get("Content-Type"))) return;
  if (isPersonalAnswer(response.headers.get("Cache-Control"))) {
    await keepPage(CACHES.sessionPages, url, response);
  } else {
    await dropSessionPages();
    await keepPage(CACHES.pages, url, response);
  }
}

/** The saved copy of a page, newest kind first (the session's, visited, kept), with its notice. */
async function savedCopy(url: string): Promise<Response | undefined> {
  for (const name of [CACHES.sessionPages, CACHES.pages, CACHES.keptPages]) {
    const cache = await caches.open(name);
    const saved = await cache.match(url, { ignoreVary: true });
    if (!saved) continue;
    const html = savedCopyHtml(await saved.text(), saved.headers.get(SAVED_AT_HEADER));
    return htmlResponse(html, 200, saved.headers);
  }
  return undefined;
}

function htmlResponse(html: string, status: number, from?: Headers) {
  const headers = new Headers(from);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status, headers });
}

/**
 * The offline page of this release in the language of `pathname` (/es/offline for a Spanish
 * address), saying a form was not sent when `formNotSent`, in the page's language.
 */
async function offlinePage(pathname: string, formNotSent = false): Promise<Response> {
  const cache = await caches.open(CACHES.offline);
  const saved = (await cache.match(offlinePathFor(pathname))) ?? (await cache.match(OFFLINE_PATHS[0]));
  if (!saved) {
    const { texts } = offlineTextsOf("");
    return new Response(texts.title, { status: 503, headers: { "Content-Type": "text/plain" } });
  }
  const html = await saved.text();
  if (!formNotSent) return htmlResponse(html, 503);
  const { texts } = offlineTextsOf(html);
  return htmlResponse(withNotice(html, noticeHtml(texts.formNeedsConnection, "alert", texts.noticeLabel)), 503);
}

/** Resolves after `ms` with "timeout". */
function timeout(ms: number) {
  return new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));
}

/**
 * A page: from the network, kept as it passes; when the network fails, the saved copy or the
 * offline page; when it is slow (NETWORK_TIMEOUT_MS), the saved copy if there is one.
 */
async function answerPage(event: FetchEvent, keep: boolean): Promise<Response> {
  const url = pageKey(event.request.url);
  const network = fetch(revalidated(event.request));
  const first = await Promise.race([
    network.then(
      (response) => ({ response }),
      () => ({ failed: true as const }),
    ),
    timeout(NETWORK_TIMEOUT_MS),
  ]);
  const answered = async (response: Response) => {
    if (keep) event.waitUntil(keepVisited(url, response.clone()).catch(() => undefined));
    return response;
  };
  if (first !== "timeout" && "response" in first) return answered(first.response);
  if (first === "timeout" && keep) {
    const saved = await savedCopy(url);
    if (saved) return saved;
  }
  try {
    if (first === "timeout") return await answered(await network);
  } catch {
    // Offline: below.
  }
  return (keep ? await savedCopy(url) : undefined) ?? toOfflinePage(url);
}

/**
 * Sends the browser to the offline page of the address's language, saying which address it could
 * not open. (The offline page's HTML at another address would hydrate as the wrong route.)
 */
function toOfflinePage(url: string) {
  const { pathname, search } = new URL(url);
  return Response.redirect(`${ORIGIN}${offlineAddress({ from: pathname + search })}`, 302);
}

/** The offline page itself (/offline, /es/offline): from the network when there is one, else this release's copy. */
async function answerOfflinePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const url = new URL(request.url);
    return offlinePage(url.pathname, url.searchParams.has(OFFLINE_FORM_PARAM));
  }
}

/**
 * The page's request, asking the server every time: the site's pages allow the browser's HTTP
 * cache to answer with a stale copy while it revalidates, which offline would pass for the
 * network's answer and show without its notice. (A navigation's own request cannot be changed,
 * hence a new one: the same address, headers and credentials, redirects left to the browser.)
 */
function revalidated(request: Request) {
  return new Request(request.url, {
    method: "GET",
    headers: request.headers,
    credentials: "same-origin",
    cache: "no-cache",
    redirect: "manual",
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
  });
}

/** A page's key in the caches: its address without the fragment. */
function pageKey(url: string) {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}

/**
 * A form the browser sends itself (no JavaScript): passed on; offline, the offline page says it was
 * not sent, in the language of the page the form was on (some forms' targets, /lists/save, have one
 * address for both languages).
 */
async function sendForm(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return Response.redirect(`${ORIGIN}${offlineAddress({ form: true }, localeOfPath(formPagePath(request)))}`, 303);
  }
}

/** The address of the page a form was sent from (its referrer on this site), or else the form's target. */
function formPagePath(request: Request) {
  try {
    const referrer = new URL(request.referrer);
    if (referrer.origin === ORIGIN) return referrer.pathname;
  } catch {
    // No referrer ("no-referrer", "about:client"): the form's own address.
  }
  return new URL(request.url).pathname;
}

/** Photos and images: kept ones first, then from a cache of the most recent (opaque ones too, from other sites). */
const images = new CacheFirst({
  cacheName: CACHES.images,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
/** The map's data: the saved copy at once, refreshed from the network behind it. */
const mapData = new StaleWhileRevalidate({
  cacheName: CACHES.map,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
  ],
});

const serwist = new Serwist({
  precacheEntries: __PRECACHE_ENTRIES__,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new release takes over at once: its pages' caches are new, and the old ones are dropped below.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => classifyRequest(request, ORIGIN) === "image",
      handler: async (options) =>
        (await caches.match(options.request, { cacheName: CACHES.keptFiles })) ?? images.handle(options),
    },
    {
      matcher: ({ request }) => classifyRequest(request, ORIGIN) === "asset",
      handler: new CacheFirst({
        cacheName: CACHES.assets,
        plugins: [new CacheableResponsePlugin({ statuses: [200] })],
      }),
    },
    {
      matcher: ({ request }) => classifyRequest(request, ORIGIN) === "map",
      handler: async (options) =>
        (await caches.match(options.request, { cacheName: CACHES.keptFiles })) ?? mapData.handle(options),
    },
  ],
});

// Pages and forms are answered here, before Serwist's routes (which answer only GET requests).
self.addEventListener("fetch", (event) => {
  const { request } = event;
  const kind = classifyRequest(request, ORIGIN);
  const url = new URL(request.url);
  if (endsSession(request.method, request.url, ORIGIN)) event.waitUntil(dropSessionPages());
  if (kind === "form") event.respondWith(sendForm(request));
  else if (kind === "page") event.respondWith(answerPage(event, true));
  else if (kind === "private-page" && isOfflinePath(url.pathname)) event.respondWith(answerOfflinePage(request));
  else if (kind === "private-page") event.respondWith(answerPage(event, false));
});

// The offline page of this release in each language, fetched without the session cookie: it never
// shows who was signed in. A busy server's 503 is asked once more, as "Keep for offline" does: an
// install that fails leaves the site without offline copies until the next page load.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHES.offline);
      for (const path of OFFLINE_PATHS) {
        const response = await fetchOnceMore(path, { credentials: "omit", cache: "no-store" });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await cache.put(path, response);
      }
    })(),
  );
});

// A new release drops the pages of the old ones (their scripts are gone) and the session's pages.
self.addEventListener("activate", (event) => {
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
      }
    })(),
  );
});

/**
 * A fetch that a busy server may turn away: a 503 or 429 that says when to come back within five
 * seconds (the render limit's Retry-After) is asked once more after that pause.
 */
async function fetchOnceMore(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const wait = Number(response.headers.get("Retry-After"));
  if ((response.status !== 503 && response.status !== 429) || !(wait >= 0 && wait <= 5)) return response;
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  return fetch(url, init);
}

/** Keeps one address given to "Keep for offline", or throws why not. */
async function keepOne(raw: string) {
  // Kept where the map's code is looked for once used (the assets route above).
  if (__MAP_CODE__.includes(raw)) return keepAsset(raw);
  const kind = keptKind(raw, ORIGIN);
  if (kind === "refused") throw new Error("not kept");
  const url = new URL(raw, ORIGIN);
  const sameOrigin = url.origin === ORIGIN;
  // Without the session cookie: a kept page is the one anyone sees, and may outlive the session.
  const response = await fetchOnceMore(url.href, {
    credentials: "omit",
    mode: sameOrigin ? "same-origin" : "no-cors",
  });
  if (kind === "page") {
    if (!isKeepablePage(response.status, response.headers.get("Content-Type"))) throw new Error("not a page");
    await keepPage(CACHES.keptPages, pageKey(url.href), response);
  } else {
    if (sameOrigin && !response.ok) throw new Error(`answered ${response.status}`);
    await (await caches.open(CACHES.keptFiles)).put(url.href, response);
  }
}

/**
 * "Keep for offline": fetches each address and keeps it, telling the page how far it got. The map's
 * data comes with the code that draws it, or a kept page's map could not be drawn offline.
 */
async function keepForOffline(urls: string[], port: MessagePort | undefined) {
  const report = (message: KeepProgress) => port?.postMessage(message);
  let kept = 0;
  let failed = 0;
  const withMap = urls.some((url) => {
    try {
      return isMapData(new URL(url, ORIGIN), ORIGIN);
    } catch {
      return false;
    }
  });
  const unique = [...new Set([...urls, ...(withMap ? __MAP_CODE__ : [])])];
  for (const [index, raw] of unique.entries()) {
    try {
      await keepOne(raw);
      kept++;
    } catch {
      failed++;
    }
    report({ type: "progress", done: index + 1, total: unique.length });
  }
  report({ type: "done", kept, failed });
}

self.addEventListener("message", (event) => {
  if (!isKeepRequest(event.data)) return;
  event.waitUntil(keepForOffline(event.data.urls, event.ports[0]));
});

serwist.addEventListeners();
