// What the interactive map drew, asked of MapLibre itself through the page's test hook
// (`window.__MAPS__`, app/components/map-canvas.client.tsx).
import type { Page } from "@playwright/test";

/** From the next page load on, every map the page draws is listed for `drawnRoads`. */
export async function watchMaps(page: Page) {
  await page.addInitScript(() => {
    window.__MAPS__ = [];
  });
}

/**
 * The roads the page's last map shows now: how many road lines it drew, and the road numbers and
 * names it placed on them, sorted (nothing until the map has drawn its roads).
 */
export function drawnRoads(page: Page) {
  return page.evaluate(() => {
    const map = window.__MAPS__?.at(-1);
    if (!map) return { lines: 0, numbers: [] as string[], names: [] as string[] };
    const ids = (prefix: string) =>
      map
        .getStyle()
        .layers.map((layer) => layer.id)
        .filter((id) => id.startsWith(prefix));
    // Without a layer to ask, MapLibre would answer with every layer's features.
    const drawn = (layers: string[]) => (layers.length ? map.queryRenderedFeatures({ layers }) : []);
    const labels = (layers: string[], property: string) =>
      [...new Set(drawn(layers).map((f) => String(f.properties[property])))].sort();
    return {
      lines: drawn(ids("roads-")).length,
      numbers: labels(ids("road-numbers-"), "ref"),
      names: labels(ids("road-names"), "name"),
    };
  });
}
