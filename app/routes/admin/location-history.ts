// A place's history for the Locations tab's History dialog: newest first, as JSON.
import { data } from "react-router";
import { z } from "zod";
import { adminApiUser } from "~/server/domain/admin-api.server";
import type { PlaceHistory } from "~/lib/audit";
import { placeHistory } from "~/server/queries/audit.server";
import type { Route } from "./+types/location-history";
import { requestDb } from "~/server/domain/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { denied } = await adminApiUser(request, context);
  if (denied) return denied;
  const id = z.uuid().safeParse(params.id);
  if (!id.success) return data({ error: "Not found" }, { status: 404 });
  const events = await placeHistory(requestDb(context), id.data);
  return data({ events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) } satisfies PlaceHistory, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
