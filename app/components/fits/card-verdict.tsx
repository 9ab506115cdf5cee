// A card's answer to "does it fit my dogs?" on the list pages (decision 0052): "Fits Bo and Luna",
// "Check before you go" or "Not for Pip", from the place's limits and the visitor's dogs. The list
// gives the signed-in person's dogs (rendered on the server); anyone else's come from this browser
// once the page runs, so the page the server keeps is the same for every visitor.
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { Dog } from "~/lib/fits/dogs";
import type { PlaceLimits } from "~/lib/fits/limits";
import { verdict, verdictHeading, type Outcome } from "~/lib/fits/verdict";
import { fitsText, type FitsWords } from "~/lib/fits/words";
import { useLocale } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useListDogs } from "./list-filter";

/** The cards inside answer for these dogs (the account's; null: this browser's). Absent: cards give no answer. */
const ListDogsContext = createContext<{ accountDogs: Dog[] | null } | null>(null);

export function ListDogsProvider({ accountDogs, children }: { accountDogs: Dog[] | null; children: React.ReactNode }) {
  return <ListDogsContext.Provider value={{ accountDogs }}>{children}</ListDogsContext.Provider>;
}

const TONE: Record<Outcome, string> = {
  fits: "border-green-300 bg-green-50 text-green-900",
  check: "border-amber-300 bg-amber-50 text-amber-900",
  not: "border-red-300 bg-red-50 text-red-900",
};

export function CardVerdict({ limits }: { limits: PlaceLimits | null | undefined }) {
  const list = useContext(ListDogsContext);
  if (!list || limits === undefined) return null;
  return <Answer limits={limits} accountDogs={list.accountDogs} />;
}

function Answer({ limits, accountDogs }: { limits: PlaceLimits | null; accountDogs: Dog[] | null }) {
  const { t } = useTranslation("fits");
  const locale = useLocale();
  const dogs = useListDogs(accountDogs);
  const result = dogs ? verdict(dogs, limits) : null;
  if (!result) return null;
  return (
    <p
      data-outcome={result.outcome}
      className={cn("self-start rounded-md border px-2 py-0.5 text-sm font-semibold", TONE[result.outcome])}
    >
      <span className="sr-only">{t("filter.verdictLabel")} </span>
      {fitsText(verdictHeading(result, locale), t as unknown as FitsWords)}
    </p>
  );
}
