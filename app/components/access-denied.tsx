import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { ShieldAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/lib/i18n";

/** Wrong role: says so, then takes the visitor home after a moment. */
export function AccessDenied() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const lp = useLocalePath();
  const home = lp("/");
  useEffect(() => {
    const timer = setTimeout(() => navigate(home, { replace: true }), 4000);
    return () => clearTimeout(timer);
  }, [navigate, home]);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert className="mx-auto size-12 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{t("accessDenied.title")}</h1>
      <p className="mt-3 text-slate-700">{t("accessDenied.text")}</p>
      <Button asChild className="mt-8">
        <Link to={home}>{t("error.home")}</Link>
      </Button>
    </section>
  );
}
