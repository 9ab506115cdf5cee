import { Dog } from "lucide-react";
import { Link } from "react-router";
import { LanguageSwitch } from "~/components/language-switch";
import { BRAND, DATA_CREDIT, DATA_CREDIT_URL, DISCLAIMER, FOOTER_EXPLORE, FOOTER_RESOURCES, TAGLINE } from "~/lib/site";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-brand-800 flex items-center gap-2 text-base font-bold">
            <Dog className="size-6" aria-hidden="true" /> {BRAND}
          </p>
          <p className="mt-2 max-w-md">{TAGLINE}</p>
          <p className="mt-3 max-w-md text-slate-600">{DISCLAIMER}</p>
        </div>
        <nav aria-label="Explore">
          <h2 className="font-semibold text-slate-900">Explore</h2>
          <ul className="mt-2 space-y-1.5">
            {FOOTER_EXPLORE.map((l) => (
              <li key={l.to}>
                <Link className="hover:text-brand-800 hover:underline" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 className="font-semibold text-slate-900">Resources</h2>
          <ul className="mt-2 space-y-1.5">
            {FOOTER_RESOURCES.map((l) => (
              <li key={l.to}>
                <Link className="hover:text-brand-800 hover:underline" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {BRAND}. All rights reserved.
          </p>
          <p>
            Map data{" "}
            <a className="hover:text-brand-800 underline" href={DATA_CREDIT_URL} rel="noopener" target="_blank">
              {DATA_CREDIT}
            </a>{" "}
            (ODbL)
          </p>
          <p className="flex flex-wrap gap-4">
            <LanguageSwitch className="flex items-center gap-1 hover:underline" />
            <Link className="hover:underline" to="/privacy">
              Privacy Policy
            </Link>
            <Link className="hover:underline" to="/terms">
              Terms of Service
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
