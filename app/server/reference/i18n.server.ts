// The texts of both languages on the server: the options every i18next instance starts from, a
// translator for work outside a request (e-mails, background jobs), and the payload a page carries.
import { createInstance, type InitOptions, type TFunction } from "i18next";
import { LOCALES, missingText, type Locale, type MessagesPayload } from "~/lib/i18n";
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

/** What a page in `locale` carries to the browser: the namespaces its components read. */
export function messagesPayload(locale: Locale): MessagesPayload {
  const all = RESOURCES[locale] as Record<Namespace, object>;
  return { locale, resources: Object.fromEntries(PAGE_NAMESPACES.map((ns) => [ns, all[ns]])) };
}
