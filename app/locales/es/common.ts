// Spanish (es-US) texts of the "common" namespace: the same keys as ../en/common.ts.
import type { Translation } from "../types";
import type en from "../en/common";

export default {
  skipToContent: "Ir al contenido",
  language: {
    switchLabel: "Idioma",
    other: "English",
    otherLang: "en",
    suggestion: "View in English",
    suggestionDismiss: "Dismiss",
  },
} satisfies Translation<typeof en>;
