// Suggestions while typing in a search box (places and cities, at most eight), as JSON, in the
// language of the address: on /es the links lead to Spanish pages and the counts read in Spanish.
import type { Route } from "./+types/search-suggestions";
import { findSuggestions } from "~/server/queries/search.server";
import { requestDb } from "~/server/domain/request-context.server";
import { browseWords } from "~/server/http/browse-i18n.server";
import { formatNumber } from "~/lib/browse-i18n";
import { localizePath } from "~/lib/i18n";
import type { Suggestion } from "~/lib/search-query";

/** The number of places a city suggestion's detail gives ("3 places"). */
const CITY_PLACES = /^(\d+) places?$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const { locale, t } = browseWords(request);
  const found = await findSuggestions(requestDb(context), q, locale);
  const suggestions: Suggestion[] = found.map((s) => {
    const places = s.kind === "city" ? CITY_PLACES.exec(s.detail) : null;
    const count = places ? Number(places[1]) : null;
    return {
      ...s,
      detail: count === null ? s.detail : t("search.cityPlaces", { count, n: formatNumber(count, locale) }),
      href: localizePath(s.href, locale),
    };
  });
  return Response.json(
    { q, suggestions },
    // Short-lived: a new place should show up in suggestions about as soon as on the pages.
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
