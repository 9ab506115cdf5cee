// A place's map as a picture: the counties, the coast, the lakes, the neighbouring states and the
// names of the nearest towns around the place, from the map data we ship (public/map/), with its
// marker, drawn as SVG on the server. The interactive map (MapLibre) loads only when the visitor
// asks for it.
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";

/** The picture's box, in SVG units (4:3, like the interactive map's frame). */
export const STATIC_MAP_WIDTH = 400;
export const STATIC_MAP_HEIGHT = 300;
/** Degrees of latitude from the top of the picture to its bottom: a county and its neighbours. */
const SPAN_LAT = 0.9;

/**
 * A town's name on the picture: where its text starts ("start") or ends ("end"), and its dot; a town
 * under the place's marker has no dot of its own, its name beside the marker.
 */
export type StaticTown = {
  name: string;
  x: number;
  y: number;
  anchor: "start" | "end";
  dot: { x: number; y: number } | null;
};

export type StaticMap = {
  /** Fills and outlines, one path each. */
  neighbours: string;
  counties: string;
  lakes: string;
  coast: string;
  towns: StaticTown[];
  marker: { x: number; y: number };
};

type Kind = "county" | "state" | "neighbour" | "lake";
type Shape = { kind: Kind; rings: Position[][]; box: [number, number, number, number] };

function boxOf(rings: Position[][]): Shape["box"] {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings)
    for (const [lng, lat] of ring) {
      west = Math.min(west, lng!);
      east = Math.max(east, lng!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
  return [west, south, east, north];
}

function polygonsOf(geometry: Geometry): Position[][][] {
  if (geometry.type === "Polygon") return [geometry.coordinates];
  if (geometry.type === "MultiPolygon") return geometry.coordinates;
  return [];
}

/** The shapes of the shipped map data, each polygon with its bounding box. */
export function mapShapes(collection: FeatureCollection): Shape[] {
  return collection.features.flatMap((feature: Feature) => {
    const kind = (feature.properties as { kind?: Kind } | null)?.kind;
    if (kind !== "county" && kind !== "state" && kind !== "neighbour" && kind !== "lake") return [];
    return polygonsOf(feature.geometry).map((rings) => ({ kind, rings, box: boxOf(rings) }));
  });
}

/** A town of the shipped map data (public/map/towns.geojson): its name, rank (1 largest) and position. */
export type Town = { name: string; rank: number; lng: number; lat: number };

/** The towns of the shipped map data, largest first. */
export function mapTowns(collection: FeatureCollection): Town[] {
  return collection.features
    .flatMap((feature: Feature) => {
      const properties = feature.properties as { name?: string; rank?: number } | null;
      if (feature.geometry.type !== "Point" || !properties?.name || !properties.rank) return [];
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      return [{ name: properties.name, rank: properties.rank, lng, lat }];
    })
    .sort((a, b) => a.rank - b.rank);
}

/** At most this many names on a picture, so it stays a picture of the place, not of its towns. */
const MAX_TOWNS = 6;
/** The names' size in picture units, and a generous width of one of its letters. */
const TOWN_FONT_SIZE = 12;
const LETTER_WIDTH = 7;
/** Half the marker's width, its white ring included. */
const MARKER_RADIUS = 14;

type Box = [number, number, number, number];
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * The towns to name: the largest first, each beside its dot where its name fits inside the picture
 * and clear of the marker and of the names already placed. The town the place lies in (its dot
 * under the marker) is named beside the marker.
 */
function placeTowns(towns: Town[], project: (p: Position) => number[], marker: number[]): StaticTown[] {
  const [mx, my] = marker as [number, number];
  const markerBox: Box = [mx - MARKER_RADIUS, my - MARKER_RADIUS, mx + MARKER_RADIUS, my + MARKER_RADIUS];
  const taken: Box[] = [markerBox];
  const placed: StaticTown[] = [];
  const half = TOWN_FONT_SIZE / 2 + 2;
  for (const town of towns) {
    if (placed.length === MAX_TOWNS) break;
    const [x, y] = project([town.lng, town.lat]) as [number, number];
    if (x < 4 || x > STATIC_MAP_WIDTH - 4 || y < half || y > STATIC_MAP_HEIGHT - half) continue;
    const width = town.name.length * LETTER_WIDTH;
    const underMarker = overlaps([x - 3, y - 3, x + 3, y + 3], markerBox);
    // Beside its dot, or beside the marker that hides it.
    const [left, right, dotBox]: [number, number, Box | null] = underMarker
      ? [mx - MARKER_RADIUS, mx + MARKER_RADIUS, null]
      : [x - 3, x + 3, [x - 3, y - 3, x + 3, y + 3]];
    const ty = underMarker ? my : y;
    const sides: StaticTown[] = [
      { name: town.name, x: right + 2, y: ty, anchor: "start", dot: dotBox ? { x, y } : null },
      { name: town.name, x: left - 2, y: ty, anchor: "end", dot: dotBox ? { x, y } : null },
    ];
    const boxOf = (side: StaticTown): Box =>
      side.anchor === "start"
        ? [left, ty - half, side.x + width, ty + half]
        : [side.x - width, ty - half, right, ty + half];
    const side = sides.find((candidate) => {
      const box = boxOf(candidate);
      if (box[0] < 0 || box[2] > STATIC_MAP_WIDTH) return false;
      const others = underMarker ? taken.slice(1) : taken;
      return !others.some((t) => overlaps(t, box) || (dotBox !== null && overlaps(t, dotBox)));
    });
    if (!side) continue;
    taken.push(boxOf(side));
    placed.push(side);
  }
  return placed;
}

/** The picture centred on a place: every shape that reaches into the box, projected and rounded. */
export function staticMap(shapes: Shape[], lat: number, lng: number, towns: Town[] = []): StaticMap {
  const shrink = Math.cos((lat * Math.PI) / 180);
  const scale = STATIC_MAP_HEIGHT / SPAN_LAT;
  const spanLng = STATIC_MAP_WIDTH / scale / shrink;
  const west = lng - spanLng / 2;
  const north = lat + SPAN_LAT / 2;
  const [east, south] = [west + spanLng, north - SPAN_LAT];
  const project = ([x, y]: Position) => [Math.round((x! - west) * shrink * scale), Math.round((north - y!) * scale)];

  const paths: Record<Kind, string[]> = { county: [], state: [], neighbour: [], lake: [] };
  for (const shape of shapes) {
    const [w, s, e, n] = shape.box;
    if (e < west || w > east || n < south || s > north) continue;
    for (const ring of shape.rings) {
      const points: number[][] = [];
      for (const position of ring) {
        const point = project(position);
        const last = points.at(-1);
        if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
      }
      if (points.length >= 3) paths[shape.kind].push(`M${points.map(([x, y]) => `${x} ${y}`).join("L")}Z`);
    }
  }
  const marker = project([lng, lat]);
  return {
    neighbours: paths.neighbour.join(""),
    counties: paths.county.join(""),
    lakes: paths.lake.join(""),
    coast: paths.state.join(""),
    towns: placeTowns(towns, project, marker),
    marker: { x: marker[0]!, y: marker[1]! },
  };
}
