// Where a place lies on the small Florida outline of its card: a flat projection of the state's
// bounds into a box 100 units wide, shared by the outline generator and the cards.

/** West, south, east, north: Florida with the Keys and the Panhandle, in degrees. */
export const FLORIDA_BOUNDS = [-87.7, 24.4, -79.9, 31.1] as const;

const [WEST, SOUTH, EAST, NORTH] = FLORIDA_BOUNDS;
/** Degrees of longitude are shorter than degrees of latitude this far south. */
const SHRINK = Math.cos((((SOUTH + NORTH) / 2) * Math.PI) / 180);
const SCALE = 100 / ((EAST - WEST) * SHRINK);

export const OUTLINE_WIDTH = 100;
export const OUTLINE_HEIGHT = Math.round((NORTH - SOUTH) * SCALE);

/** The point of the outline box at this latitude and longitude. */
export function projectOntoOutline(lat: number, lng: number) {
  return { x: (lng - WEST) * SHRINK * SCALE, y: (NORTH - lat) * SCALE };
}

/** True when the coordinates lie within Florida's bounds (anything else would be drawn off the outline). */
export function insideFlorida(lat: number, lng: number) {
  return lat >= SOUTH && lat <= NORTH && lng >= WEST && lng <= EAST;
}
