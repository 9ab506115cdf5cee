// The map beside the lists (view=map) and on a place's page, with the demo data: it draws exactly
// the places the filters match, its markers are buttons, it asks nothing of another origin, and its
// code is fetched only when a map is shown.
import { expect, test, waitForHydration, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards, foundLine, nextCount, readCount } from "./helpers/lists";

/** The map's own code: MapLibre and its worker (the List / Map switch is a small chunk of its own). */
const MAP_CODE = /\/assets\/(map-canvas|maplibre)[^/]*\.m?js(\?|$)/;
const CLUSTER = /^Cluster of (\d+) places, zoom in$/;
/** The first map of a test fetches a megabyte of code and starts WebGL in software: allow it time. */
const FIRST_MAP = { timeout: 20_000 };

function mapRegion(page: Page) {
  return page.getByRole("region", { name: "Places on the map" });
}

/** The names of the markers drawn on the map now: places and clusters. */
async function markerNames(page: Page) {
  return mapRegion(page)
    .locator(".maplibregl-marker")
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? "").sort());
}

/** How many places the markers stand for: one per place marker, a cluster its count. */
function placesDrawn(names: string[]) {
  return names.reduce((sum, name) => sum + Number(CLUSTER.exec(name)?.[1] ?? 1), 0);
}

/** The number in "N places without coordinates are not on the map" (0 without that line). */
async function notOnMap(page: Page) {
  const line = page.getByText(/^\d+ places? without coordinates (is|are) not on the map\.$/);
  return (await line.count()) ? readCount(line) : 0;
}

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test("the map draws every place the filters match, and a marker opens its card", async ({ page, baseURL }) => {
  const requests = recordRequests(page);
  await page.goto("/explore?view=map");
  const map = mapRegion(page);
  await expect(map.locator("canvas")).toBeVisible(FIRST_MAP);
  await expect(map.getByRole("button", { name: CLUSTER }).first()).toBeVisible();
  await expect(map.getByText("© OpenStreetMap contributors")).toBeVisible();

  // Every match is on the map (clusters count theirs) or counted as not on it: the whole list, not one page.
  const total = await readCount(foundLine(page));
  expect(total).toBeGreaterThan(24);
  const missing = await notOnMap(page);
  expect(missing).toBeGreaterThan(0);
  await expect.poll(async () => placesDrawn(await markerNames(page))).toBe(total - missing);
  const before = await markerNames(page);

  // Another filter, other markers.
  await page.getByText(/^Filters( \d+ active)?$/).click();
  await page.getByRole("main").getByRole("link", { name: "Florida Keys" }).click();
  await expect(page).toHaveURL(/\/explore\?view=map&region=keys$/);
  const keys = await nextCount(foundLine(page), total);
  expect(keys).toBeLessThan(total);
  const marker = map.getByRole("button", { name: "Higgs Beach Dog Park" });
  await expect(marker).toBeVisible();
  await expect.poll(() => markerNames(page)).not.toEqual(before);
  await expect.poll(async () => placesDrawn(await markerNames(page)) + (await notOnMap(page))).toBe(keys);

  // A marker is a button: chosen with the keyboard, it opens a card that links to the place.
  await marker.focus();
  await page.keyboard.press("Enter");
  const card = page.getByRole("dialog", { name: "Higgs Beach Dog Park" });
  const link = card.getByRole("link", { name: "Higgs Beach Dog Park" });
  await expect(link).toHaveAttribute("href", "/parks/higgs-beach-dog-park");
  await expect(link).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  await expect(marker).toBeFocused();

  await marker.click();
  await link.click();
  await expect(page).toHaveURL(/\/parks\/higgs-beach-dog-park$/);
  const placeMap = page.getByRole("region", { name: "Map of Higgs Beach Dog Park", exact: true });
  await placeMap.getByText("Show interactive map").click();
  await expect(placeMap.locator("canvas")).toBeVisible();
  await expect(placeMap.getByRole("img", { name: "Higgs Beach Dog Park", exact: true })).toBeVisible();

  // Tiles, data, code and the worker all come from our own origin.
  const origin = new URL(baseURL!).origin;
  const elsewhere = requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  expect(requests.some((url) => MAP_CODE.test(url))).toBe(true);
});

test("a cluster is a button that zooms into its places", async ({ page }) => {
  await page.goto("/explore?view=map");
  const cluster = mapRegion(page).getByRole("button", { name: CLUSTER }).first();
  await expect(cluster).toBeVisible(FIRST_MAP);
  const before = await markerNames(page);
  const label = (await cluster.getAttribute("aria-label")) ?? "";
  await cluster.click();
  await expect.poll(() => markerNames(page)).not.toEqual(before);
  await expect(mapRegion(page).getByRole("region", { name: "Map", exact: true })).toBeFocused();
  expect((await markerNames(page)).filter((name) => name === label).length).toBeLessThan(
    before.filter((name) => name === label).length,
  );
});

test("a list without view=map does not fetch the map's code until the map is asked for", async ({ page }) => {
  const requests = recordRequests(page);
  const response = await page.goto("/explore");
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/\/assets\/entry\.client-[^"]*\.js/);
  expect(html).not.toMatch(/\/assets\/(map-canvas|maplibre)[^"]*/);
  await expect(foundLine(page)).toBeVisible();
  expect(requests.filter((url) => MAP_CODE.test(url))).toEqual([]);

  // The List / Map switch keeps the filters of the list.
  await page.goto("/parks?fees=free");
  await page.getByRole("navigation", { name: "Show as" }).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/\/parks\?fees=free&view=map$/);
  await expect(mapRegion(page).locator("canvas")).toBeVisible(FIRST_MAP);
  expect(requests.some((url) => MAP_CODE.test(url))).toBe(true);
  await page.getByRole("navigation", { name: "Show as" }).getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/\/parks\?fees=free$/);
  await expect(mapRegion(page)).toHaveCount(0);
});

test("the map view has no serious or moderate accessibility violation", async ({ page }) => {
  await page.goto("/explore?view=map");
  await expect(mapRegion(page).getByRole("button", { name: CLUSTER }).first()).toBeVisible(FIRST_MAP);
  await expectNoModerateViolations(page);
});

test("without WebGL the map says so, the list still works and the map's code is not fetched", async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type)) return null;
      return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof getContext;
  });
  const requests = recordRequests(page);
  await page.goto("/explore?view=map");
  await expect(
    mapRegion(page).getByText("This browser cannot draw the map (it needs WebGL). Every place is in the list."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  expect(requests.filter((url) => MAP_CODE.test(url))).toEqual([]);
});

test("a place's map is a picture until the visitor asks for the interactive map", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = recordRequests(page);
  await page.goto("/parks/higgs-beach-dog-park");
  await waitForHydration(page);
  const placeMap = page.getByRole("region", { name: "Map of Higgs Beach Dog Park", exact: true });
  await placeMap.scrollIntoViewIfNeeded();
  const picture = placeMap.getByRole("img", { name: "Higgs Beach Dog Park on a map of the surrounding counties" });
  await expect(picture).toBeVisible();
  await expect(placeMap.getByText("Boundaries: US Census Bureau")).toBeVisible();
  expect(requests.filter((url) => MAP_CODE.test(url))).toEqual([]);
  await expectNoModerateViolations(page);

  await placeMap.getByText("Show interactive map").click();
  await expect(placeMap.locator("canvas")).toBeVisible(FIRST_MAP);
  await expect(placeMap.getByRole("img", { name: "Higgs Beach Dog Park", exact: true })).toBeVisible();
  await expect(picture).toBeHidden();
  expect(requests.some((url) => MAP_CODE.test(url))).toBe(true);

  await placeMap.getByText("Hide interactive map").click();
  await expect(picture).toBeVisible();
});

test("when the map's code cannot be fetched, the map says so and the list stays", async ({ page }) => {
  await page.route(MAP_CODE, (route) => route.abort("internetdisconnected"));
  await page.goto("/explore?view=map");
  await expect(
    mapRegion(page).getByText(
      "The map could not be loaded: it needs a connection the first time. Every place is in the list.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Explore Dog-Friendly Places" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectNoModerateViolations(page);

  // A place's own map has no list beside it to point to.
  await page.goto("/parks/higgs-beach-dog-park");
  const placeMap = page.getByRole("region", { name: "Map of Higgs Beach Dog Park", exact: true });
  await placeMap.getByText("Show interactive map").click();
  await expect(
    placeMap.getByText("The map could not be loaded: it needs a connection the first time.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Higgs Beach Dog Park" })).toBeVisible();
});
