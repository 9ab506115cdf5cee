// Starts the production server from the build in BUILD_DIR (default build/): its entry is
// app/server/main.server.ts, built by `npm run build`.
import path from "node:path";
import { pathToFileURL } from "node:url";

const server = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const { start } = await import(pathToFileURL(server).href);
await start();
