import { Dog } from "lucide-react";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitch } from "~/components/language-switch";
import { useLocalePath } from "~/lib/i18n";
import { BRAND, DATA_CREDIT_URL, FOOTER_EXPLORE, FOOTER_RESOURCES, type NavLink } from "~/lib/site";
import { ODBL_EXPORT_PATH, ODBL_LICENCE_URL } from "~/lib/open-data";

/** The words of a header or footer link in the page's language (a city's name as it is). */
export function useNavText() {
  const { t } = useTranslation(["common", "facts"]);
  return (link: NavLink, { short = false } = {}) => {
    if ("name" in link) return link.name;
    return t(((short && link.short) || link.label) as ParseKeys<["common", "facts"]>);
  };
}

/** The footer's two link columns, each named by its heading. */
const FOOTER_MENUS = [
  { heading: "footer.explore", links: FOOTER_EXPLORE },
  { heading: "footer.resources", links: FOOTER_RESOURCES },
] as const;

export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();
  const navText = useNavText();
  const lp = useLocalePath();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-brand-800 flex items-center gap-2 text-base font-bold">
            <Dog className="size-6" aria-hidden="true" /> {BRAND}
          </p>
          <p className="mt-2 max-w-md">{t("site.tagline")}</p>
          <p className="mt-3 max-w-md text-slate-600">{t("site.disclaimer")}</p>
        </div>
        {FOOTER_MENUS.map(({ heading, links }) => (
          <nav key={heading} aria-label={t(heading)}>
            <h2 className="font-semibold text-slate-900">{t(heading)}</h2>
            <ul className="mt-2 space-y-1.5">
              {links.map((l) => (
                <li key={l.to}>
                  <Link className="hover:text-brand-800 hover:underline" to={lp(l.to)}>
                    {navText(l)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {BRAND}. {t("footer.rights")}
          </p>
          <p>
            {t("footer.mapData")}{" "}
            <a className="hover:text-brand-800 underline" href={DATA_CREDIT_URL} rel="noopener" target="_blank">
              {t("site.dataCredit")}
            </a>{" "}
            (
            <a className="hover:text-brand-800 underline" href={ODBL_LICENCE_URL} rel="noopener" target="_blank">
              ODbL
            </a>
            ) ·{" "}
            <a className="hover:text-brand-800 underline" href={ODBL_EXPORT_PATH} download>
              {t("footer.osmData")}
            </a>
          </p>
          <p className="flex flex-wrap gap-4">
            <LanguageSwitch className="flex items-center gap-1 hover:underline" />
            <Link className="hover:underline" to={lp("/privacy")}>
              {t("footer.privacy")}
            </Link>
            <Link className="hover:underline" to={lp("/terms")}>
              {t("footer.terms")}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
