// The texts of every language on the server: the options every i18next instance starts from, a
// translator for work outside a request (e-mails, background jobs), and the payload a page carries.
import { createHash } from "node:crypto";
import { createInstance, type InitOptions, type TFunction } from "i18next";
import { OFFLINE_TEXT_KEYS } from "~/lib/offline-pages";
import { LOCALES, missingText, PAGE_TEXTS_PREFIX, type Locale, type MessagesPayload } from "~/lib/i18n";
import { NAMESPACES, PAGE_NAMESPACES, RESOURCES, type Namespace } from "~/locales";

export const I18NEXT_OPTIONS = {
  resources: RESOURCES,
  supportedLngs: [...LOCALES],
  // A page shows its own language only: the browser has no other (see missingText).
  fallbackLng: false,
  ns: NAMESPACES,
  defaultNS: "common",
  // React escapes what it renders; e-mails escape their HTML themselves.
  interpolation: { escapeValue: false },
  // The texts are in memory: an instance is ready as soon as it is made.
  initAsync: false,
  returnNull: false,
  appendNamespaceToMissingKey: true,
  parseMissingKeyHandler: missingText,
} satisfies InitOptions;

const instances = new Map<Locale, ReturnType<typeof createInstance>>();

/** The shared instance of `locale` (texts only: no per-request state). */
export function instanceFor(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance({ ...I18NEXT_OPTIONS, lng: locale });
    void instance.init();
    instances.set(locale, instance);
  }
  return instance;
}

/** A translator of `locale` outside any request: e-mails and background jobs. */
export function translatorFor<N extends Namespace>(locale: Locale, ns: N): TFunction<N> {
  return instanceFor(locale).getFixedT(locale, ns) as TFunction<N>;
}

/** The texts a page's components read in the browser, in `locale`: every namespace but the server's own. */
function pageResources(locale: Locale) {
  const all = RESOURCES[locale] as Record<Namespace, object>;
  return Object.fromEntries(PAGE_NAMESPACES.map((ns) => [ns, all[ns]])) as Record<Namespace, object>;
}

export type PageTextsFile = { path: string; body: string };
const pageTextsFiles = new Map<Locale, PageTextsFile>();

/**
 * The module of every page's texts in `locale` (`export default {namespace: texts}`), at an address
 * named after its content: one download that the browser keeps for every page of that language,
 * instead of the same texts inside each page.
 */
export function pageTextsFile(locale: Locale): PageTextsFile {
  let file = pageTextsFiles.get(locale);
  if (!file) {
    const body = `export default ${JSON.stringify(pageResources(locale))};\n`;
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
    file = { path: `${PAGE_TEXTS_PREFIX}${locale}-${hash}.js`, body };
    pageTextsFiles.set(locale, file);
  }
  return file;
}

/** The texts module answered at `pathname`, or null when it names none (or an older one). */
export function pageTextsAt(pathname: string): PageTextsFile | null {
  if (!pathname.startsWith(PAGE_TEXTS_PREFIX)) return null;
  return LOCALES.map(pageTextsFile).find((file) => file.path === pathname) ?? null;
}

/**
 * What a page in `locale` carries inline: its language and, with `inline`, its texts; otherwise
 * the address of its texts module and only the offline texts, which the service worker reads from
 * the pages it saved. Only the production server answers the module's address (app.server.ts):
 * the development server's pages and the tests' renders carry their texts inline.
 */
export function messagesPayload(locale: Locale, inline: boolean): MessagesPayload {
  const resources = pageResources(locale);
  if (inline) return { locale, resources };
  const { offline } = resources.lists as { offline: Record<string, string> };
  const offlineTexts = Object.fromEntries(OFFLINE_TEXT_KEYS.map((key) => [key, offline[key]]));
  return { locale, resources: { lists: { offline: offlineTexts } }, src: pageTextsFile(locale).path };
}
