// Common questions of dog owners visiting Florida places, with FAQPage structured data.
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { localizePath, useLocalePath } from "~/lib/i18n";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { faqPageJsonLd, type Question } from "~/server/domain/structured-data.server";
import { contentTexts } from "~/server/domain/content-texts.server";
import { pageWithoutQuery } from "~/lib/page-cache-policy";

/** The questions in the page's order (their words are in the content namespace). */
const QUESTION_KEYS = [
  "beaches",
  "leashLaw",
  "stateParks",
  "permit",
  "heat",
  "hours",
  "wildlife",
  "vaccinations",
  "saltWater",
  "addPlace",
  "marketsAndTrails",
] as const;

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: "/faq",
    jsonLd: loaderData?.jsonLd,
  });
}

/** The page's words in the request's language: the content namespace is not sent with every page. */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, t } = contentTexts(request);
  const questions: Question[] = QUESTION_KEYS.map((key) => ({
    question: t(`faq.questions.${key}.question`),
    answer: t(`faq.questions.${key}.answer`),
  }));
  const origin = siteOrigin(request);
  const jsonLd = {
    ...faqPageJsonLd(origin, questions),
    url: `${origin}${localizePath("/faq", locale)}`,
    inLanguage: locale,
  };
  return {
    title: t("faq.metaTitle", { brand: BRAND }),
    description: t("faq.metaDescription"),
    heading: t("faq.heading"),
    intro: t("faq.intro"),
    stillQuestion: t("faq.stillQuestion"),
    contactUs: t("faq.contactUs"),
    questions,
    jsonLd: [jsonLd],
  };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { heading, intro, questions, stillQuestion, contactUs } = loaderData;
  const lp = useLocalePath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{intro}</p>
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {questions.map((q) => (
          <details key={q.question} className="group p-5 open:bg-slate-50">
            <summary className="cursor-pointer list-none text-lg font-semibold marker:hidden">
              <h2 className="inline">{q.question}</h2>
            </summary>
            <p className="mt-3 text-slate-700">{q.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-10 text-slate-700">
        {stillQuestion}{" "}
        <Link to={lp("/contact")} className="text-brand-700 font-medium underline">
          {contactUs}
        </Link>
        .
      </p>
    </div>
  );
}
