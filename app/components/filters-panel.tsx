// Filter choices as links that toggle query parameters: they work without JavaScript, and every
// filtered view is an address that can be shared, reloaded and reached with back/forward.
import { Check, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import {
  activeFilterCount,
  chooseParam,
  FILTER_PARAMS,
  listHref,
  OPEN_NOW,
  parseLocationFilters,
  toggleOpenNow,
  toggleParam,
  withoutFilters,
  type FilterKey,
} from "~/lib/filters";
import {
  CROWD_LEVELS,
  FEES,
  FILTER_AMENITIES,
  LEASH_POLICY_CHOICES,
  MIN_RATINGS,
  PLACE_FEATURES,
  REGIONS,
} from "~/lib/vocabulary";
import { cn } from "~/lib/utils";

type Choice = { value: string; label: string };

/** Each filter: its group title, choices, and whether several can be selected (amenities: all of them). */
export const FILTER_GROUPS: Record<FilterKey, { title: string; choices: Choice[]; multiple: boolean }> = {
  regions: { title: "Region", choices: REGIONS.map((r) => ({ value: r.value, label: r.label })), multiple: false },
  leashPolicies: { title: "Leash Policy", choices: LEASH_POLICY_CHOICES.map((l) => ({ ...l })), multiple: false },
  fees: { title: "Entry Fees", choices: FEES.map((f) => ({ ...f })), multiple: false },
  crowdLevels: {
    title: "Crowd Level",
    choices: CROWD_LEVELS.map((c) => ({ value: c.value, label: c.label })),
    multiple: false,
  },
  amenities: {
    title: "Amenities",
    choices: FILTER_AMENITIES.map((a) => ({ value: a.name, label: a.displayName })),
    multiple: true,
  },
  features: {
    title: "Dog Area",
    choices: PLACE_FEATURES.map((f) => ({ value: f.value, label: f.label })),
    multiple: true,
  },
  minRatings: {
    title: "Owners' Rating",
    choices: MIN_RATINGS.map((r) => ({ value: r.value, label: r.label })),
    multiple: false,
  },
};

/** The address after selecting (or, when selected, unselecting) one choice of a filter. */
export function chipHref(pathname: string, params: URLSearchParams, key: FilterKey, value: string) {
  const param = FILTER_PARAMS[key];
  const next = FILTER_GROUPS[key].multiple ? toggleParam(params, param, value) : chooseParam(params, param, value);
  return listHref(pathname, next);
}

export function isSelected(params: URLSearchParams, key: FilterKey, value: string) {
  return params.getAll(FILTER_PARAMS[key]).includes(value);
}

export function FilterChip({ to, selected, children }: { to: string; selected: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={selected ? "true" : undefined}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
        selected
          ? "border-brand-700 bg-brand-700 hover:bg-brand-800 text-white"
          : "hover:border-brand-600 hover:bg-brand-50 border-slate-300 bg-white text-slate-800",
      )}
    >
      {selected ? <Check className="size-4" aria-hidden="true" /> : null}
      {children}
      {selected ? <span className="sr-only"> (selected)</span> : null}
    </Link>
  );
}

/** The "Dogs allowed now" chip (`open=now`) and, while it is on, what it leaves out. */
export function OpenNowChip({ pathname, params }: { pathname: string; params: URLSearchParams }) {
  const selected = params.get(FILTER_PARAMS.openNow) === OPEN_NOW;
  return (
    <>
      <FilterChip to={listHref(pathname, toggleOpenNow(params))} selected={selected}>
        Dogs allowed now
      </FilterChip>
      {selected ? (
        <p className="basis-full text-sm text-slate-600">
          Showing places whose dog hours allow dogs at this moment; places without listed dog hours are left out.
        </p>
      ) : null}
    </>
  );
}

/** One chip group per offered filter. */
export function FilterGroups({
  pathname,
  params,
  filters,
}: {
  pathname: string;
  params: URLSearchParams;
  filters: readonly FilterKey[];
}) {
  const baseId = useId();
  return (
    <div className="space-y-5">
      {filters.map((key) => {
        const group = FILTER_GROUPS[key];
        const id = `${baseId}-${key}`;
        return (
          <div key={key} role="group" aria-labelledby={id}>
            <p id={id} className="mb-2 text-sm font-semibold text-slate-900">
              {group.title}
              {group.multiple ? (
                <span className="font-normal text-slate-600"> (all selected must be present)</span>
              ) : null}
            </p>
            <ul className="flex flex-wrap gap-2">
              {group.choices.map((choice) => (
                <li key={choice.value}>
                  <FilterChip
                    to={chipHref(pathname, params, key, choice.value)}
                    selected={isSelected(params, key, choice.value)}
                  >
                    {choice.label}
                  </FilterChip>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** The collapsible Filters panel with the count of active choices. */
export function FiltersPanel({
  pathname,
  params,
  filters,
  clearLabel,
  defaultOpen,
}: {
  pathname: string;
  params: URLSearchParams;
  filters: readonly FilterKey[];
  /** The link that clears the choices but keeps the search; none when the page has its own. */
  clearLabel?: string;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panel = useRef<HTMLDetailsElement>(null);
  const count = activeFilterCount(parseLocationFilters(params));
  // Opened or closed before the scripts ran, the panel stays as the visitor left it.
  useEffect(() => {
    if (panel.current && panel.current.open !== open) setOpen(panel.current.open);
    // Only once, when the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <details
      ref={panel}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 font-semibold select-none">
        <SlidersHorizontal className="text-brand-700 size-5" aria-hidden="true" />
        Filters
        {count > 0 ? " " : null}
        {count > 0 ? (
          <Badge tone="brand">
            {count}
            <span className="sr-only"> active</span>
          </Badge>
        ) : null}
      </summary>
      <div className="border-t border-slate-200 px-4 py-4">
        <FilterGroups pathname={pathname} params={params} filters={filters} />
        {count > 0 && clearLabel ? (
          <Link
            to={listHref(pathname, withoutFilters(params, { keepSearch: true }))}
            preventScrollReset
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "mt-4")}
          >
            <X aria-hidden="true" /> {clearLabel}
          </Link>
        ) : null}
      </div>
    </details>
  );
}
