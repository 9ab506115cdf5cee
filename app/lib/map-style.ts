// The map's default style, drawn from the data we ship under /map/ (scripts/build-map-data.ts): sea
// and land, Florida's counties and the neighbouring states, its lakes and lagoons, its roads with
// their numbers, and its cities' and towns' names. Imported only by the map itself
// (components/map-canvas.client.tsx), which loads lazily.
import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import {
  FLORIDA_GEOJSON_PATH,
  LAND_GEOJSON_PATH,
  ROADS_GEOJSON_PATH,
  TOWNS_GEOJSON_PATH,
  WATER_GEOJSON_PATH,
} from "./map";
import { roadLayers } from "./map-style-roads";

export { FLORIDA_GEOJSON_PATH, LAND_GEOJSON_PATH, ROADS_GEOJSON_PATH, TOWNS_GEOJSON_PATH, WATER_GEOJSON_PATH };

const LAND = "#f7f4ea";
const SEA = "#c6e6f3";

/** The credit of each source the default map draws, in the page's language (browse `map.credits`). */
export type MapCredits = Record<"places" | "boundaries" | "towns" | "naturalEarth" | "roads", string>;

/**
 * The zoom from which the default map names the towns of each rank (scripts/build-map-data.ts): the
 * capital and the largest cities on the whole state, then down to 50,000, 10,000 and 1,000 people.
 */
export const TOWN_RANK_ZOOMS = { 1: 0, 2: 6.5, 3: 8.5, 4: 10 } as const;
const TOWN_RANK_TEXT = {
  1: { size: 14, color: "#1e293b" },
  2: { size: 13, color: "#1e293b" },
  3: { size: 12, color: "#334155" },
  4: { size: 11, color: "#475569" },
} as const;

const RANKS = [4, 3, 2, 1] as const;

/**
 * The towns: a dot and its name beside it, so a place's marker (drawn over the map, often in the
 * middle of its town) hides neither. One layer per rank; the largest last, so MapLibre places their
 * names first.
 */
function townLayers(): LayerSpecification[] {
  const dots = RANKS.map((rank): LayerSpecification => ({
    id: `town-dots-${rank}`,
    type: "circle",
    source: "towns",
    minzoom: TOWN_RANK_ZOOMS[rank],
    filter: ["==", ["get", "rank"], rank],
    paint: {
      "circle-radius": rank === 1 ? 3 : 2.5,
      "circle-color": TOWN_RANK_TEXT[rank].color,
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 1,
    },
  }));
  const names = RANKS.map((rank): LayerSpecification => ({
    id: `towns-${rank}`,
    type: "symbol",
    source: "towns",
    minzoom: TOWN_RANK_ZOOMS[rank],
    filter: ["==", ["get", "rank"], rank],
    layout: {
      "text-field": ["get", "name"],
      // No glyphs URL: MapLibre draws the letters with the browser's own sans-serif font.
      "text-font": ["sans-serif"],
      "text-size": TOWN_RANK_TEXT[rank].size,
      "text-max-width": 8,
      "text-variable-anchor": ["left", "right", "top", "bottom"],
      "text-radial-offset": 0.8,
      "text-justify": "auto",
      "text-padding": 4,
    },
    paint: {
      "text-color": TOWN_RANK_TEXT[rank].color,
      "text-halo-color": "#ffffff",
      "text-halo-width": 1.5,
    },
  }));
  return [...dots, ...names];
}

/**
 * The default style: sea, land and coast, Florida's counties and the neighbouring states, its lakes
 * and lagoons, its roads with their numbers and the names of its cities and towns, drawn from five
 * GeoJSON files of ours. No tiles, glyphs or sprites (the names and numbers are drawn with the
 * browser's own font), so nothing is requested from another origin and the map works without a tile
 * server. `origin` makes the files' addresses absolute for the map's worker; each source carries its
 * credit, which the map's credit line shows.
 */
export function offlineStyle(origin: string, credits: MapCredits): StyleSpecification {
  const kind = (value: string) => ["==", ["get", "kind"], value] as ["==", ["get", string], string];
  return {
    version: 8,
    name: "Florida (offline)",
    sources: {
      land: { type: "geojson", data: `${origin}${LAND_GEOJSON_PATH}`, attribution: credits.naturalEarth },
      florida: { type: "geojson", data: `${origin}${FLORIDA_GEOJSON_PATH}`, attribution: credits.boundaries },
      water: { type: "geojson", data: `${origin}${WATER_GEOJSON_PATH}`, attribution: credits.places },
      roads: { type: "geojson", data: `${origin}${ROADS_GEOJSON_PATH}`, attribution: credits.roads },
      towns: { type: "geojson", data: `${origin}${TOWNS_GEOJSON_PATH}`, attribution: credits.towns },
    },
    layers: [
      // Land, unless drawn as sea: the islands Natural Earth has and the Census shapes lack are land.
      { id: "land", type: "background", paint: { "background-color": LAND } },
      // No antialiasing on the sea's edges: a faint seam would show where it meets the box's edge
      // on land; the coastline is drawn over its edges along the coast.
      {
        id: "outer-sea",
        type: "fill",
        source: "land",
        filter: kind("outer-sea"),
        paint: { "fill-color": SEA, "fill-antialias": false },
      },
      {
        id: "neighbours",
        type: "fill",
        source: "florida",
        filter: kind("neighbour"),
        paint: { "fill-color": "#ebe8e1" },
      },
      { id: "counties", type: "fill", source: "florida", filter: kind("county"), paint: { "fill-color": LAND } },
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
        id: "neighbour-borders",
        type: "line",
        source: "florida",
        filter: kind("neighbour"),
        paint: { "line-color": "#a39b8c", "line-width": ["interpolate", ["linear"], ["zoom"], 5, 0.8, 10, 2] },
      },
      // The sea over the Census shapes, so the coast is Natural Earth's, and the borders stop at it.
      {
        id: "sea",
        type: "fill",
        source: "land",
        filter: kind("sea"),
        paint: { "fill-color": SEA, "fill-antialias": false },
      },
      { id: "water", type: "fill", source: "water", paint: { "fill-color": SEA } },
      {
        id: "water-shore",
        type: "line",
        source: "water",
        minzoom: 7,
        paint: { "line-color": "#9cc8dc", "line-width": 0.6 },
      },
      {
        id: "coast",
        type: "line",
        source: "land",
        filter: kind("coastline"),
        paint: { "line-color": "#6b9bb3", "line-width": ["interpolate", ["linear"], ["zoom"], 5, 1, 10, 2] },
      },
      ...roadLayers("roads"),
      ...townLayers(),
    ],
  };
}
