// A place's history for the Locations tab's History dialog: newest first, as JSON.
import { data } from "react-router";
import { z } from "zod";
import { adminApiUser } from "~/server/domain/admin-api.server";
import { getDb } from "~/server/infra/db.server";
import type { PlaceHistory } from "~/lib/audit";
import { placeHistory } from "~/server/queries/audit.server";
import type { Route } from "./+types/location-history";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { denied } = await adminApiUser(request);
  if (denied) return denied;
  const id = z.uuid().safeParse(params.id);
  if (!id.success) return data({ error: "Not found" }, { status: 404 });
  const events = await placeHistory(await getDb(), id.data);
  return data({ events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) } satisfies PlaceHistory, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
