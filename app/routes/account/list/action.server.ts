// What the list page's forms do: rename, share, delete the list, and note, order, move or remove a
// place of it. Each checks first that the list is the signed-in person's own.
import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { notify, type ActionReply } from "~/lib/forms";
import { localizePath } from "~/lib/i18n";
import { ListNameSchema, ListNoteSchema } from "~/lib/schemas";
import { isUuid } from "~/lib/utils";
import { LIST_VISIBILITY_VALUES, type ListVisibility } from "~/lib/vocabulary";
import { keepSentDisplayName, sentDisplayName } from "~/server/domain/public-names.server";
import { requestDb } from "~/server/domain/request-context.server";
import { listTexts, requireListOwner } from "~/server/domain/saved-places.server";
import { flashCookie } from "~/server/http/flash.server";
import {
  deleteList,
  findListsOf,
  getOwnList,
  movePlace,
  moveToList,
  removeFromList,
  renameList,
  replaceShareToken,
  setNote,
  setVisibility,
} from "~/server/queries/lists.server";

/** The answer to an address that names no list of the signed-in person's: 404. */
const notFound = (request: Request) => data({ message: listTexts(request).t("listNotFound") }, { status: 404 });

/**
 * The list the address names, when it is the signed-in person's own (a visitor is sent to sign in),
 * with the page's texts and the database; else a 404.
 */
export async function ownListOf({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale, t } = listTexts(request);
  const user = await requireListOwner(request, context, locale);
  if (!isUuid(params.id)) throw notFound(request);
  const db = requestDb(context);
  const list = await getOwnList(db, user.id, params.id);
  if (!list) throw notFound(request);
  return { locale, t, user, db, list };
}

export type ListReply = ActionReply & { errors?: Record<string, string>; typedName?: string };

/** A form's problem with one field, kept beside it: status 400, nothing written. */
function fieldError(key: string, message: string, typed: Partial<ListReply> = {}) {
  return data<ListReply>({ notice: { ok: false, message }, errors: { [key]: message }, ...typed }, { status: 400 });
}

/** The list page's posts, by their `intent`. */
export async function listAction(args: Route.ActionArgs) {
  const { request } = args;
  const { locale, t, user, db, list } = await ownListOf(args);
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
      const chosen = sentDisplayName(form);
      if (!chosen.ok) {
        return fieldError("displayName", chosen.message, { typedName: String(form.get("displayName")).slice(0, 200) });
      }
      await setVisibility(db, user.id, list.id, visibility as ListVisibility);
      await keepSentDisplayName(db, user.id, chosen.name);
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
