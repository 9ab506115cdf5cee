// The top of the place page: a closed place's notice, then the header with the way back to the list,
// the place's name, town, distance, rating, actions, description and how fresh its facts are.
import { AlertTriangle, ArrowLeft, BadgeCheck, MapPin, MessageSquareWarning } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { referrerListPath, stateListPath } from "~/lib/back-to-list";
import { useLocale, useLocalePath, type Locale } from "~/lib/i18n";
import { formatCalendarDateIn } from "~/lib/place-i18n";
import { CrowdBadge } from "~/components/crowd-badge";
import { CategoryIcon } from "~/components/category-icon";
import { Rating } from "~/components/rating";
import { Badge } from "~/components/ui/badge";
import { categoryPrefix } from "~/lib/vocabulary";
import { formatMiles } from "~/lib/geo";
import type { PlaceTextField } from "~/server/domain/place-texts.server";
import { PlaceActions } from "~/components/place-actions";
import type { PlaceData } from "./stored-text";

/** The closed notice and the header of the place page. */
export function PlaceHeader({
  loaderData,
  langOf,
}: {
  loaderData: PlaceData;
  langOf: (field: PlaceTextField) => Locale | undefined;
}) {
  const { place, newestSourceDate, distance, openReports, reviews, provenance } = loaderData;
  const { t } = useTranslation(["place", "facts"]);
  const { t: tp } = useTranslation("place");
  const locale = useLocale();
  const verified = formatCalendarDateIn(place.verifiedOn, locale);
  const closedForGood = place.status === "closed";
  const temporarilyClosed = place.status === "temporarily-closed";
  return (
    <>
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
              {place.city ?? (place.county ? t("countyOnly", { county: place.county }) : t("defaultCity"))}
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
          {provenance ? (
            <p className="text-brand-50 mt-2 text-sm">
              {provenance.href ? (
                <a className="underline" href={provenance.href} rel="noopener" target="_blank">
                  {tp(`provenance.${provenance.source}`, {
                    id: provenance.id,
                    element: tp(`provenance.osmElement.${provenance.element}`),
                  })}
                </a>
              ) : (
                tp(`provenance.${provenance.source}`, { id: provenance.id, element: "" })
              )}
              {verified ? null : <span className="block">{tp("provenance.notVerified")}</span>}
            </p>
          ) : null}
        </div>
      </header>
    </>
  );
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
