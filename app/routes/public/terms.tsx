import type { Route } from "./+types/terms";
import { legalMeta } from "./legal-meta";
import { LegalPage, type LegalSection } from "~/components/legal-page";
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { legalTexts } from "~/server/domain/content-texts.server";

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export const meta: Route.MetaFunction = legalMeta("/terms");

/** The terms' words in the request's language: the content namespace is not sent with every page. */
export function loader({ request }: Route.LoaderArgs) {
  return legalTexts(request, "terms");
}

/** Sections of one paragraph, in the page's order. */
const PLAIN = [
  ["acceptance", "acceptance"],
  ["accurate-information", "accurate"],
  ["business-listings", "listings"],
  ["conduct", "conduct"],
] as const;
const PLAIN_AFTER = [
  ["intellectual-property", "ip"],
  ["user-content", "userContent"],
] as const;
const PLAIN_LAST = [
  ["termination", "termination"],
  ["limitation-of-liability", "liability"],
  ["indemnification", "indemnification"],
  ["governing-law", "law"],
  ["changes", "changes"],
] as const;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { texts, labels } = loaderData;
  const s = texts.sections;
  const plain = (list: readonly (readonly [string, keyof typeof s])[]): LegalSection[] =>
    list.map(([id, key]) => {
      const section = s[key] as { title: string; body: string };
      return { id, title: section.title, body: <p>{section.body}</p> };
    });
  const sections: LegalSection[] = [
    ...plain(PLAIN),
    {
      id: "disclaimers",
      title: s.disclaimers.title,
      body: (
        <>
          <p>{s.disclaimers.asIs}</p>
          <p>{s.disclaimers.yourDog}</p>
        </>
      ),
    },
    ...plain(PLAIN_AFTER),
    {
      id: "prohibited-uses",
      title: s.prohibited.title,
      body: (
        <ul>
          <li>{s.prohibited.scraping}</li>
          <li>{s.prohibited.spam}</li>
          <li>{s.prohibited.breaking}</li>
          <li>{s.prohibited.unlawful}</li>
        </ul>
      ),
    },
    ...plain(PLAIN_LAST),
  ];
  return <LegalPage title={texts.title} labels={labels} intro={<p>{texts.intro}</p>} sections={sections} />;
}
