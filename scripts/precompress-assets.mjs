// A Vite plugin for the production build: beside every script and style sheet of the browser's
// `assets/`, and beside every file of the map's data in `map/` (decision 0041), it writes the file
// compressed with Brotli at its highest quality (`.br`), once, when all
// of the app's builds are done (React Router writes its route manifest during the server's). The
// server sends that file to browsers that accept Brotli (app/server/http/precompressed.server.ts), so
// a first visit downloads about an eighth less JavaScript than the on-the-fly compression gives, and
// no request spends time compressing a file that never changes.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const PRECOMPRESSED = /\.(js|mjs|css|geojson)$/;
/** The client build's folders whose files are compressed ahead: the build's own, and the map's data. */
const FOLDERS = ["assets", "map"];

export function precompressAssets() {
  let root = "";
  return {
    name: "fdp:precompress-assets",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildApp: {
      order: "post",
      handler() {
        for (const folder of FOLDERS) {
          // The build folder as react-router.config.ts names it.
          const dir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client", folder);
          if (!fs.existsSync(dir)) continue;
          for (const name of fs.readdirSync(dir)) {
            if (!PRECOMPRESSED.test(name)) continue;
            const file = path.join(dir, name);
            const compressed = brotliCompressSync(fs.readFileSync(file), {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            fs.writeFileSync(`${file}.br`, compressed);
          }
        }
      },
    },
  };
}
