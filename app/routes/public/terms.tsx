import type { Route } from "./+types/terms";
import { LEGAL_UPDATED, LegalPage, type LegalSection } from "~/components/legal-page";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { pageWithoutQuery } from "~/lib/page-cache-policy";

const SECTIONS: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of Terms",
    body: <p>By using {BRAND} you agree to these terms. If you do not agree, please do not use the site.</p>,
  },
  {
    id: "accurate-information",
    title: "Accurate Information",
    body: (
      <p>
        When you create an account, submit a place or contact us, you agree to give accurate, current and complete
        information, and to keep your account details up to date. You are responsible for activity under your account.
      </p>
    ),
  },
  {
    id: "business-listings",
    title: "Business Listings",
    body: (
      <p>
        Listings describe public places and businesses that welcome dogs. We may edit, decline or remove any listing or
        submission at our discretion. A listing is not an endorsement, and businesses may ask us to correct their
        details through the contact page.
      </p>
    ),
  },
  {
    id: "conduct",
    title: "User Conduct",
    body: (
      <p>
        Be respectful. Do not submit false, misleading, offensive or unlawful content, impersonate others, or interfere
        with other people&apos;s use of the site.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    body: (
      <>
        <p>
          The directory is provided &quot;as is&quot;. Leash rules, fees, hours and access change often, and places may
          close temporarily or permanently. We are not liable for policy changes, closures or inaccurate information.
          Always verify rules and hours with official sources before visiting.
        </p>
        <p>You are responsible for your dog&apos;s behaviour, health and safety, and for following local laws.</p>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    body: (
      <p>
        The {BRAND} name, logo, design and the directory as a compilation belong to us. Facts derived from OpenStreetMap
        are available under the Open Database License (© OpenStreetMap contributors).
      </p>
    ),
  },
  {
    id: "user-content",
    title: "User Content",
    body: (
      <p>
        You keep ownership of what you submit. By submitting content (place details, descriptions, photos) you grant us
        a worldwide, non-exclusive, royalty-free licence to use, edit, publish and display it on the site and in related
        materials, and you confirm that you have the right to grant it.
      </p>
    ),
  },
  {
    id: "prohibited-uses",
    title: "Prohibited Uses",
    body: (
      <ul>
        <li>Scraping or copying the directory in bulk, or reselling its content.</li>
        <li>Posting spam, advertising without our agreement, or malicious code.</li>
        <li>Trying to break, overload or gain unauthorised access to the site or other accounts.</li>
        <li>Using the site for anything unlawful.</li>
      </ul>
    ),
  },
  {
    id: "termination",
    title: "Termination",
    body: (
      <p>
        We may suspend or close accounts that break these terms, without notice. You may stop using the site and ask us
        to delete your account at any time.
      </p>
    ),
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    body: (
      <p>
        To the extent the law allows, {BRAND} is not liable for indirect, incidental or consequential damages, and our
        total liability for any claim is limited to the amount you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: "indemnification",
    title: "Indemnification",
    body: (
      <p>
        You agree to indemnify and hold us harmless from claims, losses and costs arising from your content, your use of
        the site or your breach of these terms.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing Law",
    body: <p>These terms are governed by the laws of the State of Florida, United States.</p>,
  },
  {
    id: "changes",
    title: "Changes to These Terms",
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version. Continued use means you accept them.
      </p>
    ),
  },
];

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: `Terms of Service | ${BRAND}`,
    description: `The rules for using ${BRAND}: accounts, listings, your submissions, disclaimers and liability.`,
    path: "/terms",
  });
}

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      intro={<p>These terms govern your use of {BRAND}, the directory of dog-friendly places in Florida.</p>}
      sections={SECTIONS}
    />
  );
}
