// The production build's react-i18next: the provider and the hook a page's components use, with the
// browser's i18next (./i18next.ts) looking up the texts, in the browser and in the server's render
// alike (decision 0030). react-i18next's own hook copies the i18next instance for every component
// that asks for its texts, a few milliseconds of every page the server renders; and i18next's own
// lookup takes about nine times as long per text as the browser's, which answers the same
// (tests/integration/browser-texts.test.ts) and is the one the page hydrates with.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createInstance, type BrowserI18n } from "./i18next";

const I18nContext = createContext<BrowserI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Nothing to set up: the provider hands the instance to the components. */
export const initReactI18next = { type: "3rdParty" as const, init() {} };

type Translator = ReturnType<BrowserI18n["getFixedT"]>;

/** The browser's i18next over the texts of `i18n`: itself in the browser, made once per i18next instance on the server. */
const lookups = new WeakMap<object, BrowserI18n>();

function lookupFor(i18n: BrowserI18n): BrowserI18n {
  if (!("services" in i18n)) return i18n;
  let lookup = lookups.get(i18n);
  if (!lookup) lookups.set(i18n, (lookup = createInstance({ ...i18n.options, lng: i18n.language })));
  return lookup;
}

/** One translator per instance and set of namespaces, shared by every component that asks for it. */
const translators = new WeakMap<BrowserI18n, Map<string, Translator>>();

function translatorFor(i18n: BrowserI18n, names: string) {
  let byNames = translators.get(i18n);
  if (!byNames) translators.set(i18n, (byNames = new Map()));
  let t = byNames.get(names);
  if (!t) byNames.set(names, (t = lookupFor(i18n).getFixedT(null, names ? names.split("|") : undefined)));
  return t;
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nextProvider");
  // The namespaces as one string, so that a list written anew on each render keeps its translator.
  const names = ns === undefined ? "" : [ns].flat().join("|");
  const t = useMemo(() => translatorFor(i18n, names), [i18n, names]);
  return { t, i18n, ready: true as const };
}
