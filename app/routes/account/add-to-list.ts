// /lists/add: a place page's "Add to list" form. Adds the place to one of the signed-in person's
// lists and goes back to the place with what happened; a visitor is sent to sign in first. One
// address for both languages: it speaks the language of the page it goes back to.
import { data, redirect } from "react-router";
import type { Route } from "./+types/add-to-list";
import { localeOfPath } from "~/lib/i18n";
import { isUuid } from "~/lib/utils";
import { safeRedirect } from "~/server/domain/auth.server";
import { requestDb } from "~/server/domain/request-context.server";
import { requireListOwner } from "~/server/domain/saved-places.server";
import { flashCookie } from "~/server/http/flash.server";
import { addToList, findPlaceForList, getOwnList } from "~/server/queries/lists.server";
import { translatorFor } from "~/server/reference/i18n.server";

export async function loader() {
  throw redirect("/lists");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeRedirect(form.get("returnTo"));
  const locale = localeOfPath(returnTo);
  const t = translatorFor(locale, "lists");
  const user = await requireListOwner(request, context, locale);
  const slug = form.get("place");
  const listId = form.get("list");
  const db = requestDb(context);
  const place = typeof slug === "string" ? await findPlaceForList(db, slug.slice(0, 200)) : null;
  if (!place) throw data({ message: t("noSuchPlace") }, { status: 404 });
  const list = isUuid(listId) ? await getOwnList(db, user.id, listId) : null;
  if (!list) throw data({ message: t("listNotFound") }, { status: 404 });
  const added = await addToList(db, user.id, list.id, place.id);
  const message = !added.ok
    ? t(added.refusal)
    : t(added.value === "already" ? "alreadyOnList" : "added", {
        name: place.name,
        list: list.isFavorites ? t("favorites") : list.name,
      });
  throw redirect(returnTo, { headers: { "Set-Cookie": flashCookie(message) } });
}
