// The offline page: what the service worker shows for an address it has no saved copy of, with
// links to the pages it has (decision 0028). Kept by the worker when it installs, without a session.
// For a person's own list kept for offline, it draws that list from the data kept in the browser.
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Route } from "./+types/offline";
import { KeptListLinks, KeptListView, useKeptLists } from "~/components/kept-lists";
import { SavedPages } from "~/components/saved-pages";
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { retryAddress } from "~/lib/offline";
import { ownListIdOf } from "~/lib/offline-lists";
import { BRAND } from "~/lib/site";
import { useHydrated } from "~/lib/use-hydrated";
import { listTexts } from "~/server/domain/saved-places.server";

export function loader({ request }: Route.LoaderArgs) {
  const { t } = listTexts(request);
  return { title: t("offline.title") };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.title ?? "You are offline"} | ${BRAND}` }, { name: "robots", content: "noindex" }];
}

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export default function OfflinePage() {
  const { t } = useTranslation("lists");
  const search = useLocation().search;
  // After hydration only: the worker's copy of this page was rendered without the query.
  const retry = useHydrated() ? retryAddress(search) : null;
  const lists = useKeptLists();
  const listId = retry ? ownListIdOf(retry.split("?")[0]!) : null;
  const list = listId ? lists?.find((l) => l.id === listId) : undefined;
  if (list) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{list.name}</h1>
        <KeptListView list={list} />
        <KeptListLinks lists={lists!.filter((l) => l.id !== list.id)} />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t("offline.title")}</h1>
      <p className="mt-3 text-slate-700">{t("offline.intro")}</p>
      {retry ? (
        <p className="mt-4">
          <a
            href={retry}
            className="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full border px-4 py-2 font-medium"
          >
            {t("offline.tryAgain")}
          </a>
        </p>
      ) : null}
      <KeptListLinks lists={lists ?? []} />
      <SavedPages />
    </section>
  );
}
