// The link to the same page in the other language, with the same filters; and, for a visitor whose
// browser prefers Spanish on an English page, a suggestion to read it in Spanish that they may
// dismiss. The address alone decides the language: nothing here redirects (decision 0030).
import { Languages, X } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { isLocale, isLocalizedPath, localizePath, useLocale, type Locale } from "~/lib/i18n";

/** The current address in the other language, or null on a page that has one language only. */
function useOtherLanguage(): { href: string; locale: Locale } | null {
  const location = useLocation();
  const { t } = useTranslation();
  const other = t("language.otherLang");
  if (!isLocale(other) || !isLocalizedPath(location.pathname)) return null;
  return { href: localizePath(`${location.pathname}${location.search}`, other), locale: other };
}

/**
 * The link to this page in the other language, named "Language: Español". `compact` shows only the
 * language's code beside the icon, for the header's one row, and is named by what it shows first
 * ("ES — Language: Español"), so a person who says what they see ("click ES") reaches it (WCAG 2.5.3).
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const other = useOtherLanguage();
  if (!other) return null;
  const name = <span lang={other.locale}>{t("language.other")}</span>;
  // A whole new document: the other language's texts come with it.
  return (
    <a href={other.href} hrefLang={other.locale} className={className}>
      <Languages className="size-4" aria-hidden="true" />
      {compact ? (
        <>
          <span lang={other.locale}>{t("language.otherShort")}</span>
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
}

const DISMISSED_KEY = "fdp-language-suggestion-dismissed";

/** Whether the browser puts Spanish before English among the languages it prefers. */
function prefersSpanish() {
  return Boolean(
    navigator.languages
      .find((l) => /^(en|es)\b/i.test(l))
      ?.toLowerCase()
      .startsWith("es"),
  );
}

function dismissedBefore() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    // Storage refused (private mode): the suggestion shows, and dismissing hides it for this page.
    return false;
  }
}

/** "Ver en español" on an English page when the browser prefers Spanish, until dismissed. */
export function LanguageSuggestion() {
  const { t } = useTranslation();
  const locale = useLocale();
  const other = useOtherLanguage();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // Read once hydrated, so that the server's page and the first render agree.
  const shown = hydrated && locale === "en" && !dismissed && prefersSpanish() && !dismissedBefore();
  if (!shown || !other) return null;
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
      lang={other.locale}
      aria-label={t("language.suggestion")}
      className="border-b border-sky-200 bg-sky-50 text-sm text-sky-950"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <a href={other.href} hrefLang={other.locale} className="font-medium underline">
          {t("language.suggestion")}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="rounded p-1 hover:bg-sky-100"
          aria-label={t("language.suggestionDismiss")}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
