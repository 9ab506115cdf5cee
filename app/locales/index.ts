// Every text a visitor reads, by language and namespace. Only the server imports this module
// (dependency-cruiser holds it): a page carries the texts of its own language to the browser
// (app/root.tsx), so an English visitor downloads no Spanish and a Spanish visitor no English.
import type { Locale } from "~/lib/i18n";
import enAccount from "./en/account";
import enBrowse from "./en/browse";
import enCommon from "./en/common";
import enContent from "./en/content";
import enFacts from "./en/facts";
import enFits from "./en/fits";
import enLists from "./en/lists";
import enMail from "./en/mail";
import enPlace from "./en/place";
import esAccount from "./es/account";
import esBrowse from "./es/browse";
import esCommon from "./es/common";
import esContent from "./es/content";
import esFacts from "./es/facts";
import esFits from "./es/fits";
import esLists from "./es/lists";
import esMail from "./es/mail";
import esPlace from "./es/place";

export const en = {
  common: enCommon,
  facts: enFacts,
  fits: enFits,
  browse: enBrowse,
  place: enPlace,
  lists: enLists,
  account: enAccount,
  content: enContent,
  mail: enMail,
};

export type Resources = typeof en;
export type Namespace = keyof Resources;
export const NAMESPACES = Object.keys(en) as Namespace[];

export const es = {
  common: esCommon,
  facts: esFacts,
  fits: esFits,
  browse: esBrowse,
  place: esPlace,
  lists: esLists,
  account: esAccount,
  content: esContent,
  mail: esMail,
} satisfies Record<Namespace, unknown>;

export const RESOURCES: Record<Locale, Record<Namespace, object>> = { en, es };

/**
 * The namespaces a page's texts come from in the browser: all but those only the server uses
 * (e-mails; the long texts of the FAQ, privacy and terms pages, which their loaders send).
 */
export const PAGE_NAMESPACES: Namespace[] = NAMESPACES.filter((ns) => ns !== "mail" && ns !== "content");
