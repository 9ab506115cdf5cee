// The places of one region or city: count heading, card grid and page links, or what the area's
// empty list says; and the figures of the area's header.
import { Map } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { OpenNowChip } from "~/components/filters-panel";
import { LocationGrid, type CardPlace } from "~/components/location-card";
import { UnappliedFilters } from "~/components/unapplied-filters";
import { Pagination } from "~/components/pagination";
import { ListMapToggle, ListWithMap } from "~/components/places-map";
import { useCountWords } from "~/lib/browse-i18n";
import { FILTER_PARAMS, isMapView, OPEN_NOW } from "~/lib/filters";
import { listHref, withPage, withView } from "~/lib/list-addresses";
import { countWords } from "~/lib/list-counts";
import type { AreaLink, CountLabel, EmptyArea } from "~/lib/area-pages";
import type { MapData } from "~/lib/map";
import { cn } from "~/lib/utils";

/** "1 Location Found", "12 Locations Found", "More than 1,000 Locations Found". */
export function locationsFound(count: number, more = false) {
  return `${countWords(count, more, { start: true })} ${count === 1 && !more ? "Location" : "Locations"} Found`;
}

/** A figure with its label, e.g. "12 Dog Parks", "1 Dog Park". */
export function AreaStat({ count, label }: { count: number; label: CountLabel }) {
  const { n } = useCountWords();
  return (
    <div className="rounded-xl bg-white/10 px-5 py-3 ring-1 ring-white/20">
      <p className="text-2xl font-bold">
        {n(count)} <span className="text-base font-medium">{count === 1 ? label.one : label.other}</span>
      </p>
    </div>
  );
}

type AreaPlacesProps = {
  /** The area page's own address (its links keep to it). */
  path: string;
  places: CardPlace[];
  total: number;
  /** More places match than `total`: they were counted only so far. */
  more?: boolean;
  page: number;
  pageCount: number;
  showMapLink?: boolean;
  empty: EmptyArea;
  /** Parts of the address the page could not apply (see UnappliedFilters). */
  unapplied?: string[];
  /** With `view=map`: every place of the area that the map can draw. */
  map?: MapData | null;
};

export function AreaPlaces({
  path,
  places,
  total,
  more = false,
  page,
  pageCount,
  showMapLink = false,
  empty,
  unapplied = [],
  map = null,
}: AreaPlacesProps) {
  const location = useLocation();
  const { t } = useTranslation("browse");
  const counts = useCountWords();
  const params = new URLSearchParams(location.search);
  const mapView = isMapView(params);
  const openNow = params.get(FILTER_PARAMS.openNow) === OPEN_NOW;
  const pageHref = (n: number) => listHref(path, withPage(params, n));
  return (
    <section aria-labelledby="places-heading" className="mt-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="places-heading" className="text-2xl font-semibold">
          {more ? t("area.foundMore", { n: counts.n(total) }) : t("area.found", { count: total, n: counts.n(total) })}
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          {showMapLink && total > 0 && !mapView ? (
            <Link
              to={listHref(path, withView(params, true))}
              preventScrollReset
              className="text-brand-700 inline-flex items-center gap-1 font-medium underline"
            >
              <Map className="size-4" aria-hidden="true" /> {t("map.viewOnMap")}
            </Link>
          ) : null}
          <ListMapToggle pathname={path} params={params} mapView={mapView} />
        </div>
      </div>
      {unapplied.length ? (
        <div className="mb-6">
          <UnappliedFilters unapplied={unapplied} />
        </div>
      ) : null}
      <div className="mb-6 flex flex-wrap items-center gap-2" role="group" aria-label={t("filters.quick")}>
        <OpenNowChip pathname={path} params={params} />
      </div>
      {total > 0 ? (
        <ListWithMap map={map}>
          <LocationGrid places={places} narrow={Boolean(map)} />
          <Pagination page={page} pageCount={pageCount} more={more} href={pageHref} />
        </ListWithMap>
      ) : (
        <AreaEmpty
          {...(openNow
            ? {
                title: t("area.noneOpenNow"),
                link: { label: t("area.showEvery"), to: path },
              }
            : empty)}
        />
      )}
    </section>
  );
}

function AreaLinkTo({ link, className }: { link: AreaLink; className?: string }) {
  return (
    <Link to={link.to} className={cn("text-brand-700 font-medium underline", className)}>
      {link.label}
    </Link>
  );
}

/** The dashed box of a list with no place: what it says, and a link on. */
function AreaEmpty({ title, large = false, text, link, linkInText = false }: EmptyArea) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className={cn("font-semibold", large ? "text-2xl" : "text-lg")}>{title}</p>
      {text ? (
        <p className="mt-2 text-slate-700">
          {text}
          {linkInText ? (
            <>
              {" "}
              <AreaLinkTo link={link} />
            </>
          ) : null}
        </p>
      ) : null}
      {linkInText ? null : <AreaLinkTo link={link} className={cn("inline-block", text ? "mt-4" : "mt-2")} />}
    </div>
  );
}
