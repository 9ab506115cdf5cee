// Every text a visitor reads, by language and namespace: each language's folder gives its texts
// (app/locales/<code>/index.ts), named here under its code in the list of languages
// (app/lib/languages.ts, decision 0054). Only the server imports this module (dependency-cruiser
// holds it): a page carries the texts of its own language to the browser (app/root.tsx), so an
// English visitor downloads no Spanish and a Spanish visitor no English.
import type { Locale } from "~/lib/i18n";
import en from "./en";
import es from "./es";

export { en, es };

export type Resources = typeof en;
export type Namespace = keyof Resources;
export const NAMESPACES = Object.keys(en) as Namespace[];

/** Each language's texts; the type check refuses a language of the list without its texts here. */
export const RESOURCES: Record<Locale, Record<Namespace, object>> = { en, es } satisfies Record<
  Locale,
  Record<Namespace, object>
>;

/**
 * The namespaces a page's texts come from in the browser: all but those only the server uses
 * (e-mails; the long texts of the FAQ, privacy and terms pages, which their loaders send).
 */
export const PAGE_NAMESPACES: Namespace[] = NAMESPACES.filter((ns) => ns !== "mail" && ns !== "content");
