// Which of the places a page shows the signed-in person has saved, for the hearts on its cards: one
// query for the whole page, none for a visitor (whose page the page cache may keep for everyone).
import { redirect } from "react-router";
import { localeOfPath, localizePath, type Locale } from "~/lib/i18n";
import { translatorFor } from "../reference/i18n.server";
import { favoriteSlugsAmong, findListsOf, listsHolding } from "../queries/lists.server";
import { getUser } from "./auth.server";
import { requestDb, type RequestContext } from "./request-context.server";

export async function savedSlugsOn(
  request: Request,
  context: RequestContext,
  places: readonly { slug: string }[],
): Promise<string[]> {
  if (!places.length) return [];
  const user = await getUser(request, context);
  return user ? favoriteSlugsAmong(requestDb(context), user.id, [...new Set(places.map((p) => p.slug))]) : [];
}

/** For a place's page: whether the signed-in person saved the place, and which of their lists hold it. */
export async function placeListsFor(request: Request, context: RequestContext, locationId: string) {
  const user = await getUser(request, context);
  if (!user) return null;
  const db = requestDb(context);
  const [lists, holding] = await Promise.all([findListsOf(db, user.id), listsHolding(db, user.id, locationId)]);
  const held = new Set(holding.map((l) => l.id));
  return {
    saved: holding.some((l) => l.isFavorites),
    lists: lists.filter((l) => !l.isFavorites).map((l) => ({ id: l.id, name: l.name, holds: held.has(l.id) })),
  };
}

/**
 * The signed-in person; a visitor is sent to sign in on the sign-in page of `locale` (the page's
 * language), coming back to this address afterwards.
 */
export async function requireListOwner(request: Request, context: RequestContext, locale: Locale) {
  const user = await getUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(localizePath(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, locale));
}

/**
 * The language of the page a request is for, from its address alone (as the i18n middleware reads
 * it), and the "lists" texts in that language.
 */
export function listTexts(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, t: translatorFor(locale, "lists") };
}
