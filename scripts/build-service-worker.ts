// Builds the service worker after the app (`npm run build`): lists the client build's files to
// precache (Serwist's getManifest), names the release after them, and bundles app/service-worker/main.ts
// with both written in, into <build>/client/sw.js. Decision 0028.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getManifest } from "@serwist/build";
import { build } from "vite";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
const OUT_FILE = "sw.js";

if (!fs.existsSync(path.join(CLIENT, "assets"))) {
  throw new Error(`No client build in ${CLIENT}: build the app first (npm run build).`);
}

// The release's scripts and styles (hashed names: revision-free) and the icons. The map's code
// (MapLibre, a megabyte and a half) is kept only once a visitor opens a map, like photos, the
// map's data and pages.
// "Keep for offline" keeps the map's code along with the map's data.
const mapCode = fs
  .readdirSync(path.join(CLIENT, "assets"))
  .filter((file) => /^(map-canvas\.client-.*\.js|maplibre-gl-worker-.*\.m?js)$/.test(file))
  .map((file) => `/assets/${file}`);
const { manifestEntries, size, warnings } = await getManifest({
  globDirectory: CLIENT,
  globPatterns: ["assets/**/*.{js,css,woff2,svg,png,webp}", "favicon.svg", "icons/*.png"],
  globIgnores: mapCode.map((url) => url.slice(1)),
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`[service worker] ${warning}`);
const entries = (manifestEntries ?? []).map((entry) => ({ ...entry, url: `/${entry.url.replace(/^\//, "")}` }));
const buildId = createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 12);

await build({
  configFile: false,
  logLevel: "warn",
  root: ROOT,
  resolve: { alias: { "~": path.join(ROOT, "app") } },
  define: {
    __PRECACHE_ENTRIES__: JSON.stringify(entries),
    __BUILD_ID__: JSON.stringify(buildId),
    __MAP_CODE__: JSON.stringify(mapCode),
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
  build: {
    outDir: CLIENT,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.join(ROOT, "app/service-worker/main.ts"),
      formats: ["iife"],
      name: "sw",
      fileName: () => OUT_FILE,
    },
  },
});

const written = fs.statSync(path.join(CLIENT, OUT_FILE)).size;
console.log(
  `Service worker ${OUT_FILE} (${(written / 1024).toFixed(1)} KB), release ${buildId}: ` +
    `${entries.length} files precached (${(size / 1024).toFixed(0)} KB)`,
);
