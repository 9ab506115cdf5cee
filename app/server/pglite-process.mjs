// The embedded database's own process: PGlite on DATA_DIR/pglite behind a PostgreSQL socket, so
// its queries never block the web server's thread and the app speaks node-postgres to it as to
// PostgreSQL. Started by db.server.ts; it closes the folder cleanly when the server disconnects.
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

const [dataDir, socketPath, maxConnections] = process.argv.slice(2);
if (!dataDir || !socketPath || !process.send) {
  console.error("usage: started by the web server with a data folder and a socket path");
  process.exit(2);
}

const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: Number(maxConnections) || 20 });
await server.start();
process.send({ ready: true });

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await server.stop();
  await db.close();
  process.exit(0);
}

// The server asks by message or by going away; a terminal's Ctrl-C reaches the server, which asks.
process.on("message", (message) => message === "close" && void close());
process.on("disconnect", () => void close());
process.on("SIGTERM", () => void close());
process.on("SIGINT", () => {});
