// Filter choices as links that toggle query parameters: they work without JavaScript, and every
// filtered view is an address that can be shared, reloaded and reached with back/forward.
import { Check, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { activeFilterCount, FILTER_PARAMS, OPEN_NOW, parseLocationFilters, type FilterKey } from "~/lib/filters";
import { chooseParam, listHref, toggleOpenNow, toggleParam, withoutFilters } from "~/lib/list-addresses";
import {
  CROWD_LEVELS,
  FEES,
  FILTER_AMENITIES,
  LEASH_POLICY_CHOICES,
  MIN_RATINGS,
  PLACE_FEATURES,
  REGIONS,
  type Choice,
} from "~/lib/vocabulary";
import { cn } from "~/lib/utils";

/** A vocabulary list's codes and labels only, as a filter offers them. */
const choicesOf = (list: readonly Choice[]): Choice[] => list.map(({ value, label }) => ({ value, label }));

/**
 * Each filter: its group title, choices, and whether several can be selected (amenities: all of them).
 * The English labels; a page shows the words of its language (browse filters.group.<key>, and
 * the choices' labels from the facts namespace: filterChoiceKey).
 */
export const FILTER_GROUPS: Record<FilterKey, { title: string; choices: Choice[]; multiple: boolean }> = {
  regions: { title: "Region", choices: choicesOf(REGIONS), multiple: false },
  leashPolicies: { title: "Leash Policy", choices: choicesOf(LEASH_POLICY_CHOICES), multiple: false },
  fees: { title: "Entry Fees", choices: choicesOf(FEES), multiple: false },
  crowdLevels: { title: "Crowd Level", choices: choicesOf(CROWD_LEVELS), multiple: false },
  amenities: {
    title: "Amenities",
    choices: FILTER_AMENITIES.map((a) => ({ value: a.name, label: a.displayName })),
    multiple: true,
  },
  features: { title: "Dog Area", choices: choicesOf(PLACE_FEATURES), multiple: true },
  minRatings: { title: "Owners' Rating", choices: choicesOf(MIN_RATINGS), multiple: false },
};

/** The key of a choice's label in the facts namespace ("facts:region.north"). */
const FACTS_OF: Record<FilterKey, string> = {
  regions: "region",
  leashPolicies: "leash",
  fees: "fee",
  crowdLevels: "crowd",
  amenities: "amenity",
  features: "placeFeature",
  minRatings: "minRating",
};

export function filterChoiceKey(key: FilterKey, value: string) {
  return `facts:${FACTS_OF[key]}.${value}`;
}

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
  const { t } = useTranslation("browse");
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
      {selected ? <span className="sr-only">{t("filters.selected")}</span> : null}
    </Link>
  );
}

/** The "Dogs allowed now" chip (`open=now`) and, while it is on, what it leaves out. */
export function OpenNowChip({ pathname, params }: { pathname: string; params: URLSearchParams }) {
  const { t } = useTranslation("browse");
  const selected = params.get(FILTER_PARAMS.openNow) === OPEN_NOW;
  return (
    <>
      <FilterChip to={listHref(pathname, toggleOpenNow(params))} selected={selected}>
        {t("filters.openNow")}
      </FilterChip>
      {selected ? <p className="basis-full text-sm text-slate-600">{t("filters.openNowNote")}</p> : null}
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
  const { t } = useTranslation(["browse", "facts"]);
  return (
    <div className="space-y-5">
      {filters.map((key) => {
        const group = FILTER_GROUPS[key];
        const id = `${baseId}-${key}`;
        return (
          <div key={key} role="group" aria-labelledby={id}>
            <p id={id} className="mb-2 text-sm font-semibold text-slate-900">
              {t(`filters.group.${key}`)}
              {group.multiple ? <span className="font-normal text-slate-600">{t("filters.allSelected")}</span> : null}
            </p>
            <ul className="flex flex-wrap gap-2">
              {group.choices.map((choice) => (
                <li key={choice.value}>
                  <FilterChip
                    to={chipHref(pathname, params, key, choice.value)}
                    selected={isSelected(params, key, choice.value)}
                  >
                    {t(filterChoiceKey(key, choice.value) as never)}
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
  const { t } = useTranslation("browse");
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
        {t("filters.title")}
        {count > 0 ? " " : null}
        {count > 0 ? (
          <Badge tone="brand">
            {count}
            <span className="sr-only">{t("filters.active", { count })}</span>
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
