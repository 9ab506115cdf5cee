import fs from "node:fs";
import path from "node:path";
import type { FeatureCollection, Point, Polygon } from "geojson";
import { describe, expect, it } from "vitest";
import {
  FLORIDA_GEOJSON_PATH,
  offlineStyle,
  TOWN_RANK_ZOOMS,
  TOWNS_GEOJSON_PATH,
  WATER_GEOJSON_PATH,
} from "./map-style";
import { MAP_CREDIT_WORDS } from "./vocabulary";

const ORIGIN = "https://dogs.example";
const style = offlineStyle(ORIGIN);

/** A file the default map draws, as the site serves it from public/. */
function shipped<G extends FeatureCollection>(address: string) {
  return JSON.parse(fs.readFileSync(path.join("public", address), "utf8")) as G;
}

describe("the default map's style", () => {
  it("draws from our own three files, each credited, and asks for no tiles, glyphs or sprites", () => {
    expect(style.sources).toEqual({
      florida: {
        type: "geojson",
        data: `${ORIGIN}${FLORIDA_GEOJSON_PATH}`,
        attribution: "Boundaries: US Census Bureau",
      },
      water: { type: "geojson", data: `${ORIGIN}${WATER_GEOJSON_PATH}`, attribution: "© OpenStreetMap contributors" },
      towns: { type: "geojson", data: `${ORIGIN}${TOWNS_GEOJSON_PATH}`, attribution: "Towns: GeoNames" },
    });
    for (const address of [FLORIDA_GEOJSON_PATH, WATER_GEOJSON_PATH, TOWNS_GEOJSON_PATH]) {
      // Under /map/, so a service worker keeping the map for offline use keeps all of it.
      expect(address).toMatch(/^\/map\/[a-z]+\.geojson$/);
    }
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(MAP_CREDIT_WORDS)).toContain("© OpenStreetMap contributors");
  });

  it("has sea, land, lakes, the coast and town names, every layer on a source it has", () => {
    const ids = style.layers.map((l) => l.id);
    expect(ids).toEqual([
      "sea",
      "neighbours",
      "neighbour-borders",
      "counties",
      "water",
      "water-shore",
      "county-borders",
      "coast",
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

  it("names the largest towns from afar and the smaller ones only closer in", () => {
    const towns = style.layers.filter((l) => l.type === "symbol");
    const dots = style.layers.filter((l) => l.type === "circle");
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
