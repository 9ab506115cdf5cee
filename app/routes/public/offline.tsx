// The offline page: what the service worker shows for an address it has no saved copy of, with
// links to the pages it has (decision 0028). Kept by the worker when it installs, without a session.
import { useLocation } from "react-router";
import { SavedPages } from "~/components/saved-pages";
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { retryAddress } from "~/lib/offline";
import { BRAND } from "~/lib/site";
import { useHydrated } from "~/lib/use-hydrated";
import { OFFLINE_WORDS } from "~/lib/vocabulary";

export function meta() {
  return [{ title: `${OFFLINE_WORDS.offlineTitle} | ${BRAND}` }, { name: "robots", content: "noindex" }];
}

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export default function OfflinePage() {
  const search = useLocation().search;
  // After hydration only: the worker's copy of this page was rendered without the query.
  const retry = useHydrated() ? retryAddress(search) : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{OFFLINE_WORDS.offlineTitle}</h1>
      <p className="mt-3 text-slate-700">{OFFLINE_WORDS.offlineIntro}</p>
      {retry ? (
        <p className="mt-4">
          <a
            href={retry}
            className="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full border px-4 py-2 font-medium"
          >
            {OFFLINE_WORDS.tryAgain}
          </a>
        </p>
      ) : null}
      <SavedPages />
    </section>
  );
}
