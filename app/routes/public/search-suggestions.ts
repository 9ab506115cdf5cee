// Suggestions while typing in a search box (places and cities, at most eight), as JSON.
import type { Route } from "./+types/search-suggestions";
import { findSuggestions } from "~/server/queries/search.server";
import { requestDb } from "~/server/domain/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const suggestions = await findSuggestions(requestDb(context), q);
  return Response.json(
    { q, suggestions },
    // Short-lived: a new place should show up in suggestions about as soon as on the pages.
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
