// Starts the production server from the build in BUILD_DIR (default build/): its entry is
// app/server/main.server.ts, built by `npm run build`.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const server = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
if (!fs.existsSync(server)) {
  console.error(`Florida Dog Places could not start: no build at ${server} (run npm run build, or set BUILD_DIR)`);
  process.exit(1);
}
const { start } = await import(pathToFileURL(server).href);
await start();
