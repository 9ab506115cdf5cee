// Production server: serves the built client assets, uploaded photos and the server-rendered app.
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchHandler } from "react-router";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
await build.entry.module.initialize();

const dataDir = process.env.DATA_DIR ?? "./data";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy set TRUST_PROXY (true, a hop count, or the proxy's addresses) so that
// the client address comes from X-Forwarded-For; otherwise the socket's address is used.
app.set("trust proxy", parseTrustProxy(process.env.TRUST_PROXY));
app.use((req, _res, next) => {
  req.headers["x-fdp-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});
// Anonymous public pages come from the full-page cache, already compressed (PAGE_CACHE_MB=0: off).
const pageCache = build.entry.module.pageCacheMiddleware(createFetchHandler(build, process.env.NODE_ENV));
if (pageCache) app.use(pageCache);
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
app.use("/uploads", express.static(path.resolve(dataDir, "uploads"), { immutable: true, maxAge: "1y" }));
app.use(createRequestHandler({ build }));

const server = app.listen(port, host, () => {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Florida Dog Places listening on http://${shown}:${server.address().port}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing`);
  server.close();
  server.closeAllConnections?.();
  await build.entry.module.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

function parseTrustProxy(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((v) => v.trim());
}
