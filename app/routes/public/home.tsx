import type { ReactNode } from "react";
import { ArrowRight, Map, MapPin, PlusCircle, Star } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";
import { LocationGrid } from "~/components/location-card";
import { SearchForm } from "~/components/search-form";
import { buttonVariants } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { REGIONS } from "~/lib/vocabulary";
import { TOP_RATED } from "~/lib/reviews";
import { useCountWords } from "~/lib/browse-i18n";
import { useLocalePath } from "~/lib/i18n";
import { browseWords } from "~/server/http/browse-i18n.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findLocations } from "~/server/queries/locations.server";
import { organizationJsonLd, webSiteJsonLd } from "~/server/domain/structured-data.server";
import { requestDb } from "~/server/domain/request-context.server";
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { savedSlugsOn } from "~/server/domain/saved-places.server";
import { SavedPlacesProvider } from "~/components/save-button";

/**
 * Popular searches: each chip fills the search and opens Explore (the first two in the page's
 * language: browse home.chipSearch). The search reads the words (decision
 * 0012): "dog beaches" is every beach category, "off-leash parks" the off-leash places that are not beaches.
 */
const POPULAR = [
  { id: "dogBeaches" },
  { id: "offLeashParks" },
  { label: "Orlando", search: "Orlando" },
  { label: "Tampa Bay", search: "Tampa Bay" },
  { label: "Miami", search: "Miami" },
] as const;

/** Kept by the full-page cache when asked for without a query; its Top Rated shows any place's rating. */
export const handle = pageWithoutQuery("all");

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData?.seo.title ?? BRAND,
    description: loaderData?.seo.description ?? "",
    path: "/",
    jsonLd: loaderData?.jsonLd,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = requestDb(context);
  const [topRated, newest] = await Promise.all([
    findLocations(db, { minRating: TOP_RATED.stars, minReviews: TOP_RATED.reviews, sort: "rating", pageSize: 6 }),
    findLocations(db, { sort: "newest", pageSize: 6 }),
  ]);
  const siteUrl = siteOrigin(request);
  const { t, locale } = browseWords(request);
  const shown = { topRated: topRated.items.slice(0, 3), newest: newest.items.slice(0, 3) };
  return {
    ...shown,
    saved: await savedSlugsOn(request, context, [...shown.topRated, ...shown.newest]),
    total: newest.total,
    more: newest.more,
    jsonLd: [organizationJsonLd(siteUrl, locale), webSiteJsonLd(siteUrl, locale)],
    seo: { title: t("home.title", { brand: BRAND }), description: t("home.description") },
  };
}

function PlacesSection({
  id,
  title,
  text,
  link,
  children,
}: {
  id: string;
  title: string;
  text: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby={id}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-slate-700">{text}</p>
        </div>
        <Link to={link.to} className="text-brand-700 inline-flex items-center gap-1 font-medium hover:underline">
          {link.label} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { topRated, newest, total, more } = loaderData;
  const { t, i18n } = useTranslation(["browse", "facts"]);
  const lp = useLocalePath();
  const counts = useCountWords();
  return (
    <>
      <section className="from-brand-700 to-brand-800 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center md:py-24">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t("home.heading")}</h1>
          <p className="text-brand-50 mx-auto mt-4 max-w-2xl text-lg">
            {t("home.intro", { total: counts.count(total, more, { start: true }) })}
          </p>
          <div className="mx-auto mt-8 max-w-3xl rounded-2xl bg-white p-3 text-left text-slate-900 shadow-lg">
            <SearchForm action={lp("/explore")} placeholder={t("search.placeholder")} size="lg">
              <div>
                <label htmlFor="home-region" className="sr-only">
                  {t("home.region")}
                </label>
                <NativeSelect id="home-region" name="region" defaultValue="all" className="h-12 sm:w-48">
                  <option value="all">{t("home.allOfFlorida")}</option>
                  {REGIONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {t(`facts:region.${r.value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </SearchForm>
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
            <span className="text-brand-50 text-sm">{t("home.popular")}</span>
            <ul className="flex flex-wrap justify-center gap-2">
              {POPULAR.map((chip) => (
                <li key={"id" in chip ? chip.id : chip.label}>
                  <Link
                    to={lp(
                      `/explore?${new URLSearchParams({ search: "id" in chip ? t(`home.chipSearch.${chip.id}`) : chip.search })}`,
                    )}
                    className="inline-block rounded-full border border-white/40 bg-white/10 px-3 py-1 text-sm font-medium text-white hover:bg-white/20"
                  >
                    {"id" in chip ? t(`home.chip.${chip.id}`) : chip.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PlacesSection
        id="top-rated"
        title={t("home.topRated")}
        text={t("home.topRatedText", {
          stars: TOP_RATED.stars.toLocaleString(i18n.language),
          reviews: TOP_RATED.reviews,
        })}
        link={{ to: lp("/explore?sort=rating"), label: t("home.exploreAll") }}
      >
        {topRated.length > 0 ? (
          <SavedPlacesProvider slugs={loaderData.saved}>
            <LocationGrid places={topRated} />
          </SavedPlacesProvider>
        ) : (
          <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            <Star className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <p>
              {t("home.noRatingBefore")}{" "}
              <Link to={lp("/explore")} className="text-brand-700 font-medium underline">
                {t("home.noRatingLink")}
              </Link>
              .
            </p>
          </div>
        )}
      </PlacesSection>

      <section className="bg-slate-50" aria-labelledby="regions-heading">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="regions-heading" className="text-2xl font-bold md:text-3xl">
                {t("home.byRegion")}
              </h2>
              <p className="mt-1 text-slate-700">{t("home.byRegionText")}</p>
            </div>
            <Link to={lp("/explore?view=map")} className={buttonVariants({ variant: "outline" })}>
              <Map aria-hidden="true" /> {t("home.viewMap")}
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
                  <Link to={lp(`/region/${region.slug}`)} className="after:absolute after:inset-0">
                    {t(`facts:region.${region.value}`)}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-700">{t(`facts:regionDescription.${region.value}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PlacesSection
        id="new-heading"
        title={t("home.newThisWeek")}
        text={t("home.newThisWeekText")}
        link={{ to: lp("/explore?sort=newest"), label: t("home.seeAllNew") }}
      >
        <SavedPlacesProvider slugs={loaderData.saved}>
          <LocationGrid places={newest} />
        </SavedPlacesProvider>
      </PlacesSection>

      <section className="mx-auto mb-4 max-w-7xl px-4">
        <div className="bg-sand-100 rounded-2xl px-6 py-12 text-center">
          <h2 className="text-2xl font-bold md:text-3xl">{t("home.join")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-800">{t("home.joinText")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={lp("/submit")} className={buttonVariants({ size: "lg" })}>
              <PlusCircle aria-hidden="true" /> {t("home.submitSpot")}
            </Link>
            <Link to={lp("/submit")} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {t("home.addLocation")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
