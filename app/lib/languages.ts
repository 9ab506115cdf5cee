// The site's languages: the list every other place derives its languages from (decision 0054). The
// first is the default, at the site's root; each other lives under /<code>. A language is its folder
// in app/locales/ (its texts, and the meta.ts imported here) and its line in this list.
import en from "../locales/en/meta";
import es from "../locales/es/meta";

/** What a language's folder says of it besides its texts (app/locales/<code>/meta.ts). */
export type LanguageMeta = {
  /** Its code: the address prefix, `lang` and `hreflang`, the key of its texts. */
  code: string;
  /** The locale `Intl` formats dates, times and numbers with. */
  intl: string;
  /** Open Graph's spelling of the language. */
  og: string;
  /** Its name in itself, on the language switch, and its code as the header's switch shows it. */
  name: string;
  short: string;
  /** On a page of the default language, the invitation to read it in this one, and its close button. */
  suggestion: string;
  suggestionDismiss: string;
};

export const LANGUAGES = [en, es] as const satisfies readonly LanguageMeta[];
