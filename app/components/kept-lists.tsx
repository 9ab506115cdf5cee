// A person's own lists kept on this device for offline, as the offline page draws them: the list
// whose address could not be opened (its name, places and notes, each place linked to its kept
// page), and links to the other lists kept. Read from the service worker's cache in the browser;
// the worker drops that cache when the session ends, so no one else finds them there.
import { useTranslation } from "react-i18next";
import { localizePath, useLocale } from "~/lib/i18n";
import { savedAtText } from "~/lib/offline-pages";
import { isKeptList, SESSION_LISTS_CACHE, type KeptList } from "~/lib/offline-lists";
import { useCached } from "~/components/use-cached";

async function readKeptLists(): Promise<KeptList[]> {
  if (typeof caches === "undefined" || !(await caches.has(SESSION_LISTS_CACHE))) return [];
  const cache = await caches.open(SESSION_LISTS_CACHE);
  const lists: KeptList[] = [];
  for (const request of await cache.keys()) {
    const data: unknown = await (await cache.match(request))?.json().catch(() => null);
    if (isKeptList(data)) lists.push(data);
  }
  return lists.sort((a, b) => a.name.localeCompare(b.name));
}

/** The kept lists, once read (null until then). */
export function useKeptLists() {
  return useCached(readKeptLists);
}

/** One kept list as its page would show it, read-only, with when it was kept. */
export function KeptListView({ list }: { list: KeptList }) {
  const { t } = useTranslation("lists");
  const locale = useLocale();
  const date = savedAtText(list.savedAt, locale);
  return (
    <>
      <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        {t("offline.keptListNotice", { date: date ?? "" })}
      </p>
      <p className="mt-3 text-slate-600">{t("placeCount", { count: list.places.length })}</p>
      {list.places.length ? (
        <ol className="mt-6 space-y-3" aria-label={list.name}>
          {list.places.map((place) => (
            <li key={place.path} className="rounded-lg border border-slate-200 bg-white p-4">
              <a href={place.path} className="text-brand-800 text-lg font-semibold underline-offset-2 hover:underline">
                {place.name}
              </a>
              {place.city ? <p className="text-sm text-slate-600">{place.city}</p> : null}
              {place.note ? (
                <p className="mt-2 text-sm text-slate-800">
                  <span className="font-medium">{t("offline.keptListNote")}</span> {place.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 text-slate-700">{t("emptyList")}</p>
      )}
    </>
  );
}

/** Links to the person's lists kept on this device (none shown when there is none). */
export function KeptListLinks({ lists }: { lists: KeptList[] }) {
  const { t } = useTranslation("lists");
  const locale = useLocale();
  if (!lists.length) return null;
  return (
    <section aria-labelledby="kept-lists-heading" className="mt-8">
      <h2 id="kept-lists-heading" className="text-xl font-semibold">
        {t("offline.keptListsHeading")}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {lists.map((list) => (
          <li key={list.id} className="px-4 py-3">
            <a
              href={localizePath(`/lists/${list.id}`, locale)}
              className="text-brand-800 font-medium underline-offset-2 hover:underline"
            >
              {list.name}
            </a>{" "}
            <span className="text-sm text-slate-600">({t("placeCount", { count: list.places.length })})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
