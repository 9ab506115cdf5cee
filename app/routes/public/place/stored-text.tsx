// The place page's texts from the database: which language each is written in, and how a line of it
// is marked with that language on a page in another one.
import { createContext, useContext } from "react";
import type { Route } from "./+types/route";
import { useLocale, type Locale } from "~/lib/i18n";
import { storedTextLang } from "~/lib/place-i18n";
import type { PlaceTextField, PlaceTextLangs } from "~/server/domain/place-texts.server";

/** What the place's loader gives its page. */
export type PlaceData = Route.ComponentProps["loaderData"];

export type Place = PlaceData["place"];

/**
 * Text from the database, written in English: marked so on a page in another language (part of a
 * line; a block element takes `lang={storedTextLang(locale)}` itself). Nothing changes on an English page.
 */
export function Stored({ children, field }: { children: React.ReactNode; field?: PlaceTextField }) {
  const lang = useTextLang(field);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** The languages of the place's free-text fields as shown (the loader's `textLangs`). */
export const TextLangsContext = createContext<PlaceTextLangs>({});

/**
 * The `lang` a text from the database needs on this page: none when it is in the page's language
 * (a field shown in its translation), else the language it is written in (English).
 */
export function useTextLang(field?: PlaceTextField): Locale | undefined {
  const locale = useLocale();
  const langs = useContext(TextLangsContext);
  const lang = (field && langs[field]) || storedTextLang(locale);
  return lang && lang !== locale ? lang : undefined;
}
