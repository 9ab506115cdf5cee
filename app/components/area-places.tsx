// The places of one region or city: count heading, card grid and page links, shared by region and city pages.
import { Map } from "lucide-react";
import { LocationGrid, type CardPlace } from "~/components/location-card";
import { UnappliedFilters } from "~/components/unapplied-filters";
import { Pagination } from "~/components/pagination";

export function locationsFound(count: number) {
  return `${count} ${count === 1 ? "Location" : "Locations"} Found`;
}

/** How many places of the given categories a per-category count holds. */
export function countIn(counts: Record<string, number>, categories: readonly string[]) {
  return categories.reduce((total, c) => total + (counts[c] ?? 0), 0);
}

/** A figure with its label, e.g. "12 Dog Parks". */
export function AreaStat({ count, label }: { count: number; label: string }) {
  return (
    <div className="rounded-xl bg-white/10 px-5 py-3 ring-1 ring-white/20">
      <p className="text-2xl font-bold">
        {count} <span className="text-base font-medium">{label}</span>
      </p>
    </div>
  );
}

type AreaPlacesProps = {
  places: CardPlace[];
  total: number;
  page: number;
  pageCount: number;
  showMapLink?: boolean;
  empty: React.ReactNode;
  /** Parts of the address the page could not apply (see UnappliedFilters). */
  unapplied?: string[];
};

export function AreaPlaces({
  places,
  total,
  page,
  pageCount,
  showMapLink = false,
  empty,
  unapplied = [],
}: AreaPlacesProps) {
  return (
    <section aria-labelledby="places-heading" className="mt-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="places-heading" className="text-2xl font-semibold">
          {locationsFound(total)}
        </h2>
        {showMapLink && total > 0 ? (
          <a href="#map" className="text-brand-700 inline-flex items-center gap-1 font-medium underline">
            <Map className="size-4" aria-hidden="true" /> View on Map
          </a>
        ) : null}
      </div>
      {unapplied.length ? (
        <div className="mb-6">
          <UnappliedFilters unapplied={unapplied} />
        </div>
      ) : null}
      {total === 0 ? empty : <LocationGrid places={places} />}
      <Pagination page={page} pageCount={pageCount} href={(n) => `?page=${n}`} />
    </section>
  );
}
