/// <reference lib="webworker" />
// The service worker's entry (this folder is built into build/client/sw.js by
// scripts/build-service-worker.ts, production only): the release's scripts and styles precached by
// Serwist; pages network first with a saved copy offline (answers.ts); photos and map data kept for a
// while; forms that cannot be sent say so. What may be kept is app/lib/offline.ts's; why, decision 0028.
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, Serwist, StaleWhileRevalidate } from "serwist";
import { CACHE_PREFIX, classifyRequest, endsSession, isKeepRequest, isOfflinePath, OFFLINE_PATHS } from "~/lib/offline";
import { answerData, answerOfflinePage, answerPage, isDataRequest, sendForm } from "./answers";
import { keepForOffline } from "./keep-for-offline";
import { CACHES, dropSessionPages, fetchOnceMore, ORIGIN, PRECACHE_ENTRIES } from "./worker";

declare const self: ServiceWorkerGlobalScope;

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
  precacheEntries: PRECACHE_ENTRIES,
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
  else if (isDataRequest(request)) event.respondWith(answerData(event));
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

self.addEventListener("message", (event) => {
  if (!isKeepRequest(event.data)) return;
  event.waitUntil(keepForOffline(event.data.urls, event.data.list, event.ports[0]));
});

serwist.addEventListeners();
