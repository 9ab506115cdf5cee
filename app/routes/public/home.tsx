import { ArrowRight, Map, MapPin, PlusCircle, Star } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { LocationGrid } from "~/components/location-card";
import { SearchForm } from "~/components/search-form";
import { buttonVariants } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { PLACE_SEARCH_PLACEHOLDER, REGIONS } from "~/lib/vocabulary";
import { countWords } from "~/lib/filters";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findLocations } from "~/server/queries/locations.server";
import { organizationJsonLd, webSiteJsonLd } from "~/server/domain/structured-data.server";
import { requestDb } from "~/server/domain/request-context.server";
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { savedSlugsOn } from "~/server/domain/saved-places.server";
import { SavedPlacesProvider } from "~/components/save-button";

/**
 * Popular searches: each chip fills the search and opens Explore. The search reads the words (decision
 * 0012): "dog beaches" is every beach category, "off-leash parks" the off-leash places that are not beaches.
 */
const POPULAR = [
  { label: "Dog Beaches", to: "/explore?search=dog+beaches" },
  { label: "Off-Leash Parks", to: "/explore?search=off-leash+parks" },
  { label: "Orlando", to: "/explore?search=Orlando" },
  { label: "Tampa Bay", to: "/explore?search=Tampa" },
  { label: "Miami", to: "/explore?search=Miami" },
] as const;

const TOP_RATED_MIN = 4.5;

/** Kept by the full-page cache when asked for without a query; its Top Rated shows any place's rating. */
export const handle = pageWithoutQuery("all");

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: `${BRAND} | Dog-Friendly Beaches, Parks & Trails in Florida`,
    description:
      "Find dog-friendly beaches, dog parks, hiking trails, nature preserves and farmers markets across Florida, with leash rules, fees and amenities.",
    path: "/",
    jsonLd: loaderData?.jsonLd,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = requestDb(context);
  const [topRated, newest] = await Promise.all([
    findLocations(db, { minRating: TOP_RATED_MIN, sort: "rating", pageSize: 6 }),
    findLocations(db, { sort: "newest", pageSize: 6 }),
  ]);
  const siteUrl = siteOrigin(request);
  const shown = { topRated: topRated.items.slice(0, 3), newest: newest.items.slice(0, 3) };
  return {
    ...shown,
    saved: await savedSlugsOn(request, context, [...shown.topRated, ...shown.newest]),
    total: newest.total,
    more: newest.more,
    jsonLd: [organizationJsonLd(siteUrl), webSiteJsonLd(siteUrl)],
  };
}

function SectionHeading({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
      {link ? (
        <Link to={link.to} className="text-brand-700 inline-flex items-center gap-1 font-medium hover:underline">
          {link.label} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { topRated, newest, total, more } = loaderData;
  return (
    <>
      <section className="from-brand-700 to-brand-800 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center md:py-24">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Find Dog-Friendly Places in Florida</h1>
          <p className="text-brand-50 mx-auto mt-4 max-w-2xl text-lg">
            {countWords(total, more, { start: true })} beaches, parks, trails and markets where your dog is welcome,
            with leash rules, fees and amenities.
          </p>
          <div className="mx-auto mt-8 max-w-3xl rounded-2xl bg-white p-3 text-left text-slate-900 shadow-lg">
            <SearchForm action="/explore" placeholder={PLACE_SEARCH_PLACEHOLDER} size="lg">
              <div>
                <label htmlFor="home-region" className="sr-only">
                  Region
                </label>
                <NativeSelect id="home-region" name="region" defaultValue="all" className="h-12 sm:w-48">
                  <option value="all">All of Florida</option>
                  {REGIONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </SearchForm>
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
            <span className="text-brand-50 text-sm">Popular:</span>
            <ul className="flex flex-wrap justify-center gap-2">
              {POPULAR.map((chip) => (
                <li key={chip.label}>
                  <Link
                    to={chip.to}
                    className="inline-block rounded-full border border-white/40 bg-white/10 px-3 py-1 text-sm font-medium text-white hover:bg-white/20"
                  >
                    {chip.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="top-rated">
        <SectionHeading
          id="top-rated"
          title="Top Rated Beaches & Parks"
          text="The places dog owners love most."
          link={{ to: "/explore?sort=rating", label: "Explore all" }}
        />
        {topRated.length > 0 ? (
          <SavedPlacesProvider slugs={loaderData.saved}>
            <LocationGrid places={topRated} />
          </SavedPlacesProvider>
        ) : (
          <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            <Star className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <p>
              No place has a rating yet. Once places are rated, the best-loved beaches and parks will appear here; until
              then,{" "}
              <Link to="/explore" className="text-brand-700 font-medium underline">
                explore every place
              </Link>
              .
            </p>
          </div>
        )}
      </section>

      <section className="bg-slate-50" aria-labelledby="regions-heading">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="regions-heading" className="text-2xl font-bold md:text-3xl">
                Explore by Region
              </h2>
              <p className="mt-1 text-slate-700">From the Panhandle to the Keys, find places near you.</p>
            </div>
            <Link to="/explore?view=map" className={buttonVariants({ variant: "outline" })}>
              <Map aria-hidden="true" /> View Interactive Map
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REGIONS.map((region) => (
              <li
                key={region.value}
                className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md"
              >
                <MapPin className="text-brand-700 size-6" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold">
                  <Link to={`/region/${region.slug}`} className="after:absolute after:inset-0">
                    {region.label}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-700">{region.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="new-heading">
        <SectionHeading
          id="new-heading"
          title="New This Week"
          text="The latest places added to the directory."
          link={{ to: "/explore?sort=newest", label: "See all new places" }}
        />
        <SavedPlacesProvider slugs={loaderData.saved}>
          <LocationGrid places={newest} />
        </SavedPlacesProvider>
      </section>

      <section className="mx-auto mb-4 max-w-7xl px-4">
        <div className="bg-sand-100 rounded-2xl px-6 py-12 text-center">
          <h2 className="text-2xl font-bold md:text-3xl">Join Our Community</h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-800">
            Know a beach, park or trail where dogs are welcome? Share it with Florida's dog owners: we review every spot
            before it goes live.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/submit" className={buttonVariants({ size: "lg" })}>
              <PlusCircle aria-hidden="true" /> Submit a Spot
            </Link>
            <Link to="/submit" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Add Location
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
