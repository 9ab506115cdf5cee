// "Fits my dogs?" on a place's page (decision 0050): the verdict for the visitor's dogs against the
// place's sourced limits, each reason with its rule and a link to its source. A signed-in visitor's
// dogs come with the page (rendered on the server); otherwise the browser answers, once scripts
// run, from the dogs it keeps, and invites to describe them when it keeps none.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TitledCard } from "~/components/titled-card";
import type { Dog } from "~/lib/fits/dogs";
import type { PlaceLimits } from "~/lib/fits/limits";
import { verdict, verdictHeading, type Outcome } from "~/lib/fits/verdict";
import { fitsText, type FitsWords } from "~/lib/fits/words";
import { useLocale, useLocalePath } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useStoredDogs } from "./use-stored-dogs";

const TONE: Record<Outcome, string> = {
  fits: "border-green-300 bg-green-50",
  check: "border-amber-300 bg-amber-50",
  not: "border-red-300 bg-red-50",
};

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * Whether the visitor's dogs may go, and why; `now` is whether dogs are allowed at this moment (the
 * place's dog hours), said in the same answer.
 */
export function PlaceAnswer({
  limits,
  accountDogs,
  now,
}: {
  limits: PlaceLimits | null;
  accountDogs: Dog[] | null;
  now?: ReactNode;
}) {
  const { t } = useTranslation("fits");
  const locale = useLocale();
  const lp = useLocalePath();
  const stored = useStoredDogs();
  const dogs = accountDogs?.length ? accountDogs : stored;
  // Before scripts run, a visitor who is not signed in sees no answer: the page is everyone's.
  if (dogs === null) return null;
  const words = t as unknown as FitsWords;
  const result = verdict(dogs, limits);

  if (!result) {
    return (
      <TitledCard title={t("page.answerLabel")} contentClassName="space-y-2">
        <p className="text-slate-700">{t("page.describeText")}</p>
        <Link to={lp("/dogs")} className="text-brand-700 font-medium underline">
          {t("page.describe")}
        </Link>
      </TitledCard>
    );
  }

  return (
    <section
      aria-labelledby="fits-answer"
      data-outcome={result.outcome}
      className={cn("space-y-3 rounded-lg border p-5", TONE[result.outcome])}
    >
      <p className="text-sm font-medium text-slate-700">{t("page.answerLabel")}</p>
      <h2 id="fits-answer" className="text-2xl font-bold text-slate-900">
        {fitsText(verdictHeading(result, locale), words)}
      </h2>
      {now ? (
        <p className="text-slate-900">
          <span className="font-medium">{t("page.rightNow")}:</span> {now}
        </p>
      ) : null}
      {result.reasons.length ? (
        <ul className="list-disc space-y-2 pl-5 text-slate-900">
          {result.reasons.map((reason, i) => (
            <li key={`${reason.kind}-${reason.dog ?? ""}-${i}`}>
              <span>{fitsText(reason.text, words)}</span>
              {reason.rule ? (
                <span className="block text-sm text-slate-700">{t("page.rule", { rule: reason.rule })}</span>
              ) : null}
              {reason.source ? (
                <a className="text-brand-800 text-sm underline" href={reason.source} rel="noopener" target="_blank">
                  {t("page.source")}: {hostOf(reason.source)}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={lp("/dogs")} className="text-brand-800 inline-block font-medium underline">
        {t("page.edit")}
      </Link>
    </section>
  );
}
