// The location detail screen, shared by all five category prefixes; each place has one canonical address.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { photoVariants } from "~/lib/photos";
import { MAP_DATA_PATHS } from "~/lib/map";
import { localeOfPath, localizePath, unlocalizedPath, useLocale } from "~/lib/i18n";
import { formatCalendarDateIn, formatMonthIn, notFoundMeta, storedTextLang } from "~/lib/place-i18n";
import { parsePage } from "~/lib/filters";
import { publicName } from "~/lib/people";
import { NO_REVIEWS, REVIEWS_PER_PAGE } from "~/lib/reviews";
import { citedSources } from "~/lib/sources";
import { factsWords } from "~/lib/facts-words";
import { usePhotoViewer } from "~/components/photo-viewer";
import { seoMeta } from "~/lib/seo";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { BRAND } from "~/lib/site";
import { categoryPrefix, isCategory, placePath } from "~/lib/vocabulary";
import { REVIEW_SORT_VALUES } from "~/lib/vocabulary-reviews";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findPlaceByOldSlug, getLocationBySlug } from "~/server/queries/locations.server";
import { countOpenReportsForPlace } from "~/server/queries/reports.server";
import { candidateOfPlace } from "~/server/queries/open-data.server";
import { upstreamUrl } from "~/lib/open-data";
import { placeReviewsShown } from "~/server/queries/place-reviews.server";
import { distanceToPlace } from "~/server/queries/distance.server";
import { resolveNear } from "~/server/reference/geo.server";
import { findSunAreas, timelineFor } from "~/server/queries/dog-hours.server";
import { withLocalizedTexts, type PlaceTextField, type PlaceTextLangs } from "~/server/domain/place-texts.server";
import { placeMapPicture } from "~/server/domain/static-map.server";
import { breadcrumbJsonLd, placeJsonLd, placeSummary, webPageJsonLd } from "~/server/domain/structured-data.server";
import { translatorFor } from "~/server/reference/i18n.server";
import { placeNotFound } from "~/server/domain/place-lookup.server";
import { requestDb } from "~/server/domain/request-context.server";
import { placeListsFor } from "~/server/domain/saved-places.server";
import { placePage } from "~/lib/page-cache-policy";
import { dogsOfVisitor } from "~/server/domain/dogs.server";
import { TextLangsContext } from "./stored-text";
import { PlaceHeader } from "./header";
import { adminPhotos, Gallery, OwnerPhotos } from "./photos";
import { PlaceFacts } from "./facts";
import { PlaceAside } from "./aside";
import { PlaceReviews } from "./reviews";

/** Kept by the full-page cache: a place's page by its slug, without a query; it shows that place's reviews. */
export const handle = placePage("slug");

export function meta({ data: loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(error);
  const { place, seo } = loaderData;
  return seoMeta(matches, {
    title: seo.title,
    description: seo.description,
    path: placePath(place),
    image: place.photos[0] ?? place.imageUrl,
    type: "place",
    // A place closed for good keeps its address for those who look it up, but leaves search results.
    noindex: place.status === "closed",
    jsonLd: seo.jsonLd,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = requestDb(context);
  const url = new URL(request.url);
  // The address alone decides the language (decision 0030): /es/beaches/<slug> is the Spanish page.
  const locale = localeOfPath(url.pathname);
  const stored = await getLocationBySlug(db, params.slug);
  if (!stored) {
    // An address the place had before it was renamed moves for good to the current one.
    const moved = await findPlaceByOldSlug(db, params.slug);
    if (moved) throw redirect(localizePath(`${placePath(moved)}${url.search}`, locale), 301);
    throw placeNotFound(locale);
  }

  // Its free text in the page's language where a current translation exists (decision 0030).
  const { place, textLangs } = await withLocalizedTexts(db, stored, locale);

  const prefix = unlocalizedPath(url.pathname).split("/")[1];
  const canonical = placePath(place);
  if (prefix !== categoryPrefix(place.category)) {
    throw redirect(localizePath(`${canonical}${url.search}`, locale), 301);
  }
  const t = translatorFor(locale, "place");
  const facts = translatorFor(locale, "facts");

  // Opened from a list measured from somewhere (`?near=`): how far the place is from there.
  const nearParam = url.searchParams.get("near");
  const near = nearParam ? resolveNear(nearParam) : null;
  const miles = near && "point" in near ? await distanceToPlace(db, place.id, near.point) : null;
  const distance = near && "point" in near && miles !== null ? { miles, from: near.label } : null;

  const now = new Date();
  const needsArea = place.dogHours && (place.lat === null || place.lng === null);
  const areas = needsArea ? await findSunAreas(db) : { counties: new Map(), regions: new Map() };
  const dogTimeline = timelineFor(place, areas, now);
  // The owners' reviews, in one query and only when the place has some: the rating summary, one
  // page of reviews in the order asked (an address past the last page shows the last), the newest
  // approved photos.
  const reviewSort = REVIEW_SORT_VALUES.find((v) => v === url.searchParams.get("reviewSort")) ?? "newest";
  const reviewPageCount = Math.max(1, Math.ceil(place.reviewCount / REVIEWS_PER_PAGE));
  const reviewPage = Math.min(parsePage(url.searchParams.get("reviewPage")), reviewPageCount);
  const [openReports, { summary, reviews: shown, photos: ownerPhotos }, mine, fromOpenData] = await Promise.all([
    countOpenReportsForPlace(db, place.id),
    place.reviewCount > 0
      ? placeReviewsShown(db, place.id, { sort: reviewSort, page: reviewPage })
      : { summary: NO_REVIEWS, reviews: [], photos: [] },
    placeListsFor(request, context, place.id),
    candidateOfPlace(db, place.id),
  ]);
  const myDogs = await dogsOfVisitor(request, context);

  // Each author as they chose to be named, or by the neutral name (decision 0032).
  const common = translatorFor(locale, "common");
  const reviews = shown.map(({ author, ...review }) => ({ ...review, authorName: publicName(author, common) }));
  const siteUrl = siteOrigin(request);
  const city = place.city ?? t("defaultCity");
  const listPrefix = categoryPrefix(place.category);
  const category = isCategory(place.category) ? facts(`category.${place.category}`) : t("summary.place");
  // The description is written in English: a Spanish page describes the place from its facts until
  // the description has a Spanish version.
  const description = (
    locale === "en" || textLangs.description === locale
      ? place.description || placeSummary(place, locale)
      : placeSummary(place, locale)
  ).slice(0, 300);
  const title = `${t("meta.title", { name: place.name, category, city })} | ${BRAND}`;
  const placeLd = placeJsonLd(siteUrl, place, { summary, shown: reviews }, locale);
  const sourceDates = new Map(place.sources.map((s) => [s.url, s.date]));
  return {
    place,
    textLangs,
    distance,
    dogTimeline,
    openReports,
    mine,
    myDogs,
    reviews: { summary, list: reviews, sort: reviewSort, page: reviewPage, pageCount: reviewPageCount },
    ownerPhotos: ownerPhotos.map((p) => ({
      id: p.id,
      url: p.url,
      caption: p.caption,
      credit: t("reviews.photoCredit", {
        name: publicName(p.author, common),
        month: formatMonthIn(String(p.visitMonth), locale),
      }),
    })),
    mapPicture: placeMapPicture(place),
    provenance: fromOpenData
      ? {
          source: fromOpenData.source,
          id: fromOpenData.upstreamId,
          element: (fromOpenData.upstreamType ?? "element") as "node" | "way" | "relation" | "element",
          href: upstreamUrl(fromOpenData.source, fromOpenData.upstreamId, fromOpenData.upstreamType, place),
        }
      : null,
    sources: citedSources(place.sources, place.source, locale, factsWords(facts)).map((source) =>
      locale === "en" || !source.date
        ? source
        : { ...source, date: formatCalendarDateIn(sourceDates.get(source.href), locale) ?? source.date },
    ),
    newestSourceDate: formatCalendarDateIn(
      place.sources
        .map((s) => s.date)
        .filter((d): d is string => Boolean(d))
        .sort()
        .at(-1),
      locale,
    ),
    seo: {
      title,
      description,
      jsonLd: [
        placeLd,
        breadcrumbJsonLd(
          siteUrl,
          [
            { name: t("structuredData.home"), path: "/" },
            { name: facts(`categoryList.${listPrefix}`), path: `/${listPrefix}` },
            { name: place.name, path: canonical },
          ],
          locale,
        ),
        webPageJsonLd(siteUrl, { path: canonical, name: title, description, about: `${placeLd["@id"]}` }, locale),
      ],
    },
  };
}

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { place, ownerPhotos } = loaderData;
  const { t: tp } = useTranslation("place");
  const locale = useLocale();
  // Text from the database is written in English unless translated: marked so on a page in another language.
  const stored = storedTextLang(locale);
  const langOf = (field: PlaceTextField) => {
    const lang = loaderData.textLangs[field as keyof PlaceTextLangs] ?? stored;
    return lang && lang !== locale ? lang : undefined;
  };
  const placePhotos = useMemo(() => adminPhotos(place, tp), [place, tp]);
  const viewerPhotos = useMemo(
    () => [...placePhotos, ...ownerPhotos.map((p) => ({ src: p.url, alt: p.caption ?? p.credit, credit: p.credit }))],
    [placePhotos, ownerPhotos],
  );
  const { linkProps: photoLink, viewer: photoViewer } = usePhotoViewer(viewerPhotos);
  // "Keep for offline": this page, every stored width of its photos and the map's data.
  const offlineUrls = useMemo(
    () => [
      localizePath(placePath(place), locale),
      ...viewerPhotos.flatMap((photo) => photoVariants(photo.src)?.map((v) => v.url) ?? [photo.src]),
      ...MAP_DATA_PATHS,
    ],
    [place, viewerPhotos, locale],
  );

  return (
    <TextLangsContext.Provider value={loaderData.textLangs}>
      <article>
        <PlaceHeader loaderData={loaderData} langOf={langOf} />

        <Gallery place={place} photos={placePhotos} link={photoLink} />
        <OwnerPhotos photos={ownerPhotos} first={placePhotos.length} link={photoLink} />
        {photoViewer}

        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 lg:grid-cols-3">
          <PlaceFacts loaderData={loaderData} langOf={langOf} />

          <PlaceAside loaderData={loaderData} offlineUrls={offlineUrls} />
        </div>
        <PlaceReviews loaderData={loaderData} />
      </article>
    </TextLangsContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
