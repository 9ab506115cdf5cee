// Each request's language, from its address alone (decision 0030): a per-request i18next instance
// that loaders, actions and the server render read from the router context.
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { DEFAULT_LOCALE, isLocale, LOCALES, localeOfPath, type Locale } from "~/lib/i18n";
import { I18NEXT_OPTIONS, instanceFor } from "../reference/i18n.server";
import type { RouterContextProvider } from "react-router";

const [i18nextMiddleware, getLocaleOf, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeOfPath(new URL(request.url).pathname),
  },
  i18next: I18NEXT_OPTIONS,
});

export { i18nextMiddleware };

/**
 * The language of the request being answered: English for a context the root middleware did not
 * fill (a route's function called directly, as some tests do).
 */
export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  try {
    const locale = getLocaleOf(context);
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The request's i18next instance, for the server render and for loaders' texts (titles, errors). */
export function getI18n(context: Readonly<RouterContextProvider>) {
  try {
    return getInstance(context);
  } catch {
    return instanceFor(DEFAULT_LOCALE);
  }
}
