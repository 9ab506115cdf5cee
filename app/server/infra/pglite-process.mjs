// The embedded database's own process: PGlite on DATA_DIR/pglite behind a PostgreSQL socket, so
// its queries never block the web server's thread and the app speaks node-postgres to it as to
// PostgreSQL. Started by db.server.ts; it closes the folder cleanly when the server disconnects.
//
// Every connection of the app's pool shares PGlite's one session, so a connection's messages must
// reach it whole: pglite-socket 0.2.17 queues each protocol message on its own, and under load one
// connection's Parse could land between another's Parse and Bind ("bind message supplies 2
// parameters, but prepared statement "" requires 1"). Here a connection's messages are gathered up
// to the one the client then waits on (Sync, a simple Query, Flush, start-up, Terminate) and run
// as one piece; while a transaction is open, only its own connection's pieces run.
import fs from "node:fs";
import net from "node:net";
import { setImmediate } from "node:timers";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

const [dataDir, socketPath, maxConnections] = process.argv.slice(2);
if (!dataDir || !socketPath || !process.send) {
  console.error("usage: started by the web server with a data folder and a socket path");
  process.exit(2);
}

/** The messages after which a client waits for the answer: Sync, Query, Flush, Terminate. */
const ANSWERED = new Set(["S", "Q", "H", "X"].map((c) => c.charCodeAt(0)));
/** The start-up message has no type byte (its length starts with 0, a type never does), then version 3.0. */
const isStartup = (message) =>
  message.length >= 8 && message[0] === 0 && Buffer.from(message.buffer, message.byteOffset).readInt32BE(4) === 196608;

/** The application_name of the connection the health check runs on (db.server.ts): its pieces go first. */
export const FIRST_IN_LINE = "fdp-health";

/** The value of `name` among a start-up message's parameters, or undefined. */
function startupParameter(message, name) {
  const fields = Buffer.from(message.buffer, message.byteOffset + 8, message.length - 8)
    .toString("utf8")
    .split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}

/**
 * Runs each connection's gathered messages as one piece, one piece at a time, keeping an open
 * transaction's connection first; otherwise the health check's connection goes ahead of the
 * line, so that it never waits behind page queries. pglite-socket's handler calls `enqueue`
 * message by message.
 */
export class WholeQueryQueue {
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {Map<number, Uint8Array[]>} messages of each connection not yet run */
    this.gathering = new Map();
    /** @type {{ handlerId: number, messages: Uint8Array[], onData: (data: Uint8Array) => void, resolve: (n: number) => void, reject: (e: unknown) => void }[]} */
    this.ready = [];
    this.running = false;
    /** The connection whose piece ran last: while a transaction is open, the one that opened it. */
    this.owner = null;
    /** @type {Set<number>} connections whose pieces go ahead of the line */
    this.first = new Set();
  }

  enqueue(handlerId, message, onData) {
    if (isStartup(message) && startupParameter(message, "application_name") === FIRST_IN_LINE)
      this.first.add(handlerId);
    const messages = this.gathering.get(handlerId) ?? [];
    messages.push(message);
    if (!isStartup(message) && !ANSWERED.has(message[0])) {
      this.gathering.set(handlerId, messages);
      return Promise.resolve(0);
    }
    this.gathering.delete(handlerId);
    return new Promise((resolve, reject) => {
      this.ready.push({ handlerId, messages, onData, resolve, reject });
      void this.run();
    });
  }

  next() {
    if (this.owner !== null && this.db.isInTransaction()) {
      const index = this.ready.findIndex((piece) => piece.handlerId === this.owner);
      return index === -1 ? undefined : this.ready.splice(index, 1)[0];
    }
    const first = this.first.size ? this.ready.findIndex((piece) => this.first.has(piece.handlerId)) : -1;
    return first === -1 ? this.ready.shift() : this.ready.splice(first, 1)[0];
  }

  async run() {
    if (this.running) return;
    this.running = true;
    try {
      for (let piece = this.next(); piece; piece = this.next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(async () => {
            for (const message of piece.messages) {
              await this.db.execProtocolRawStream(message, {
                onRawData: (data) => {
                  bytes += data.length;
                  piece.onData(data);
                },
              });
            }
          });
          this.owner = piece.handlerId;
          piece.resolve(bytes);
        } catch (error) {
          this.owner = piece.handlerId;
          piece.reject(error);
        }
        // Before the next piece, a full turn of the event loop: the sockets are read and their
        // pieces queued (pglite-socket queues them on the turn after it reads them), so one that
        // has just arrived (the health check's) can go ahead of those already waiting.
        await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
      }
    } finally {
      this.running = false;
    }
  }

  getQueueLength() {
    return this.ready.length;
  }

  clearQueueForHandler(handlerId) {
    this.gathering.delete(handlerId);
    this.first.delete(handlerId);
    this.ready = this.ready.filter((piece) => {
      if (piece.handlerId !== handlerId) return true;
      piece.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  /** A connection gone in the middle of its transaction: roll it back and let the others run. */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId || !this.db.isInTransaction()) return;
    await this.db.runExclusive(() => this.db.exec("ROLLBACK"));
    this.owner = null;
    await this.run();
  }
}

/** Whether `pid` is a live process of this program (a pid reused by another program is not). */
function isOurProcessAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("pglite-process");
  } catch {
    // No /proc (macOS): the pid answering is all we can know.
    return true;
  }
}

/**
 * One server per data folder: PGlite has no lock of its own, and two processes on one folder each
 * see only their own writes and lose some at the next start. The lock file names this process and
 * its server; one left by a process that is gone (a crash, a power cut) is taken over.
 */
function takeFolderLock(file) {
  const mine = JSON.stringify({ pid: process.pid, server: process.ppid, startedAt: new Date().toISOString() });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: "wx" });
      return { heldBy: null, release: () => fs.rmSync(file, { force: true }) };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let held;
    let text;
    try {
      text = fs.readFileSync(file, "utf8");
      held = JSON.parse(text);
    } catch {
      // Half-written by a process that died while writing it, or removed meanwhile: try again.
      held = { pid: 0 };
    }
    if (held.pid && isOurProcessAlive(held.pid)) return { heldBy: held };
    // Stale: move it aside, and put it back if what was moved is not what was read (another
    // starting server took it over between our read and our move).
    const aside = `${file}.${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    if (text !== undefined && fs.readFileSync(aside, "utf8") !== text) {
      fs.renameSync(aside, file);
      continue;
    }
    fs.rmSync(aside, { force: true });
    console.warn(`[db] took over the lock of ${file} left by process ${held.pid ?? "unknown"}, which is gone`);
  }
  throw new Error(`could not lock ${file}`);
}

const lock = takeFolderLock(`${dataDir}.lock`);
if (lock.heldBy) {
  process.send({
    error:
      `Another Florida Dog Places server (process ${lock.heldBy.server}, started ${lock.heldBy.startedAt}) ` +
      `is using the embedded database in ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
  });
  process.exit(3);
}

const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
const queue = new WholeQueryQueue(db);
const handlers = new Set();
const limit = Number(maxConnections) || 20;
const server = net.createServer((socket) => {
  if (handlers.size >= limit) {
    socket.end("Too many connections\n");
    return;
  }
  const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
  handlers.add(handler);
  const forget = () => handlers.delete(handler);
  handler.addEventListener("close", forget);
  handler.addEventListener("error", forget);
  handler.attach(socket).catch(() => {
    forget();
    socket.destroy();
  });
});
await new Promise((resolve, reject) => {
  server.once("error", reject);
  server.listen(socketPath, resolve);
});
process.send({ ready: true });

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  for (const handler of handlers) await handler.detach(true);
  await new Promise((resolve) => server.close(resolve));
  await db.close();
  lock.release();
  process.exit(0);
}

// The server asks by message, once its requests have drained, or by going away. A signal sent to
// the whole process group (Ctrl-C, systemd, `kill -- -PID`) reaches the server too, which then asks;
// a signal sent here alone closes the folder after the server's grace time if nobody asks first.
process.on("message", (message) => message === "close" && void close());
process.on("disconnect", () => void close());
const closeUnasked = () =>
  setTimeout(() => void close(), (Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) + 5) * 1000).unref();
process.on("SIGTERM", closeUnasked);
process.on("SIGINT", closeUnasked);
