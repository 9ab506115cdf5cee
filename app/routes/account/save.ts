// /lists/save: the heart's form. A signed-in person's place is saved to (or taken off) their
// Favorites; a visitor is sent to sign in, and the place they asked for is saved as soon as they
// have (a signed cookie carries it through the sign-in, and the GET here completes it).
import { data, redirect } from "react-router";
import type { Route } from "./+types/save";
import { NOT_UNDERSTOOD } from "~/lib/schemas";
import { LIST_WORDS } from "~/lib/vocabulary";
import { getUser, safeRedirect } from "~/server/domain/auth.server";
import { requestDb } from "~/server/domain/request-context.server";
import { flashCookie, pendingSaveCookie, takePendingSave } from "~/server/http/flash.server";
import { findPlaceForList, removeFromFavorites, saveToFavorites } from "~/server/queries/lists.server";

const SIGN_IN = `/auth?redirectTo=${encodeURIComponent("/lists/save")}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user) throw redirect(SIGN_IN);
  const { save, clear } = takePendingSave(request);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  if (!save) throw redirect("/lists", { headers });
  const db = requestDb(context);
  const place = await findPlaceForList(db, save.slug);
  const saved = place ? await saveToFavorites(db, user.id, place.id) : null;
  const message = !place ? LIST_WORDS.noSuchPlace : saved?.ok ? LIST_WORDS.savedFlash(place.name) : saved!.message;
  headers.append("Set-Cookie", flashCookie(message));
  throw redirect(safeRedirect(save.returnTo), { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = form.get("place");
  const intent = form.get("intent");
  const returnTo = safeRedirect(form.get("returnTo"));
  if (typeof slug !== "string" || (intent !== "save" && intent !== "unsave")) {
    throw data({ message: NOT_UNDERSTOOD }, { status: 400 });
  }
  const db = requestDb(context);
  const place = await findPlaceForList(db, slug.slice(0, 200));
  if (!place) throw data({ message: LIST_WORDS.noSuchPlace }, { status: 404 });

  const user = await getUser(request, context);
  if (!user) {
    const headers = new Headers();
    headers.append("Set-Cookie", pendingSaveCookie({ slug: place.slug, returnTo }));
    headers.append("Set-Cookie", flashCookie(LIST_WORDS.signInToSave));
    throw redirect(SIGN_IN, { headers });
  }

  let saved: boolean;
  let message: string;
  if (intent === "save") {
    const result = await saveToFavorites(db, user.id, place.id);
    saved = result.ok;
    message = result.ok ? LIST_WORDS.savedFlash(place.name) : result.message;
  } else {
    await removeFromFavorites(db, user.id, place.id);
    saved = false;
    message = LIST_WORDS.unsavedFlash(place.name);
  }
  // The heart sends in the background once the page runs; a plain form post comes back to its page.
  if (form.get("background")) return { saved, message };
  throw redirect(returnTo, { headers: { "Set-Cookie": flashCookie(message) } });
}
