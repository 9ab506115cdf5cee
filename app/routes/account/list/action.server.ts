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
import { handleIntent, intentsFor, type IntentContext } from "~/server/domain/intents.server";
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

type ListGiven = Awaited<ReturnType<typeof ownListOf>>;
type ListAnswer = ReturnType<typeof fieldError> | ReturnType<typeof notify> | ReturnType<typeof notFound>;
type Moved = ReturnType<typeof data<ListReply & { moved: { place: string; direction: string } }>>;

const intent = intentsFor<ListGiven, ListAnswer | Moved>();

/** The shown name of a list: Favorites in the page's language, else its own. */
const listName = (t: ListGiven["t"], l: { name: string; isFavorites: boolean } | undefined) =>
  l ? (l.isFavorites ? t("favorites") : l.name) : "";

/** An intent about one place of the list, named by `place`: an id that is not one is a 404. */
function onePlace(handle: (place: string, context: IntentContext<ListGiven>) => Promise<ListAnswer | Moved>) {
  return intent({
    handle: async (_, context) => {
      const place = context.formData.get("place");
      if (!isUuid(place)) return notify({ ok: false, message: context.t("noSuchPlace") }, 404);
      return handle(place, context);
    },
  });
}

/** The name of the place a form concerns, as the page sent it, for the notice. */
const placeNameOf = (form: FormData) => String(form.get("placeName") ?? "").slice(0, 200);

const move = (direction: "up" | "down") =>
  onePlace(async (place, { db, user, list, t }) => {
    const moved = await movePlace(db, user.id, list.id, place, direction);
    return moved
      ? data<ListReply & { moved: { place: string; direction: string } }>({ moved: { place, direction } })
      : notify({ ok: false, message: t("noSuchPlace") }, 404);
  });

/**
 * The list page's posts, by their `intent`: the list's own (rename, share, new link, delete), then
 * those about one place of it (note, order, remove, move). Each answers its problems beside the field
 * they concern (status 400, nothing written), and "not found" with 404.
 */
const LIST_INTENTS = {
  rename: intent({
    handle: async (_, { db, user, list, t, formData }) => {
      const parsed = ListNameSchema.safeParse({ name: formData.get("name") ?? "" });
      if (!parsed.success) return fieldError("name", parsed.error.issues[0]!.message);
      const renamed = await renameList(db, user.id, list.id, parsed.data.name);
      if (!renamed.ok) return fieldError("name", t(renamed.refusal));
      return notify({ ok: true, message: t("renamed", { name: parsed.data.name }) });
    },
  }),
  visibility: intent({
    handle: async (_, { db, user, list, t, formData }) => {
      const visibility = formData.get("visibility");
      if (!LIST_VISIBILITY_VALUES.includes(visibility as ListVisibility)) {
        return fieldError("visibility", t("chooseWho"));
      }
      const chosen = sentDisplayName(formData);
      if (!chosen.ok) {
        const typedName = String(formData.get("displayName")).slice(0, 200);
        return fieldError("displayName", chosen.message, { typedName });
      }
      await setVisibility(db, user.id, list.id, visibility as ListVisibility);
      await keepSentDisplayName(db, user.id, chosen.name);
      return notify({ ok: true, message: t("sharingSaved") });
    },
  }),
  "new-link": intent({
    handle: async (_, { db, user, list, t, request }) => {
      const replaced = await replaceShareToken(db, user.id, list.id);
      return replaced ? notify({ ok: true, message: t("linkReplaced") }) : notFound(request);
    },
  }),
  delete: intent({
    handle: async (_, { db, user, list, t, locale, request }) => {
      const deleted = await deleteList(db, user.id, list.id);
      if (!deleted) throw notFound(request);
      throw redirect(localizePath("/lists", locale), {
        headers: { "Set-Cookie": flashCookie(t("deleted", { name: listName(t, list) })) },
      });
    },
  }),
  note: onePlace(async (place, { db, user, list, t, formData }) => {
    const parsed = ListNoteSchema.safeParse({ note: formData.get("note") ?? "" });
    if (!parsed.success) return fieldError(`note-${place}`, parsed.error.issues[0]!.message);
    const saved = await setNote(db, user.id, list.id, place, parsed.data.note);
    return saved
      ? notify({ ok: true, message: t("noteSaved") })
      : notify({ ok: false, message: t("noSuchPlace") }, 404);
  }),
  up: move("up"),
  down: move("down"),
  remove: onePlace(async (place, { db, user, list, t, formData }) => {
    const removed = await removeFromList(db, user.id, list.id, place);
    return removed
      ? notify({ ok: true, message: t("removed", { name: placeNameOf(formData) }) })
      : notify({ ok: false, message: t("noSuchPlace") }, 404);
  }),
  move: onePlace(async (place, { db, user, list, t, formData }) => {
    const to = formData.get("to");
    if (!isUuid(to)) return fieldError(`move-${place}`, t("noSuchList"));
    const moved = await moveToList(db, user.id, list.id, to, place);
    if (!moved.ok) return fieldError(`move-${place}`, t(moved.refusal));
    const name = placeNameOf(formData);
    const target = listName(
      t,
      (await findListsOf(db, user.id)).find((l) => l.id === to),
    );
    return moved.value === "already"
      ? fieldError(`move-${place}`, t("alreadyOnList", { name, list: target }))
      : notify({ ok: true, message: t("moved", { name, list: target }) });
  }),
};

/** The list page's posts: the list is checked to be the signed-in person's own before any is read. */
export async function listAction(args: Route.ActionArgs) {
  const { request, context } = args;
  return handleIntent({ request, context }, await ownListOf(args), LIST_INTENTS);
}
