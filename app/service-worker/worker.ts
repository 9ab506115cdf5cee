/// <reference lib="webworker" />
// What every part of the service worker shares: its scope, what the build writes in, the release's
// caches, and the fetches and drops they all make.
import type { PrecacheEntry } from "serwist";
import { cacheNames } from "~/lib/offline";

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the release's files, and a name for the release made from them. */
declare const __PRECACHE_ENTRIES__: PrecacheEntry[];
declare const __BUILD_ID__: string;
/** The map's scripts, not precached: kept once a map is drawn, or with a place or list kept for offline. */
declare const __MAP_CODE__: string[];

export const CACHES = cacheNames(__BUILD_ID__);
export const ORIGIN = self.location.origin;

/** The release's precached files, as the build wrote them in. */
export const PRECACHE_ENTRIES = __PRECACHE_ENTRIES__;
export const MAP_CODE = __MAP_CODE__;

/** Drops every page kept while signed in, and the person's own lists kept for offline. */
export async function dropSessionPages() {
  await Promise.all([caches.delete(CACHES.sessionPages), caches.delete(CACHES.sessionLists)]);
}

/**
 * A fetch that a busy server may turn away: a 503 or 429 that says when to come back within five
 * seconds (the render limit's Retry-After) is asked once more after that pause.
 */
export async function fetchOnceMore(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const wait = Number(response.headers.get("Retry-After"));
  if ((response.status !== 503 && response.status !== 429) || !(wait >= 0 && wait <= 5)) return response;
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  return fetch(url, init);
}
