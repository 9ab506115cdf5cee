import fs from "node:fs";
import type { FeatureCollection } from "geojson";
import { describe, expect, it } from "vitest";
import { mapShapes, mapTowns, staticMap, STATIC_MAP_HEIGHT, STATIC_MAP_WIDTH } from "./static-map";

const read = (file: string) => JSON.parse(fs.readFileSync(`public/map/${file}`, "utf8")) as FeatureCollection;
const shapes = [...mapShapes(read("florida.geojson")), ...mapShapes(read("water.geojson"))];
const towns = mapTowns(read("towns.geojson"));

describe("a place's map picture", () => {
  it("names the largest towns around the place beside their dots, and its own town beside its marker", () => {
    // Downtown Orlando.
    const picture = staticMap(shapes, 28.5383, -81.3792, towns);
    const [own, ...others] = picture.towns;
    expect(own).toEqual({
      name: "Orlando",
      x: picture.marker.x + 16,
      y: picture.marker.y,
      anchor: "start",
      dot: null,
    });
    expect(others.length).toBeGreaterThan(2);
    expect(picture.towns.length).toBeLessThanOrEqual(6);
    for (const town of others) {
      expect(town.dot).not.toBeNull();
      expect(town.x).toBeGreaterThanOrEqual(0);
      expect(town.x).toBeLessThanOrEqual(STATIC_MAP_WIDTH);
      expect(town.y).toBeGreaterThanOrEqual(0);
      expect(town.y).toBeLessThanOrEqual(STATIC_MAP_HEIGHT);
      const fromMarker = Math.hypot(town.dot!.x - picture.marker.x, town.dot!.y - picture.marker.y);
      expect(fromMarker).toBeGreaterThan(14);
    }
  });

  it("draws the lakes around a place in Central Florida, and none far out at sea", () => {
    expect(staticMap(shapes, 28.5383, -81.3792, towns).lakes).not.toBe("");
    expect(staticMap(shapes, 25.5, -84.5, towns)).toMatchObject({ lakes: "", towns: [] });
  });

  it("draws no names without the towns", () => {
    expect(staticMap(shapes, 28.5383, -81.3792).towns).toEqual([]);
  });
});
