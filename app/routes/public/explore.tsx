import { data, redirect, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/explore";
import { FiltersPanel, OpenNowChip } from "~/components/filters-panel";
import { NearControls, SearchChips, SortControl } from "~/components/list-controls";
import { ListError, ListResults } from "~/components/location-results";
import { ListMapToggle } from "~/components/places-map";
import { SearchForm } from "~/components/search-form";
import { UnappliedFilters } from "~/components/unapplied-filters";
import { ClearFiltersLink } from "~/components/clear-filters-link";
import { activeFilterCount, FILTER_KEYS, isMapView, parseLocationFilters } from "~/lib/filters";
import { isAddressOf, listHref, withView } from "~/lib/list-addresses";
import { unappliedFilters } from "~/lib/unapplied-filters";
import { seoMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/lib/page-cache-policy";
import { useCountWords } from "~/lib/browse-i18n";
import { browseWords } from "~/server/http/browse-i18n.server";
import { BRAND } from "~/lib/site";
import { listRedirect, listStatus, loadLocationList } from "~/server/domain/list-page.server";
import { requestDb } from "~/server/domain/request-context.server";
import { savedSlugsOn } from "~/server/domain/saved-places.server";
import { FitsChip, FitsLeftOutLine } from "~/components/fits/list-filter";
import { listFits } from "~/server/domain/fits-list.server";

/** Kept by the full-page cache when the query is one the list reads in full; its cards show ratings. */
export const handle: PageCacheHandle = {
  pageCache: {
    keeps: (url) => isAddressOf(url.searchParams, parseLocationFilters(url.searchParams)),
    reviews: () => "all",
  },
};

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData?.seo.title ?? `Explore Dog-Friendly Places in Florida | ${BRAND}`,
    description: loaderData?.seo.description ?? "",
    path: "/explore",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const elsewhere = listRedirect(url);
  if (elsewhere) throw redirect(elsewhere);
  const filters = parseLocationFilters(url.searchParams);
  const { choice, from, accountDogs } = await listFits(request, context, filters.fits);
  const list = await loadLocationList(requestDb(context), url, { ...filters, fits: choice });
  const saved = await savedSlugsOn(request, context, [...list.items, ...(list.nearest?.items ?? [])]);
  const { t } = browseWords(request);
  const seo = { title: t("explore.title", { brand: BRAND }), description: t("explore.description") };
  // /explore and /search are one screen at two addresses: its links stay on the one it was asked at.
  return data(
    {
      ...list,
      saved,
      seo,
      path: url.pathname,
      unapplied: unappliedFilters(url.searchParams),
      fits: { choice, from },
      myDogs: accountDogs,
    },
    listStatus(list),
  );
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { path, total, more, search, unapplied, error, sort, chips, map } = loaderData;
  const location = useLocation();
  const { t } = useTranslation("browse");
  const counts = useCountWords();
  const params = new URLSearchParams(location.search);
  const active = activeFilterCount(parseLocationFilters(params)) > 0;
  const mapView = isMapView(params);
  const clearAll = listHref(path, withView(new URLSearchParams(), mapView));

  return (
    // On a phone the first place shows on the first screen: smaller heading, no intro, the search in one
    // row, the count and the order in two short rows; every control stays on the page.
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl md:text-4xl">{t("explore.heading")}</h1>
      <p className="mt-2 hidden text-slate-700 sm:block">{t("explore.intro")}</p>

      <SearchForm
        action={path}
        defaultValue={search}
        placeholder={t("search.placeholder")}
        keep={params}
        className="mt-4 flex-row items-end sm:mt-6"
      />

      <div className="mt-3 flex flex-col gap-3 sm:mt-4">
        <SearchChips chips={chips} />
        <NearControls pathname={path} params={params} resolved={loaderData} />
        {/* Open with chosen filters; a search alone leaves it closed, so the places come first. */}
        <FiltersPanel pathname={path} params={params} filters={FILTER_KEYS} defaultOpen={active} />
        <UnappliedFilters unapplied={unapplied} />
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("filters.quick")}>
          <OpenNowChip pathname={path} params={params} />
          <FitsChip pathname={path} params={params} fits={loaderData.fits} accountDogs={loaderData.myDogs} />
        </div>
      </div>

      <div className="mt-4 mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:mt-6">
        <div className="flex flex-wrap items-center gap-3">
          <div>
            <p className="font-medium text-slate-800" role="status">
              {counts.found(total, more)}
            </p>
            <FitsLeftOutLine leftOut={loaderData.leftOut} />
          </div>
          {active || search || params.has("near") ? (
            <ClearFiltersLink to={clearAll} label={t("filters.clearAll")} />
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SortControl pathname={path} params={params} sort={sort} choices={loaderData.sortChoices} compactLabel />
          <ListMapToggle pathname={path} params={params} mapView={mapView} />
        </div>
      </div>

      {/* The cards' names are level-3 headings, under this one. */}
      <h2 className="sr-only">{mapView ? t("explore.placesWithMap") : t("explore.places")}</h2>
      <ListResults
        list={loaderData}
        map={map}
        pathname={path}
        params={params}
        emptyTitle={t("explore.empty")}
        clearHref={clearAll}
        error={error}
        byDistance={sort === "distance"}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("browse");
  return <ListError title={t("results.errorTitle")} message={t("results.errorMessage")} />;
}
