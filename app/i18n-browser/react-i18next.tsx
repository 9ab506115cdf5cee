// The browser's react-i18next: the provider and the hook a page's components use, over the
// browser's i18next (./i18next.ts; decision 0030). The server renders with react-i18next itself.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { BrowserI18n } from "./i18next";

const I18nContext = createContext<BrowserI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Nothing to set up: the provider hands the instance to the components. */
export const initReactI18next = { type: "3rdParty" as const, init() {} };

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nextProvider");
  // The namespaces as one string, so that a list written anew on each render keeps its translator.
  const names = ns === undefined ? "" : [ns].flat().join("|");
  const t = useMemo(() => i18n.getFixedT(null, names ? names.split("|") : undefined), [i18n, names]);
  return { t, i18n, ready: true as const };
}
