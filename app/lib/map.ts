// The map's shared pieces: what a page hands to its map, the category colours of markers and
// cards, and the texts around the map. The default style is in map-style.ts, which only the map
// itself imports, so pages do not carry it until a map is shown.
import { categoryPrefix, type CategoryPrefix } from "./vocabulary";
import type { MapPoint } from "./models";

export type { MapPoint };

/** What a list page gives its map: every matching place it can draw, and how many it cannot. */
export type MapData = { points: MapPoint[]; withCoordinates: number; withoutCoordinates: number };

/**
 * Each category list's colour: `hex` for markers (white icon on it, at least 4.5:1), `card` for a
 * card without a photo (dark icon on a light tint).
 */
export const CATEGORY_COLORS: Record<CategoryPrefix, { hex: string; card: string; dot: string }> = {
  beaches: { hex: "#0369a1", card: "from-sky-100 to-cyan-50 text-sky-800", dot: "fill-sky-700" },
  parks: { hex: "#047857", card: "from-emerald-100 to-lime-50 text-emerald-800", dot: "fill-emerald-700" },
  "farmers-markets": { hex: "#b45309", card: "from-amber-100 to-orange-50 text-amber-800", dot: "fill-amber-700" },
  "hiking-areas": { hex: "#9a3412", card: "from-orange-100 to-stone-50 text-orange-900", dot: "fill-orange-800" },
  "nature-preserves": { hex: "#4d7c0f", card: "from-lime-100 to-green-50 text-lime-900", dot: "fill-lime-800" },
};

export function categoryColor(category: string | null | undefined) {
  return CATEGORY_COLORS[categoryPrefix(category)];
}

/** The GeoJSON file of Florida's counties (scripts/build-map-data.ts), served from our origin. */
export const FLORIDA_GEOJSON_PATH = "/map/florida.geojson";
/** Lakes and lagoons in and near Florida (OpenStreetMap), served from our origin. */
export const WATER_GEOJSON_PATH = "/map/water.geojson";
/** Cities and towns with their names and rank (GeoNames), served from our origin. */
export const TOWNS_GEOJSON_PATH = "/map/towns.geojson";
/** Land and coastline (Natural Earth), served from our origin. */
export const LAND_GEOJSON_PATH = "/map/land.geojson";
/** Interstates, US highways and state roads with their numbers (US Census TIGER/Line), served from our origin. */
export const ROADS_GEOJSON_PATH = "/map/roads.geojson";
/** Every file the default map draws from: what "Keep for offline" stores with a place. */
export const MAP_DATA_PATHS = [
  FLORIDA_GEOJSON_PATH,
  LAND_GEOJSON_PATH,
  WATER_GEOJSON_PATH,
  ROADS_GEOJSON_PATH,
  TOWNS_GEOJSON_PATH,
];
