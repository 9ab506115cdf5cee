// The map's shared pieces: what a page hands to its map, the category colours of markers and
// cards, the texts around the map, and the default style drawn from data we ship.
import type { StyleSpecification } from "maplibre-gl";
import { categoryPrefix, type CategoryPrefix } from "./vocabulary";
import type { MapPoint } from "./models";

export type { MapPoint };

/** What a list page gives its map: every matching place it can draw, and how many it cannot. */
export type MapData = { points: MapPoint[]; withCoordinates: number; withoutCoordinates: number };

/** The credit every map shows: the places come from OpenStreetMap. */
export const OSM_CREDIT = "© OpenStreetMap contributors";

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

/** "1 place without coordinates is not on the map", "3 places without coordinates are not on the map". */
export function notOnMapLine(count: number) {
  return count === 1
    ? "1 place without coordinates is not on the map"
    : `${count} places without coordinates are not on the map`;
}

/** The accessible name of a cluster marker. */
export function clusterLabel(count: number) {
  return `Cluster of ${count} places, zoom in`;
}

/** The GeoJSON file of Florida's counties (scripts/build-map-data.ts), served from our origin. */
export const FLORIDA_GEOJSON_PATH = "/map/florida.geojson";

/**
 * The default style: sea, Florida's counties and the neighbouring states, drawn from one GeoJSON
 * file of ours. No tiles, glyphs or sprites, so nothing is requested from another origin and the
 * map works without a tile server. `origin` makes the file's address absolute for the map's worker.
 */
export function offlineStyle(origin: string): StyleSpecification {
  const kind = (value: string) => ["==", ["get", "kind"], value] as ["==", ["get", string], string];
  return {
    version: 8,
    name: "Florida (offline)",
    sources: {
      florida: {
        type: "geojson",
        data: `${origin}${FLORIDA_GEOJSON_PATH}`,
        attribution: "Boundaries: US Census Bureau",
      },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#c6e6f3" } },
      {
        id: "neighbours",
        type: "fill",
        source: "florida",
        filter: kind("neighbour"),
        paint: { "fill-color": "#ebe8e1" },
      },
      {
        id: "neighbour-borders",
        type: "line",
        source: "florida",
        filter: kind("neighbour"),
        paint: { "line-color": "#b8b2a7", "line-width": 0.8 },
      },
      { id: "counties", type: "fill", source: "florida", filter: kind("county"), paint: { "fill-color": "#f7f4ea" } },
      {
        id: "county-borders",
        type: "line",
        source: "florida",
        filter: kind("county"),
        paint: {
          "line-color": "#cfc6ae",
          "line-width": ["interpolate", ["linear"], ["zoom"], 5, 0.5, 10, 1.5],
        },
      },
      {
        id: "coast",
        type: "line",
        source: "florida",
        filter: kind("state"),
        paint: { "line-color": "#6b9bb3", "line-width": ["interpolate", ["linear"], ["zoom"], 5, 1, 10, 2] },
      },
    ],
  };
}

/** The texts of a place's map: a picture until the visitor asks for the interactive map. */
export const PLACE_MAP_TEXTS = {
  show: "Show interactive map",
  hide: "Hide interactive map",
  loading: "Loading the map…",
  needsScripts: "The interactive map needs JavaScript.",
  credit: "Boundaries: US Census Bureau",
  picture: (name: string) => `${name} on a map of the surrounding counties`,
  interactive: (name: string) => `${name}, interactive map`,
} as const;
