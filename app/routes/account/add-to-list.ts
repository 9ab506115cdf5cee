// /lists/add: a place page's "Add to list" form. Adds the place to one of the signed-in person's
// lists and goes back to the place with what happened; a visitor is sent to sign in first.
import { data, redirect } from "react-router";
import type { Route } from "./+types/add-to-list";
import { isUuid } from "~/lib/utils";
import { LIST_WORDS } from "~/lib/vocabulary";
import { requireUser, safeRedirect } from "~/server/domain/auth.server";
import { requestDb } from "~/server/domain/request-context.server";
import { flashCookie } from "~/server/http/flash.server";
import { addToList, findPlaceForList, getOwnList } from "~/server/queries/lists.server";

export async function loader() {
  throw redirect("/lists");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeRedirect(form.get("returnTo"));
  const user = await requireUser(request, context);
  const slug = form.get("place");
  const listId = form.get("list");
  const db = requestDb(context);
  const place = typeof slug === "string" ? await findPlaceForList(db, slug.slice(0, 200)) : null;
  if (!place) throw data({ message: LIST_WORDS.noSuchPlace }, { status: 404 });
  const list = isUuid(listId) ? await getOwnList(db, user.id, listId) : null;
  if (!list) throw data({ message: LIST_WORDS.listNotFound }, { status: 404 });
  const added = await addToList(db, user.id, list.id, place.id);
  const message = !added.ok
    ? added.message
    : added.value === "already"
      ? LIST_WORDS.alreadyOnList(place.name, list.name)
      : LIST_WORDS.added(place.name, list.name);
  throw redirect(returnTo, { headers: { "Set-Cookie": flashCookie(message) } });
}
