// The controls above a list's results: near me or a ZIP code with a radius, the order, and the chips
// of what the search understood. Each is a GET form or a link, so it works before JavaScript loads.
import { LocateFixed, MapPin, X } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { FILTER_PARAMS, type Sort } from "~/lib/filters";
import { formParams, cleanSearchParams, listHref, NEAR_ZIP_FIELD } from "~/lib/list-addresses";
import { nearValue, parseNear, RADII } from "~/lib/geo";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/** Hidden fields that carry the current choices, except those the form itself sets. */
function Carried({ params, except }: { params: URLSearchParams; except: string[] }) {
  return (
    <>
      {[...params]
        .filter(([key]) => !except.includes(key))
        .map(([key, value], i) => (
          <input key={`${key}-${value}-${i}`} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

/** A plain GET form that, after JavaScript loads, navigates to the tidy address itself. */
function useTidySubmit(action: string) {
  const navigate = useNavigate();
  return (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(listHref(action, cleanSearchParams(formParams(event.currentTarget))), { preventScrollReset: true });
  };
}

/**
 * "Near me" (the browser's position, rounded to 3 decimals before it goes into the address) or a ZIP
 * code, and how far to look. While a place is set, says where distances are measured from: `resolved`
 * is what the list's loader made of the address's `near` (its place's name, or why it could not).
 */
export function NearControls({
  pathname,
  params,
  resolved: { nearLabel, nearError },
}: {
  pathname: string;
  params: URLSearchParams;
  resolved: { nearLabel: string | null; nearError: string | null };
}) {
  const id = useId();
  const { t } = useTranslation("browse");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const near = params.get(FILTER_PARAMS.near) ?? "";
  const radius = params.get(FILTER_PARAMS.radius) ?? "";
  // A position (from Near me, so JavaScript runs) or a town (from a search for "near Tampa") stays while
  // the radius changes; a ZIP typed replaces it.
  const nearKind = parseNear(near).kind;
  const position = nearKind === "point" || nearKind === "town" ? near : null;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = cleanSearchParams(formParams(event.currentTarget));
    navigate(listHref(pathname, next), { preventScrollReset: true });
  };
  const except = [FILTER_PARAMS.near, FILTER_PARAMS.radius, FILTER_PARAMS.page, FILTER_PARAMS.sort];

  function locate() {
    if (!navigator.geolocation) {
      setGeoError(t("near.noGeolocation"));
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const next = new URLSearchParams(params);
        next.set(FILTER_PARAMS.near, nearValue({ lat: position.coords.latitude, lng: position.coords.longitude }));
        // Distance becomes the order; page 1 of it.
        next.delete(FILTER_PARAMS.sort);
        next.delete(FILTER_PARAMS.page);
        navigate(listHref(pathname, next), { preventScrollReset: true });
      },
      () => {
        setLocating(false);
        setGeoError(t("near.geolocationDenied"));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const clear = new URLSearchParams(params);
  for (const key of except) clear.delete(key);

  return (
    <div className="space-y-2">
      <form
        method="get"
        action={pathname}
        onSubmit={onSubmit}
        aria-label={t("near.formLabel")}
        className="flex flex-wrap items-end gap-2"
      >
        {hydrated ? (
          <Button type="button" variant="outline" onClick={locate} disabled={locating}>
            <LocateFixed aria-hidden="true" /> {locating ? t("near.finding") : t("near.nearMe")}
          </Button>
        ) : null}
        <div>
          <label htmlFor={`${id}-zip`} className="sr-only">
            {t("near.zip")}
          </label>
          {position ? <input type="hidden" name={FILTER_PARAMS.near} value={position} /> : null}
          <Input
            key={near}
            id={`${id}-zip`}
            name={position ? NEAR_ZIP_FIELD : FILTER_PARAMS.near}
            defaultValue={/^\d{5}$/.test(near) ? near : ""}
            placeholder={hydrated ? t("near.orZip") : t("near.zip")}
            inputMode="numeric"
            pattern="[0-9]{5}"
            maxLength={5}
            className="w-32"
          />
        </div>
        <div>
          <label htmlFor={`${id}-radius`} className="sr-only">
            {t("near.distance")}
          </label>
          <NativeSelect
            key={radius}
            id={`${id}-radius`}
            name={FILTER_PARAMS.radius}
            defaultValue={radius}
            className="w-40"
          >
            <option value="">{t("near.anyDistance")}</option>
            {RADII.map((miles) => (
              <option key={miles} value={miles}>
                {t("near.within", { miles })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Carried params={params} except={except} />
        <Button type="submit" variant="outline">
          <MapPin aria-hidden="true" /> {t("near.go")}
        </Button>
      </form>
      {nearLabel ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" role="status">
          {radius ? t("near.fromWithin", { place: nearLabel, miles: radius }) : t("near.from", { place: nearLabel })}
          <Link
            to={listHref(pathname, clear)}
            preventScrollReset
            className="text-brand-700 inline-flex items-center gap-1 font-medium underline"
          >
            <X className="size-4" aria-hidden="true" /> {t("near.clear")}
          </Link>
        </p>
      ) : null}
      {nearError || geoError ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {nearError ?? geoError}
        </p>
      ) : null}
    </div>
  );
}

/** The order of the list; changing it reloads the list at once (with a button before JavaScript loads). */
export function SortControl({
  pathname,
  params,
  sort,
  choices,
  compactLabel = false,
}: {
  pathname: string;
  params: URLSearchParams;
  sort: Sort;
  choices: Sort[];
  /** The label is read to screen readers but not shown on a phone, where the choice says enough. */
  compactLabel?: boolean;
}) {
  const id = useId();
  const { t } = useTranslation("browse");
  const hydrated = useHydrated();
  const onSubmit = useTidySubmit(pathname);
  return (
    <form method="get" action={pathname} onSubmit={onSubmit} className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={cn("text-sm font-medium text-slate-800", compactLabel && "sr-only sm:not-sr-only")}
      >
        {t("sort.label")}
      </label>
      <NativeSelect
        key={sort}
        id={id}
        name={FILTER_PARAMS.sort}
        defaultValue={sort}
        className="w-40"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`sort.choice.${choice}`)}
          </option>
        ))}
      </NativeSelect>
      <Carried params={params} except={[FILTER_PARAMS.sort, FILTER_PARAMS.page]} />
      {hydrated ? null : (
        <Button type="submit" variant="outline" size="sm">
          {t("sort.submit")}
        </Button>
      )}
    </form>
  );
}

/** What the search understood, as chips that each remove their part ("Beaches ×", "matching 'miami' ×"). */
export function SearchChips({ chips }: { chips: { label: string; href: string }[] }) {
  const { t } = useTranslation("browse");
  if (!chips.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("search.chipsLabel")}>
      <span className="text-sm text-slate-700">{t("search.chipsLead")}</span>
      {chips.map((chip) => (
        <Link
          key={chip.label}
          to={chip.href}
          preventScrollReset
          className={cn(
            buttonVariants({ variant: "secondary", size: "sm" }),
            "border-brand-200 h-8 rounded-full border px-3",
          )}
        >
          {chip.label}
          <X aria-hidden="true" />
          <span className="sr-only">{t("search.chipRemove")}</span>
        </Link>
      ))}
    </div>
  );
}
