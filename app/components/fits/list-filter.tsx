// Fits my dogs on a list page (decision 0052): the chip that turns the filter off (or on), the line
// saying what it left out, and, for a visitor whose dogs this browser keeps, the filter added to an
// address that says nothing about it once the page runs (the server's page is everyone's).
import { Check, X } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Dog } from "~/lib/fits/dogs";
import { fitsFilterOf, FITS_OFF, isFitsFilter, type FitsChoice, type LeftOut } from "~/lib/fits/filter";
import { listHref, withFits } from "~/lib/list-addresses";
import { useLocale, useLocalePath } from "~/lib/i18n";
import { formatNumber } from "~/lib/browse-i18n";
import { cn } from "~/lib/utils";
import { useStoredDogs } from "./use-stored-dogs";

/** The filter of a list as its loader applied it: the choice and where it came from. */
export type ListFitsData = { choice: FitsChoice | undefined; from: "address" | "account" | null };

const CHIP = "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors";

/** The dogs the page answers for: the account's when it has some, else this browser's (null before scripts). */
export function useListDogs(accountDogs: Dog[] | null): Dog[] | null {
  const stored = useStoredDogs();
  return accountDogs?.length ? accountDogs : stored;
}

export function FitsChip({
  pathname,
  params,
  fits,
  accountDogs,
}: {
  pathname: string;
  params: URLSearchParams;
  fits: ListFitsData;
  accountDogs: Dog[] | null;
}) {
  const { t } = useTranslation("fits");
  const lp = useLocalePath();
  const navigate = useNavigate();
  const dogs = useListDogs(accountDogs);
  const own = dogs ? fitsFilterOf(dogs) : undefined;
  const href = own ? listHref(pathname, withFits(params, own)) : null;

  // An address that says nothing, for a visitor whose dogs only this browser knows: on by default.
  useEffect(() => {
    if (fits.from === null && !accountDogs?.length && href)
      void navigate(href, { replace: true, preventScrollReset: true });
  }, [fits.from, accountDogs, href, navigate]);

  if (isFitsFilter(fits.choice)) {
    return (
      <Link
        to={listHref(pathname, withFits(params, FITS_OFF))}
        preventScrollReset
        aria-current="true"
        className={cn(CHIP, "border-brand-700 bg-brand-700 hover:bg-brand-800 text-white")}
      >
        <Check className="size-4" aria-hidden="true" />
        {t("filter.chip")}
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{t("filter.turnOff")}</span>
      </Link>
    );
  }
  if (href) {
    return (
      <Link
        to={href}
        preventScrollReset
        className={cn(CHIP, "hover:border-brand-600 hover:bg-brand-50 border-slate-300 bg-white text-slate-800")}
      >
        {t("filter.chip")}
        <span className="sr-only">{t("filter.turnOn")}</span>
      </Link>
    );
  }
  return (
    <Link to={lp("/dogs")} className="text-brand-800 text-sm font-medium underline">
      {t("filter.describe")}
    </Link>
  );
}

/** "Fits my dogs left out 3 places: 2 allow only 2 dogs per person; 1 admits no dog under 4 months." */
export function FitsLeftOutLine({ leftOut, className }: { leftOut: LeftOut | undefined; className?: string }) {
  const { t } = useTranslation("fits");
  const locale = useLocale();
  if (!leftOut) return null;
  const n = (value: number) => formatNumber(value, locale);
  let text: string;
  if (leftOut.more) text = t("filter.leftOutMore", { n: n(leftOut.total) });
  else if (leftOut.total === 0) text = t("filter.noneLeftOut");
  else {
    const reasons = leftOut.reasons.map((reason) => {
      const places = { count: reason.places, n: n(reason.places) };
      switch (reason.kind) {
        case "count":
          return t("filter.count", { ...places, dogs: t("filter.dogsPerPerson", { count: reason.limit }) });
        case "age":
          return t("filter.age", { ...places, months: t("filter.months", { count: reason.limit }) });
        default:
          return t(`filter.${reason.kind}`, places);
      }
    });
    const leftOutWords = t("filter.leftOut", { count: leftOut.total, n: n(leftOut.total) });
    text = t("filter.line", { leftOut: leftOutWords, reasons: reasons.join("; ") });
  }
  return <p className={cn("text-sm text-slate-700", className)}>{text}</p>;
}
