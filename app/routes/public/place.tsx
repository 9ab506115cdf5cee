// The location detail screen, shared by all five category prefixes; each place has one canonical address.
import { AlertTriangle, ArrowLeft, BadgeCheck, ExternalLink, Flag, MapPin, MessageSquareWarning } from "lucide-react";
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/place";
import { referrerListPath, stateListPath } from "~/lib/back-to-list";
import { photoSrcSet, photoVariants } from "~/lib/photos";
import { MAP_DATA_PATHS } from "~/lib/map";
import { KeepOfflineButton } from "~/components/keep-offline-button";
import { localeOfPath, localizePath, unlocalizedPath, useLocale, useLocalePath, type Locale } from "~/lib/i18n";
import { formatCalendarDateIn, formatMonthIn, isAmenityKey, notFoundMeta, storedTextLang } from "~/lib/place-i18n";
import { parsePage } from "~/lib/filters";
import { NO_REVIEWS, REVIEWS_PER_PAGE } from "~/lib/reviews";
import { ReviewList, ReviewStars, ReviewSummaryPanel } from "~/components/reviews";
import { citedSources } from "~/lib/sources";
import { feesLabel } from "~/lib/vocabulary";
import { CrowdBadge } from "~/components/crowd-badge";
import { CategoryIcon } from "~/components/category-icon";
import { PlaceMap } from "~/components/place-map";
import { Rating } from "~/components/rating";
import { usePhotoViewer, type ViewerPhoto } from "~/components/photo-viewer";
import { DogHoursWeek, DogStatusLine } from "~/components/dog-status";
import { Badge, BadgeList } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { seoMeta } from "~/lib/seo";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { BRAND } from "~/lib/site";
import {
  amenityLabel,
  categoryPrefix,
  isCategory,
  placePath,
  REVIEW_SORT_VALUES,
  type ReviewSort,
} from "~/lib/vocabulary";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findPlaceByOldSlug, getLocationBySlug } from "~/server/queries/locations.server";
import { countOpenReportsForPlace } from "~/server/queries/reports.server";
import { placeReviewsShown } from "~/server/queries/reviews.server";
import { distanceToPlace } from "~/server/queries/search.server";
import { resolveNear } from "~/server/reference/geo.server";
import { formatMiles } from "~/lib/geo";
import { findSunAreas, timelineFor } from "~/server/queries/dog-hours.server";
import { withLocalizedTexts, type PlaceTextField, type PlaceTextLangs } from "~/server/domain/place-texts.server";
import { placeMapPicture } from "~/server/domain/static-map.server";
import { breadcrumbJsonLd, placeJsonLd, placeSummary, webPageJsonLd } from "~/server/domain/structured-data.server";
import { translatorFor } from "~/server/reference/i18n.server";
import { placeNotFound } from "~/server/domain/place-lookup.server";
import { requestDb } from "~/server/domain/request-context.server";
import { placeListsFor } from "~/server/domain/saved-places.server";
import { PlaceActions } from "~/components/place-actions";
import { placePage } from "~/lib/page-cache-policy";

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
  const [openReports, { summary, reviews, photos: ownerPhotos }, mine] = await Promise.all([
    countOpenReportsForPlace(db, place.id),
    place.reviewCount > 0
      ? placeReviewsShown(db, place.id, { sort: reviewSort, page: reviewPage })
      : { summary: NO_REVIEWS, reviews: [], photos: [] },
    placeListsFor(request, context, place.id),
  ]);

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
    reviews: { summary, list: reviews, sort: reviewSort, page: reviewPage, pageCount: reviewPageCount },
    ownerPhotos: ownerPhotos.map((p) => ({
      id: p.id,
      url: p.url,
      caption: p.caption,
      credit: t("reviews.photoCredit", { name: p.authorName, month: formatMonthIn(String(p.visitMonth), locale) }),
    })),
    mapPicture: placeMapPicture(place),
    sources: citedSources(place.sources, place.source).map((source) =>
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

type Place = Route.ComponentProps["loaderData"]["place"];

/** A link that opens the place on a map: its own map link, else its coordinates, else its address. */
function mapLink(place: Place) {
  if (place.mapUrl) return place.mapUrl;
  if (place.lat !== null && place.lng !== null) {
    return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=16/${place.lat}/${place.lng}`;
  }
  if (place.address) {
    const query = [place.address, place.city, "FL", place.zip].filter(Boolean).join(", ");
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
  }
  return null;
}

/**
 * Text from the database, written in English: marked so on a page in another language (part of a
 * line; a block element takes `lang={storedTextLang(locale)}` itself). Nothing changes on an English page.
 */
function Stored({ children, field }: { children: React.ReactNode; field?: PlaceTextField }) {
  const lang = useTextLang(field);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** The languages of the place's free-text fields as shown (the loader's `textLangs`). */
const TextLangsContext = createContext<PlaceTextLangs>({});

/**
 * The `lang` a text from the database needs on this page: none when it is in the page's language
 * (a field shown in its translation), else the language it is written in (English).
 */
function useTextLang(field?: PlaceTextField): Locale | undefined {
  const locale = useLocale();
  const langs = useContext(TextLangsContext);
  const lang = (field && langs[field]) || storedTextLang(locale);
  return lang && lang !== locale ? lang : undefined;
}

/** DESIGN deviation 5: the parking details, else "Available" when the amenity is there, else "Not listed". */
function ParkingLine({ place }: { place: Place }) {
  const { t } = useTranslation("place");
  if (place.parkingDetails) return <Stored field="parkingDetails">{place.parkingDetails}</Stored>;
  if (place.amenities.includes("parking")) return <>{t("parkingAvailable")}</>;
  return <>{t("notListed")}</>;
}

/**
 * The fee as a visitor reads it: the details when there are any (after the code's label unless they
 * already start with it, so never "Free: Free"), else the label, else "Not listed".
 */
function FeeLine({ fees, details }: { fees: Place["fees"]; details: string | null }) {
  const { t } = useTranslation(["place", "facts"]);
  const label = fees ? t(`facts:fee.${fees}`) : null;
  const said = details?.trim() || null;
  if (!said) return <>{label ?? t("notListed")}</>;
  // The details are in English, or in the page's language when translated: whether they start with
  // the label is asked in both.
  const english = feesLabel(fees);
  const startsWith = (word: string | null | undefined) => !!word && said.toLowerCase().startsWith(word.toLowerCase());
  if (!label || !english || startsWith(english) || startsWith(label)) return <Stored field="feeDetails">{said}</Stored>;
  return (
    <>
      {label}: <Stored field="feeDetails">{said}</Stored>
    </>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 font-medium text-slate-800">{term}</dt>
      <dd className="min-w-0 text-slate-700">{children}</dd>
    </div>
  );
}

/** A photo of the place; when it fails to load, the category's icon shows instead (see app.css). */
function PlacePhoto({
  src,
  alt,
  category,
  sizes,
  className,
}: {
  src: string;
  alt: string;
  category: string;
  sizes: string;
  className?: string;
}) {
  return (
    <img
      src={src}
      srcSet={photoSrcSet(src)}
      sizes={sizes}
      alt={alt}
      data-fallback={categoryPrefix(category)}
      className={className}
    />
  );
}

type PhotoLink = ReturnType<typeof usePhotoViewer>["linkProps"];

/** The administrators' photos of the place, first in the viewer. */
function adminPhotos(place: Place, t: ReturnType<typeof useTranslation<"place">>["t"]): ViewerPhoto[] {
  const photos = place.photos.length ? place.photos : place.imageUrl ? [place.imageUrl] : [];
  return photos.map((src, i) => ({
    src,
    alt: i === 0 ? t("photoOf", { name: place.name }) : t("photoNumberOf", { n: i + 1, name: place.name }),
  }));
}

function Gallery({ place, photos, link }: { place: Place; photos: ViewerPhoto[]; link: PhotoLink }) {
  const { t } = useTranslation("place");
  if (!photos.length) return null;
  const [primary, ...others] = photos;
  return (
    <section aria-label={t("photos")} className="mx-auto max-w-5xl px-4 pt-8">
      <figure className="overflow-hidden rounded-xl bg-slate-100">
        <a {...link(0)} className="block">
          <PlacePhoto
            src={primary!.src}
            alt={primary!.alt}
            category={place.category}
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="aspect-[16/9] w-full object-cover"
          />
        </a>
      </figure>
      {others.length ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {others.map((photo, i) => (
            <li key={photo.src} className="overflow-hidden rounded-lg bg-slate-100">
              <a {...link(i + 1)} className="block">
                <PlacePhoto
                  src={photo.src}
                  alt={photo.alt}
                  category={place.category}
                  sizes="(min-width: 640px) 25vw, 50vw"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The address of a page of the place's reviews in an order: the first page, newest first, is the place itself. */
function reviewsHref(path: string, { sort, page }: { sort: ReviewSort; page: number }) {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("reviewSort", sort);
  if (page > 1) params.set("reviewPage", String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}#reviews`;
}

/** Owners' approved photos, after the administrators' ones, each credited; each opens in the viewer. */
function OwnerPhotos({
  photos,
  first,
  link,
}: {
  photos: { id: string; url: string; caption: string | null; credit: string }[];
  /** The viewer's index of the first of them (after the administrators' photos). */
  first: number;
  link: PhotoLink;
}) {
  const { t } = useTranslation("place");
  if (!photos.length) return null;
  return (
    <section aria-label={t("reviews.ownerPhotos")} className="mx-auto max-w-5xl px-4 pt-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <figure>
              <a {...link(first + i)} className="block overflow-hidden rounded-lg bg-slate-100">
                <img
                  src={photo.url}
                  srcSet={photoSrcSet(photo.url)}
                  sizes="(min-width: 640px) 25vw, 50vw"
                  alt={photo.caption ?? photo.credit}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
              <figcaption className="mt-1 text-xs text-slate-600">{photo.credit}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { place, sources, dogTimeline, newestSourceDate, distance, openReports, mapPicture, reviews, ownerPhotos } =
    loaderData;
  const { t } = useTranslation(["place", "facts"]);
  const { t: tp } = useTranslation("place");
  const locale = useLocale();
  const lp = useLocalePath();
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
  const rules = place.rules;
  const map = mapLink(place);
  const address = [place.address, place.city, place.zip ? `FL ${place.zip}` : null].filter(Boolean).join(", ");
  // One fee answer, said the same way in Quick Info and Practical Info.
  const fee = <FeeLine fees={place.fees} details={place.feeDetails} />;
  const notListed = t("notListed");
  const official = place.externalLinks?.official;
  const county = place.externalLinks?.county;
  const verified = formatCalendarDateIn(place.verifiedOn, locale);
  const closedForGood = place.status === "closed";
  const temporarilyClosed = place.status === "temporarily-closed";
  const { id, slug, name, category, leashPolicy, lat, lng } = place;
  const point = useMemo(
    () => (lat !== null && lng !== null ? { id, slug, name, category, leashPolicy, lat, lng } : null),
    [id, slug, name, category, leashPolicy, lat, lng],
  );

  return (
    <TextLangsContext.Provider value={loaderData.textLangs}>
      <article>
        {closedForGood || temporarilyClosed ? (
          <div
            className={closedForGood ? "bg-red-700 text-white" : "bg-amber-100 text-amber-950"}
            role="note"
            aria-label={t(`facts:placeStatus.${place.status}`)}
          >
            <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-4">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="text-lg font-semibold">{t(`facts:placeStatus.${place.status}`)}</p>
                {place.statusNote ? <p lang={langOf("statusNote")}>{place.statusNote}</p> : null}
              </div>
            </div>
          </div>
        ) : null}
        <header className="from-brand-800 to-brand-700 bg-gradient-to-br text-white">
          <div className="mx-auto max-w-5xl px-4 py-10">
            <BackToListings category={place.category} />
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Badge tone="brand">
                <CategoryIcon category={place.category} className="size-3" />
                {t(`facts:category.${place.category}`)}
              </Badge>
              <CrowdBadge level={place.crowdLevel} crowd />
            </div>
            <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{place.name}</h1>
            <p className="text-brand-50 mt-2 flex flex-wrap items-center gap-4">
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {place.city ?? t("defaultCity")}
              </span>
              {distance ? (
                <span className="font-semibold text-white">
                  {t("distanceFrom", { distance: formatMiles(distance.miles), from: distance.from })}
                </span>
              ) : null}
              <Rating average={reviews.summary.average} count={reviews.summary.count} />
            </p>
            <PlaceActions place={place} mine={loaderData.mine} />
            {place.description ? (
              <p lang={langOf("description")} className="mt-4 max-w-3xl text-lg whitespace-pre-line text-white">
                {place.description}
              </p>
            ) : null}
            {openReports > 0 ? (
              <p role="note" className="mt-4 flex items-center gap-2 rounded-md bg-amber-100 px-3 py-2 text-amber-950">
                <MessageSquareWarning className="size-4 shrink-0" aria-hidden="true" />
                {t("reportedChanges")}
              </p>
            ) : null}
            {verified || newestSourceDate ? (
              <p className="text-brand-50 mt-4 flex items-center gap-1 text-sm">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {verified ? t("lastVerified", { date: verified }) : t("newestSource", { date: newestSourceDate ?? "" })}
              </p>
            ) : null}
          </div>
        </header>

        <Gallery place={place} photos={placePhotos} link={photoLink} />
        <OwnerPhotos photos={ownerPhotos} first={placePhotos.length} link={photoLink} />
        {photoViewer}

        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <Card>
              <CardHeader>
                <CardTitle as="h2">{t("quickInfo")}</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="divide-y divide-slate-100">
                  {closedForGood ? null : (
                    <Fact term={t("dogsNow")}>
                      {temporarilyClosed ? (
                        <span>{t("temporarilyClosed")}</span>
                      ) : (
                        <DogStatusLine timeline={dogTimeline} />
                      )}
                    </Fact>
                  )}
                  <Fact term={t("leashPolicy")}>
                    {place.leashPolicy ? t(`facts:leash.${place.leashPolicy}`) : notListed}
                  </Fact>
                  <Fact term={t("entryFee")}>{fee}</Fact>
                  <Fact term={t("typicalCrowd")}>
                    {place.crowdLevel ? t(`facts:crowd.${place.crowdLevel}`) : notListed}
                  </Fact>
                  {place.fenced ? <Fact term={t("fenced")}>{t(`facts:yesNo.${place.fenced}`)}</Fact> : null}
                  {place.smallDogArea ? (
                    <Fact term={t("smallDogArea")}>{t(`facts:yesNo.${place.smallDogArea}`)}</Fact>
                  ) : null}
                </dl>
              </CardContent>
            </Card>

            {dogTimeline && !closedForGood ? (
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{t("dogHoursThisWeek")}</CardTitle>
                </CardHeader>
                <CardContent>
                  <DogHoursWeek timeline={dogTimeline} />
                </CardContent>
              </Card>
            ) : null}

            {rules.length > 0 ? (
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{t("rules")}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul lang={langOf("rules")} className="list-disc space-y-1 pl-5 text-slate-700">
                    {rules.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ) : null}

            <Card>
              <CardHeader>
                <CardTitle as="h2">{t("amenities")}</CardTitle>
              </CardHeader>
              <CardContent>
                {place.amenities.length > 0 ? (
                  <BadgeList
                    items={place.amenities.map((name) =>
                      isAmenityKey(name) ? t(`facts:amenity.${name}`) : amenityLabel(name),
                    )}
                    tone="outline"
                    className="gap-2"
                  />
                ) : (
                  <p className="text-slate-700">{notListed}</p>
                )}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle as="h2">{t("practicalInfo")}</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="divide-y divide-slate-100">
                  <Fact term={t("address")}>
                    {address ? <Stored>{address}</Stored> : notListed}
                    {map ? (
                      <>
                        {" "}
                        <a
                          href={map}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand-700 mt-1 flex items-center gap-1 font-medium underline"
                        >
                          <MapPin className="size-4" aria-hidden="true" /> {t("openInMap")}
                          <span className="sr-only">{t("opensInNewTab")}</span>
                        </a>
                      </>
                    ) : null}
                  </Fact>
                  {place.county ? <Fact term={t("county")}>{t("countyName", { county: place.county })}</Fact> : null}
                  <Fact term={t("hours")}>
                    {place.hours ? <Stored field="hours">{place.hours}</Stored> : notListed}
                  </Fact>
                  {place.seasonality ? (
                    <Fact term={t("season")}>
                      <Stored field="seasonality">{place.seasonality}</Stored>
                    </Fact>
                  ) : null}
                  <Fact term={t("fees")}>{fee}</Fact>
                  <Fact term={t("parking")}>
                    <ParkingLine place={place} />
                  </Fact>
                  <Fact term={t("accessibility")}>
                    {place.accessibilityNotes ? (
                      <Stored field="accessibilityNotes">{place.accessibilityNotes}</Stored>
                    ) : (
                      notListed
                    )}
                  </Fact>
                  {place.phone ? (
                    <Fact term={t("phone")}>
                      <a href={`tel:${place.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 underline">
                        {place.phone}
                      </a>
                    </Fact>
                  ) : null}
                  {place.safetyNotes ? (
                    <Fact term={t("safety")}>
                      <Stored field="safetyNotes">{place.safetyNotes}</Stored>
                    </Fact>
                  ) : null}
                </dl>
              </CardContent>
            </Card>
          </div>

          <div className="min-w-0 space-y-6">
            <KeepOfflineButton urls={offlineUrls} />
            {point && mapPicture ? (
              <PlaceMap picture={mapPicture} point={point} label={t("mapOf", { name: place.name })} />
            ) : null}
            {official || county ? (
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{t("externalLinks")}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-2">
                    {[
                      { href: official, label: t("officialWebsite") },
                      { href: county, label: t("countyWebsite") },
                    ].map((link) =>
                      link.href ? (
                        <li key={link.label}>
                          <a
                            href={link.href}
                            target="_blank"
                            rel="noopener"
                            className="text-brand-700 inline-flex items-center gap-1 font-medium underline"
                          >
                            {link.label} <ExternalLink className="size-4" aria-hidden="true" />
                            <span className="sr-only">{t("opensInNewTab")}</span>
                          </a>
                        </li>
                      ) : null,
                    )}
                  </ul>
                </CardContent>
              </Card>
            ) : null}
            {sources.length ? (
              <section aria-labelledby="sources-heading" className="text-sm text-slate-700">
                <h2 id="sources-heading" className="font-semibold text-slate-900">
                  {t("sources")}
                </h2>
                <ul className="mt-2 space-y-3">
                  {sources.map((source) => (
                    <li key={source.href}>
                      <a
                        href={source.href}
                        target="_blank"
                        rel="noopener"
                        className="font-medium break-words underline"
                      >
                        {/* The name of a page on another site, in that site's language (English). */}
                        <Stored>{source.label}</Stored>
                        <span className="sr-only">{t("opensInNewTab")}</span>
                      </a>
                      {source.supports ? (
                        <span lang={stored} className="block text-slate-600">
                          {source.supports}
                        </span>
                      ) : null}
                      {source.date ? (
                        <span className="block text-slate-600">{t("dated", { date: source.date })}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-slate-600">{t("disclaimer")}</p>
              </section>
            ) : null}
            <section aria-labelledby="report-heading" className="rounded-lg border border-slate-200 p-4 text-sm">
              <h2 id="report-heading" className="font-semibold text-slate-900">
                {t("somethingChanged")}
              </h2>
              <p className="mt-1 text-slate-700">{t("somethingChangedHint")}</p>
              <Link
                to={lp(`/report/${place.slug}`)}
                className="text-brand-700 mt-2 inline-flex items-center gap-1 font-medium underline"
              >
                <Flag className="size-4" aria-hidden="true" /> {t("reportChange")}
              </Link>
            </section>
          </div>
        </div>
        <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-5xl px-4 pb-12">
          <div className="flex flex-wrap items-baseline justify-between gap-3 border-t border-slate-200 pt-8">
            <h2 id="reviews-heading" className="text-2xl font-semibold text-slate-900">
              {t("reviews.heading")}
            </h2>
            {reviews.summary.count ? (
              <Link to={lp(`/review/${slug}`)} className="text-brand-700 font-medium underline">
                {t("reviews.write")}
              </Link>
            ) : null}
          </div>
          <ReviewStars>
            <div className="mt-6 flex flex-col gap-8">
              <ReviewSummaryPanel summary={reviews.summary} writeHref={lp(`/review/${slug}`)} />
              <ReviewList
                reviews={reviews.list}
                sort={reviews.sort}
                page={reviews.page}
                pageCount={reviews.pageCount}
                href={(options) => reviewsHref(lp(placePath(place)), options)}
                reportAction={lp(`/review/${slug}`)}
              />
            </div>
          </ReviewStars>
        </section>
      </article>
    </TextLangsContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}

/**
 * The list the visitor came from, filters and all (carried by a card's link, or a same-origin
 * referrer when the page was opened afresh), else the place's category list.
 */
function BackToListings({ category }: { category: string | null }) {
  const { t } = useTranslation("place");
  const lp = useLocalePath();
  const location = useLocation();
  // The server and hydration render the category list; the browser then knows where the visitor came from.
  const cameFrom = useSyncExternalStore(
    noSubscription,
    () => stateListPath(location.state) ?? firstLoadReferrerList(),
    () => null,
  );
  return (
    <Link
      to={cameFrom ?? lp(`/${categoryPrefix(category)}`)}
      className="inline-flex items-center gap-1 text-sm font-medium text-white underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToListings")}
    </Link>
  );
}

const noSubscription = () => () => {};

/**
 * The list the referrer names, for the history entry the page's own load made only (the router
 * numbers it 0): the referrer stays that of the first document after navigating within the site.
 */
function firstLoadReferrerList() {
  const firstEntry = (window.history.state as { idx?: number } | null)?.idx === 0;
  return firstEntry ? referrerListPath(document.referrer, window.location.origin) : null;
}
