import { X } from "lucide-react";
import { data, Link, redirect, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/explore";
import { FiltersPanel, OpenNowChip } from "~/components/filters-panel";
import { NearControls, SearchChips, SortControl } from "~/components/list-controls";
import { ListError, LocationResults } from "~/components/location-results";
import { ListMapToggle, ListWithMap } from "~/components/places-map";
import { SearchForm } from "~/components/search-form";
import { UnappliedFilters } from "~/components/unapplied-filters";
import { buttonVariants } from "~/components/ui/button";
import {
  activeFilterCount,
  FILTER_KEYS,
  isAddressOf,
  isMapView,
  listHref,
  parseLocationFilters,
  unappliedFilters,
  untidyRedirect,
  withView,
} from "~/lib/filters";
import { seoMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/lib/page-cache-policy";
import { useCountWords } from "~/lib/browse-i18n";
import { browseWords } from "~/server/http/browse-i18n.server";
import { BRAND } from "~/lib/site";
import { listStatus, loadLocationList } from "~/server/domain/list-page.server";
import { requestDb } from "~/server/domain/request-context.server";
import { savedSlugsOn } from "~/server/domain/saved-places.server";
import { SavedPlacesProvider } from "~/components/save-button";

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
  const tidy = untidyRedirect(url);
  if (tidy) throw redirect(tidy);
  const list = await loadLocationList(requestDb(context), url, parseLocationFilters(url.searchParams));
  const saved = await savedSlugsOn(request, context, [...list.items, ...(list.nearest?.items ?? [])]);
  const { t } = browseWords(request);
  const seo = { title: t("explore.title", { brand: BRAND }), description: t("explore.description") };
  // /explore and /search are one screen at two addresses: its links stay on the one it was asked at.
  return data(
    { ...list, saved, seo, path: url.pathname, unapplied: unappliedFilters(url.searchParams) },
    listStatus(list),
  );
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { path, items, total, more, page, pageCount, search, unapplied, error, sort, chips, map } = loaderData;
  const location = useLocation();
  const { t } = useTranslation("browse");
  const counts = useCountWords();
  const params = new URLSearchParams(location.search);
  const active = activeFilterCount(parseLocationFilters(params)) > 0;
  const mapView = isMapView(params);
  const clearAll = listHref(path, withView(new URLSearchParams(), mapView));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold md:text-4xl">{t("explore.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("explore.intro")}</p>

      <SearchForm
        action={path}
        defaultValue={search}
        placeholder={t("search.placeholder")}
        keep={params}
        className="mt-6"
      />

      <div className="mt-4 flex flex-col gap-3">
        <SearchChips chips={chips} />
        <NearControls
          pathname={path}
          params={params}
          nearLabel={loaderData.nearLabel}
          nearError={loaderData.nearError}
        />
        <FiltersPanel pathname={path} params={params} filters={FILTER_KEYS} defaultOpen={active || Boolean(search)} />
        <UnappliedFilters unapplied={unapplied} />
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("filters.quick")}>
          <OpenNowChip pathname={path} params={params} />
        </div>
      </div>

      <div className="mt-6 mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-slate-800" role="status">
          {counts.found(total, more)}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <SortControl pathname={path} params={params} sort={sort} choices={loaderData.sortChoices} />
          {active || search || params.has("near") ? (
            <Link to={clearAll} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <X aria-hidden="true" /> {t("filters.clearAll")}
            </Link>
          ) : null}
          <ListMapToggle pathname={path} params={params} mapView={mapView} />
        </div>
      </div>

      {/* The cards' names are level-3 headings, under this one. */}
      <h2 className="sr-only">{mapView ? t("explore.placesWithMap") : t("explore.places")}</h2>
      <SavedPlacesProvider slugs={loaderData.saved}>
        <ListWithMap map={map}>
          <LocationResults
            items={items}
            page={page}
            pageCount={pageCount}
            more={more}
            pathname={path}
            params={params}
            emptyTitle={t("explore.empty")}
            clearHref={clearAll}
            narrow={Boolean(map)}
            error={error}
            byDistance={sort === "distance"}
            placeQuery={loaderData.placeQuery}
            unplaceable={loaderData.unplaceable}
            nearest={loaderData.nearest}
          />
        </ListWithMap>
      </SavedPlacesProvider>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("browse");
  return <ListError title={t("results.errorTitle")} message={t("results.errorMessage")} />;
}
