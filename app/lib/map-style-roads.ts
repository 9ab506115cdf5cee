// The roads of the default map (decision 0041): interstates, US highways and state roads from
// public/map/roads.geojson, each drawn by its tier and the zoom, with its number on it (I-95, US 1,
// SR 91) and Florida's Turnpike by name. Part of the style in map-style.ts.
import type { ExpressionSpecification, LayerSpecification } from "maplibre-gl";

/**
 * A road's tier (its `tier`, written by scripts/build-map-data.ts): the interstates and Florida's
 * Turnpike, the US highways, the other state roads. Listed from the least to the most important, the
 * order they are drawn in, so an interstate crosses over a state road.
 */
export const ROAD_TIERS = ["state", "us", "major"] as const;
export type RoadTier = (typeof ROAD_TIERS)[number];

/**
 * How each tier looks: the zoom it appears from, its line and casing colours, its width at zooms 6,
 * 9 and 12, the zoom its number appears from, and the number's plate (fill, edge) and text colours.
 */
export const ROAD_STYLE = {
  major: {
    minzoom: 0,
    color: "#e07b39",
    casing: "#a8532a",
    widths: [1.4, 3, 6],
    labelZoom: 5,
    plate: ["#1d4f91", "#ffffff"],
    text: "#ffffff",
  },
  us: {
    minzoom: 6,
    color: "#f3c94e",
    casing: "#b08c2a",
    widths: [0.9, 2.2, 4.5],
    labelZoom: 7,
    plate: ["#ffffff", "#1e293b"],
    text: "#1e293b",
  },
  state: {
    minzoom: 7,
    color: "#ffffff",
    casing: "#a8a091",
    widths: [0.6, 1.4, 3.2],
    labelZoom: 9,
    plate: ["#ffffff", "#8a8375"],
    text: "#334155",
  },
} as const satisfies Record<RoadTier, object>;

/** The name of the image of a tier's number plate (drawn by roadPlate, added by the map). */
export const ROAD_PLATE_PREFIX = "road-plate-";

/** Pixels per CSS pixel of the plates: sharp on most phones. */
const PLATE_RATIO = 2;
const PLATE = { width: 24, height: 20, radius: 5, edge: 1.5 };

function hexColor(hex: string) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * A tier's number plate, a rounded rectangle in its colours, as an image MapLibre stretches around the
 * number (`icon-text-fit`): the map adds it when the style first asks for it. Drawn pixel by pixel,
 * so the style needs no sprite file.
 */
export function roadPlate(tier: RoadTier) {
  const fill = hexColor(ROAD_STYLE[tier].plate[0]);
  const edge = hexColor(ROAD_STYLE[tier].plate[1]);
  const [w, h, r, e] = [PLATE.width, PLATE.height, PLATE.radius, PLATE.edge].map((n) => n * PLATE_RATIO) as [
    number,
    number,
    number,
    number,
  ];
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // Distance from the pixel's centre to the rounded rectangle's outline (negative inside).
      const qx = Math.abs(x + 0.5 - w / 2) - (w / 2 - r);
      const qy = Math.abs(y + 0.5 - h / 2) - (h / 2 - r);
      const distance = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
      const alpha = Math.min(1, Math.max(0, 0.5 - distance));
      const inner = Math.min(1, Math.max(0, -distance - e + 0.5));
      const i = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(edge[c]! + (fill[c]! - edge[c]!) * inner);
      data[i + 3] = Math.round(alpha * 255);
    }
  }
  const [cx, cy] = [r, r];
  return {
    image: { width: w, height: h, data },
    options: {
      pixelRatio: PLATE_RATIO,
      stretchX: [[cx, w - cx]] as [number, number][],
      stretchY: [[cy, h - cy]] as [number, number][],
      content: [e + 2, e + 1, w - e - 2, h - e - 1] as [number, number, number, number],
    },
  };
}

/** The zoom from which roads have a casing (a darker edge on each side). */
const CASING_ZOOM = 8;

function width(tier: RoadTier, extra = 0): ExpressionSpecification {
  const [w6, w9, w12] = ROAD_STYLE[tier].widths;
  return ["interpolate", ["exponential", 1.4], ["zoom"], 6, w6 + extra, 9, w9 + extra, 12, w12 + extra];
}

const ofTier = (tier: RoadTier): ExpressionSpecification => ["==", ["get", "tier"], tier];

/** Every road layer, on the source `source`: casings, then lines, then numbers and the Turnpike's name. */
export function roadLayers(source: string): LayerSpecification[] {
  const casings = ROAD_TIERS.map((tier): LayerSpecification => ({
    id: `road-casing-${tier}`,
    type: "line",
    source,
    minzoom: Math.max(CASING_ZOOM, ROAD_STYLE[tier].minzoom),
    filter: ofTier(tier),
    layout: { "line-join": "round", "line-cap": "round" },
    paint: { "line-color": ROAD_STYLE[tier].casing, "line-width": width(tier, 1.5) },
  }));
  const lines = ROAD_TIERS.map((tier): LayerSpecification => ({
    id: `roads-${tier}`,
    type: "line",
    source,
    minzoom: ROAD_STYLE[tier].minzoom,
    filter: ofTier(tier),
    layout: { "line-join": "round", "line-cap": "round" },
    paint: {
      // Before their casing appears, the lighter lines take its colour, so they stand out on the land.
      "line-color":
        tier === "state"
          ? ["step", ["zoom"], ROAD_STYLE.state.casing, CASING_ZOOM, ROAD_STYLE.state.color]
          : ROAD_STYLE[tier].color,
      "line-width": width(tier),
    },
  }));
  const numbers = ROAD_TIERS.map((tier): LayerSpecification => ({
    id: `road-numbers-${tier}`,
    type: "symbol",
    source,
    minzoom: ROAD_STYLE[tier].labelZoom,
    filter: ofTier(tier),
    layout: {
      "symbol-placement": "line",
      "symbol-spacing": tier === "major" ? 220 : 280,
      // Upright like a road sign, wherever the road turns.
      "text-rotation-alignment": "viewport",
      "text-field": ["get", "ref"],
      // No glyphs URL: MapLibre draws the numbers with the browser's own sans-serif font.
      "text-font": ["sans-serif"],
      "text-size": tier === "major" ? 11 : 10,
      "text-padding": 6,
      "icon-image": `${ROAD_PLATE_PREFIX}${tier}`,
      "icon-text-fit": "both",
      "icon-text-fit-padding": [2, 4, 2, 4],
      "icon-rotation-alignment": "viewport",
    },
    paint: { "text-color": ROAD_STYLE[tier].text },
  }));
  const turnpike: LayerSpecification = {
    id: "road-names",
    type: "symbol",
    source,
    minzoom: 7,
    filter: ["has", "name"],
    layout: {
      "symbol-placement": "line",
      "symbol-spacing": 400,
      "text-field": ["get", "name"],
      "text-font": ["sans-serif"],
      "text-size": 11,
      "text-offset": [0, -1],
      "text-max-angle": 30,
    },
    paint: { "text-color": "#7c3a12", "text-halo-color": "#ffffff", "text-halo-width": 1.5 },
  };
  return [...casings, ...lines, turnpike, ...numbers];
}
