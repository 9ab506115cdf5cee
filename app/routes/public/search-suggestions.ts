// Suggestions while typing in a search box (places and cities, at most eight), as JSON, in the
// language of the address: on /es the links lead to Spanish pages and the counts read in Spanish.
import type { Route } from "./+types/search-suggestions";
import { findSuggestions } from "~/server/queries/search.server";
import { requestDb } from "~/server/domain/request-context.server";
import { browseWords } from "~/server/http/browse-i18n.server";
import { formatNumber } from "~/lib/browse-i18n";
import type { Suggestion } from "~/lib/search-query";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const { locale, t } = browseWords(request);
  const found = await findSuggestions(requestDb(context), q, locale);
  const suggestions: Suggestion[] = found.map((s) =>
    s.kind === "city"
      ? {
          kind: s.kind,
          label: s.label,
          detail: t("search.cityPlaces", { count: s.places, n: formatNumber(s.places, locale) }),
          href: s.href,
        }
      : s,
  );
  return Response.json(
    { q, suggestions },
    // Short-lived: a new place should show up in suggestions about as soon as on the pages.
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
