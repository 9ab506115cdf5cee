import { Link } from "react-router";
import type { Route } from "./+types/home";
import { LocationGrid } from "~/components/location-card";
import { getDb } from "~/server/db.server";
import { findLocations } from "~/server/queries/locations.server";
import { BRAND } from "~/lib/site";

export function meta() {
  return [
    { title: `${BRAND} | Dog-Friendly Beaches, Parks & Trails in Florida` },
    { name: "description", content: "Find dog-friendly beaches, parks, trails and markets across Florida." },
  ];
}

export async function loader() {
  const db = await getDb();
  const newest = await findLocations(db, { sort: "newest", pageSize: 6 });
  return { newest: newest.items, total: newest.total };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">Dog-friendly places in Florida</h1>
      <p className="mt-3 text-slate-700">{loaderData.total} places to take your dog.</p>
      <h2 className="mt-10 mb-4 text-2xl font-semibold">New This Week</h2>
      <LocationGrid places={loaderData.newest.slice(0, 3)} />
      <Link to="/explore?sort=newest" className="mt-6 inline-block font-medium text-brand-700 underline">
        See all new places
      </Link>
    </div>
  );
}
