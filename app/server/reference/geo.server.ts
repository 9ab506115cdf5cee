// Where a list measures distances from: the visitor's position, or the centre of a Florida ZIP code
// (app/server/reference/geo/florida-zips.json, from the Census Bureau's gazetteer; scripts/geo-data.ts writes it).
import cityCentres from "~/server/reference/geo/city-centres.json";
import floridaTowns from "~/server/reference/geo/florida-towns.json";
import floridaZips from "~/server/reference/geo/florida-zips.json";
import { parseNear, type GeoPoint } from "~/lib/geo";
import { normalizeText, type PlaceNames } from "~/lib/search-query";
import { townKeys } from "~/lib/towns";
import { regionalName } from "./regional-names";

const ZIPS = floridaZips as unknown as Record<string, [number, number]>;

/** The centre of a Florida ZIP code, or null when it is not one. */
export function zipCentre(zip: string): GeoPoint | null {
  const centre = Object.hasOwn(ZIPS, zip) ? ZIPS[zip] : undefined;
  return centre ? { lat: centre[0], lng: centre[1] } : null;
}

export type ResolvedNear = { point: GeoPoint; label: string; zip?: string } | { error: string };

/**
 * The point of a `near` value and how to name it ("your location", "ZIP 33139", "Tampa": a town's
 * centre, from a search for "near Tampa"), or why there is none.
 */
export function resolveNear(value: string): ResolvedNear {
  const near = parseNear(value);
  if (near.kind === "point") return { point: near.point, label: "your location" };
  if (near.kind === "town") {
    const key = FLORIDA_NAMES.town(normalizeText(near.name));
    const point = key ? townCentre(key) : null;
    if (point) return { point, label: near.name };
  }
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

/** The centre of a city page's city (app/server/reference/geo/city-centres.json, from GeoNames), or null when not sourced. */
export function cityCentre(slug: string): GeoPoint | null {
  const centre = Object.hasOwn(CITY_CENTRES, slug) ? CITY_CENTRES[slug] : undefined;
  return centre ? { lat: centre.lat, lng: centre.lng } : null;
}

// Florida's towns and counties (app/server/reference/geo/florida-towns.json: GeoNames town centres, CC BY 4.0, and
// the Census Bureau's county names; scripts/geo-data.ts writes it). Decision 0012.
const TOWNS = floridaTowns.towns as unknown as Record<string, [number, number]>;
const COUNTIES = new Map(floridaTowns.counties.flatMap((label) => townKeys(label).map((key) => [key, label] as const)));

/** The names the search reads as names: Florida's towns and counties. */
export const FLORIDA_NAMES: PlaceNames = {
  town: (phrase) => (Object.hasOwn(TOWNS, phrase) ? phrase : null),
  area: regionalName,
  county(phrase) {
    const label = COUNTIES.get(phrase);
    if (!label) return null;
    // The county column holds "Palm Beach", sometimes "Palm Beach County", in any spelling of "St.".
    const keys = townKeys(label);
    return { label, keys: [...keys, ...keys.map((k) => `${k} county`)] };
  },
};

/** The centre of a town by its key (its name as townKeys writes it; "city/county" for a name several towns share). */
export function townCentre(key: string): GeoPoint | null {
  const centre = Object.hasOwn(TOWNS, key) ? TOWNS[key] : undefined;
  return centre ? { lat: centre[0], lng: centre[1] } : null;
}

/** Every key of the town table ("jacksonville", "plantation/broward"). */
export const TOWN_KEYS = Object.keys(TOWNS);

export type Town = { key: string; lat: number; lng: number };

const EARTH_RADIUS_MILES = 3958.8;

/**
 * The towns whose centre may lie within `miles` of `point` (a mile to spare: the database measures
 * exactly, on its own sphere).
 */
export function townsNear(point: GeoPoint, miles: number): Town[] {
  const found: Town[] = [];
  for (const [key, [lat, lng]] of Object.entries(TOWNS)) {
    if (milesBetween(point, { lat, lng }) <= miles + 1) found.push({ key, lat, lng });
  }
  return found;
}

/** The great-circle distance between two points, in miles. */
export function milesBetween(a: GeoPoint, b: GeoPoint) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The centre of the Florida town a place's city names, or null when the table does not know it (or
 * the name is one several towns share and the county does not tell which).
 */
export function townCentreOf(city: string, county: string | null): GeoPoint | null {
  const counties = county ? townKeys(county.replace(/\s+county$/i, "")) : [];
  for (const key of townKeys(city)) {
    const centre = townCentre(key) ?? counties.map((c) => townCentre(`${key}/${c}`)).find(Boolean);
    if (centre) return centre;
  }
  return null;
}
