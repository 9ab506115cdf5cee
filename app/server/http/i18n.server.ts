// Each request's language, from its address alone (decision 0030), kept in the router context for
// loaders, actions and the server render. The texts never change while the server runs, so every
// request of a language reads the same i18next instance (`instanceFor`) instead of making its own.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "~/lib/i18n";
import { instanceFor } from "../reference/i18n.server";

const localeContext = createContext<Locale>(DEFAULT_LOCALE);

/** Root middleware: the language of the request's address. */
export const i18nextMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(localeContext, localeOfPath(new URL(request.url).pathname));
  return next();
};

/**
 * The language of the request being answered: English for a context the root middleware did not
 * fill (a route's function called directly, as some tests do).
 */
export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext);
}

/** The i18next instance of the request's language, for loaders' texts (titles, errors). */
export function getI18n(context: Readonly<RouterContextProvider>) {
  return instanceFor(getLocale(context));
}
