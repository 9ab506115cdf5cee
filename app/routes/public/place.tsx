// The location detail screen, shared by all five category prefixes; each place has one canonical address.
import { AlertTriangle, ArrowLeft, BadgeCheck, ExternalLink, Flag, MapPin, MessageSquareWarning } from "lucide-react";
import { useMemo, useSyncExternalStore } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/place";
import { referrerListPath, stateListPath } from "~/lib/back-to-list";
import { photoSrcSet, photoVariants } from "~/lib/photos";
import { MAP_DATA_PATHS } from "~/lib/map";
import { KeepOfflineButton } from "~/components/keep-offline-button";
import { formatCalendarDate, formatMonth } from "~/lib/dates";
import { parsePage } from "~/lib/filters";
import { NO_REVIEWS, REVIEWS_PER_PAGE } from "~/lib/reviews";
import { ReviewList, ReviewStars, ReviewSummaryPanel } from "~/components/reviews";
import { citedSources } from "~/lib/sources";
import { feeText } from "~/lib/fees";
import { CategoryIcon } from "~/components/category-icon";
import { CrowdBadge } from "~/components/crowd-badge";
import { PlaceMap } from "~/components/place-map";
import { Rating } from "~/components/rating";
import { usePhotoViewer, type ViewerPhoto } from "~/components/photo-viewer";
import { DogHoursWeek, DogStatusLine } from "~/components/dog-status";
import { Badge, BadgeList } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { seoMeta } from "~/lib/seo";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { BRAND, DISCLAIMER } from "~/lib/site";
import {
  amenityLabel,
  categoryLabel,
  categoryListLabel,
  categoryPrefix,
  crowdLabel,
  leashLabel,
  placePath,
  placeStatusLabel,
  REVIEW_SORT_VALUES,
  REVIEW_WORDS,
  type ReviewSort,
  yesNoLabel,
} from "~/lib/vocabulary";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findPlaceByOldSlug, getLocationBySlug } from "~/server/queries/locations.server";
import { countOpenReportsForPlace } from "~/server/queries/reports.server";
import { placeReviewsShown } from "~/server/queries/reviews.server";
import { distanceToPlace } from "~/server/queries/search.server";
import { resolveNear } from "~/server/reference/geo.server";
import { formatMiles } from "~/lib/geo";
import { findSunAreas, timelineFor } from "~/server/queries/dog-hours.server";
import { placeMapPicture } from "~/server/domain/static-map.server";
import { breadcrumbJsonLd, placeJsonLd, placeSummary } from "~/server/domain/structured-data.server";
import { requestDb } from "~/server/domain/request-context.server";
import { placeListsFor } from "~/server/domain/saved-places.server";
import { PlaceActions } from "~/components/place-actions";
import { placePage } from "~/lib/page-cache-policy";

const NOT_LISTED = "Not listed";

/** Kept by the full-page cache: a place's page by its slug, without a query; it shows that place's reviews. */
export const handle = placePage("slug");

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
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
  const place = await getLocationBySlug(db, params.slug);
  if (!place) {
    // An address the place had before it was renamed moves for good to the current one.
    const moved = await findPlaceByOldSlug(db, params.slug);
    if (moved) throw redirect(`${placePath(moved)}${url.search}`, 301);
    throw data(null, { status: 404 });
  }

  const prefix = url.pathname.split("/")[1];
  const canonical = placePath(place);
  if (prefix !== categoryPrefix(place.category)) throw redirect(`${canonical}${url.search}`, 301);

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
  const city = place.city ?? "Florida";
  const listPrefix = categoryPrefix(place.category);
  const description = (place.description || placeSummary(place)).slice(0, 300);
  return {
    place,
    distance,
    dogTimeline,
    openReports,
    mine,
    reviews: { summary, list: reviews, sort: reviewSort, page: reviewPage, pageCount: reviewPageCount },
    ownerPhotos: ownerPhotos.map((p) => ({
      id: p.id,
      url: p.url,
      caption: p.caption,
      credit: REVIEW_WORDS.photoCredit(p.authorName, formatMonth(String(p.visitMonth))),
    })),
    mapPicture: placeMapPicture(place),
    sources: citedSources(place.sources, place.source),
    newestSourceDate: formatCalendarDate(
      place.sources
        .map((s) => s.date)
        .filter((d): d is string => Boolean(d))
        .sort()
        .at(-1),
    ),
    seo: {
      title: `${place.name} - ${categoryLabel(place.category)} in ${city} | ${BRAND}`,
      description,
      jsonLd: [
        placeJsonLd(siteUrl, place, { summary, shown: reviews }),
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: categoryListLabel(listPrefix), path: `/${listPrefix}` },
          { name: place.name, path: canonical },
        ]),
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

/** DESIGN deviation 5: the parking details, else "Available" when the amenity is there, else "Not listed". */
function parkingLine(place: Place) {
  if (place.parkingDetails) return place.parkingDetails;
  if (place.amenities.includes("parking")) return "Available";
  return NOT_LISTED;
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
function adminPhotos(place: Place): ViewerPhoto[] {
  const photos = place.photos.length ? place.photos : place.imageUrl ? [place.imageUrl] : [];
  return photos.map((src, i) => ({ src, alt: i === 0 ? `Photo of ${place.name}` : `Photo ${i + 1} of ${place.name}` }));
}

function Gallery({ place, photos, link }: { place: Place; photos: ViewerPhoto[]; link: PhotoLink }) {
  if (!photos.length) return null;
  const [primary, ...others] = photos;
  return (
    <section aria-label="Photos" className="mx-auto max-w-5xl px-4 pt-8">
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
  if (!photos.length) return null;
  return (
    <section aria-label={REVIEW_WORDS.ownerPhotos} className="mx-auto max-w-5xl px-4 pt-6">
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
  const placePhotos = useMemo(() => adminPhotos(place), [place]);
  const viewerPhotos = useMemo(
    () => [...placePhotos, ...ownerPhotos.map((p) => ({ src: p.url, alt: p.caption ?? p.credit, credit: p.credit }))],
    [placePhotos, ownerPhotos],
  );
  const { linkProps: photoLink, viewer: photoViewer } = usePhotoViewer(viewerPhotos);
  // "Keep for offline": this page, every stored width of its photos and the map's data.
  const offlineUrls = useMemo(
    () => [
      placePath(place),
      ...viewerPhotos.flatMap((photo) => photoVariants(photo.src)?.map((v) => v.url) ?? [photo.src]),
      ...MAP_DATA_PATHS,
    ],
    [place, viewerPhotos],
  );
  const rules = place.rules;
  const map = mapLink(place);
  const address = [place.address, place.city, place.zip ? `FL ${place.zip}` : null].filter(Boolean).join(", ");
  // One fee answer, said the same way in Quick Info and Practical Info.
  const fee = feeText(place.fees, place.feeDetails) ?? NOT_LISTED;
  const official = place.externalLinks?.official;
  const county = place.externalLinks?.county;
  const verified = formatCalendarDate(place.verifiedOn);
  const closedForGood = place.status === "closed";
  const temporarilyClosed = place.status === "temporarily-closed";
  const { id, slug, name, category, leashPolicy, lat, lng } = place;
  const point = useMemo(
    () => (lat !== null && lng !== null ? { id, slug, name, category, leashPolicy, lat, lng } : null),
    [id, slug, name, category, leashPolicy, lat, lng],
  );

  return (
    <article>
      {closedForGood || temporarilyClosed ? (
        <div
          className={closedForGood ? "bg-red-700 text-white" : "bg-amber-100 text-amber-950"}
          role="note"
          aria-label={placeStatusLabel(place.status) ?? undefined}
        >
          <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-4">
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="text-lg font-semibold">{placeStatusLabel(place.status)}</p>
              {place.statusNote ? <p>{place.statusNote}</p> : null}
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
              {categoryLabel(place.category)}
            </Badge>
            <CrowdBadge level={place.crowdLevel} suffix=" crowd" />
          </div>
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{place.name}</h1>
          <p className="text-brand-50 mt-2 flex flex-wrap items-center gap-4">
            <span className="flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {place.city ?? "Florida"}
            </span>
            {distance ? (
              <span className="font-semibold text-white">
                {formatMiles(distance.miles)} from {distance.from}
              </span>
            ) : null}
            <Rating average={reviews.summary.average} count={reviews.summary.count} />
          </p>
          <PlaceActions place={place} mine={loaderData.mine} />
          {place.description ? (
            <p className="mt-4 max-w-3xl text-lg whitespace-pre-line text-white">{place.description}</p>
          ) : null}
          {openReports > 0 ? (
            <p role="note" className="mt-4 flex items-center gap-2 rounded-md bg-amber-100 px-3 py-2 text-amber-950">
              <MessageSquareWarning className="size-4 shrink-0" aria-hidden="true" />
              Reported changes under review: a visitor told us something here may have changed. Check with official
              sources before you go.
            </p>
          ) : null}
          {verified || newestSourceDate ? (
            <p className="text-brand-50 mt-4 flex items-center gap-1 text-sm">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {verified ? `Last verified ${verified}` : `Newest source dated ${newestSourceDate}`}
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
              <CardTitle as="h2">Quick Info</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100">
                {closedForGood ? null : (
                  <Fact term="Dogs now">
                    {temporarilyClosed ? <span>Temporarily closed</span> : <DogStatusLine timeline={dogTimeline} />}
                  </Fact>
                )}
                <Fact term="Leash policy">{leashLabel(place.leashPolicy) ?? NOT_LISTED}</Fact>
                <Fact term="Entry fee">{fee}</Fact>
                <Fact term="Typical crowd level">{crowdLabel(place.crowdLevel) ?? NOT_LISTED}</Fact>
                {place.fenced ? <Fact term="Fenced">{yesNoLabel(place.fenced)}</Fact> : null}
                {place.smallDogArea ? <Fact term="Small-dog area">{yesNoLabel(place.smallDogArea)}</Fact> : null}
              </dl>
            </CardContent>
          </Card>

          {dogTimeline && !closedForGood ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Dog Hours This Week</CardTitle>
              </CardHeader>
              <CardContent>
                <DogHoursWeek timeline={dogTimeline} />
              </CardContent>
            </Card>
          ) : null}

          {rules.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Rules & Guidelines</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5 text-slate-700">
                  {rules.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle as="h2">Amenities</CardTitle>
            </CardHeader>
            <CardContent>
              {place.amenities.length > 0 ? (
                <BadgeList items={place.amenities.map(amenityLabel)} tone="outline" className="gap-2" />
              ) : (
                <p className="text-slate-700">{NOT_LISTED}</p>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Practical Info</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100">
                <Fact term="Address">
                  {address || NOT_LISTED}
                  {map ? (
                    <>
                      {" "}
                      <a
                        href={map}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-700 mt-1 flex items-center gap-1 font-medium underline"
                      >
                        <MapPin className="size-4" aria-hidden="true" /> Open in map
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </Fact>
                {place.county ? <Fact term="County">{place.county} County</Fact> : null}
                <Fact term="Hours">{place.hours ?? NOT_LISTED}</Fact>
                {place.seasonality ? <Fact term="Season">{place.seasonality}</Fact> : null}
                <Fact term="Fees">{fee}</Fact>
                <Fact term="Parking">{parkingLine(place)}</Fact>
                <Fact term="Accessibility">{place.accessibilityNotes ?? NOT_LISTED}</Fact>
                {place.phone ? (
                  <Fact term="Phone">
                    <a href={`tel:${place.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 underline">
                      {place.phone}
                    </a>
                  </Fact>
                ) : null}
                {place.safetyNotes ? <Fact term="Safety">{place.safetyNotes}</Fact> : null}
              </dl>
            </CardContent>
          </Card>
        </div>

        <div className="min-w-0 space-y-6">
          <KeepOfflineButton urls={offlineUrls} />
          {point && mapPicture ? <PlaceMap picture={mapPicture} point={point} label={`Map of ${place.name}`} /> : null}
          {official || county ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">External Links</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2">
                  {[
                    { href: official, label: "Official Website" },
                    { href: county, label: "County Website" },
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
                          <span className="sr-only"> (opens in a new tab)</span>
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
                Sources
              </h2>
              <ul className="mt-2 space-y-3">
                {sources.map((source) => (
                  <li key={source.href}>
                    <a href={source.href} target="_blank" rel="noopener" className="font-medium break-words underline">
                      {source.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    {source.supports ? <span className="block text-slate-600">{source.supports}</span> : null}
                    {source.date ? <span className="block text-slate-600">Dated {source.date}</span> : null}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-slate-600">{DISCLAIMER}</p>
            </section>
          ) : null}
          <section aria-labelledby="report-heading" className="rounded-lg border border-slate-200 p-4 text-sm">
            <h2 id="report-heading" className="font-semibold text-slate-900">
              Something changed?
            </h2>
            <p className="mt-1 text-slate-700">Closed, new dog rules, other hours, wrong address: tell us.</p>
            <Link
              to={`/report/${place.slug}`}
              className="text-brand-700 mt-2 inline-flex items-center gap-1 font-medium underline"
            >
              <Flag className="size-4" aria-hidden="true" /> Report a change
            </Link>
          </section>
        </div>
      </div>
      <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-5xl px-4 pb-12">
        <div className="flex flex-wrap items-baseline justify-between gap-3 border-t border-slate-200 pt-8">
          <h2 id="reviews-heading" className="text-2xl font-semibold text-slate-900">
            {REVIEW_WORDS.heading}
          </h2>
          {reviews.summary.count ? (
            <Link to={`/review/${slug}`} className="text-brand-700 font-medium underline">
              {REVIEW_WORDS.write}
            </Link>
          ) : null}
        </div>
        <ReviewStars>
          <div className="mt-6 flex flex-col gap-8">
            <ReviewSummaryPanel summary={reviews.summary} writeHref={`/review/${slug}`} />
            <ReviewList
              reviews={reviews.list}
              sort={reviews.sort}
              page={reviews.page}
              pageCount={reviews.pageCount}
              href={(options) => reviewsHref(placePath(place), options)}
              reportAction={`/review/${slug}`}
            />
          </div>
        </ReviewStars>
      </section>
    </article>
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
  const location = useLocation();
  // The server and hydration render the category list; the browser then knows where the visitor came from.
  const cameFrom = useSyncExternalStore(
    noSubscription,
    () => stateListPath(location.state) ?? firstLoadReferrerList(),
    () => null,
  );
  return (
    <Link
      to={cameFrom ?? `/${categoryPrefix(category)}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-white underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Listings
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
