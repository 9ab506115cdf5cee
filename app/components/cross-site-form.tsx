import { useLocation } from "react-router";
import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BRAND } from "~/lib/site";

/** True for the server's refusal of a form sent from another site (the production server, app/server/http/app.server.ts, answers it as JSON). */
export function isCrossSiteRefusal(data: unknown): boolean {
  let body = data;
  if (typeof body === "string") {
    try {
      body = JSON.parse(body);
    } catch {
      return false;
    }
  }
  return typeof body === "object" && body !== null && (body as { reason?: unknown }).reason === "cross-site";
}

/**
 * A form refused because it did not come from one of the site's own pages: what happened, and a
 * way back to the page, loaded afresh from the site.
 */
export function CrossSiteForm({ origin }: { origin: string }) {
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert className="mx-auto size-12 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{t("crossSite.title")}</h1>
      <p className="mt-3 text-slate-700">{t("crossSite.explanation", { brand: BRAND, origin })}</p>
      <p className="mt-2 text-slate-700">{t("crossSite.whatToDo")}</p>
      {/* A full load, not a client navigation: the page comes afresh from the site. */}
      <a
        href={`${location.pathname}${location.search}`}
        className="bg-brand-700 hover:bg-brand-800 mt-8 inline-block rounded-md px-4 py-2 font-medium text-white"
      >
        {t("crossSite.backLink", { brand: BRAND })}
      </a>
    </section>
  );
}
