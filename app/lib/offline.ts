// What the service worker (app/service-worker/) may keep on the device and how it shows a kept
// page: pure rules shared by the worker, the pages that talk to it and their tests (decision 0028).
// How it reads and writes a page's HTML is offline-pages.ts's.
import { DEFAULT_LOCALE, LOCALES, localeOfPath, localizePath, unlocalizedPath, type Locale } from "./i18n";
import { MAP_DATA_PATHS } from "./map";
import { photoVariants } from "./photos";
import { placePath } from "./vocabulary";
import { isKeptList, SESSION_LISTS_CACHE, type KeptList } from "./offline-lists";

/** The worker's address (served with `Cache-Control: no-cache`, so a new release is seen at once). */
export const SERVICE_WORKER_PATH = "/sw.js";
/**
 * The page shown for an address that was not saved, kept by the worker when it installs: one per
 * language ("/offline", "/es/offline"), each shown for the addresses of its language.
 */
export const OFFLINE_PATH = "/offline";

/** The offline page of each language, in the order the worker keeps them. */
export const OFFLINE_PATHS: readonly string[] = LOCALES.map((locale) => localizePath(OFFLINE_PATH, locale));

/** The offline page in the language of the address `pathname` (a Spanish address: /es/offline). */
export function offlinePathFor(pathname: string) {
  return localizePath(OFFLINE_PATH, localeOfPath(pathname));
}

/** Whether `pathname` is the offline page, in any language. */
export function isOfflinePath(pathname: string) {
  return unlocalizedPath(pathname) === OFFLINE_PATH;
}

/** The offline page's query: `from`, the address that could not be opened; `form`, a form was not sent. */
export const OFFLINE_FROM_PARAM = "from";
export const OFFLINE_FORM_PARAM = "form";

/**
 * The offline page's address for an address that could not be opened (in that address's language),
 * or a form that was not sent (in the language of `locale`, the page the form was on).
 */
export function offlineAddress(reason: { from: string } | { form: true }, locale?: Locale) {
  const query = new URLSearchParams(
    "from" in reason ? { [OFFLINE_FROM_PARAM]: reason.from } : { [OFFLINE_FORM_PARAM]: "1" },
  );
  const language = locale ?? ("from" in reason ? localeOfPath(reason.from) : DEFAULT_LOCALE);
  return `${localizePath(OFFLINE_PATH, language)}?${query}`;
}

/**
 * The address to try again from the offline page's query: a path on this site, or null. Browsers
 * drop tabs and line breaks from a link and read a backslash as "/", so "/<tab>/evil.example" would lead
 * to another site: a path with a backslash, a control character or a space is refused whole.
 */
export function retryAddress(search: string) {
  const from = new URLSearchParams(search).get(OFFLINE_FROM_PARAM);
  if (!from || !from.startsWith("/") || from.startsWith("//")) return null;
  if (/[\\\s\p{Cc}]/u.test(from)) return null;
  return new URL(from, "https://this.site").origin === "https://this.site" ? from : null;
}

/** Every cache the worker owns starts with this; the offline page lists the page caches among them. */
export const CACHE_PREFIX = "fdp-";

/**
 * The worker's caches. Pages are kept per release (`build`): a page of an old release names scripts
 * that a new one no longer has, so a new worker drops them all on activation.
 */
export function cacheNames(build: string) {
  return {
    /** Pages visited without a session: anyone on the device may see them. */
    pages: `${CACHE_PREFIX}pages-${build}`,
    /** Pages visited with a session (they show who is signed in): dropped when the session ends. */
    sessionPages: `${CACHE_PREFIX}session-pages-${build}`,
    /** Pages kept on purpose ("Keep for offline"), fetched without the session cookie. */
    keptPages: `${CACHE_PREFIX}kept-pages-${build}`,
    /** The offline page of this release. */
    offline: `${CACHE_PREFIX}offline-${build}`,
    /** The release's scripts not precached (the map's), once used. */
    assets: `${CACHE_PREFIX}assets-${build}`,
    /** Photos and images seen on pages. */
    images: `${CACHE_PREFIX}images`,
    /** The map's data files (`/map/…`). */
    map: `${CACHE_PREFIX}map`,
    /** Photos and map data kept on purpose with a page. */
    keptFiles: `${CACHE_PREFIX}kept-files`,
    /**
     * A signed-in person's own lists kept for offline, as data (never their page): dropped with the
     * session's pages, when the session ends. Not tied to a release: data names no script.
     */
    sessionLists: SESSION_LISTS_CACHE,
  } as const;
}

/** Whether a cache holds pages (what the offline page lists): visited, visited signed in, or kept. */
export function isPageCache(name: string) {
  return /^fdp-(pages|session-pages|kept-pages)-/.test(name);
}

/**
 * Addresses never kept, whoever asks: the admin, sign-in and account pages, the forms (submit,
 * report, review), a person's own lists (their shared address is public), the API and the
 * offline page itself; in every language ("/es/lists" as "/lists").
 */
const PRIVATE_PREFIXES = [
  "/admin",
  "/auth",
  "/api",
  "/account",
  "/my-submissions",
  "/submit",
  "/lists",
  "/report",
  "/review",
  "/search/suggestions",
  "/healthz",
  OFFLINE_PATH,
];

/** Whether `pathname` is or lies under `prefix` ("/lists" covers "/lists/1", not "/listsx"). */
function under(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether the page at `pathname` may never be kept on the device (see PRIVATE_PREFIXES). */
export function isPrivatePath(pathname: string) {
  const path = unlocalizedPath(pathname);
  if (under(path, "/lists/shared")) return false;
  return PRIVATE_PREFIXES.some((prefix) => under(path, prefix));
}

export type RequestFacts = {
  method: string;
  url: string;
  /** `Request.mode`: "navigate" for a page the browser opens. */
  mode: string;
  /** `Request.destination`: "image" for a picture. */
  destination: string;
};

/**
 * What the worker does with a request:
 * - `page`: a page opened in the browser that may be kept (network first, a saved copy offline);
 * - `private-page`: a page opened in the browser that is never kept (the offline page when offline);
 * - `form`: a form sent by the browser (any method but GET): passed on, or "needs a connection";
 * - `image`: a picture (kept for a while, from our origin or another; never one from a private address,
 *   such as a photo an administrator has still to review);
 * - `map`: the map's data (`/map/…`, by prefix);
 * - `asset`: the release's own files (`/assets/…`, hashed names) that were not precached;
 * - `network`: everything else, left to the browser (scripts and styles are precached).
 */
export type RequestKind = "page" | "private-page" | "form" | "image" | "map" | "asset" | "network";

export function classifyRequest(request: RequestFacts, origin: string): RequestKind {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (method !== "GET") return request.mode === "navigate" && url.origin === origin ? "form" : "network";
  if (request.mode === "navigate") {
    if (url.origin !== origin) return "network";
    return isPrivatePath(url.pathname) || url.pathname.endsWith(".data") ? "private-page" : "page";
  }
  if (request.destination === "image")
    return url.origin === origin && isPrivatePath(url.pathname) ? "network" : "image";
  if (isMapData(url, origin)) return "map";
  if (url.origin === origin && url.pathname.startsWith("/assets/")) return "asset";
  return "network";
}

/** The sign-out form's addresses (the page's, Better Auth's): sending either ends the session. */
const SIGN_OUT_PATHS = ["/auth/sign-out", "/api/auth/sign-out"];

/**
 * Whether a request signs the visitor out, so that the pages kept for the session go: the form
 * sent by the browser, or by React Router (its data request, `….data`).
 */
export function endsSession(method: string, url: string, origin: string) {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/(\/_)?\.data$/, "");
  return method.toUpperCase() === "POST" && parsed.origin === origin && SIGN_OUT_PATHS.includes(path);
}

/** Whether an address is one of the map's data files (`/map/…` on this site). */
export function isMapData(url: URL, origin: string) {
  return url.origin === origin && url.pathname.startsWith("/map/");
}

/** What an address given to "Keep for offline" is: a page, a picture or map data. */
export function keptKind(url: string, origin: string): "page" | "file" | "refused" {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return "refused";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return "refused";
  if (parsed.origin !== origin) return "file";
  if (isMapData(parsed, origin) || parsed.pathname.startsWith("/uploads/")) return "file";
  if (/\.(png|jpe?g|webp|avif|gif|svg)$/i.test(parsed.pathname)) return "file";
  return isPrivatePath(parsed.pathname) ? "refused" : "page";
}

/**
 * Whether a page's answer belongs to one visitor: the server marks everything rendered for a
 * session (or that sets a cookie) `Cache-Control: private, no-store` (security-headers.server.ts).
 */
export function isPersonalAnswer(cacheControl: string | null) {
  return /\b(private|no-store)\b/i.test(cacheControl ?? "");
}

/** Whether a page's answer is worth keeping: a whole HTML page that went well. */
export function isKeepablePage(status: number, contentType: string | null) {
  return status === 200 && /^text\/html\b/i.test(contentType ?? "");
}

/** Headers the worker adds to a page it keeps. */
export const SAVED_AT_HEADER = "X-Saved-At";
export const SAVED_TITLE_HEADER = "X-Saved-Title";

/** Messages between a page and the worker; `list`, a person's own list to keep as data with its pages. */
export type KeepRequest = { type: "keep-for-offline"; urls: string[]; list?: KeptList };
export type KeepProgress =
  { type: "progress"; done: number; total: number } | { type: "done"; kept: number; failed: number };

export function isKeepRequest(data: unknown): data is KeepRequest {
  const message = data as Partial<KeepRequest> | null;
  return (
    !!message &&
    message.type === "keep-for-offline" &&
    Array.isArray(message.urls) &&
    message.urls.length <= 500 &&
    message.urls.every((url) => typeof url === "string" && url.length <= 2048) &&
    (message.list === undefined || isKeptList(message.list))
  );
}

/** How many pages of each kind the worker keeps before dropping the oldest. */
export const PAGE_LIMIT = 80;
/** How long the worker waits for the network before answering with a saved copy (then waits on). */
export const NETWORK_TIMEOUT_MS = 4000;

/**
 * What "Keep this list for offline" asks the worker to keep: the list's shared page (its owner's own
 * page is never kept), then each place's page and every stored width of its photos, then the map's
 * data. The pages in `locale`, the language of the page the person pressed it on.
 */
export function keptListUrls(
  sharedPath: string | null,
  places: readonly { slug: string; category: string | null; photos: string[]; imageUrl?: string | null }[],
  locale: Locale = DEFAULT_LOCALE,
) {
  const photos = places.flatMap((place) =>
    [...place.photos, ...(place.imageUrl ? [place.imageUrl] : [])].flatMap(
      (src) => photoVariants(src)?.map((variant) => variant.url) ?? [src],
    ),
  );
  return [
    ...new Set([
      ...(sharedPath ? [localizePath(sharedPath, locale)] : []),
      ...places.map((place) => localizePath(placePath(place), locale)),
      ...photos,
      ...MAP_DATA_PATHS,
    ]),
  ];
}
