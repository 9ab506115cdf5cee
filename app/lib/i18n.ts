// The site's languages and how an address names one. The default language (English) lives at the
// site's root, every other under its code (/es); the address alone decides the language (decision
// 0030). The languages come from one list (app/lib/languages.ts, decision 0054); their texts live in
// app/locales/, which only the server reads: a page carries the texts of its own language.
import { useTranslation } from "react-i18next";
import { LANGUAGES, type LanguageMeta } from "./languages";

export type Locale = (typeof LANGUAGES)[number]["code"];
/** The site's languages, the default first. */
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.code);
export const DEFAULT_LOCALE: Locale = LANGUAGES[0].code;

function byLocale<T>(pick: (language: LanguageMeta) => T): Record<Locale, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language.code, pick(language)])) as Record<Locale, T>;
}

/** The locale `Intl` formats dates, times and numbers with, per language (Florida's Spanish: es-US). */
export const INTL_LOCALE = byLocale((language) => language.intl);
/** Open Graph's spelling of each language. */
export const OG_LOCALE = byLocale((language) => language.og);
/** What each language says of itself, in itself: its name on the language switch, its invitation. */
export const LANGUAGE_META = byLocale((language): LanguageMeta => language);

/** The languages with an address prefix: every one but the default. */
const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language whose prefix starts `path` ("/es", "/es/…", "/es?…", "/es#…"), or undefined. */
function prefixOf(path: string): Locale | undefined {
  return PREFIXED.find((locale) => path.startsWith(`/${locale}`) && /^(?:[/?#]|$)/.test(path.slice(locale.length + 1)));
}

/** The language an address is in: a language's under its prefix (Spanish under /es), else the default. */
export function localeOfPath(pathname: string): Locale {
  return PREFIXED.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ?? DEFAULT_LOCALE;
}

/** An address without its language prefix: "/es/explore" → "/explore", "/es" → "/". */
export function unlocalizedPath(path: string): string {
  const locale = prefixOf(path);
  if (!locale) return path;
  const rest = path.slice(locale.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site address in `locale`: "/explore?q=x" → "/es/explore?q=x", "/" → "/es". Addresses of other
 * sites and addresses already in a language are returned in the language asked for.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  if (bare === "/") return `/${locale}`;
  if (bare.startsWith("/?") || bare.startsWith("/#")) return `/${locale}${bare.slice(1)}`;
  return `/${locale}${bare}`;
}

/**
 * Addresses that have one version only, in English: the administration, and addresses that are
 * forms' targets or downloads rather than pages.
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
