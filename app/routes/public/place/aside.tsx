// The place page's side column: keep for offline, the map, official links, sources and the way to
// report a change.
import { ExternalLink, Flag } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { KeepOfflineButton } from "~/components/keep-offline-button";
import { useLocale, useLocalePath } from "~/lib/i18n";
import { storedTextLang } from "~/lib/place-i18n";
import { PlaceMap } from "~/components/place-map";
import { TitledCard } from "~/components/titled-card";
import { DATA_CREDIT_URL } from "~/lib/site";
import { Stored, type PlaceData } from "./stored-text";

/** The side column of the place page. */
export function PlaceAside({ loaderData, offlineUrls }: { loaderData: PlaceData; offlineUrls: string[] }) {
  const { place, sources, mapPicture } = loaderData;
  const { t } = useTranslation(["place", "facts"]);
  const locale = useLocale();
  const lp = useLocalePath();
  const stored = storedTextLang(locale);
  const official = place.externalLinks?.official;
  const county = place.externalLinks?.county;
  const { id, slug, name, category, leashPolicy, lat, lng } = place;
  const point = useMemo(
    () => (lat !== null && lng !== null ? { id, slug, name, category, leashPolicy, lat, lng } : null),
    [id, slug, name, category, leashPolicy, lat, lng],
  );
  return (
    <div className="min-w-0 space-y-6">
      <KeepOfflineButton urls={offlineUrls} />
      {point && mapPicture ? (
        <PlaceMap picture={mapPicture} point={point} label={t("mapOf", { name: place.name })} />
      ) : null}
      {official || county ? (
        <TitledCard title={t("externalLinks")}>
          <ul className="space-y-2">
            {[
              { href: official, label: t("officialWebsite") },
              { href: county, label: t("countyWebsite") },
            ].map((link) =>
              link.href ? (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener"
                    className="text-brand-700 inline-flex items-center gap-1 font-medium underline"
                  >
                    {link.label} <ExternalLink className="size-4" aria-hidden="true" />
                    <span className="sr-only">{t("opensInNewTab")}</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </TitledCard>
      ) : null}
      {sources.length ? (
        <section aria-labelledby="sources-heading" className="text-sm text-slate-700">
          <h2 id="sources-heading" className="font-semibold text-slate-900">
            {t("sources")}
          </h2>
          <ul className="mt-2 space-y-3">
            {sources.map((source) => (
              <li key={source.href}>
                <a href={source.href} target="_blank" rel="noopener" className="font-medium break-words underline">
                  {/* The name of a page on another site, in that site's language (English). */}
                  <Stored>{source.label}</Stored>
                  <span className="sr-only">{t("opensInNewTab")}</span>
                </a>
                {source.supports ? (
                  // The data's words, except the map credit's, which are the page's own.
                  <span lang={source.href === DATA_CREDIT_URL ? undefined : stored} className="block text-slate-600">
                    {source.supports}
                  </span>
                ) : null}
                {source.date ? <span className="block text-slate-600">{t("dated", { date: source.date })}</span> : null}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-slate-600">{t("disclaimer")}</p>
        </section>
      ) : null}
      <section aria-labelledby="report-heading" className="rounded-lg border border-slate-200 p-4 text-sm">
        <h2 id="report-heading" className="font-semibold text-slate-900">
          {t("somethingChanged")}
        </h2>
        <p className="mt-1 text-slate-700">{t("somethingChangedHint")}</p>
        <Link
          to={lp(`/report/${place.slug}`)}
          className="text-brand-700 mt-2 inline-flex items-center gap-1 font-medium underline"
        >
          <Flag className="size-4" aria-hidden="true" /> {t("reportChange")}
        </Link>
      </section>
    </div>
  );
}
