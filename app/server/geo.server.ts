// Where a list measures distances from: the visitor's position, or the centre of a Florida ZIP code
// (app/server/geo/florida-zips.json, from the Census Bureau's gazetteer; scripts/geo-data.ts writes it).
import cityCentres from "~/server/geo/city-centres.json";
import floridaZips from "~/server/geo/florida-zips.json";
import { parseNear, type GeoPoint } from "~/lib/geo";

const ZIPS = floridaZips as unknown as Record<string, [number, number]>;

/** The centre of a Florida ZIP code, or null when it is not one. */
export function zipCentre(zip: string): GeoPoint | null {
  const centre = ZIPS[zip];
  return centre ? { lat: centre[0], lng: centre[1] } : null;
}

export type ResolvedNear = { point: GeoPoint; label: string; zip?: string } | { error: string };

/** The point of a `near` value and how to name it ("your location", "ZIP 33139"), or why there is none. */
export function resolveNear(value: string): ResolvedNear {
  const near = parseNear(value);
  if (near.kind === "point") return { point: near.point, label: "your location" };
  if (near.kind === "zip") {
    const point = zipCentre(near.zip);
    if (point) return { point, label: `ZIP ${near.zip}`, zip: near.zip };
    return {
      error: `${near.zip} is not a Florida ZIP code we know, so the list is not sorted by distance. Check the number, or use Near me.`,
    };
  }
  return {
    error: `"${value.slice(0, 40)}" is not a place we can measure distances from. Use Near me, or enter a 5-digit Florida ZIP code.`,
  };
}

const CITY_CENTRES = cityCentres as Record<string, { lat: number; lng: number; source: string }>;

/** The centre of a city page's city (app/server/geo/city-centres.json, from GeoNames), or null when not sourced. */
export function cityCentre(slug: string): GeoPoint | null {
  const centre = CITY_CENTRES[slug];
  return centre ? { lat: centre.lat, lng: centre.lng } : null;
}
