// English: what the site needs to know of the language beyond its texts, written in English itself.
// Read by browser and server alike (app/lib/languages.ts): it holds no page texts.
export default {
  code: "en",
  /** The locale `Intl` formats dates, times and numbers with (Florida's English). */
  intl: "en-US",
  /** Open Graph's spelling of the language. */
  og: "en_US",
  /** The language's name in itself, on the language switch ("English"), and its code as the header shows it. */
  name: "English",
  short: "EN",
  /** On a page of the default language, the invitation to this one, for a browser that prefers it. */
  suggestion: "View in English",
  suggestionDismiss: "Dismiss",
} as const;
