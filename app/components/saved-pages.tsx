// The pages saved on this device (visited, or kept for offline), read from the service worker's
// caches in the browser: the offline page's list. Each is a plain link, so the worker answers it.
import { useTranslation } from "react-i18next";
import { localeOfPath, useLocale } from "~/lib/i18n";
import { isPageCache, SAVED_AT_HEADER, SAVED_TITLE_HEADER } from "~/lib/offline";
import { savedAtText } from "~/lib/offline-pages";
import { useCached } from "~/components/use-cached";

type SavedPage = { url: string; title: string; savedAt: string };

/** Every saved page once, its newest copy, newest first. */
async function readSavedPages(): Promise<SavedPage[]> {
  if (typeof caches === "undefined") return [];
  const byUrl = new Map<string, SavedPage>();
  for (const name of (await caches.keys()).filter(isPageCache)) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      const url = new URL(request.url);
      if (url.origin !== window.location.origin) continue;
      const savedAt = response.headers.get(SAVED_AT_HEADER) ?? "";
      const title = decodeURIComponent(response.headers.get(SAVED_TITLE_HEADER) ?? "") || url.pathname;
      const known = byUrl.get(url.href);
      if (!known || known.savedAt < savedAt) byUrl.set(url.href, { url: url.pathname + url.search, title, savedAt });
    }
  }
  return [...byUrl.values()].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The saved pages of every language: a page's title is in its own language, marked with it. */
export function SavedPages() {
  const { t } = useTranslation("lists");
  const locale = useLocale();
  const pages = useCached(readSavedPages);
  return (
    <section aria-labelledby="saved-pages-heading" className="mt-8">
      <h2 id="saved-pages-heading" className="text-xl font-semibold">
        {t("offline.savedPagesHeading")}
      </h2>
      {pages === null ? (
        <p className="mt-2 text-slate-700">{t("offline.savedPagesLoading")}</p>
      ) : pages.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("offline.savedPagesEmpty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {pages.map((page) => {
            const date = savedAtText(page.savedAt, locale);
            const lang = localeOfPath(page.url);
            return (
              <li key={page.url} className="px-4 py-3">
                <a
                  href={page.url}
                  hrefLang={lang}
                  lang={lang === locale ? undefined : lang}
                  className="text-brand-800 font-medium underline-offset-2 hover:underline"
                >
                  {page.title}
                </a>
                {date ? <span className="ml-2 text-sm text-slate-600">({t("offline.savedOn", { date })})</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
