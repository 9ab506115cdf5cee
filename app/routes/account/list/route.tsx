// /lists/:id: one of the signed-in person's lists, to rename, share, order and annotate. Every change
// is a small form that works before the scripts run; the action checks the list is the person's
// own and answers another person's list, or an address that names none, with 404.
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { KeepOfflineButton } from "~/components/keep-offline-button";
import { ListSharing } from "~/components/list-sharing";
import { NoticeAlert } from "~/components/notice";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { localizePath, useLocale, useLocalePath } from "~/lib/i18n";
import { keptListUrls } from "~/lib/offline";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { placePath } from "~/lib/vocabulary";
import { shownAs } from "~/server/domain/public-names.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findListsOf, listPlaces } from "~/server/queries/lists.server";
import { listAction, ownListOf, type ListReply } from "./action.server";
import { ManageList } from "./manage";
import { ListRow } from "./row";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  seoMeta(matches, {
    title: `${loaderData?.list.name ?? "My Lists"} | ${BRAND}`,
    description: loaderData?.description ?? "",
    path: loaderData ? `/lists/${loaderData.list.id}` : "/lists",
    noindex: true,
  });

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const { locale, t, user, db, list: found } = await ownListOf(args);
  const list = { ...found, name: found.isFavorites ? t("favorites") : found.name };
  const [places, lists, named] = await Promise.all([
    listPlaces(db, list.id),
    findListsOf(db, user.id),
    shownAs(db, user.id, locale),
  ]);
  return {
    list,
    places,
    otherLists: lists
      .filter((l) => l.id !== list.id)
      .map((l) => ({ id: l.id, name: l.isFavorites ? t("favorites") : l.name })),
    shareUrl: list.shareToken
      ? `${siteOrigin(request)}${localizePath(`/lists/shared/${list.shareToken}`, locale)}`
      : null,
    description: t("myListsIntro"),
    /** Which name the shared page says the list is by. */
    shownAs: named,
  };
}

export async function action(args: Route.ActionArgs) {
  return listAction(args);
}

export default function ListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, places, otherLists, shareUrl } = loaderData;
  const reply = actionData as (ListReply & { moved?: { place: string; direction: string } }) | undefined;
  const errors = reply?.errors ?? {};
  const navigation = useNavigation();
  const { t } = useTranslation("lists");
  const lp = useLocalePath();
  const locale = useLocale();

  // A place moved by keyboard keeps the focus on the button that moved it, in its new row.
  useEffect(() => {
    if (!reply?.moved || navigation.state !== "idle") return;
    document.getElementById(`${reply.moved.direction}-${reply.moved.place}`)?.focus();
  }, [reply, navigation.state]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={lp("/lists")} className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToLists")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{list.name}</h1>
      <p className="mt-1 text-slate-600">{t("placeCount", { count: list.placeCount })}</p>
      {places.length ? (
        <div className="mt-4">
          <KeepOfflineButton
            urls={keptListUrls(list.shareToken ? `/lists/shared/${list.shareToken}` : null, places, locale)}
            label={t("offline.keepList")}
            hint={t("offline.keepListHint")}
            list={() => ({
              id: list.id,
              name: list.name,
              savedAt: new Date().toISOString(),
              places: places.map((place) => ({
                name: place.name,
                path: localizePath(placePath(place), locale),
                city: place.city,
                note: place.note,
              })),
            })}
          />
        </div>
      ) : null}
      <NoticeAlert reply={reply} className="mt-4" />

      {places.length ? (
        <ol className="mt-8 space-y-4" aria-label={list.name}>
          {places.map((place, index) => (
            <ListRow
              key={place.id}
              listId={list.id}
              place={place}
              first={index === 0}
              last={index === places.length - 1}
              otherLists={otherLists}
              errors={errors}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">{t("emptyList")}</p>
      )}

      <div className="mt-10 grid gap-6">
        <ListSharing
          list={list}
          shareUrl={shareUrl}
          shownAs={loaderData.shownAs}
          errors={{ visibility: errors.visibility, displayName: errors.displayName }}
          typedName={reply?.typedName}
        />
        <ManageList list={list} errors={errors} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
