// The region pages (/region/:region) and the city pages (/city/:city): one screen, configured by the
// loader for the area at the address (app/lib/area-pages.ts). A city's places are those whose city
// contains its name or that lie within CITY_AREA_MILES of its centre.
import { Lightbulb, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/area";
import { AreaPlaces, AreaStat } from "~/components/area-places";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cityScreen, regionScreen, type AreaScreen, type CategoryCounts, type Translate } from "~/lib/area-pages";
import { formatNumber } from "~/lib/browse-i18n";
import { localizePath, useLocalePath, type Locale } from "~/lib/i18n";
import { browseWords } from "~/server/http/browse-i18n.server";
import { CITY_AREA_MILES, cityPageBySlug } from "~/lib/city-pages";
import { parseLocationFilters, type LocationFilters } from "~/lib/filters";
import { isAddressOf } from "~/lib/list-addresses";
import { unappliedFilters } from "~/lib/unapplied-filters";
import { isSlug, type PageCacheHandle } from "~/lib/page-cache-policy";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { cn } from "~/lib/utils";
import { regionBySlug } from "~/lib/vocabulary";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { cityCentre } from "~/server/reference/geo.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { countByCategory, findLocations } from "~/server/queries/locations.server";
import { findMapPoints } from "~/server/queries/map-points.server";
import { pageBreadcrumbJsonLd } from "~/server/domain/structured-data.server";
import { requestDb } from "~/server/domain/request-context.server";
import { savedSlugsOn } from "~/server/domain/saved-places.server";
import { SavedPlacesProvider } from "~/components/save-button";

/** What an area page reads from its query: the page, "open now" and the map view, as every list reads them. */
function listFilters(params: URLSearchParams): LocationFilters {
  const { page, openNow, view } = parseLocationFilters(params);
  return { page, openNow, view };
}

/**
 * Kept by the full-page cache: a region or city by its slug, with a query the page reads in full.
 * Its cards show their places' ratings.
 */
export const handle: PageCacheHandle = {
  pageCache: {
    keeps: (url, params) =>
      isSlug(params.region ?? params.city) && isAddressOf(url.searchParams, listFilters(url.searchParams)),
    reviews: () => "all",
  },
};

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
  const { screen } = loaderData;
  return seoMeta(matches, {
    title: `${screen.seoTitle} | ${BRAND}`,
    description: screen.seoDescription,
    path: screen.path,
    jsonLd: loaderData.jsonLd,
  });
}

type Area = {
  /** Which places are the area's. */
  where: Pick<LocationFilters, "regions" | "city" | "cityArea">;
  screen: (counts: CategoryCounts, total: number, more: boolean, t: Translate, locale: Locale) => AreaScreen;
};

/** The region or the city the address names, or nothing for a name the site has no page for. */
function areaAt(params: { region?: string; city?: string }): Area | null {
  if (params.region !== undefined) {
    const region = regionBySlug(params.region);
    if (!region) return null;
    return {
      where: { regions: [region.value] },
      screen: (counts, total, more, t, locale) =>
        regionScreen(region, counts, total, more, t, (n) => formatNumber(n, locale)),
    };
  }
  const city = cityPageBySlug(params.city);
  if (!city) return null;
  const centre = cityCentre(city.slug);
  return {
    where: centre ? { cityArea: { name: city.name, centre, miles: CITY_AREA_MILES } } : { city: city.name },
    screen: (counts, total, more, t, locale) =>
      cityScreen(city, counts, total, more, t, (n) => formatNumber(n, locale)),
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const area = areaAt(params);
  if (!area) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { page, openNow, view } = listFilters(url.searchParams);
  const db = requestDb(context);
  const [list, counts, map] = await Promise.all([
    findLocations(db, { ...area.where, sort: "name", page, openNow }),
    countByCategory(db, area.where),
    view ? findMapPoints(db, { ...area.where, openNow }) : null,
  ]);
  const { locale, t: fixed } = browseWords(request);
  const t: Translate = (key, options) => fixed(key as never, options as never) as unknown as string;
  const screen = area.screen(counts, list.total, list.more, t, locale);
  return {
    screen,
    places: list.items,
    saved: await savedSlugsOn(request, context, list.items),
    map,
    unapplied: unappliedFilters(url.searchParams, [], { distance: false }),
    total: list.total,
    more: list.more,
    page: list.page,
    pageCount: list.pageCount,
    jsonLd: [pageBreadcrumbJsonLd(siteOrigin(request), screen.name, localizePath(screen.path, locale), locale)],
  };
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { screen } = loaderData;
  const lp = useLocalePath();
  return (
    <div>
      <header className="from-brand-800 to-brand-700 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          {screen.eyebrow ? (
            <p className="text-brand-100 text-sm font-medium tracking-wide uppercase">{screen.eyebrow}</p>
          ) : null}
          <h1 className={cn("text-3xl font-bold sm:text-4xl", screen.eyebrow && "mt-1")}>{screen.heading}</h1>
          <p className="text-brand-50 mt-3 max-w-2xl text-lg">{screen.intro}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            {screen.stats.map((stat) => (
              <AreaStat key={stat.label.other} count={stat.count} label={stat.label} />
            ))}
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 py-10">
        {screen.cities ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">{screen.cities.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-wrap gap-3">
                {screen.cities.links.map((city) => (
                  <li key={city.label}>
                    <Link
                      to={lp(city.to)}
                      className="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 inline-flex items-center gap-1 rounded-full border px-4 py-2 font-medium"
                    >
                      <MapPin className="size-4" aria-hidden="true" /> {city.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}

        <SavedPlacesProvider slugs={loaderData.saved}>
          <AreaPlaces
            {...loaderData}
            path={lp(screen.path)}
            showMapLink={screen.mapLink}
            empty={{ ...screen.empty, link: { ...screen.empty.link, to: lp(screen.empty.link.to) } }}
          />
        </SavedPlacesProvider>

        {screen.tips ? (
          <Card className="mt-12">
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <Lightbulb className="size-5 text-amber-600" aria-hidden="true" />
                {screen.tips.title}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-2 pl-5 text-slate-700">
                {screen.tips.items.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}

        {screen.others ? (
          <nav aria-label={screen.others.label} className="mt-12">
            <h2 className="text-xl font-semibold">{screen.others.title}</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {screen.others.links.map((link) => (
                <li key={link.to}>
                  <Link to={lp(link.to)} className="text-brand-700 font-medium underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
