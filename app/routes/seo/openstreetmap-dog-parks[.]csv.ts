// The OpenStreetMap-derived database under the ODbL, as one CSV (decision 0042).
import type { Route } from "./+types/openstreetmap-dog-parks[.]csv";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { requestDb } from "~/server/domain/request-context.server";
import { odblExport } from "~/server/domain/open-data/odbl-export.server";
import { ODBL_LICENCE_URL } from "~/lib/open-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const body = await odblExport(requestDb(context), siteOrigin(request));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="openstreetmap-dog-parks.csv"',
      Link: `<${ODBL_LICENCE_URL}>; rel="license"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
