// /lists/shared/:token: a list its owner shares, read-only: the places in the owner's order with
// their notes, and on a map. A list shared by link is kept out of search engines; once its owner
// turns sharing off or makes a new link, this address answers 404.
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/shared-list";
import { CardSprite, LocationCard } from "~/components/location-card";
import { PlacesMap } from "~/components/places-map";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { SavedPlacesProvider } from "~/components/save-button";
import { useLocale } from "~/lib/i18n";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { keptListUrls } from "~/lib/offline";
import { publicName } from "~/lib/people";
import { KeepOfflineButton } from "~/components/keep-offline-button";
import { getUser } from "~/server/domain/auth.server";
import { requestDb } from "~/server/domain/request-context.server";
import { listTexts } from "~/server/domain/saved-places.server";
import { favoriteSlugsAmong, getSharedList, listPlaces } from "~/server/queries/lists.server";
import { translatorFor } from "~/server/reference/i18n.server";

export function meta({ data: loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) {
    const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
    const title = typeof message === "string" ? message : "This list doesn't exist, or its owner no longer shares it.";
    return [{ title: `${title} | ${BRAND}` }, { name: "robots", content: "noindex" }];
  }
  const { list, places, description } = loaderData;
  const names = places.slice(0, 5).map((p) => p.name);
  return seoMeta(matches, {
    title: `${list.name} | ${BRAND}`,
    description: `${description}${names.length ? `, ${names.join(", ")}` : ""}.`,
    path: `/lists/shared/${list.shareToken}`,
    noindex: list.visibility !== "public",
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = requestDb(context);
  const { locale, t } = listTexts(request);
  const list = await getSharedList(db, params.token);
  if (!list) throw data({ message: t("listNotFound") }, { status: 404 });
  const places = await listPlaces(db, list.id);
  const user = await getUser(request, context);
  const saved = user
    ? await favoriteSlugsAmong(
        db,
        user.id,
        places.map((p) => p.slug),
      )
    : [];
  // The owner as they chose to be named, or by the neutral name; never their address (decision 0032).
  const ownerName = publicName(list.owner, translatorFor(locale, "common"));
  return {
    list: {
      name: list.isFavorites ? t("favorites") : list.name,
      ownerName,
      visibility: list.visibility,
      shareToken: list.shareToken,
    },
    places,
    saved,
    /** "A list by Ana: 3 places", for search engines and link previews. */
    description: `${t("sharedBy", { name: ownerName })}: ${t("placeCount", { count: places.length })}`,
  };
}

export default function SharedList({ loaderData }: Route.ComponentProps) {
  const { list, places, saved } = loaderData;
  const { t } = useTranslation("lists");
  const locale = useLocale();
  const points = places.flatMap((p) =>
    p.lat != null && p.lng != null
      ? [
          {
            id: p.id,
            slug: p.slug,
            name: p.name,
            category: p.category,
            leashPolicy: p.leashPolicy,
            lat: p.lat,
            lng: p.lng,
          },
        ]
      : [],
  );
  const withoutCoordinates = places.length - points.length;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-brand-700 text-sm font-medium">{t("sharedBy", { name: list.ownerName })}</p>
      <h1 className="mt-1 text-3xl font-bold">{list.name}</h1>
      <p className="mt-2 text-slate-700">
        {t("sharedIntro")} {t("placeCount", { count: places.length })}.
      </p>
      {places.length ? (
        <div className="mt-4">
          <KeepOfflineButton
            urls={keptListUrls(`/lists/shared/${list.shareToken}`, places, locale)}
            label={t("offline.keepList")}
            hint={t("offline.keepListHint")}
          />
        </div>
      ) : null}
      {places.length ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_minmax(0,28rem)]">
          <SavedPlacesProvider slugs={saved}>
            <CardSprite>
              {/* The cards' names are level-3 headings, under this one. */}
              <h2 className="sr-only">{t("placesHeading")}</h2>
              <ol className="grid gap-6 sm:grid-cols-2">
                {places.map((place) => (
                  <li key={place.id} className="flex flex-col gap-2">
                    <LocationCard place={place} />
                    {place.note ? (
                      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                        <span className="font-semibold">{t("note")}:</span> {place.note}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </CardSprite>
          </SavedPlacesProvider>
          <div className="flex flex-col gap-2">
            {points.length ? (
              <PlacesMap
                points={points}
                label={t("mapLabel", { name: list.name })}
                className="h-96 lg:sticky lg:top-20 lg:h-[70vh]"
              />
            ) : (
              <p className="text-sm text-slate-700">{t("noMap")}</p>
            )}
            {points.length && withoutCoordinates ? (
              <p className="text-sm text-slate-700">{t("notOnMap", { count: withoutCoordinates })}.</p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="mt-8 text-slate-700">{t("sharedEmpty")}</p>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
