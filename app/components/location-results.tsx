// The results of a list screen: cards, placeholders while the next page of results loads,
// the empty state, a failed load with its Retry button, the places of unknown distance, and the page links.
import { RotateCw, SearchX } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { LocationGrid, LocationGridSkeleton, type CardPlace } from "~/components/location-card";
import { Pagination } from "~/components/pagination";
import { listHref, withPage } from "~/lib/list-addresses";
import { useLocalePath } from "~/lib/i18n";
import { buttonVariants } from "~/components/ui/button";
import { ListWithMap } from "~/components/places-map";
import type { MapData } from "~/lib/map";
import { SavedPlacesProvider } from "~/components/save-button";
import { ListDogsProvider } from "~/components/fits/card-verdict";
import type { Dog } from "~/lib/fits/dogs";

/** True while a navigation to another address of this same list screen is loading. */
export function useListPending() {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}

type ResultsProps = Parameters<typeof LocationResults>[0];

/**
 * A list screen's places (Explore, a category): its results, beside its map when the address asks for
 * one, with the places the visitor saved and the dogs their account describes for the cards' verdicts.
 */
export function ListResults({
  list,
  map,
  ...shown
}: {
  list: Pick<ResultsProps, "items" | "page" | "pageCount" | "more" | "placeQuery" | "unplaceable" | "approximate"> &
    Pick<ResultsProps, "total" | "nearest"> & { saved: readonly string[]; myDogs: Dog[] | null };
  map: MapData | null;
} & Pick<ResultsProps, "pathname" | "params" | "emptyTitle" | "clearHref" | "error" | "errorTitle" | "byDistance">) {
  const { items, page, pageCount, more, placeQuery, unplaceable, approximate, total, nearest } = list;
  return (
    <SavedPlacesProvider slugs={list.saved}>
      <ListDogsProvider accountDogs={list.myDogs}>
        <ListWithMap map={map}>
          <LocationResults
            {...shown}
            items={items}
            page={page}
            pageCount={pageCount}
            more={more}
            placeQuery={placeQuery}
            unplaceable={unplaceable}
            approximate={approximate}
            total={total}
            nearest={nearest}
            narrow={Boolean(map)}
          />
        </ListWithMap>
      </ListDogsProvider>
    </SavedPlacesProvider>
  );
}

export function LocationResults({
  items,
  page,
  pageCount,
  more = false,
  pathname,
  params,
  emptyTitle,
  clearHref,
  narrow = false,
  error,
  errorTitle,
  byDistance = false,
  placeQuery = "",
  unplaceable = 0,
  approximate = 0,
  total = 0,
  nearest = null,
}: {
  items: CardPlace[];
  page: number;
  pageCount: number;
  /** More places match than were counted: the page count is a floor. */
  more?: boolean;
  pathname: string;
  params: URLSearchParams;
  emptyTitle: string;
  clearHref: string;
  /** Half the page wide (beside a map): fewer cards a row. */
  narrow?: boolean;
  /** The message of a failed load: the page stays, with SPEC's title, the message and Retry. */
  error?: string | null;
  errorTitle?: string;
  /** Ordered by distance: the places without coordinates follow under "Distance unknown". */
  byDistance?: boolean;
  /** Carried by the links to places (`?near=…`), so their pages show the distance too. */
  placeQuery?: string;
  /** A radius search's matching places that have no known position and so are not listed. */
  unplaceable?: number;
  /** A radius search's places measured to their town's centre: listed after the others, counted apart. */
  approximate?: number;
  /** How many places the list has (with `approximate`, to count the measured ones). */
  total?: number;
  /** A search for a town without places yet: the nearest places to its centre, shown instead of nothing. */
  nearest?: { town: string; items: CardPlace[] } | null;
}) {
  const pending = useListPending();
  const { t } = useTranslation("browse");
  if (pending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t("results.loading")}
        </p>
        <LocationGridSkeleton count={6} narrow={narrow} />
      </div>
    );
  }
  if (error)
    return (
      <ListLoadError
        title={errorTitle ?? t("results.errorTitle")}
        message={error}
        pathname={pathname}
        params={params}
      />
    );
  const unplaceableNote = unplaceable ? (
    <p className="mt-6 text-slate-700" data-testid="unplaceable">
      {t("results.unplaceable", { count: unplaceable })}
    </p>
  ) : null;
  if (items.length === 0 && nearest?.items.length) {
    return (
      <section aria-labelledby="nearest-to-town">
        <h3 id="nearest-to-town" className="mb-4 text-xl font-semibold">
          {t("results.nearestToTown", { town: nearest.town })}
        </h3>
        <LocationGrid places={nearest.items} narrow={narrow} />
      </section>
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
        <h3 className="mt-4 text-xl font-semibold">{emptyTitle}</h3>
        <p className="mt-2 text-slate-700">{t("results.emptyHint")}</p>
        <Link to={clearHref} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
          {t("results.clearFilters")}
        </Link>
        {unplaceableNote}
      </div>
    );
  }
  const measured = (p: CardPlace) => p.distanceMiles != null && !p.distanceApproximate;
  const ranked = byDistance ? items.filter(measured) : items;
  const byTown = byDistance ? items.filter((p) => p.distanceMiles != null && p.distanceApproximate) : [];
  const unknown = byDistance ? items.filter((p) => p.distanceMiles == null) : [];
  return (
    <>
      {byDistance && approximate > 0 ? (
        <p className="mb-4 text-slate-700" data-testid="distance-groups">
          {t("results.measuredThenTown", { count: total - approximate, town: approximate })}
        </p>
      ) : null}
      {ranked.length ? <LocationGrid places={ranked} narrow={narrow} placeQuery={placeQuery} /> : null}
      {byTown.length ? (
        <section aria-labelledby="placed-by-town" className={ranked.length ? "mt-10" : undefined}>
          <h3 id="placed-by-town" className="text-xl font-semibold">
            {t("results.placedByTown", { n: approximate })}
          </h3>
          <p className="mt-1 mb-4 text-slate-700">{t("results.placedByTownText")}</p>
          <LocationGrid places={byTown} narrow={narrow} placeQuery={placeQuery} />
        </section>
      ) : null}
      {unknown.length ? (
        <section aria-labelledby="distance-unknown" className={ranked.length ? "mt-10" : undefined}>
          <h3 id="distance-unknown" className="text-xl font-semibold">
            {t("results.distanceUnknown")}
          </h3>
          <p className="mt-1 mb-4 text-slate-700">{t("results.distanceUnknownText")}</p>
          <LocationGrid places={unknown} narrow={narrow} placeQuery={placeQuery} />
        </section>
      ) : null}
      {unplaceableNote}
      <Pagination page={page} pageCount={pageCount} more={more} href={(n) => listHref(pathname, withPage(params, n))} />
    </>
  );
}

/**
 * A list whose places could not be loaded: SPEC's title and the message, in the page that stays, with a
 * Retry button that loads the same address again (a GET form, so it works before JavaScript loads).
 */
function ListLoadError({
  title,
  message,
  pathname,
  params,
}: {
  title: string;
  message: string;
  pathname: string;
  params: URLSearchParams;
}) {
  const { t } = useTranslation("browse");
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <h3 className="text-xl font-semibold text-red-900">{title}</h3>
      <p className="mt-2 text-red-900">{message}</p>
      <Form method="get" action={pathname} className="mt-6">
        {[...params].map(([key, value], i) => (
          <input key={`${key}-${value}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className={buttonVariants({ variant: "outline" })}>
          <RotateCw aria-hidden="true" /> {t("results.retry")}
        </button>
      </Form>
    </div>
  );
}

/** The heading of a failed list: SPEC's title and the message. */
export function ListError({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation("browse");
  const lp = useLocalePath();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Link to={lp("/")} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        {t("results.goHome")}
      </Link>
    </section>
  );
}
