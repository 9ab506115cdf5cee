// The site's languages and how an address names one. English lives at the site's root, Spanish
// under /es; the address alone decides the language (decision 0030). The texts themselves live in
// app/locales/, which only the server reads: a page carries the texts of its own language.
import { useTranslation } from "react-i18next";

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The locale `Intl` formats dates, times and numbers with, per language (Florida's Spanish: es-US). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };
/** Open Graph's spelling of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };
/** Each language's name in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language an address is in: Spanish under /es, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** An address without its language prefix: "/es/explore" → "/explore", "/es" → "/". */
export function unlocalizedPath(path: string): string {
  if (path === "/es") return "/";
  if (path.startsWith("/es/")) return path.slice(3);
  if (path.startsWith("/es?") || path.startsWith("/es#")) return `/${path.slice(3)}`;
  return path;
}

/**
 * A site address in `locale`: "/explore?q=x" → "/es/explore?q=x", "/" → "/es". Addresses of other
 * sites and addresses already in a language are returned in the language asked for.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  if (bare === "/") return "/es";
  if (bare.startsWith("/?") || bare.startsWith("/#")) return `/es${bare.slice(1)}`;
  return `/es${bare}`;
}

/**
 * Addresses that have no Spanish version: the administration (English only), and addresses that
 * are forms' targets or downloads rather than pages.
 */
const ENGLISH_ONLY =
  /^\/(?:admin|api|auth\/admin-role|auth\/sign-out|lists\/save|lists\/add|account\/export\.json)(?:[/?#.]|$)/;

/** Whether the page at `pathname` exists in every language (the language switch is shown there). */
export function isLocalizedPath(pathname: string): boolean {
  return !ENGLISH_ONLY.test(unlocalizedPath(pathname));
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Writes a site address in the language of the page being shown. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/** The id of the element that carries a page's texts to the browser (app/root.tsx, app/entry.client.tsx). */
export const MESSAGES_ELEMENT_ID = "i18n-messages";

/**
 * What that element holds: the page's language and its texts, by namespace. In the production
 * server's pages `src` names the module that holds the texts (a file of one language, at an address
 * named after its content, that the browser keeps across pages), and `resources` holds only the
 * service worker's offline texts, which it reads from a saved page (app/lib/offline.ts).
 */
export type MessagesPayload = { locale: Locale; resources: Record<string, object>; src?: string };

/** Where the production server answers the module of one language's page texts (`/assets/texts-<locale>-<hash>.js`). */
export const PAGE_TEXTS_PREFIX = "/assets/texts-";

/** The payload as JSON safe inside a script element. */
export function serializeMessages(payload: MessagesPayload): string {
  return JSON.stringify(payload).replace(/</g, "\\u003c");
}

/**
 * What a text without a translation shows: its default when the caller gave one (a name from the
 * database), else its key in brackets ("[facts:amenity.kayaks]"), which a reader reports and the
 * test of every page (tests/e2e/es-pages.spec.ts) finds. Keys are type-checked, so only a key made
 * from data can be missing.
 */
export function missingText(key: string, defaultValue?: string) {
  return defaultValue ?? `[${key}]`;
}
