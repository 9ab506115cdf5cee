// A place's map as a picture: the counties, the coast and the neighbouring states around the place
// from the map data we ship (public/map/florida.geojson), with its marker, drawn as SVG paths on the
// server. The interactive map (MapLibre) loads only when the visitor asks for it.
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";

/** The picture's box, in SVG units (4:3, like the interactive map's frame). */
export const STATIC_MAP_WIDTH = 400;
export const STATIC_MAP_HEIGHT = 300;
/** Degrees of latitude from the top of the picture to its bottom: a county and its neighbours. */
const SPAN_LAT = 0.9;

export type StaticMap = {
  /** Fills and outlines, one path each. */
  neighbours: string;
  counties: string;
  coast: string;
  marker: { x: number; y: number };
};

type Kind = "county" | "state" | "neighbour";
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
    if (kind !== "county" && kind !== "state" && kind !== "neighbour") return [];
    return polygonsOf(feature.geometry).map((rings) => ({ kind, rings, box: boxOf(rings) }));
  });
}

/** The picture centred on a place: every shape that reaches into the box, projected and rounded. */
export function staticMap(shapes: Shape[], lat: number, lng: number): StaticMap {
  const shrink = Math.cos((lat * Math.PI) / 180);
  const scale = STATIC_MAP_HEIGHT / SPAN_LAT;
  const spanLng = STATIC_MAP_WIDTH / scale / shrink;
  const west = lng - spanLng / 2;
  const north = lat + SPAN_LAT / 2;
  const [east, south] = [west + spanLng, north - SPAN_LAT];
  const project = ([x, y]: Position) => [Math.round((x! - west) * shrink * scale), Math.round((north - y!) * scale)];

  const paths: Record<Kind, string[]> = { county: [], state: [], neighbour: [] };
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
    coast: paths.state.join(""),
    marker: { x: marker[0]!, y: marker[1]! },
  };
}
