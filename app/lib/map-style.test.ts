import fs from "node:fs";
import path from "node:path";
import type { FeatureCollection, LineString, MultiLineString, Point, Polygon } from "geojson";
import { describe, expect, it } from "vitest";
import {
  FLORIDA_GEOJSON_PATH,
  LAND_GEOJSON_PATH,
  offlineStyle,
  ROADS_GEOJSON_PATH,
  TOWN_RANK_ZOOMS,
  TOWNS_GEOJSON_PATH,
  WATER_GEOJSON_PATH,
} from "./map-style";
import { ROAD_STYLE, roadPlate } from "./map-style-roads";

const ORIGIN = "https://dogs.example";
/** The credits as the English pages give them (browse `map.credits`). */
const CREDITS = {
  places: "© OpenStreetMap contributors",
  boundaries: "Boundaries: US Census Bureau",
  towns: "Towns: GeoNames",
  naturalEarth: "Made with Natural Earth",
  roads: "Roads: US Census Bureau TIGER/Line (via deck.gl-data, MIT)",
};
const style = offlineStyle(ORIGIN, CREDITS);

/** A file the default map draws, as the site serves it from public/. */
function shipped<G extends FeatureCollection>(address: string) {
  return JSON.parse(fs.readFileSync(path.join("public", address), "utf8")) as G;
}

describe("the default map's style", () => {
  it("draws from our own five files, each credited, and asks for no tiles, glyphs or sprites", () => {
    expect(style.sources).toEqual({
      land: { type: "geojson", data: `${ORIGIN}${LAND_GEOJSON_PATH}`, attribution: "Made with Natural Earth" },
      florida: {
        type: "geojson",
        data: `${ORIGIN}${FLORIDA_GEOJSON_PATH}`,
        attribution: "Boundaries: US Census Bureau",
      },
      water: { type: "geojson", data: `${ORIGIN}${WATER_GEOJSON_PATH}`, attribution: "© OpenStreetMap contributors" },
      roads: {
        type: "geojson",
        data: `${ORIGIN}${ROADS_GEOJSON_PATH}`,
        attribution: "Roads: US Census Bureau TIGER/Line (via deck.gl-data, MIT)",
      },
      towns: { type: "geojson", data: `${ORIGIN}${TOWNS_GEOJSON_PATH}`, attribution: "Towns: GeoNames" },
    });
    for (const address of [
      FLORIDA_GEOJSON_PATH,
      LAND_GEOJSON_PATH,
      WATER_GEOJSON_PATH,
      ROADS_GEOJSON_PATH,
      TOWNS_GEOJSON_PATH,
    ]) {
      // Under /map/, so a service worker keeping the map for offline use keeps all of it.
      expect(address).toMatch(/^\/map\/[a-z]+\.geojson$/);
    }
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it("has land, sea, lakes, the coast, roads and town names, every layer on a source it has", () => {
    const ids = style.layers.map((l) => l.id);
    expect(ids).toEqual([
      "land",
      "outer-sea",
      "neighbours",
      "counties",
      "county-borders",
      "neighbour-borders",
      "sea",
      "water",
      "water-shore",
      "coast",
      "road-casing-state",
      "road-casing-us",
      "road-casing-major",
      "roads-state",
      "roads-us",
      "roads-major",
      "road-names",
      "road-numbers-state",
      "road-numbers-us",
      "road-numbers-major",
      "town-dots-4",
      "town-dots-3",
      "town-dots-2",
      "town-dots-1",
      "towns-4",
      "towns-3",
      "towns-2",
      "towns-1",
    ]);
    for (const layer of style.layers) {
      if ("source" in layer) expect(Object.keys(style.sources)).toContain(layer.source);
    }
  });

  it("shows the interstates and the Turnpike on the whole state, US highways and then state roads closer in", () => {
    const minzoom = (id: string) => style.layers.find((l) => l.id === id)?.minzoom ?? 0;
    expect(minzoom("roads-major")).toBe(0);
    expect(minzoom("roads-us")).toBe(6);
    expect(minzoom("roads-state")).toBe(7);
    expect(minzoom("road-numbers-major")).toBeLessThan(minzoom("road-numbers-us"));
    expect(minzoom("road-numbers-us")).toBeLessThan(minzoom("road-numbers-state"));
    for (const tier of ["major", "us", "state"] as const) {
      const numbers = style.layers.find((l) => l.id === `road-numbers-${tier}`);
      expect(numbers?.type === "symbol" && numbers.layout?.["text-field"]).toEqual(["get", "ref"]);
      expect(numbers?.type === "symbol" && numbers.layout?.["icon-image"]).toBe(`road-plate-${tier}`);
    }
  });

  it("draws each tier's number plate in its colours, stretchable around the number", () => {
    const plate = roadPlate("major");
    const { width, height, data } = plate.image;
    expect(data.length).toBe(width * height * 4);
    const pixel = (x: number, y: number) => Array.from(data.slice((y * width + x) * 4, (y * width + x) * 4 + 4));
    // The middle is the plate's fill, the corner outside its rounded edge is clear.
    expect(pixel(width / 2, height / 2)).toEqual([0x1d, 0x4f, 0x91, 255]);
    expect(pixel(0, 0)[3]).toBe(0);
    expect(plate.options.content[2]).toBeGreaterThan(plate.options.content[0]);
    expect(ROAD_STYLE.major.plate[0]).toBe("#1d4f91");
  });

  it("names the largest towns from afar and the smaller ones only closer in", () => {
    const towns = style.layers.filter((l) => l.type === "symbol").filter((l) => l.source === "towns");
    const dots = style.layers.filter((l) => l.type === "circle").filter((l) => l.source === "towns");
    expect(dots.map((l) => [l.filter, l.minzoom])).toEqual(towns.map((l) => [l.filter, l.minzoom]));
    expect(towns.map((l) => [l.filter, l.minzoom])).toEqual([
      [["==", ["get", "rank"], 4], TOWN_RANK_ZOOMS[4]],
      [["==", ["get", "rank"], 3], TOWN_RANK_ZOOMS[3]],
      [["==", ["get", "rank"], 2], TOWN_RANK_ZOOMS[2]],
      [["==", ["get", "rank"], 1], TOWN_RANK_ZOOMS[1]],
    ]);
    expect(TOWN_RANK_ZOOMS[1]).toBeLessThan(TOWN_RANK_ZOOMS[2]);
    expect(TOWN_RANK_ZOOMS[2]).toBeLessThan(TOWN_RANK_ZOOMS[3]);
    expect(TOWN_RANK_ZOOMS[3]).toBeLessThan(TOWN_RANK_ZOOMS[4]);
    for (const layer of towns) {
      expect(layer.layout?.["text-field"]).toEqual(["get", "name"]);
    }
  });
});

describe("the default map's data (npm run map:data)", () => {
  it("has the interstates, US 1 and Florida's Turnpike with their numbers, and keeps their licence", () => {
    type Road = { class: string; tier: string; ref: string; name?: string };
    const roads = shipped<FeatureCollection<LineString | MultiLineString, Road>>(ROADS_GEOJSON_PATH);
    const refs = new Set(roads.features.map((f) => f.properties.ref));
    for (const ref of ["I-95", "I-75", "I-4", "I-10", "US 1", "US 19", "SR 91", "SR A1A"]) expect(refs).toContain(ref);
    const turnpike = roads.features.filter((f) => f.properties.name === "Florida's Turnpike");
    expect(turnpike.length).toBeGreaterThan(0);
    expect(turnpike.every((f) => f.properties.ref === "SR 91" && f.properties.tier === "major")).toBe(true);
    for (const road of roads.features) {
      expect(["interstate", "us", "state"]).toContain(road.properties.class);
      expect(road.properties.tier).toBe(
        road.properties.class === "interstate" || road.properties.name ? "major" : road.properties.class,
      );
    }
    expect((roads as unknown as { license: string }).license).toContain("Copyright (c) 2017 Uber Technologies, Inc.");
  });

  it("has the sea as Natural Earth's land cut out of the box, and its coastline", () => {
    const land = shipped<FeatureCollection<Polygon>>(LAND_GEOJSON_PATH);
    const kinds = land.features.map((f) => (f.properties as { kind: string }).kind);
    expect(kinds.filter((k) => k === "sea")).toHaveLength(1);
    expect(kinds.filter((k) => k === "coastline").length).toBeGreaterThan(30);
    const sea = land.features.find((f) => (f.properties as { kind: string }).kind === "sea")!;
    // The box, then one hole per piece of land (the peninsula, islands and keys).
    expect(sea.geometry.coordinates[0]).toEqual([
      [-87.8, 24.3],
      [-79.8, 24.3],
      [-79.8, 31.2],
      [-87.8, 31.2],
      [-87.8, 24.3],
    ]);
    expect(sea.geometry.coordinates.length).toBeGreaterThan(40);
  });

  it("has Florida's towns with their names, ranked by size", () => {
    const towns = shipped<FeatureCollection<Point, { name: string; rank: number }>>(TOWNS_GEOJSON_PATH);
    const rank = (name: string) => towns.features.find((f) => f.properties.name === name)?.properties.rank;
    expect(rank("Jacksonville")).toBe(1);
    expect(rank("Tallahassee")).toBe(1);
    expect(rank("Gainesville")).toBe(2);
    expect(rank("Key West")).toBe(3);
    for (const town of towns.features) {
      expect(town.properties.name).not.toBe("");
      expect([1, 2, 3, 4]).toContain(town.properties.rank);
      const [lng, lat] = town.geometry.coordinates as [number, number];
      expect(lng).toBeGreaterThan(-88.3);
      expect(lng).toBeLessThan(-79.4);
      expect(lat).toBeGreaterThan(24.1);
      expect(lat).toBeLessThan(31.7);
    }
  });

  it("has Florida's large lakes as polygons", () => {
    const water = shipped<FeatureCollection<Polygon>>(WATER_GEOJSON_PATH);
    expect(water.features.length).toBeGreaterThan(100);
    // Lake Okeechobee: the largest, around 26.95° N, 80.83° W.
    const okeechobee = water.features.some((f) =>
      f.geometry.coordinates[0]!.some(([lng, lat]) => Math.abs(lng! + 80.83) < 0.3 && Math.abs(lat! - 26.95) < 0.3),
    );
    expect(okeechobee).toBe(true);
  });
});
