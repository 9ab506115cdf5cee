// The results of a list screen: cards, placeholders while the next page of results loads,
// the empty state and the page links.
import { SearchX } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import { LocationGrid, LocationGridSkeleton, type CardPlace } from "~/components/location-card";
import { Pagination } from "~/components/pagination";
import { listHref, withPage } from "~/lib/filters";
import { buttonVariants } from "~/components/ui/button";

/** True while a navigation to another address of this same list screen is loading. */
export function useListPending() {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}

export function LocationResults({
  items,
  page,
  pageCount,
  pathname,
  params,
  emptyTitle,
  clearHref,
  narrow = false,
}: {
  items: CardPlace[];
  page: number;
  pageCount: number;
  pathname: string;
  params: URLSearchParams;
  emptyTitle: string;
  clearHref: string;
  /** Half the page wide (beside a map): fewer cards a row. */
  narrow?: boolean;
}) {
  const pending = useListPending();
  if (pending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading...
        </p>
        <LocationGridSkeleton count={6} narrow={narrow} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
        <h3 className="mt-4 text-xl font-semibold">{emptyTitle}</h3>
        <p className="mt-2 text-slate-700">Try adjusting your search criteria or clearing filters</p>
        <Link to={clearHref} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
          Clear Filters
        </Link>
      </div>
    );
  }
  return (
    <>
      <LocationGrid places={items} narrow={narrow} />
      <Pagination page={page} pageCount={pageCount} href={(n) => listHref(pathname, withPage(params, n))} />
    </>
  );
}

/** The heading of a failed list: SPEC's title and the message. */
export function ListError({ title, message }: { title: string; message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Link to="/" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        Go to the home page
      </Link>
    </section>
  );
}
