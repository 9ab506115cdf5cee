// The five category list screens (beaches, parks, farmers markets, hiking areas, nature
// preserves): one module; its loader hands the screen the configuration of the address
// (app/lib/category-pages.ts).
import { Lightbulb, PlusCircle } from "lucide-react";
import { data, Link, redirect, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/category";
import { chipHref, FilterChip, FilterGroups, FiltersPanel, isSelected, OpenNowChip } from "~/components/filters-panel";
import { NearControls, SearchChips, SortControl } from "~/components/list-controls";
import { ListError, ListResults } from "~/components/location-results";
import { ListMapToggle } from "~/components/places-map";
import { SearchForm } from "~/components/search-form";
import { UnappliedFilters } from "~/components/unapplied-filters";
import { buttonVariants } from "~/components/ui/button";
import { ClearFiltersLink } from "~/components/clear-filters-link";
import { categoryPageFor, type CategoryPage } from "~/lib/category-pages";
import type { PageCacheHandle } from "~/lib/page-cache-policy";
import { activeFilterCount, isMapView, parseLocationFilters, type LocationFilters } from "~/lib/filters";
import { isAddressOf, listHref, withoutFilters, withView } from "~/lib/list-addresses";
import { onlyFilters, unappliedFilters } from "~/lib/unapplied-filters";
import { seoMeta } from "~/lib/seo";
import { localizePath, useLocalePath } from "~/lib/i18n";
import { useCountWords } from "~/lib/browse-i18n";
import { browseWords } from "~/server/http/browse-i18n.server";
import { BRAND } from "~/lib/site";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { listRedirect, listStatus, loadLocationList } from "~/server/domain/list-page.server";
import { pageBreadcrumbJsonLd } from "~/server/domain/structured-data.server";
import { requestDb } from "~/server/domain/request-context.server";
import { savedSlugsOn } from "~/server/domain/saved-places.server";
import { FitsChip, FitsLeftOutLine } from "~/components/fits/list-filter";
import { listFits } from "~/server/domain/fits-list.server";

/** What a category list reads from its query: the filters its screen offers, on its own places. */
function listFilters(page: CategoryPage, params: URLSearchParams): LocationFilters {
  return onlyFilters(parseLocationFilters(params), page.filters);
}

/** Kept by the full-page cache when the query is one the list reads in full; its cards show ratings. */
export const handle: PageCacheHandle = {
  pageCache: {
    keeps(url) {
      const page = categoryPageFor(url.pathname);
      return Boolean(page) && isAddressOf(url.searchParams, listFilters(page!, url.searchParams));
    },
    reviews: () => "all",
  },
};

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.config;
  if (!page) return [{ title: BRAND }];
  return seoMeta(matches, {
    title: `${loaderData.seo.title} | ${BRAND}`,
    description: loaderData.seo.description,
    path: `/${page.prefix}`,
    jsonLd: loaderData?.jsonLd,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = categoryPageFor(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const elsewhere = listRedirect(url);
  if (elsewhere) throw redirect(elsewhere);
  const filters = listFilters(page, url.searchParams);
  const { choice, from, accountDogs } = await listFits(request, context, filters.fits);
  const list = await loadLocationList(requestDb(context), url, {
    ...filters,
    fits: choice,
    categories: page.categories,
  });
  const saved = await savedSlugsOn(request, context, [...list.items, ...(list.nearest?.items ?? [])]);
  const { locale, t } = browseWords(request);
  const title = t(`categoryPage.${page.prefix}.title`);
  const jsonLd = [pageBreadcrumbJsonLd(siteOrigin(request), title, localizePath(`/${page.prefix}`, locale), locale)];
  return data(
    {
      ...list,
      saved,
      config: page,
      seo: {
        title: t(`categoryPage.${page.prefix}.seoTitle`),
        description: t(`categoryPage.${page.prefix}.seoDescription`),
      },
      path: localizePath(`/${page.prefix}`, locale),
      unapplied: unappliedFilters(url.searchParams, page.filters),
      jsonLd,
      fits: { choice, from },
      myDogs: accountDogs,
    },
    listStatus(list),
  );
}

export default function CategoryList({ loaderData }: Route.ComponentProps) {
  const { config, path: pathname, total, more, search, unapplied, error, sort, chips, map } = loaderData;
  const location = useLocation();
  const { t } = useTranslation("browse");
  const counts = useCountWords();
  const lp = useLocalePath();
  const words = `categoryPage.${config.prefix}` as const;
  const params = new URLSearchParams(location.search);
  const mapView = isMapView(params);
  const clearAll = listHref(pathname, withView(new URLSearchParams(), mapView));
  const count = activeFilterCount(onlyFilters(parseLocationFilters(params), config.filters));
  const anything = count > 0 || Boolean(search) || params.has("near");

  return (
    <div>
      <section className="from-brand-50 bg-gradient-to-b to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-8">
          <h1 className="text-3xl font-bold md:text-4xl">{t(`${words}.title`)}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t(`${words}.intro`)}</p>
          <SearchForm
            action={pathname}
            defaultValue={search}
            placeholder={t(`${words}.searchPlaceholder`)}
            label={t(`${words}.searchLabel`)}
            keep={params}
            size="lg"
            className="mt-6 max-w-3xl"
          />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-6">
        <div className="mb-4 space-y-3">
          <SearchChips chips={chips} />
          <NearControls pathname={pathname} params={params} resolved={loaderData} />
        </div>
        {config.panel ? (
          <div className="space-y-4">
            <FiltersPanel
              pathname={pathname}
              params={params}
              filters={config.filters}
              clearLabel={t("filters.clear")}
              defaultOpen={count > 0}
            />
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("filters.quick")}>
              <OpenNowChip pathname={pathname} params={params} />
              <FitsChip pathname={pathname} params={params} fits={loaderData.fits} accountDogs={loaderData.myDogs} />
              {config.quickChips.map((chip) => (
                <FilterChip
                  key={chip.id}
                  to={chipHref(pathname, params, chip.key, chip.value)}
                  selected={isSelected(params, chip.key, chip.value)}
                >
                  {t(`quickChip.${chip.id}`)}
                </FilterChip>
              ))}
              {anything ? <ClearFiltersLink to={clearAll} label={t("filters.clearAllTitle")} /> : null}
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("filters.quick")}>
              <OpenNowChip pathname={pathname} params={params} />
              <FitsChip pathname={pathname} params={params} fits={loaderData.fits} accountDogs={loaderData.myDogs} />
            </div>
            <FilterGroups pathname={pathname} params={params} filters={config.filters} />
            {anything ? <ClearFiltersLink to={clearAll} label={t("filters.clearAllFilters")} /> : null}
          </div>
        )}

        <div className="mt-4">
          <UnappliedFilters unapplied={unapplied} />
        </div>

        <div className="mt-8 mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-semibold">
            {t(`${words}.resultsHeading`)} ({counts.count(total, more)})
          </h2>
          <SortControl pathname={pathname} params={params} sort={sort} choices={loaderData.sortChoices} />
          <ListMapToggle pathname={pathname} params={params} mapView={mapView} />
        </div>
        <FitsLeftOutLine leftOut={loaderData.leftOut} className="-mt-2 mb-4" />
        <ListResults
          list={loaderData}
          map={map}
          pathname={pathname}
          params={params}
          emptyTitle={t(`${words}.emptyTitle`)}
          clearHref={listHref(pathname, withoutFilters(params))}
          error={error}
          errorTitle={t(`${words}.errorTitle`)}
          byDistance={sort === "distance"}
        />

        <section aria-labelledby="category-info" className="bg-sand-50 mt-16 rounded-2xl p-6 md:p-10">
          <h2 id="category-info" className="flex items-center gap-2 text-2xl font-semibold">
            <Lightbulb className="size-6 text-amber-700" aria-hidden="true" /> {t(`${words}.infoTitle`)}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {config.info.map((id) => (
              <li key={id}>
                <h3 className="font-semibold">{t(`${words}.info.${id}.title` as never)}</h3>
                <p className="mt-1 text-slate-700">{t(`${words}.info.${id}.text` as never)}</p>
              </li>
            ))}
          </ul>
        </section>

        {config.callToAction ? (
          <section className="bg-brand-700 mt-10 rounded-2xl px-6 py-10 text-center text-white">
            <h2 className="text-2xl font-semibold">{t("categoryPage.parks.callToAction.title")}</h2>
            <p className="text-brand-50 mx-auto mt-2 max-w-xl">{t("categoryPage.parks.callToAction.text")}</p>
            <Link
              to={lp(config.callToAction.to)}
              className={buttonVariants({ variant: "secondary", size: "lg", className: "mt-6" })}
            >
              <PlusCircle aria-hidden="true" /> {t("categoryPage.parks.callToAction.label")}
            </Link>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** Without loader data the screen's title comes from the address it failed at. */
export function ErrorBoundary() {
  const location = useLocation();
  const { t } = useTranslation("browse");
  const config = categoryPageFor(location.pathname);
  return (
    <ListError
      title={config ? t(`categoryPage.${config.prefix}.errorTitle`) : t("results.errorTitle")}
      message={t("results.errorMessage")}
    />
  );
}
