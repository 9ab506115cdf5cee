import { useTranslation } from "react-i18next";
import { useNavigate, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocalePath } from "~/lib/i18n";

const LINKS = [
  { to: "/", label: "notFound.home" },
  { to: "/explore", label: "notFound.explore" },
  { to: "/beaches", label: "notFound.dogBeaches" },
  { to: "/parks", label: "notFound.dogParks" },
  { to: "/submit", label: "notFound.submit" },
  { to: "/contact", label: "notFound.contact" },
] as const;

export function NotFoundContent() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-brand-700 text-6xl font-extrabold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-700">{t("notFound.text")}</p>
      <nav aria-label={t("notFound.helpfulLinks")} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={lp(l.to)}
                className="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full border px-4 py-2 font-medium"
              >
                {t(l.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="outline" className="mt-8" onClick={() => navigate(-1)}>
        {t("notFound.goBack")}
      </Button>
    </section>
  );
}
