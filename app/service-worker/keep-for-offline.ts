/// <reference lib="webworker" />
// "Keep for offline": the pages, photos, map data and list a person asks to keep, fetched and kept.
import { isKeepablePage, isMapData, keptKind, type KeepProgress } from "~/lib/offline";
import { keptListKey, type KeptList } from "~/lib/offline-lists";
import { keepAsset, keepPage, pageKey } from "./saved-pages";
import { CACHES, fetchOnceMore, MAP_CODE, ORIGIN } from "./worker";

/** Keeps one address given to "Keep for offline", or throws why not. */
async function keepOne(raw: string) {
  // Kept where the map's code is looked for once used (main.ts's assets route).
  if (MAP_CODE.includes(raw)) return keepAsset(raw);
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
export async function keepForOffline(urls: string[], list: KeptList | undefined, port: MessagePort | undefined) {
  const report = (message: KeepProgress) => port?.postMessage(message);
  let kept = 0;
  let failed = 0;
  if (list) {
    // The person's own list, as data: the offline page draws it for the list's address.
    const cache = await caches.open(CACHES.sessionLists);
    await cache.put(
      keptListKey(list.id, ORIGIN),
      new Response(JSON.stringify(list), { headers: { "Content-Type": "application/json" } }),
    );
    kept++;
  }
  const withMap = urls.some((url) => {
    try {
      return isMapData(new URL(url, ORIGIN), ORIGIN);
    } catch {
      return false;
    }
  });
  const unique = [...new Set([...urls, ...(withMap ? MAP_CODE : [])])];
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
