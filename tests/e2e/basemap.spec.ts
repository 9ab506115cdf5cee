// The default map (no MAP_STYLE_URL): a place's picture and its interactive map, and Explore's map,
// draw Florida's land and coast, its lakes, its roads with their numbers and its towns' names from
// our own files under /map/, ask nothing of another origin, and credit every source of what they draw.
import { expect, test, waitForHydration, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { expectPrecompressed } from "./helpers/http";
import { drawnRoads, watchMaps } from "./helpers/map";
import { addPlace, uniquePlaceName } from "./helpers/places";

/** The first map of a test fetches a megabyte of code and starts WebGL in software: allow it time. */
const FIRST_MAP = { timeout: 20_000 };
const MAP_FILES = [
  "/map/florida.geojson",
  "/map/land.geojson",
  "/map/water.geojson",
  "/map/roads.geojson",
  "/map/towns.geojson",
];
const PICTURE_CREDITS = ["© OpenStreetMap contributors", "Boundaries: US Census Bureau", "Towns: GeoNames"];
const CREDITS = [
  ...PICTURE_CREDITS,
  "Made with Natural Earth",
  "Roads: US Census Bureau TIGER/Line (via deck.gl-data, MIT)",
];

/** A visitor of their own (nothing in the browser's cache), with every address the page asks for. */
async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  return { page, requests, close: () => context.close() };
}

/** A dog park an administrator adds in Homosassa (Citrus County) at `lat`, `lng`: its name and page's path. */
function addHomosassaPark(adminPage: Page, name: string, lat: string, lng: string) {
  return addPlace(adminPage, { name: uniquePlaceName(name), city: "Homosassa", county: "Citrus", lat, lng });
}

/** Resolves when each of the map's data files has been answered, with what each answer was. */
function mapFilesLoaded(page: Page) {
  return Promise.all(
    MAP_FILES.map((file) =>
      page
        .waitForResponse((response) => new URL(response.url()).pathname === file, FIRST_MAP)
        .then(async (response) => ({
          file,
          status: response.status(),
          type: ((await response.json()) as { type?: string }).type,
        })),
    ),
  );
}

function elsewhere(requests: string[], baseURL: string) {
  const origin = new URL(baseURL).origin;
  return requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
}

test("a place's map and Explore's map draw our own land, water, roads and towns and credit every source", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  // Two visitors each start a map (a megabyte of code, WebGL in software) after the place is made.
  test.setTimeout(60_000);
  const { name, path } = await addHomosassaPark(adminPage, "Bluebird Springs Dog Park", "28.788322", "-82.579648");

  // A place's own map, opened by a visitor.
  const visitor = await newVisitor(browser, baseURL!);
  await visitor.page.goto(path);
  await waitForHydration(visitor.page);
  const placeMap = visitor.page.getByRole("region", { name: `Map of ${name}`, exact: true });
  // Before the interactive map, its picture names the town the place lies in and credits its sources.
  const picture = placeMap.getByRole("img", { name: `${name} on a map of the surrounding counties` });
  await expect(picture.locator("text", { hasText: /^Homosassa Springs$/ })).toBeVisible();
  for (const credit of PICTURE_CREDITS) await expect(placeMap.locator("figcaption")).toContainText(credit);
  const loaded = mapFilesLoaded(visitor.page);
  await placeMap.getByText("Show interactive map").click();
  const interactive = placeMap.getByRole("region", { name: `${name}, interactive map` });
  await expect(interactive.locator("canvas")).toBeVisible(FIRST_MAP);
  expect(await loaded).toEqual(MAP_FILES.map((file) => ({ file, status: 200, type: "FeatureCollection" })));
  await expect(interactive.getByRole("img", { name, exact: true })).toBeVisible();
  for (const credit of CREDITS) await expect(interactive.getByText(credit)).toBeVisible();
  expect(elsewhere(visitor.requests, baseURL!)).toEqual([]);
  await expectNoModerateViolations(visitor.page);
  await visitor.close();

  // Explore's map, found by the place's name, by another visitor.
  const explorer = await newVisitor(browser, baseURL!);
  const exploring = mapFilesLoaded(explorer.page);
  await explorer.page.goto(`/explore?view=map&q=${encodeURIComponent(name)}`);
  await waitForHydration(explorer.page);
  const map = explorer.page.getByRole("region", { name: "Places on the map" });
  await expect(map.locator("canvas")).toBeVisible(FIRST_MAP);
  await expect(map.getByRole("button", { name, exact: true })).toBeVisible();
  expect((await exploring).map((r) => r.status)).toEqual(MAP_FILES.map(() => 200));
  for (const credit of CREDITS) await expect(map.getByText(credit)).toBeVisible();
  expect(elsewhere(explorer.requests, baseURL!)).toEqual([]);
  await explorer.close();
});

test("a place's map and Explore's map show the roads around the place with their numbers", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Beside US 19 in Homosassa Springs, between the Gulf and I-75.
  const { name, path } = await addHomosassaPark(adminPage, "Cardinal Creek Dog Park", "28.800170", "-82.575870");

  const visitor = await newVisitor(browser, baseURL!);
  await watchMaps(visitor.page);
  await visitor.page.goto(path);
  await waitForHydration(visitor.page);
  const placeMap = visitor.page.getByRole("region", { name: `Map of ${name}`, exact: true });
  await placeMap.getByText("Show interactive map").click();
  await expect(placeMap.getByRole("region", { name: `${name}, interactive map` }).locator("canvas")).toBeVisible(
    FIRST_MAP,
  );
  // The roads around it are drawn, US 19 with its number on it.
  await expect
    .poll(async () => (await drawnRoads(visitor.page)).numbers, FIRST_MAP)
    .toEqual(expect.arrayContaining(["US 19"]));
  expect((await drawnRoads(visitor.page)).lines).toBeGreaterThan(10);
  await visitor.close();

  const explorer = await newVisitor(browser, baseURL!);
  await watchMaps(explorer.page);
  await explorer.page.goto(`/explore?view=map&q=${encodeURIComponent(name)}`);
  await waitForHydration(explorer.page);
  const map = explorer.page.getByRole("region", { name: "Places on the map" });
  await expect(map.getByRole("button", { name, exact: true })).toBeVisible(FIRST_MAP);
  await expect
    .poll(async () => (await drawnRoads(explorer.page)).numbers, FIRST_MAP)
    .toEqual(expect.arrayContaining(["US 19"]));
  expect((await drawnRoads(explorer.page)).lines).toBeGreaterThan(10);
  await explorer.close();
});

test("the map's data arrives compressed by the build and may be kept an hour, the roads in under 55 KB", async ({
  baseURL,
}) => {
  for (const file of MAP_FILES) {
    const brotli = await expectPrecompressed(`${baseURL}${file}`, "gzip, deflate, br");
    expect(brotli.headers["content-type"]).toBe("application/geo+json");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=3600");
    if (file === "/map/roads.geojson") expect(brotli.body.length).toBeLessThan(55 * 1024);
  }
});
