// Spanish (Florida's: es-US): what the site needs to know of the language beyond its texts, written in
// Spanish itself. Read by browser and server alike (app/lib/languages.ts): it holds no page texts.
export default {
  code: "es",
  /** The locale `Intl` formats dates, times and numbers with. */
  intl: "es-US",
  /** Open Graph's spelling of the language. */
  og: "es_US",
  /** The language's name in itself, on the language switch, and its code as the header shows it. */
  name: "Español",
  short: "ES",
  /** On a page of the default language, the invitation to this one, for a browser that prefers it. */
  suggestion: "Ver en español",
  suggestionDismiss: "Cerrar",
} as const;
