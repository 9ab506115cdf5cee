// A GET search form that works before JavaScript loads and, after, navigates to a tidy address and
// suggests places and cities while typing (the ARIA combobox pattern: arrows, Enter, Escape).
import { Building2, MapPin, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FILTER_PARAMS } from "~/lib/filters";
import { cleanSearchParams, formParams, listHref } from "~/lib/list-addresses";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalePath } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { Suggestion } from "~/lib/search-query";

type SearchFormProps = {
  action: string;
  defaultValue?: string;
  placeholder: string;
  label?: string;
  /** Current choices carried along as hidden fields (search and page are replaced). */
  keep?: URLSearchParams;
  /** Extra fields, e.g. the home page's region select. */
  children?: React.ReactNode;
  className?: string;
  size?: "default" | "lg";
};

const SUGGEST_DELAY_MS = 150;

export function SearchForm({
  action,
  defaultValue = "",
  placeholder,
  label,
  keep,
  children,
  className,
  size = "default",
}: SearchFormProps) {
  const navigate = useNavigate();
  const { t } = useTranslation("browse");
  const id = useId();
  const hidden = [...(keep ?? new URLSearchParams())].filter(
    ([key]) => key !== FILTER_PARAMS.search && key !== FILTER_PARAMS.page,
  );

  return (
    <form
      method="get"
      action={action}
      role="search"
      className={cn("flex flex-col gap-3 sm:flex-row sm:items-end", className)}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(listHref(action, cleanSearchParams(formParams(event.currentTarget))));
      }}
    >
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          {label ?? t("search.label")}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          {/* A new address (back/forward, a chip) shows its own search text. */}
          <SuggestingInput
            key={defaultValue}
            id={id}
            defaultValue={defaultValue}
            placeholder={placeholder}
            className={cn("pl-10", size === "lg" && "h-12 text-base")}
          />
        </div>
      </div>
      {children}
      {hidden.map(([key, value], i) => (
        <input key={`${key}-${value}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <Button type="submit" size={size === "lg" ? "lg" : "default"} className={cn(size === "lg" && "h-12")}>
        <Search aria-hidden="true" /> {t("search.button")}
      </Button>
    </form>
  );
}

/**
 * The search field. Before JavaScript it is a plain search field; after, a combobox whose list
 * (from /search/suggestions) opens while typing. Arrow keys move through the suggestions, Enter opens
 * the highlighted one (or searches when none is), Escape closes the list.
 */
function SuggestingInput({
  id,
  defaultValue,
  placeholder,
  className,
}: {
  id: string;
  defaultValue: string;
  placeholder: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t } = useTranslation("browse");
  const lp = useLocalePath();
  const fetcher = useFetcher<{ q: string; suggestions: Suggestion[] }>();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = `${id}-suggestions`;
  const { load } = fetcher;

  useEffect(() => () => clearTimeout(timer.current), []);
  // What the visitor typed before the scripts ran is theirs: the field is never reset to the
  // server's text, and the suggestions start from what is in it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== defaultValue) setText(typed);
    // Only once, when the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answered = fetcher.data && fetcher.data.q === text.trim() ? fetcher.data.suggestions : [];
  const suggestions = text.trim().length >= 2 ? answered : [];
  const expanded = open && suggestions.length > 0;

  function onChange(value: string) {
    setText(value);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    const q = value.trim();
    if (q.length < 2) return;
    timer.current = setTimeout(() => load(lp(`/search/suggestions?${new URLSearchParams({ q })}`)), SUGGEST_DELAY_MS);
  }

  function choose(suggestion: Suggestion) {
    setOpen(false);
    navigate(suggestion.href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const last = suggestions.length - 1;
      setActive((current) => {
        const next = current + step;
        return next > last ? 0 : next < 0 ? last : next;
      });
    } else if (event.key === "Enter") {
      const chosen = expanded ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  // One field before and after the scripts run, never given a value by React (it keeps what was typed).
  const field = (
    <Input
      ref={input}
      id={id}
      type="search"
      name={FILTER_PARAMS.search}
      placeholder={placeholder}
      maxLength={100}
      className={className}
      autoComplete="off"
      defaultValue={defaultValue}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      {...(hydrated
        ? {
            role: "combobox",
            "aria-autocomplete": "list",
            "aria-expanded": expanded,
            "aria-controls": listId,
            "aria-activedescendant":
              expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined,
          }
        : {})}
    />
  );
  return (
    <>
      {field}
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
      >
        {suggestions.map((suggestion, i) => (
          <li
            key={`${suggestion.kind}-${suggestion.href}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the field, so the list does not close before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={cn(
              "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm",
              i === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50",
            )}
          >
            {suggestion.kind === "city" ? (
              <Building2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            ) : (
              <MapPin className="text-brand-700 size-4 shrink-0" aria-hidden="true" />
            )}
            <span className="font-medium">{suggestion.label}</span>
            <span className="ml-auto text-xs text-slate-600">
              {suggestion.kind === "city" ? t("search.city", { detail: suggestion.detail }) : suggestion.detail}
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {expanded ? t("search.shown", { count: suggestions.length }) : ""}
      </p>
    </>
  );
}
