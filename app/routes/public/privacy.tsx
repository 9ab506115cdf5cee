import type { Route } from "./+types/privacy";
import { LEGAL_UPDATED, LegalPage, type LegalSection } from "~/components/legal-page";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { ACCOUNT_WORDS } from "~/lib/vocabulary";
import { Link } from "react-router";

const SECTIONS: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <p>We collect only what we need to run the directory:</p>
        <ul>
          <li>
            Account details when you sign up: your email address and, if you use Google, Twitter (X) or GitHub, the
            basic profile those services share.
          </li>
          <li>
            What you send us: places you submit, messages through the contact form, and the name and email you give with
            them.
          </li>
          <li>
            Technical data: your IP address, browser type and the pages you visit, kept in server logs and used to limit
            abuse.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    body: (
      <ul>
        <li>To run your account and keep you signed in.</li>
        <li>To review and publish the places you submit, and to tell you what happened to them.</li>
        <li>To answer your messages.</li>
        <li>To keep the site secure, prevent spam and understand which pages are useful.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Sharing Your Information",
    body: (
      <>
        <p>We do not sell your personal information.</p>
        <p>
          We may share limited information with affiliate partners and service providers who help us run the site (for
          example hosting, email delivery and advertising partners), only as needed for them to do that work and under
          obligations to protect it. We may also disclose information when the law requires it or to protect the safety
          of our users.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Data Security",
    body: (
      <p>
        Passwords are stored only as secure hashes, sessions live in cookies that page scripts cannot read, and the site
        is served over encrypted connections in production. No method of storage or transmission is perfectly secure,
        but we work to protect your information.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights",
    body: (
      <>
        <p>You can ask us to:</p>
        <ul>
          <li>Access the personal information we hold about you.</li>
          <li>Update or correct it.</li>
          <li>Delete your account and your information.</li>
          <li>Opt out of any marketing email.</li>
          <li>Receive your information in a portable format (data portability).</li>
        </ul>
        <p>Send your request through our contact form and we will answer within 30 days.</p>
        <p>
          {ACCOUNT_WORDS.privacyHint}{" "}
          <Link to="/account" className="text-brand-700 underline">
            {ACCOUNT_WORDS.privacyLink}
          </Link>
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use a session cookie to keep you signed in. It is essential for signing in and is not used for tracking.
        Advertising partners may set their own cookies when ads are shown; you can block or delete cookies in your
        browser settings.
      </p>
    ),
  },
  {
    id: "third-party-links",
    title: "Third-Party Links",
    body: (
      <p>
        Listings link to official park pages, maps and other websites we do not control. Their privacy practices are
        their own; please read their policies.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children's Privacy",
    body: (
      <p>
        {BRAND} is not directed at children under 13, and we do not knowingly collect personal information from them. If
        you believe a child under 13 has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy from time to time. The date at the top shows the latest version; significant changes
        will be announced on the site.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: <p>Questions about this policy or your information? Write to us through the contact page.</p>,
  },
];

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: `Privacy Policy | ${BRAND}`,
    description: `How ${BRAND} collects, uses and protects your information, and the choices you have about it.`,
    path: "/privacy",
  });
}

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          This policy explains what information {BRAND} collects when you use the directory, how we use it, and the
          choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
