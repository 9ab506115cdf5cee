// The city pages (Orlando, Miami): places whose city contains the city's name or that lie within
// CITY_AREA_MILES of its centre, with local tips.
import { Lightbulb } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/city";
import { AreaPlaces, AreaStat, countIn } from "~/components/area-places";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { countWords, isMapView, parseLocationFilters } from "~/lib/filters";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { CITY_AREA_MILES, cityPageBySlug } from "~/lib/city-pages";
import { BEACH_CATEGORIES, PARK_CATEGORIES, regionLabel } from "~/lib/vocabulary";
import { unappliedFilters } from "~/lib/filters";
import { GeneralErrorBoundary } from "~/root";
import { getDb } from "~/server/db.server";
import { siteOrigin } from "~/server/origin.server";
import { cityCentre } from "~/server/geo.server";
import { countByCategory, findLocations, findMapPoints } from "~/server/queries/locations.server";
import { breadcrumbJsonLd } from "~/server/structured-data.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
  const { city, slug } = loaderData;
  return seoMeta(matches, {
    title: `Dog-Friendly Places in ${city.name}, Florida | ${BRAND}`,
    description: `Dog parks, dog beaches and trails in ${city.name}, Florida: leash rules, fees and amenities for ${countWords(loaderData.total, loaderData.more)} places.`,
    path: `/city/${slug}`,
    jsonLd: loaderData.jsonLd,
  });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.city;
  const city = cityPageBySlug(slug);
  if (!city) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const page = Number.parseInt(search.get("page") ?? "1", 10) || 1;
  const openNow = parseLocationFilters(search).openNow;
  const db = await getDb();
  const centre = cityCentre(city.slug);
  const area = centre ? { cityArea: { name: city.name, centre, miles: CITY_AREA_MILES } } : { city: city.name };
  const [list, counts, map] = await Promise.all([
    findLocations(db, { ...area, sort: "name", page, openNow }),
    countByCategory(db, area),
    isMapView(search) ? findMapPoints(db, { ...area, openNow }) : null,
  ]);
  const siteUrl = siteOrigin(request);
  return {
    slug,
    city,
    places: list.items,
    map,
    unapplied: unappliedFilters(new URL(request.url).searchParams, [], { distance: false }),
    total: list.total,
    more: list.more,
    page: list.page,
    pageCount: list.pageCount,
    water: countIn(counts, BEACH_CATEGORIES),
    parks: countIn(counts, PARK_CATEGORIES),
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: city.name, path: `/city/${slug}` },
      ]),
    ],
  };
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, places, total, more, page, pageCount, water, parks, unapplied, map } = loaderData;
  return (
    <div>
      <header className="from-brand-800 to-brand-700 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <p className="text-brand-100 text-sm font-medium tracking-wide uppercase">{regionLabel(city.region)}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Dog-Friendly {city.name}</h1>
          <p className="text-brand-50 mt-3 max-w-2xl text-lg">{city.intro}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            <AreaStat count={water} label={city.waterLabel} />
            <AreaStat count={parks} label={{ one: "Park", other: "Parks" }} />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 py-10">
        <AreaPlaces
          unapplied={unapplied}
          map={map}
          places={places}
          total={total}
          more={more}
          page={page}
          pageCount={pageCount}
          empty={
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="text-2xl font-semibold">Coming Soon!</p>
              <p className="mt-2 text-slate-700">
                We are still adding places in {city.name}. Meanwhile, explore the rest of {regionLabel(city.region)}.
              </p>
              <Link
                to={`/explore?region=${city.region}`}
                className="text-brand-700 mt-4 inline-block font-medium underline"
              >
                Explore {regionLabel(city.region)}
              </Link>
            </div>
          }
        />

        <Card className="mt-12">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Lightbulb className="size-5 text-amber-600" aria-hidden="true" />
              Tips for Dog Owners in {city.name}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-slate-700">
              {city.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
