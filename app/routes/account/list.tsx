// /lists/:id: one of the signed-in person's lists, to rename, share, order and annotate. Every change
// is a small form that works before the scripts run; the action checks the list is the person's
// own and answers another person's list, or an address that names none, with 404.
import { ArrowDown, ArrowLeft, ArrowUp, Copy, ExternalLink, MapPin, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/list";
import { useErrorText } from "~/components/error-text";
import { KeepOfflineButton } from "~/components/keep-offline-button";
import { NoticeAlert } from "~/components/notice";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify, type ActionReply } from "~/lib/forms";
import { localizePath, useLocale, useLocalePath } from "~/lib/i18n";
import { keptListUrls } from "~/lib/offline";
import { ListNameSchema, ListNoteSchema } from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { useHydrated } from "~/lib/use-hydrated";
import { isUuid } from "~/lib/utils";
import { LIST_VISIBILITY_VALUES, placePath, type ListVisibility } from "~/lib/vocabulary";
import { requestDb } from "~/server/domain/request-context.server";
import { listTexts, requireListOwner } from "~/server/domain/saved-places.server";
import { flashCookie } from "~/server/http/flash.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import {
  deleteList,
  findListsOf,
  getOwnList,
  listPlaces,
  movePlace,
  moveToList,
  removeFromList,
  renameList,
  replaceShareToken,
  setNote,
  setVisibility,
} from "~/server/queries/lists.server";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  seoMeta(matches, {
    title: `${loaderData?.list.name ?? "My Lists"} | ${BRAND}`,
    description: loaderData?.description ?? "",
    path: loaderData ? `/lists/${loaderData.list.id}` : "/lists",
    noindex: true,
  });

const notFound = (request: Request) => data({ message: listTexts(request).t("listNotFound") }, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, t } = listTexts(request);
  const user = await requireListOwner(request, context, locale);
  if (!isUuid(params.id)) throw notFound(request);
  const db = requestDb(context);
  const found = await getOwnList(db, user.id, params.id);
  if (!found) throw notFound(request);
  const list = { ...found, name: found.isFavorites ? t("favorites") : found.name };
  const [places, lists] = await Promise.all([listPlaces(db, list.id), findListsOf(db, user.id)]);
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
  };
}

type ListReply = ActionReply & { errors?: Record<string, string> };

/** A form's problem with one field, kept beside it: status 400, nothing written. */
function fieldError(key: string, message: string) {
  return data<ListReply>({ notice: { ok: false, message }, errors: { [key]: message } }, { status: 400 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, t } = listTexts(request);
  const user = await requireListOwner(request, context, locale);
  if (!isUuid(params.id)) throw notFound(request);
  const db = requestDb(context);
  const list = await getOwnList(db, user.id, params.id);
  if (!list) throw notFound(request);
  const listName = (l: { name: string; isFavorites: boolean } | undefined) =>
    l ? (l.isFavorites ? t("favorites") : l.name) : "";
  const form = await request.formData();
  const intent = form.get("intent");
  const place = form.get("place");
  const placeName = String(form.get("placeName") ?? "").slice(0, 200);

  switch (intent) {
    case "rename": {
      const parsed = ListNameSchema.safeParse({ name: form.get("name") ?? "" });
      if (!parsed.success) return fieldError("name", parsed.error.issues[0]!.message);
      const renamed = await renameList(db, user.id, list.id, parsed.data.name);
      if (!renamed.ok) return fieldError("name", t(renamed.refusal));
      return notify({ ok: true, message: t("renamed", { name: parsed.data.name }) });
    }
    case "visibility": {
      const visibility = form.get("visibility");
      if (!LIST_VISIBILITY_VALUES.includes(visibility as ListVisibility)) {
        return fieldError("visibility", t("chooseWho"));
      }
      await setVisibility(db, user.id, list.id, visibility as ListVisibility);
      return notify({ ok: true, message: t("sharingSaved") });
    }
    case "new-link": {
      const replaced = await replaceShareToken(db, user.id, list.id);
      return replaced ? notify({ ok: true, message: t("linkReplaced") }) : notFound(request);
    }
    case "delete": {
      const deleted = await deleteList(db, user.id, list.id);
      if (!deleted) throw notFound(request);
      throw redirect(localizePath("/lists", locale), {
        headers: { "Set-Cookie": flashCookie(t("deleted", { name: listName(list) })) },
      });
    }
  }

  // The rest concern one place of the list.
  if (!isUuid(place)) return notify({ ok: false, message: t("noSuchPlace") }, 404);
  switch (intent) {
    case "note": {
      const parsed = ListNoteSchema.safeParse({ note: form.get("note") ?? "" });
      if (!parsed.success) return fieldError(`note-${place}`, parsed.error.issues[0]!.message);
      const saved = await setNote(db, user.id, list.id, place, parsed.data.note);
      return saved
        ? notify({ ok: true, message: t("noteSaved") })
        : notify({ ok: false, message: t("noSuchPlace") }, 404);
    }
    case "up":
    case "down": {
      const moved = await movePlace(db, user.id, list.id, place, intent);
      return moved
        ? data<ListReply & { moved: { place: string; direction: string } }>({ moved: { place, direction: intent } })
        : notify({ ok: false, message: t("noSuchPlace") }, 404);
    }
    case "remove": {
      const removed = await removeFromList(db, user.id, list.id, place);
      return removed
        ? notify({ ok: true, message: t("removed", { name: placeName }) })
        : notify({ ok: false, message: t("noSuchPlace") }, 404);
    }
    case "move": {
      const to = form.get("to");
      if (!isUuid(to)) return fieldError(`move-${place}`, t("noSuchList"));
      const moved = await moveToList(db, user.id, list.id, to, place);
      if (!moved.ok) return fieldError(`move-${place}`, t(moved.refusal));
      const target = listName((await findListsOf(db, user.id)).find((l) => l.id === to));
      return moved.value === "already"
        ? fieldError(`move-${place}`, t("alreadyOnList", { name: placeName, list: target }))
        : notify({ ok: true, message: t("moved", { name: placeName, list: target }) });
    }
  }
  return notify({ ok: false, message: t("noSuchPlace") }, 400);
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
        <Sharing list={list} shareUrl={shareUrl} error={errors.visibility} />
        {list.isFavorites ? null : (
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t("rename")}</CardTitle>
            </CardHeader>
            <CardContent>
              <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <input type="hidden" name="intent" value="rename" />
                <div className="flex flex-1 flex-col gap-1.5">
                  <Label htmlFor="list-name">{t("listName")}</Label>
                  <Input
                    id="list-name"
                    name="name"
                    defaultValue={list.name}
                    key={list.name}
                    required
                    aria-invalid={errors.name ? true : undefined}
                    aria-describedby={errors.name ? "list-name-error" : undefined}
                  />
                  <FieldError id="list-name-error" message={errors.name} />
                </div>
                <Button type="submit">{t("saveName")}</Button>
              </Form>
            </CardContent>
          </Card>
        )}
        <details className="rounded-lg border border-red-200 bg-red-50 p-4">
          <summary className="cursor-pointer font-semibold text-red-900">{t("deleteList")}</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="delete" />
            <p className="text-sm text-red-900">{t("deleteListConfirm", { name: list.name })}</p>
            <Button type="submit" variant="destructive">
              <Trash2 aria-hidden="true" /> {t("deleteList")}
            </Button>
          </Form>
        </details>
      </div>
    </div>
  );
}

/** A field's message: a rule's (English in the reply, shown in the page's language) or one the server worded. */
function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useErrorText();
  return message ? (
    <p id={id} className="text-sm text-red-700">
      {text(message)}
    </p>
  ) : null;
}

type Row = Route.ComponentProps["loaderData"]["places"][number];

function ListRow({
  listId,
  place,
  first,
  last,
  otherLists,
  errors,
}: {
  listId: string;
  place: Row;
  first: boolean;
  last: boolean;
  otherLists: { id: string; name: string }[];
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("lists");
  const lp = useLocalePath();
  const noteError = errors[`note-${place.id}`];
  const moveError = errors[`move-${place.id}`];
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="place" value={place.id} />
      <input type="hidden" name="placeName" value={place.name} />
    </>
  );
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-list-id={listId}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">
            <Link to={lp(placePath(place))} className="text-brand-800 hover:underline">
              {place.name}
            </Link>
          </h2>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4" aria-hidden="true" />
            {[place.city, place.county ? t("county", { county: place.county }) : null].filter(Boolean).join(", ") ||
              "Florida"}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {(["up", "down"] as const).map((direction) => (
            <Form key={direction} method="post" preventScrollReset>
              {hidden(direction)}
              <Button
                id={`${direction}-${place.id}`}
                type="submit"
                variant="outline"
                size="sm"
                aria-label={t(direction === "up" ? "moveUp" : "moveDown", { name: place.name })}
                aria-disabled={(direction === "up" ? first : last) || undefined}
              >
                {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}{" "}
                <span className="sr-only sm:not-sr-only">{t(direction)}</span>
              </Button>
            </Form>
          ))}
        </div>
      </div>

      <Form method="post" preventScrollReset className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        {hidden("note")}
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`note-${place.id}`}>
            {t("note")} <span className="sr-only">({place.name})</span>
          </Label>
          <Input
            id={`note-${place.id}`}
            name="note"
            defaultValue={place.note ?? ""}
            key={place.note ?? ""}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `note-${place.id}-error` : undefined}
          />
          <FieldError id={`note-${place.id}-error`} message={noteError} />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          {t("saveNote")}
        </Button>
      </Form>

      <div className="mt-3 flex flex-wrap items-end gap-3">
        {otherLists.length ? (
          <Form method="post" preventScrollReset className="flex items-end gap-2">
            {hidden("move")}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`move-${place.id}`}>
                {t("moveTo")} <span className="sr-only">({place.name})</span>
              </Label>
              <select
                id={`move-${place.id}`}
                name="to"
                className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                aria-invalid={moveError ? true : undefined}
                aria-describedby={moveError ? `move-${place.id}-error` : undefined}
              >
                {otherLists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="outline" size="sm" aria-label={t("moveToList", { name: place.name })}>
              {t("move")}
            </Button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset className="ml-auto">
          {hidden("remove")}
          <Button type="submit" variant="ghost" size="sm" aria-label={t("removeFromList", { name: place.name })}>
            <Trash2 aria-hidden="true" /> {t("remove")}
          </Button>
        </Form>
      </div>
      <FieldError id={`move-${place.id}-error`} message={moveError} />
    </li>
  );
}

function Sharing({
  list,
  shareUrl,
  error,
}: {
  list: { visibility: ListVisibility };
  shareUrl: string | null;
  error?: string;
}) {
  const { t } = useTranslation(["lists", "facts"]);
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("who")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="visibility" />
          <fieldset className="space-y-2" aria-describedby={error ? "visibility-error" : undefined}>
            <legend className="sr-only">{t("who")}</legend>
            {LIST_VISIBILITY_VALUES.map((value) => (
              <label key={value} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="visibility"
                  value={value}
                  defaultChecked={list.visibility === value}
                  className="mt-1"
                />
                <span>
                  <span className="font-medium">{t(`facts:listVisibility.${value}`)}</span>
                  <span className="block text-sm text-slate-600">{t(`visibilityHint.${value}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <FieldError id="visibility-error" message={error} />
          <Button type="submit" variant="secondary">
            {t("saveSharing")}
          </Button>
        </Form>
        {shareUrl ? (
          <div className="space-y-2 border-t border-slate-200 pt-4">
            <Label htmlFor="share-url">{t("shareLink")}</Label>
            <div className="flex gap-2">
              <Input id="share-url" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
              {hydrated ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    void navigator.clipboard?.writeText(shareUrl).then(() => setCopied(true));
                  }}
                >
                  <Copy aria-hidden="true" /> {t("copyLink")}
                </Button>
              ) : null}
            </div>
            <p role="status" className="text-sm text-green-800">
              {copied ? t("copied") : ""}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <a
                href={shareUrl}
                className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline"
              >
                <ExternalLink className="size-4" aria-hidden="true" /> {t("viewShared")}
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="new-link" />
                <Button type="submit" variant="outline" size="sm" aria-describedby="new-link-hint">
                  {t("newLink")}
                </Button>
              </Form>
              <p id="new-link-hint" className="text-xs text-slate-600">
                {t("newLinkHint")}
              </p>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
