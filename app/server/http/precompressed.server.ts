// The build's scripts and style sheets, and the map's data, as the build compressed them
// (`<file>.br`, written by scripts/precompress-assets.mjs), for browsers that accept Brotli. Which files have one is read
// once at start, so a request costs no file lookup; anything else goes on to the static files and
// the on-the-fly compression.
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".geojson": "application/geo+json",
};

/**
 * Serves `<file>` of `assetsDir` from `<file>.br` to a browser that accepts Brotli, when the build
 * wrote one, kept by caches as the folder's other files are (`cache`: the build's hashed names for a
 * year, the map's data for an hour, as express.static serves them).
 */
export function precompressedAssets(
  assetsDir: string,
  cache: { immutable?: boolean; maxAge: string } = { immutable: true, maxAge: "1y" },
): RequestHandler {
  const compressed = new Set(
    fs.existsSync(assetsDir)
      ? fs
          .readdirSync(assetsDir)
          .filter((name) => name.endsWith(".br"))
          .map((name) => name.slice(0, -3))
      : [],
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    if (!type || !compressed.has(name)) return next();
    res.vary("Accept-Encoding");
    if (!/\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) return next();
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Content-Type", type);
    res.sendFile(`${name}.br`, { root: assetsDir, ...cache }, (error) => {
      if (error) next(error);
    });
  };
}
