// The four region pages: the region's places, its counts and its main cities.
import { MapPin } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/region";
import { AreaPlaces, AreaStat, countIn } from "~/components/area-places";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { countWords, isMapView, parseLocationFilters } from "~/lib/filters";
import { seoMeta } from "~/lib/seo";
import { cityHref } from "~/lib/city-pages";
import { BRAND } from "~/lib/site";
import { BEACH_CATEGORIES, PARK_CATEGORIES, REGIONS, regionBySlug } from "~/lib/vocabulary";
import { unappliedFilters } from "~/lib/filters";
import { GeneralErrorBoundary } from "~/root";
import { getDb } from "~/server/db.server";
import { siteOrigin } from "~/server/origin.server";
import { countByCategory, findLocations, findMapPoints } from "~/server/queries/locations.server";
import { breadcrumbJsonLd } from "~/server/structured-data.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
  const { region } = loaderData;
  return seoMeta(matches, {
    title: `Dog-Friendly Places in ${region.label} | ${BRAND}`,
    description: `${countWords(loaderData.total, loaderData.more, { start: true })} dog-friendly beaches, parks and trails in ${region.label}. ${region.description}`,
    path: `/region/${region.slug}`,
    jsonLd: loaderData.jsonLd,
  });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const region = regionBySlug(params.region);
  if (!region) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const page = Number.parseInt(search.get("page") ?? "1", 10) || 1;
  const openNow = parseLocationFilters(search).openNow;
  const db = await getDb();
  const [list, counts, map] = await Promise.all([
    findLocations(db, { regions: [region.value], sort: "name", page, openNow }),
    countByCategory(db, { regions: [region.value] }),
    isMapView(search) ? findMapPoints(db, { regions: [region.value], openNow }) : null,
  ]);
  const siteUrl = siteOrigin(request);
  return {
    region: {
      value: region.value,
      label: region.label,
      slug: region.slug,
      description: region.description,
      cities: [...region.cities],
    },
    places: list.items,
    map,
    unapplied: unappliedFilters(new URL(request.url).searchParams, [], { distance: false }),
    total: list.total,
    more: list.more,
    page: list.page,
    pageCount: list.pageCount,
    beaches: countIn(counts, BEACH_CATEGORIES),
    parks: countIn(counts, PARK_CATEGORIES),
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: region.label, path: `/region/${region.slug}` },
      ]),
    ],
  };
}

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const { region, places, total, more, page, pageCount, beaches, parks, unapplied, map } = loaderData;
  const others = REGIONS.filter((r) => r.value !== region.value);

  return (
    <div>
      <header className="from-brand-800 to-brand-700 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">Dog-Friendly {region.label}</h1>
          <p className="text-brand-50 mt-3 max-w-2xl text-lg">{region.description}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            <AreaStat count={beaches} label={{ one: "Dog-Friendly Beach", other: "Dog-Friendly Beaches" }} />
            <AreaStat count={parks} label={{ one: "Dog Park", other: "Dog Parks" }} />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Popular Cities in {region.label}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-wrap gap-3">
              {region.cities.map((city) => (
                <li key={city}>
                  <Link
                    to={cityHref(city)}
                    className="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 inline-flex items-center gap-1 rounded-full border px-4 py-2 font-medium"
                  >
                    <MapPin className="size-4" aria-hidden="true" /> {city}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <AreaPlaces
          unapplied={unapplied}
          map={map}
          places={places}
          total={total}
          more={more}
          page={page}
          pageCount={pageCount}
          showMapLink
          empty={
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="text-lg font-semibold">No locations have been added for {region.label} yet.</p>
              <p className="mt-2 text-slate-700">
                Know a dog-friendly spot here?{" "}
                <Link to="/submit" className="text-brand-700 font-medium underline">
                  Submit a Spot
                </Link>
              </p>
            </div>
          }
        />

        <nav aria-label="Other regions" className="mt-12">
          <h2 className="text-xl font-semibold">Other Regions</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {others.map((r) => (
              <li key={r.value}>
                <Link to={`/region/${r.slug}`} className="text-brand-700 font-medium underline">
                  {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
