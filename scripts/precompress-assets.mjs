// A Vite plugin for the production build: beside every script and style sheet of the browser's
// `assets/` it writes the file compressed with Brotli at its highest quality (`.br`), once, when all
// of the app's builds are done (React Router writes its route manifest during the server's). The
// server sends that file to browsers that accept Brotli (app/server/http/precompressed.server.ts), so
// a first visit downloads about an eighth less JavaScript than the on-the-fly compression gives, and
// no request spends time compressing a file that never changes.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const PRECOMPRESSED = /\.(js|mjs|css)$/;

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
        // The build folder as react-router.config.ts names it.
        const assets = path.resolve(root, process.env.BUILD_DIR ?? "build", "client/assets");
        if (!fs.existsSync(assets)) return;
        for (const name of fs.readdirSync(assets)) {
          if (!PRECOMPRESSED.test(name)) continue;
          const file = path.join(assets, name);
          const compressed = brotliCompressSync(fs.readFileSync(file), {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          });
          fs.writeFileSync(`${file}.br`, compressed);
        }
      },
    },
  };
}
