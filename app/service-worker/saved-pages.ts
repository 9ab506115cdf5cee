/// <reference lib="webworker" />
// The pages the service worker keeps (visited, the session's, kept for offline) and their saved copies.
import { isKeepablePage, isPersonalAnswer, PAGE_LIMIT, SAVED_AT_HEADER, SAVED_TITLE_HEADER } from "~/lib/offline";
import { pageTextsAddressOf, pageTitle, savedCopyHtml } from "~/lib/offline-pages";
import { CACHES, dropSessionPages, fetchOnceMore } from "./worker";

/** Keeps a page's answer in `cacheName` with when it was saved and its title; the oldest go past PAGE_LIMIT. */
export async function keepPage(cacheName: string, url: string, response: Response) {
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
 * The module of a saved page's texts, kept where the page looks for it (main.ts's assets route):
 * the release's scripts are precached, but the texts are one language's, so they are kept with the
 * pages that use them, or a page kept without being opened could not start offline.
 */
async function keepPageTexts(html: string) {
  const address = pageTextsAddressOf(html);
  if (address) await keepAsset(address);
}

/** Keeps one of the release's scripts where the assets route looks for it, unless already there; throws if it cannot be fetched. */
export async function keepAsset(address: string) {
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
export async function keepVisited(url: string, response: Response) {
  if (!isKeepablePage(response.status, response.headers.get("Content-Type"))) return;
  if (isPersonalAnswer(response.headers.get("Cache-Control"))) {
    await keepPage(CACHES.sessionPages, url, response);
  } else {
    await dropSessionPages();
    await keepPage(CACHES.pages, url, response);
  }
}

/** The saved copy of a page, newest kind first (the session's, visited, kept), with its notice. */
export async function savedCopy(url: string): Promise<Response | undefined> {
  for (const name of [CACHES.sessionPages, CACHES.pages, CACHES.keptPages]) {
    const cache = await caches.open(name);
    const saved = await cache.match(url, { ignoreVary: true });
    if (!saved) continue;
    const html = savedCopyHtml(await saved.text(), saved.headers.get(SAVED_AT_HEADER));
    return htmlResponse(html, 200, saved.headers);
  }
  return undefined;
}

/** An HTML answer the service worker makes itself, never cached by the browser. */
export function htmlResponse(html: string, status: number, from?: Headers) {
  const headers = new Headers(from);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status, headers });
}

/** A page's key in the caches: its address without the fragment. */
export function pageKey(url: string) {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}
