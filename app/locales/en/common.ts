// English texts of the "common" namespace: the site's frame (header, footer, menus, errors) and
// what several screens share.
export default {
  skipToContent: "Skip to content",
  language: {
    switchLabel: "Language",
    /** The switch's link to the other language, written in that language. */
    other: "Español",
    otherLang: "es",
    suggestion: "Ver en español",
    suggestionDismiss: "Cerrar",
  },
} as const;
