// What the service worker (app/service-worker.ts) may keep on the device and how it shows a kept
// page: pure rules shared by the worker, the pages that talk to it and their tests (decision 0028).
import { FLORIDA_TIME_ZONE, formatDateTime } from "./dates";
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  isLocale,
  localeOfPath,
  localizePath,
  PAGE_TEXTS_PREFIX,
  unlocalizedPath,
  type Locale,
} from "./i18n";
import { MAP_DATA_PATHS } from "./map";
import { photoVariants } from "./photos";
import { placePath } from "./vocabulary";

/** The worker's address (served with `Cache-Control: no-cache`, so a new release is seen at once). */
export const SERVICE_WORKER_PATH = "/sw.js";
/**
 * The page shown for an address that was not saved, kept by the worker when it installs: one per
 * language ("/offline", "/es/offline"), each shown for the addresses of its language.
 */
export const OFFLINE_PATH = "/offline";

/** The offline page of each language, in the order the worker keeps them. */
export const OFFLINE_PATHS = [OFFLINE_PATH, localizePath(OFFLINE_PATH, "es")] as const;

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

/** The address to try again from the offline page's query: a path on this site, or null. */
export function retryAddress(search: string) {
  const from = new URLSearchParams(search).get(OFFLINE_FROM_PARAM);
  return from && from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
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

/**
 * The address of the module of a saved page's texts (`src` in the texts it carries inline,
 * app/lib/i18n.ts), or null for a page that carries its texts whole.
 */
export function pageTextsAddressOf(html: string): string | null {
  const payload = /self\.__I18N__=\{[^<]*?"src":"([^"]+)"/.exec(html)?.[1];
  return payload && payload.startsWith(PAGE_TEXTS_PREFIX) && /^[\w/.-]+$/.test(payload) ? payload : null;
}

/** Whether a page's answer is worth keeping: a whole HTML page that went well. */
export function isKeepablePage(status: number, contentType: string | null) {
  return status === 200 && /^text\/html\b/i.test(contentType ?? "");
}

/** Headers the worker adds to a page it keeps. */
export const SAVED_AT_HEADER = "X-Saved-At";
export const SAVED_TITLE_HEADER = "X-Saved-Title";

/** A page's `<title>`, for the offline page's list of saved pages. */
export function pageTitle(html: string) {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return decodeEntities(match?.[1]?.trim() ?? "");
}

function decodeEntities(text: string) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

let spanishDateTime: Intl.DateTimeFormat | undefined;

/**
 * When a saved copy was kept, as a visitor reads it in `locale` (Florida's time, as every date on
 * the site): "Nov 27, 2026, 10:05 AM", "27 nov 2026, 10:05 a.m.".
 */
export function savedAtText(savedAt: string | null, locale: Locale = DEFAULT_LOCALE) {
  const date = savedAt ? new Date(savedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  if (locale === DEFAULT_LOCALE) return formatDateTime(date);
  spanishDateTime ??= new Intl.DateTimeFormat(INTL_LOCALE.es, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: FLORIDA_TIME_ZONE,
  });
  return spanishDateTime.format(date);
}

/**
 * The texts the worker writes into a page (the `offline` texts of the "lists" namespace), with
 * `{{date}}` in `savedCopy`. The worker bundles no texts: it reads them from the page it answers
 * with, which carries its own language's (see `offlineTextsOf`).
 */
export type OfflineTexts = { savedCopy: string; noticeLabel: string; formNeedsConnection: string; title: string };

/** The texts of the "lists" namespace's `offline` group that the worker reads from a saved page. */
export const OFFLINE_TEXT_KEYS = [
  "savedCopy",
  "noticeLabel",
  "formNeedsConnection",
  "title",
] as const satisfies readonly (keyof OfflineTexts)[];

/** The English texts, for a page that carries none (app/locales/en/lists.ts has the same). */
export const FALLBACK_OFFLINE_TEXTS: OfflineTexts = {
  savedCopy: "Saved copy from {{date}}, you are offline",
  noticeLabel: "Offline",
  formNeedsConnection: "Your form was not sent: sending needs a connection. Try again once you are back online.",
  title: "You are offline",
};

/**
 * The language of a page the site rendered and its offline texts, read from the texts the page
 * carries to the browser (`self.__I18N__=…`, app/entry.server.tsx); the English texts, and the
 * language of `<html lang>`, for a page that carries none.
 */
export function offlineTextsOf(html: string): { locale: Locale; texts: OfflineTexts } {
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
  const fallback = { locale: isLocale(lang) ? lang : DEFAULT_LOCALE, texts: FALLBACK_OFFLINE_TEXTS };
  // The payload is JSON with every "<" escaped, so the script's end is the first "</script>".
  const payload = /self\.__I18N__=(\{[\s\S]*?\})<\/script>/.exec(html)?.[1];
  if (!payload) return fallback;
  try {
    const parsed = JSON.parse(payload) as {
      locale?: unknown;
      resources?: { lists?: { offline?: Partial<OfflineTexts> } };
    };
    const found = parsed.resources?.lists?.offline;
    const locale = isLocale(parsed.locale) ? parsed.locale : fallback.locale;
    if (!found) return { locale, texts: FALLBACK_OFFLINE_TEXTS };
    const text = (key: keyof OfflineTexts) =>
      typeof found[key] === "string" && found[key] ? found[key] : FALLBACK_OFFLINE_TEXTS[key];
    return {
      locale,
      texts: Object.fromEntries(OFFLINE_TEXT_KEYS.map((key) => [key, text(key)])) as OfflineTexts,
    };
  } catch {
    return fallback;
  }
}

/**
 * The notice the worker writes into a page it answers with, as the body's first element: an
 * `<aside>`, a kind of element React never puts there, so hydration passes over it and keeps it.
 * (Its classes are Tailwind's, found in this file by the stylesheet's build.) `label` names the
 * notice ("Offline") in the page's language.
 */
export function noticeHtml(
  text: string,
  role: "status" | "alert" = "status",
  label = FALLBACK_OFFLINE_TEXTS.noticeLabel,
) {
  return (
    `<aside role="${role}" aria-label="${escapeHtml(label)}" data-offline-notice=""` +
    ` class="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">` +
    `${escapeHtml(text)}</aside>`
  );
}

/** `html` with `notice` as the first element of its body (or unchanged when it has no body). */
export function withNotice(html: string, notice: string) {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + notice + html.slice(at);
}

/**
 * A saved page with its "Saved copy from <date>, you are offline" notice, in the page's own language
 * (the texts it carries): "Copia guardada el 27 nov 2026, 10:05 a.m.; estás sin conexión" on /es.
 */
export function savedCopyHtml(html: string, savedAt: string | null) {
  const { locale, texts } = offlineTextsOf(html);
  const date = savedAtText(savedAt, locale);
  if (!date) return html;
  return withNotice(
    html,
    noticeHtml(texts.savedCopy.replace(/\{\{\s*date\s*\}\}/g, date), "status", texts.noticeLabel),
  );
}

/** Messages between a page and the worker. */
export type KeepRequest = { type: "keep-for-offline"; urls: string[] };
export type KeepProgress =
  { type: "progress"; done: number; total: number } | { type: "done"; kept: number; failed: number };

export function isKeepRequest(data: unknown): data is KeepRequest {
  const message = data as Partial<KeepRequest> | null;
  return (
    !!message &&
    message.type === "keep-for-offline" &&
    Array.isArray(message.urls) &&
    message.urls.length <= 500 &&
    message.urls.every((url) => typeof url === "string" && url.length <= 2048)
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
