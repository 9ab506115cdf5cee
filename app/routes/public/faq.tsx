// Common questions of dog owners visiting Florida places, with FAQPage structured data.
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { faqPageJsonLd, type Question } from "~/server/domain/structured-data.server";
import { pageWithoutQuery } from "~/lib/page-cache-policy";

const QUESTIONS: Question[] = [
  {
    question: "Are dogs allowed on Florida beaches?",
    answer:
      "Only on some. Many Florida beaches ban dogs, but a growing number of counties and cities set aside dog beaches or dog-friendly stretches, usually with a leash rule and sometimes a permit or daily fee. Check each beach's page here and the posted signs before you go.",
  },
  {
    question: "Does Florida have a statewide leash law?",
    answer:
      "No single state law covers every place; leash rules are set by counties, cities and park agencies. Most public parks require a leash no longer than six feet, and off-leash play is allowed only inside fenced dog parks or marked off-leash areas. Each listing shows its leash policy.",
  },
  {
    question: "Can I bring my dog to Florida State Parks?",
    answer:
      "Pets are welcome in most Florida State Parks on a leash of six feet or less, in campgrounds and on many trails. They are generally not allowed on swimming beaches, in bathing areas, playgrounds or inside buildings, except for service animals.",
  },
  {
    question: "Do I need a permit for a dog beach?",
    answer:
      "Some dog beaches require a permit or a daily pass, and many ask for proof of current rabies vaccination and a county licence tag. The listing's fee details and official website link tell you what that beach requires.",
  },
  {
    question: "When is the best time of day to take my dog out in the Florida heat?",
    answer:
      "Early morning and after sunset. From late spring to early autumn, midday pavement and sand can burn paws and dogs overheat quickly in the humidity. Bring fresh water, take shade breaks, and watch for heavy panting, drooling or stumbling, which are signs of heatstroke.",
  },
  {
    question: "What are typical dog beach hours?",
    answer:
      "Most dog beaches are open from sunrise to sunset, and some close on certain days for cleaning or during sea turtle nesting season (roughly May to October on many Atlantic and Gulf beaches). Hours are listed on each place's page when we know them.",
  },
  {
    question: "Are there alligators or other wildlife to watch for?",
    answer:
      "Yes. Alligators live in freshwater lakes, ponds, canals and springs throughout Florida. Keep dogs on a leash and away from the water's edge unless an area is clearly designated for dog swimming, and never let them drink from or swim in unmarked freshwater.",
  },
  {
    question: "What vaccinations does my dog need to visit dog parks?",
    answer:
      "Florida law requires dogs older than four months to be vaccinated against rabies, and most dog parks also ask that dogs be licensed in their county, be healthy and be free of fleas. Puppies that have not finished their shots should wait.",
  },
  {
    question: "Is it safe for my dog to drink salt water or swim in red tide?",
    answer:
      "Keep your dog from drinking sea water, which can make them sick. During red tide or blue-green algae blooms, keep dogs out of the water entirely and rinse them with fresh water if they get wet; the toxins can be dangerous to pets.",
  },
  {
    question: "How do I add a place or report wrong information?",
    answer:
      "Signed-in users can submit a new place with the Submit a Spot form; our team reviews every submission before it is published. To report a change, a closure or a mistake in a listing, send us a message through the contact page.",
  },
  {
    question: "Are farmers markets and hiking areas dog-friendly too?",
    answer:
      "Many are. Outdoor farmers markets often welcome leashed, well-behaved dogs, though food stalls may ask you to keep them back. Hiking areas and nature preserves usually require a leash to protect wildlife. Each listing in the directory says what the rule is.",
  },
];

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: `Common Questions About Dogs in Florida | ${BRAND}`,
    description:
      "Answers for dog owners in Florida: beach rules, leash laws, state parks, permits, heat safety, alligators and vaccinations.",
    path: "/faq",
    jsonLd: loaderData?.jsonLd,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return { jsonLd: [faqPageJsonLd(siteOrigin(request), QUESTIONS)] };
}

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">Common Questions</h1>
      <p className="mt-3 text-lg text-slate-700">
        What dog owners ask most about visiting Florida&apos;s beaches, parks and trails with their dogs.
      </p>
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {QUESTIONS.map((q) => (
          <details key={q.question} className="group p-5 open:bg-slate-50">
            <summary className="cursor-pointer list-none text-lg font-semibold marker:hidden">
              <h2 className="inline">{q.question}</h2>
            </summary>
            <p className="mt-3 text-slate-700">{q.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-10 text-slate-700">
        Still have a question?{" "}
        <Link to="/contact" className="text-brand-700 font-medium underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
