// /lists/save: the heart's form. A signed-in person's place is saved to (or taken off) their
// Favorites; a visitor is sent to sign in, and the place they asked for is saved as soon as they
// have (a signed cookie carries it through the sign-in, and the GET here completes it). One address
// for both languages: what it says, and where it sends, follow the page the visitor came from.
import { data, redirect } from "react-router";
import type { Route } from "./+types/save";
import { localeOfPath, localizePath, type Locale } from "~/lib/i18n";
import { NOT_UNDERSTOOD } from "~/lib/schemas";
import { getUser, safeRedirect } from "~/server/domain/auth.server";
import { requestDb } from "~/server/domain/request-context.server";
import { flashCookie, pendingSaveCookie, takePendingSave } from "~/server/http/flash.server";
import { findPlaceForList, removeFromFavorites, saveToFavorites } from "~/server/queries/lists.server";
import { translatorFor } from "~/server/reference/i18n.server";

/** The sign-in page in `locale`, coming back here once the visitor has signed in. */
const signIn = (locale: Locale) => localizePath(`/auth?redirectTo=${encodeURIComponent("/lists/save")}`, locale);

/** The language of the page a request came from (its Referer on this site), English without one. */
function refererLocale(request: Request): Locale {
  const referer = request.headers.get("Referer");
  if (!referer) return "en";
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? localeOfPath(from.pathname) : "en";
  } catch {
    return "en";
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user) throw redirect(signIn(refererLocale(request)));
  const { save, clear } = takePendingSave(request);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  if (!save) throw redirect(localizePath("/lists", refererLocale(request)), { headers });
  const returnTo = safeRedirect(save.returnTo);
  const t = translatorFor(localeOfPath(returnTo), "lists");
  const db = requestDb(context);
  const place = await findPlaceForList(db, save.slug);
  const saved = place ? await saveToFavorites(db, user.id, place.id) : null;
  const message = !place ? t("noSuchPlace") : saved?.ok ? t("savedFlash", { name: place.name }) : t(saved!.refusal);
  headers.append("Set-Cookie", flashCookie(message));
  throw redirect(returnTo, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = form.get("place");
  const intent = form.get("intent");
  const returnTo = safeRedirect(form.get("returnTo"));
  const locale = localeOfPath(returnTo);
  const t = translatorFor(locale, "lists");
  if (typeof slug !== "string" || (intent !== "save" && intent !== "unsave")) {
    throw data({ message: NOT_UNDERSTOOD }, { status: 400 });
  }
  const db = requestDb(context);
  const place = await findPlaceForList(db, slug.slice(0, 200));
  if (!place) throw data({ message: t("noSuchPlace") }, { status: 404 });

  const user = await getUser(request, context);
  if (!user) {
    const headers = new Headers();
    headers.append("Set-Cookie", pendingSaveCookie({ slug: place.slug, returnTo }));
    headers.append("Set-Cookie", flashCookie(t("signInToSave")));
    throw redirect(signIn(locale), { headers });
  }

  let saved: boolean;
  let message: string;
  if (intent === "save") {
    const result = await saveToFavorites(db, user.id, place.id);
    saved = result.ok;
    message = result.ok ? t("savedFlash", { name: place.name }) : t(result.refusal);
  } else {
    await removeFromFavorites(db, user.id, place.id);
    saved = false;
    message = t("unsavedFlash", { name: place.name });
  }
  // The heart sends in the background once the page runs; a plain form post comes back to its page.
  if (form.get("background")) return { saved, message };
  throw redirect(returnTo, { headers: { "Set-Cookie": flashCookie(message) } });
}
