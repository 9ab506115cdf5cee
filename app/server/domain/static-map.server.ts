// The picture of a place's map (app/lib/static-map.ts), from the map data the interactive map draws.
import type { FeatureCollection } from "geojson";
import florida from "../../../public/map/florida.geojson?raw";
import towns from "../../../public/map/towns.geojson?raw";
import water from "../../../public/map/water.geojson?raw";
import { mapShapes, mapTowns, staticMap } from "~/lib/static-map";

// Read once per process: the files are part of the build and never change while it runs.
let shapes: ReturnType<typeof mapShapes> | undefined;
let named: ReturnType<typeof mapTowns> | undefined;

/** The picture around a place with coordinates, or null without them. */
export function placeMapPicture(place: { lat: number | null; lng: number | null }) {
  if (place.lat === null || place.lng === null) return null;
  shapes ??= [florida, water].flatMap((file) => mapShapes(JSON.parse(file) as FeatureCollection));
  named ??= mapTowns(JSON.parse(towns) as FeatureCollection);
  return staticMap(shapes, place.lat, place.lng, named);
}
