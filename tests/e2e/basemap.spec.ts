// The default map (no MAP_STYLE_URL): a place's picture and its interactive map, and Explore's map,
// draw Florida's shapes, its lakes and its towns' names from our own files under /map/, ask nothing
// of another origin, and credit every source of what they draw.
import { expect, test, waitForHydration, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { addPlace, uniquePlaceName } from "./helpers/places";

/** The first map of a test fetches a megabyte of code and starts WebGL in software: allow it time. */
const FIRST_MAP = { timeout: 20_000 };
const MAP_FILES = ["/map/florida.geojson", "/map/water.geojson", "/map/towns.geojson"];
const CREDITS = ["© OpenStreetMap contributors", "Boundaries: US Census Bureau", "Towns: GeoNames"];

/** A visitor of their own (nothing in the browser's cache), with every address the page asks for. */
async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  return { page, requests, close: () => context.close() };
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

test("a place's map and Explore's map draw our own water and towns and credit every source", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  // Two visitors each start a map (a megabyte of code, WebGL in software) after the place is made.
  test.setTimeout(60_000);
  const { name, path } = await addPlace(adminPage, {
    name: uniquePlaceName("Bluebird Springs Dog Park"),
    city: "Homosassa",
    county: "Citrus",
    lat: "28.788322",
    lng: "-82.579648",
  });

  // A place's own map, opened by a visitor.
  const visitor = await newVisitor(browser, baseURL!);
  await visitor.page.goto(path);
  await waitForHydration(visitor.page);
  const placeMap = visitor.page.getByRole("region", { name: `Map of ${name}`, exact: true });
  // Before the interactive map, its picture names the town the place lies in and credits its sources.
  const picture = placeMap.getByRole("img", { name: `${name} on a map of the surrounding counties` });
  await expect(picture.locator("text", { hasText: /^Homosassa Springs$/ })).toBeVisible();
  for (const credit of CREDITS) await expect(placeMap.locator("figcaption")).toContainText(credit);
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
  expect((await exploring).map((r) => r.status)).toEqual([200, 200, 200]);
  for (const credit of CREDITS) await expect(map.getByText(credit)).toBeVisible();
  expect(elsewhere(explorer.requests, baseURL!)).toEqual([]);
  await explorer.close();
});
