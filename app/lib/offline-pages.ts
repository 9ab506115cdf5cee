// How the service worker reads and writes the HTML of a page it answers with: the page's title,
// language and texts, and the notice it writes in ("Saved copy from …", "You are offline"). Pure,
// shared by the worker, the offline page and their tests (decision 0028).
import { FLORIDA_TIME_ZONE, formatDateTime } from "./dates";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, PAGE_TEXTS_PREFIX, type Locale } from "./i18n";

/**
 * The address of the module of a saved page's texts (`src` in the texts it carries inline,
 * app/lib/i18n.ts), or null for a page that carries its texts whole.
 */
export function pageTextsAddressOf(html: string): string | null {
  const payload = /self\.__I18N__=\{[^<]*?"src":"([^"]+)"/.exec(html)?.[1];
  return payload && payload.startsWith(PAGE_TEXTS_PREFIX) && /^[\w/.-]+$/.test(payload) ? payload : null;
}

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

const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

/**
 * When a saved copy was kept, as a visitor reads it in `locale` (Florida's time, as every date on
 * the site): "Nov 27, 2026, 10:05 AM", "27 nov 2026, 10:05 a.m.".
 */
export function savedAtText(savedAt: string | null, locale: Locale = DEFAULT_LOCALE) {
  const date = savedAt ? new Date(savedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  if (locale === DEFAULT_LOCALE) return formatDateTime(date);
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: FLORIDA_TIME_ZONE,
    });
    dateTimes.set(locale, format);
  }
  return format.format(date);
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
