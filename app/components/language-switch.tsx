// The links to the same page in the other languages, with the same filters; and, for a visitor whose
// browser prefers another of the site's languages on an English page (Spanish), a suggestion to read
// it in that language that they may dismiss. The address alone decides the language: nothing here
// redirects (decision 0030). Each language names itself (app/locales/<code>/meta.ts, decision 0054).
import { Languages, X } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import {
  DEFAULT_LOCALE,
  isLocale,
  isLocalizedPath,
  LANGUAGE_META,
  LOCALES,
  localizePath,
  useLocale,
  type Locale,
} from "~/lib/i18n";

/** The current address in `locale`, or null on a page that has one language only. */
function useAddressIn(): (locale: Locale) => string | null {
  const location = useLocation();
  return (locale) =>
    isLocalizedPath(location.pathname) ? localizePath(`${location.pathname}${location.search}`, locale) : null;
}

/**
 * The links to this page in the other languages, each named "Language: Español". `compact` shows only
 * the language's code beside the icon, for the header's one row, and is named by what it shows first
 * ("ES — Language: Español"), so a person who says what they see ("click ES") reaches it (WCAG 2.5.3).
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const current = useLocale();
  const addressIn = useAddressIn();
  const links = LOCALES.filter((locale) => locale !== current).map((locale) => {
    const href = addressIn(locale);
    if (!href) return null;
    const language = LANGUAGE_META[locale];
    const name = <span lang={locale}>{language.name}</span>;
    // A whole new document: the other language's texts come with it.
    return (
      <a key={locale} href={href} hrefLang={locale} className={className}>
        <Languages className="size-4" aria-hidden="true" />
        {compact ? (
          <>
            <span lang={locale}>{language.short}</span>
            <span className="sr-only">
              {" — "}
              {t("language.switchLabel")}: {name}
            </span>
          </>
        ) : (
          <>
            <span className="sr-only">{t("language.switchLabel")}: </span>
            {name}
          </>
        )}
      </a>
    );
  });
  return <>{links}</>;
}

const DISMISSED_KEY = "fdp-language-suggestion-dismissed";

/** The first of the site's languages among those the browser prefers ("es-419" is Spanish), if any. */
function preferredLocale(): Locale | undefined {
  return navigator.languages.map((l) => l.toLowerCase().split("-")[0]).find(isLocale);
}

function dismissedBefore() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    // Storage refused (private mode): the suggestion shows, and dismissing hides it for this page.
    return false;
  }
}

/**
 * "Ver en español" on an English page when the browser prefers Spanish (or another of the site's
 * languages to English), written in that language, until dismissed.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const addressIn = useAddressIn();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // Read once hydrated, so that the server's page and the first render agree.
  const preferred = hydrated && locale === DEFAULT_LOCALE && !dismissed ? preferredLocale() : undefined;
  const href = preferred && preferred !== DEFAULT_LOCALE && !dismissedBefore() ? addressIn(preferred) : null;
  if (!preferred || !href) return null;
  const language = LANGUAGE_META[preferred];
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage refused: dismissed for this page only.
    }
  };
  return (
    <aside
      lang={preferred}
      aria-label={language.suggestion}
      className="border-b border-sky-200 bg-sky-50 text-sm text-sky-950"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <a href={href} hrefLang={preferred} className="font-medium underline">
          {language.suggestion}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="rounded p-1 hover:bg-sky-100"
          aria-label={language.suggestionDismiss}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
