// The production build's react-i18next: the provider and the hook a page's components use, over the
// browser's i18next (./i18next.ts) in the browser and over i18next itself on the server (decision
// 0030). react-i18next's own hook copies the i18next instance for every component that asks for its
// texts, a few milliseconds of every page the server renders.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { BrowserI18n } from "./i18next";

const I18nContext = createContext<BrowserI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Nothing to set up: the provider hands the instance to the components. */
export const initReactI18next = { type: "3rdParty" as const, init() {} };

type Translator = ReturnType<BrowserI18n["getFixedT"]>;

/** One translator per instance and set of namespaces, shared by every component that asks for it. */
const translators = new WeakMap<BrowserI18n, Map<string, Translator>>();

function translatorFor(i18n: BrowserI18n, names: string) {
  let byNames = translators.get(i18n);
  if (!byNames) translators.set(i18n, (byNames = new Map()));
  let t = byNames.get(names);
  if (!t) byNames.set(names, (t = i18n.getFixedT(null, names ? names.split("|") : undefined)));
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
