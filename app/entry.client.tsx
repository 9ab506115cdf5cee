// Hydrates the page after the browser has painted the server's HTML once: on a slow phone the
// visitor sees the page first, and React's work (hundreds of milliseconds there) comes after. In the
// production build the module loader (app/components/page-scripts.tsx) already waits for that paint
// before asking for this module; the development server's module script does not.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { missingText, type MessagesPayload } from "~/lib/i18n";

declare global {
  // The page's language and texts, written by the server (app/entry.server.tsx).
  var __I18N__: MessagesPayload;
}

/** The page's texts: inline, or from the module the page names (preloaded by the module loader). */
async function pageTexts(): Promise<MessagesPayload["resources"]> {
  const { resources, src } = self.__I18N__;
  if (!src) return resources;
  return ((await import(/* @vite-ignore */ src)) as { default: MessagesPayload["resources"] }).default;
}

async function hydrate() {
  const { locale } = self.__I18N__;
  const resources = await pageTexts();
  const i18n = createInstance({
    lng: locale,
    // The page carries its own language only; another language is another page.
    fallbackLng: false,
    resources: { [locale]: resources as Record<string, Record<string, string>> },
    ns: Object.keys(resources),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: missingText,
  });
  void i18n.use(initReactI18next).init();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// The frame callback runs just before the next paint; the task it queues runs after that paint.
requestAnimationFrame(() => setTimeout(() => void hydrate(), 0));
