import type { Route } from "./+types/privacy";
import { legalMeta } from "./legal-meta";
import { LegalPage, type LegalSection } from "~/components/legal-page";
import { useLocalePath } from "~/lib/i18n";
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { legalTexts } from "~/server/domain/content-texts.server";
import { Link } from "react-router";

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export const meta: Route.MetaFunction = legalMeta("/privacy");

/** The policy's words in the request's language: the content namespace is not sent with every page. */
export function loader({ request }: Route.LoaderArgs) {
  return legalTexts(request, "privacy");
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { texts, labels } = loaderData;
  const lp = useLocalePath();
  const s = texts.sections;
  const sections: LegalSection[] = [
    {
      id: "information-we-collect",
      title: s.collect.title,
      body: (
        <>
          <p>{s.collect.intro}</p>
          <Items items={[s.collect.account, s.collect.sent, s.collect.technical]} />
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: s.use.title,
      body: <Items items={[s.use.account, s.use.places, s.use.messages, s.use.security]} />,
    },
    {
      id: "sharing",
      title: s.sharing.title,
      body: (
        <>
          <p>{s.sharing.noSale}</p>
          <p>{s.sharing.partners}</p>
        </>
      ),
    },
    { id: "security", title: s.security.title, body: <p>{s.security.body}</p> },
    {
      id: "your-rights",
      title: s.rights.title,
      body: (
        <>
          <p>{s.rights.intro}</p>
          <Items items={[s.rights.access, s.rights.update, s.rights.delete, s.rights.optOut, s.rights.portability]} />
          <p>{s.rights.request}</p>
          <p>
            {s.rights.accountHint}{" "}
            <Link to={lp("/account")} className="text-brand-700 underline">
              {s.rights.accountLink}
            </Link>
          </p>
        </>
      ),
    },
    { id: "cookies", title: s.cookies.title, body: <p>{s.cookies.body}</p> },
    { id: "third-party-links", title: s.links.title, body: <p>{s.links.body}</p> },
    { id: "children", title: s.children.title, body: <p>{s.children.body}</p> },
    { id: "changes", title: s.changes.title, body: <p>{s.changes.body}</p> },
    { id: "contact", title: s.contact.title, body: <p>{s.contact.body}</p> },
  ];
  return <LegalPage title={texts.title} labels={labels} intro={<p>{texts.intro}</p>} sections={sections} />;
}

/** A bulleted list of the policy's points. */
function Items({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
