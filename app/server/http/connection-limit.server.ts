// Open connections, counted per client address, so that one client cannot take every slot
// (decision 0047). A new connection is closed at once when its address already holds
// `perAddress` connections, or when `max` are open and its address already holds one; the first
// connection of any other address is always taken, even past `max`, and makes room by closing the
// longest-idle connection of the address holding the most. Near the limit (PRESSURE of `max` open),
// a connection that has been idle for `pressureIdleMs` (a kept-alive one between requests, or one
// that has not finished sending its headers) is closed: the server's own time-outs are for quiet
// days. Addresses that `exempt` names (the trusted proxies in front) count only towards `max`.
import type { Server } from "node:http";
import type { Socket } from "node:net";

export type ConnectionLimit = {
  /** Connections open at once (MAX_CONNECTIONS). */
  max: number;
  /** Connections open at once from one address (MAX_CONNECTIONS_PER_ADDRESS). */
  perAddress: number;
  /** Near the limit, an idle connection is closed after this. */
  pressureIdleMs: number;
  /** An address whose connections carry many clients' requests (a trusted proxy). */
  exempt: (address: string) => boolean;
};

/** The share of `max` open at which idle connections are closed sooner. */
export const PRESSURE = 0.8;

type Open = { address: string; idleSince: number };

/** Counts `server`'s connections and closes them as ConnectionLimit says. */
export function limitConnections(server: Server, { max, perAddress, pressureIdleMs, exempt }: ConnectionLimit) {
  const open = new Map<Socket, Open>();
  const byAddress = new Map<string, number>();
  let lastSweep = 0;

  const idleFor = (entry: Open, now: number) => (entry.idleSince ? now - entry.idleSince : 0);

  /** Closes the connections idle for `pressureIdleMs` (of `address` only, when given). */
  const sweep = (now: number, address?: string) => {
    let closed = 0;
    for (const [socket, entry] of open) {
      if (address !== undefined && entry.address !== address) continue;
      if (idleFor(entry, now) >= pressureIdleMs) {
        forget(socket);
        socket.destroy();
        closed++;
      }
    }
    return closed;
  };

  /** Closes the longest-idle connection of the address holding the most, if it has an idle one. */
  const makeRoom = () => {
    let heaviest: string | undefined;
    let most = 0;
    for (const [address, count] of byAddress) if (count > most && !exempt(address)) [heaviest, most] = [address, count];
    let oldest: [Socket, Open] | undefined;
    for (const item of open)
      if (item[1].address === heaviest && item[1].idleSince && (!oldest || item[1].idleSince < oldest[1].idleSince))
        oldest = item;
    if (!oldest) return;
    forget(oldest[0]);
    oldest[0].destroy();
  };

  function forget(socket: Socket) {
    const entry = open.get(socket);
    if (!entry) return;
    open.delete(socket);
    const left = (byAddress.get(entry.address) ?? 1) - 1;
    if (left > 0) byAddress.set(entry.address, left);
    else byAddress.delete(entry.address);
  }

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const now = performance.now();
    // Near the limit: at most one sweep every 100 ms, however fast connections arrive.
    if (open.size >= max * PRESSURE && now - lastSweep >= 100) {
      lastSweep = now;
      sweep(now);
    }
    let mine = byAddress.get(address) ?? 0;
    // An address at its own cap first gives up its own idle connections, if it has any.
    if (mine >= perAddress && !exempt(address) && sweep(now, address)) mine = byAddress.get(address) ?? 0;
    if ((mine >= perAddress && !exempt(address)) || (open.size >= max && mine > 0)) {
      socket.destroy();
      return;
    }
    if (open.size >= max) makeRoom();
    open.set(socket, { address, idleSince: now });
    byAddress.set(address, mine + 1);
    socket.once("close", () => forget(socket));
  });

  // A connection is busy from the moment its request's headers have arrived until its answer is sent.
  server.on("request", (req, res) => {
    const entry = open.get(req.socket);
    if (!entry) return;
    entry.idleSince = 0;
    res.once("close", () => {
      if (open.get(req.socket) === entry) entry.idleSince = performance.now();
    });
  });

  return {
    /** Connections open now, and how many of them `address` holds. */
    count: (address?: string) => (address === undefined ? open.size : (byAddress.get(address) ?? 0)),
  };
}
