// A place's pages find their place by the slug in their address: its own page, and the form
// pages about it (write a review, report a change).
import { data, redirect } from "react-router";
import { localizePath, type Locale } from "~/lib/i18n";
import { notFoundBody } from "~/lib/place-i18n";
import { BRAND } from "~/lib/site";
import type { Db } from "~/server/infra/db.server";
import { findPlaceByOldSlug, getLocationBySlug } from "~/server/queries/locations.server";
import { translatorFor } from "~/server/reference/i18n.server";

/**
 * The place whose slug is `slug`. A slug the place had before it was renamed moves for good to
 * `/<form>/<current slug>`; a slug no place has answers 404 with the page's title in its language.
 */
export async function placeForForm(db: Db, slug: string, form: "review" | "report", locale: Locale) {
  const place = await getLocationBySlug(db, slug);
  if (place) return place;
  const moved = await findPlaceByOldSlug(db, slug);
  if (moved) throw redirect(localizePath(`/${form}/${moved.slug}`, locale), 301);
  throw placeNotFound(locale);
}

/** The 404 answer for a place that is not in the directory, with the page's title in its language. */
export function placeNotFound(locale: Locale) {
  return data(notFoundBody(`${translatorFor(locale, "place")("pageNotFound")} | ${BRAND}`), { status: 404 });
}
