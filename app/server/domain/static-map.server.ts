// The picture of a place's map (app/lib/static-map.ts), from the map data the interactive map draws.
import type { FeatureCollection } from "geojson";
import florida from "../../../public/map/florida.geojson?raw";
import { mapShapes, staticMap } from "~/lib/static-map";

let shapes: ReturnType<typeof mapShapes> | undefined;

/** The picture around a place with coordinates, or null without them. */
export function placeMapPicture(place: { lat: number | null; lng: number | null }) {
  if (place.lat === null || place.lng === null) return null;
  shapes ??= mapShapes(JSON.parse(florida) as FeatureCollection);
  return staticMap(shapes, place.lat, place.lng);
}
