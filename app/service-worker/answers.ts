/// <reference lib="webworker" />
// How the service worker answers pages, forms and page data: from the network, else a saved copy or
// the offline page.
import { localeOfPath } from "~/lib/i18n";
import { NETWORK_TIMEOUT_MS, OFFLINE_FORM_PARAM, OFFLINE_PATH, offlineAddress, offlinePathFor } from "~/lib/offline";
import { noticeHtml, offlineTextsOf, withNotice } from "~/lib/offline-pages";
import { saysSessionEnded } from "~/lib/session-ended";
import { htmlResponse, keepVisited, pageKey, savedCopy } from "./saved-pages";
import { CACHES, dropSessionPages, ORIGIN } from "./worker";

/**
 * The offline page of this release in the language of `pathname` (/es/offline for a Spanish
 * address), saying a form was not sent when `formNotSent`, in the page's language.
 */
async function offlinePage(pathname: string, formNotSent = false): Promise<Response> {
  const cache = await caches.open(CACHES.offline);
  const saved = (await cache.match(offlinePathFor(pathname))) ?? (await cache.match(OFFLINE_PATH));
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
export async function answerPage(event: FetchEvent, keep: boolean): Promise<Response> {
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
    if (saysSessionEnded(response.headers)) event.waitUntil(dropSessionPages());
    else if (keep) event.waitUntil(keepVisited(url, response.clone()).catch(() => undefined));
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
export async function answerOfflinePage(request: Request): Promise<Response> {
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

/**
 * A form the browser sends itself (no JavaScript): passed on; offline, the offline page says it was
 * not sent, in the language of the page the form was on (some forms' targets, /lists/save, have one
 * address for both languages).
 */
export async function sendForm(request: Request): Promise<Response> {
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

/** A page's data fetched by the app itself (React Router's `….data`), once the page runs. */
export function isDataRequest(request: Request) {
  const url = new URL(request.url);
  return request.method === "GET" && url.origin === ORIGIN && url.pathname.endsWith(".data");
}

/** The network's answer to a data request; one that says the session has ended drops its pages. */
export async function answerData(event: FetchEvent): Promise<Response> {
  const response = await fetch(event.request);
  if (saysSessionEnded(response.headers)) event.waitUntil(dropSessionPages());
  return response;
}
