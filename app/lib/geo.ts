// "Near" a place: reading the `near` parameter (a position or a ZIP code), the radius choices, and
// distances as people read them. The ZIP codes themselves are looked up on the server.
export type GeoPoint = { lat: number; lng: number };

/** The radius choices in miles (`radius=`). */
export const RADII = [5, 10, 25, 50] as const;
export type Radius = (typeof RADII)[number];

export const METERS_PER_MILE = 1609.344;

export type NearParam =
  | { kind: "point"; point: GeoPoint }
  | { kind: "zip"; zip: string }
  | { kind: "town"; name: string }
  | { kind: "invalid" };

/**
 * `near=26.897,-80.058` (a position), `near=33139` (a ZIP code) or `near=Tampa` (a town's name, from a
 * search for "near Tampa"; the server knows which names are towns); anything else is invalid.
 */
export function parseNear(value: string): NearParam {
  const text = value.trim();
  if (/^\d{5}$/.test(text)) return { kind: "zip", zip: text };
  if (/^\p{L}[\p{L} .'’-]{1,59}$/u.test(text)) return { kind: "town", name: text };
  const match = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(text);
  if (match) {
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { kind: "point", point: { lat, lng } };
  }
  return { kind: "invalid" };
}

/** The `near` value of a browser position: rounded to 3 decimals (about 100 m), no more is sent. */
export function nearValue(point: GeoPoint) {
  return `${point.lat.toFixed(3)},${point.lng.toFixed(3)}`;
}

export function parseRadius(value: string | null): Radius | undefined {
  const n = Number(value);
  return (RADII as readonly number[]).includes(n) ? (n as Radius) : undefined;
}

/** "0.4 mi", "3.2 mi", "27 mi". */
export function formatMiles(miles: number) {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}

/** A distance to the centre of a place's town, the place having no map position: "≈ 4 mi, town centre". */
export function formatApproximateMiles(miles: number) {
  return `≈ ${miles < 10 ? Math.max(1, Math.round(miles)) : Math.round(miles)} mi, town centre`;
}

/**
 * The position a map link names, when it names one: Google Maps' `@26.9,-80.1,17z`, `!3d26.9!4d-80.1`
 * or `?q=26.9,-80.1` (also `query=`, `ll=`, `destination=`). A link to a search by name gives none.
 */
export function pointFromMapUrl(url: string | null | undefined): GeoPoint | null {
  if (!url) return null;
  const patterns = [
    /@(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)/,
    /!3d(-?\d{1,2}\.\d+)!4d(-?\d{1,3}\.\d+)/,
    /[?&](?:q|query|ll|destination)=(-?\d{1,2}(?:\.\d+)?)(?:,|%2C)\s*(-?\d{1,3}(?:\.\d+)?)(?:&|$)/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(url);
    if (!match) continue;
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  }
  return null;
}
