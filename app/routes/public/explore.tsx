import type { Route } from "./+types/explore";
import { LocationGrid } from "~/components/location-card";
import { getDb } from "~/server/db.server";
import { findLocations } from "~/server/queries/locations.server";
import { parseLocationFilters } from "~/lib/filters";
import { BRAND } from "~/lib/site";

export function meta() {
  return [{ title: `Explore Dog-Friendly Places | ${BRAND}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseLocationFilters(new URL(request.url).searchParams);
  const db = await getDb();
  return findLocations(db, { ...filters, pageSize: 100 });
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Explore</h1>
      <p className="mt-2 mb-6 text-slate-700" role="status">
        {loaderData.total} {loaderData.total === 1 ? "location" : "locations"} found
      </p>
      <LocationGrid places={loaderData.items} />
    </div>
  );
}
