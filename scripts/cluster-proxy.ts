// The round-robin proxy of `npm run cluster`: one port in front of several instances of the server.
// Each request goes to the next instance that is up; bodies stream through in both directions; the
// instances (TRUST_PROXY=1) learn the client's address and the address it used from
// X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host. An instance that refuses connections is
// skipped until its health check answers again; a request that never reached an instance goes to
// the next one. Good enough for one machine; a real load balancer (nginx, HAProxy, a cloud's) does
// the same in front of several machines.
import http from "node:http";
import type net from "node:net";

export type ProxyTarget = { host: string; port: number };

export type ClusterProxy = {
  server: http.Server;
  /** The targets the proxy currently sends requests to. */
  liveTargets(): ProxyTarget[];
  close(): Promise<void>;
};

/** Connection-level headers: they describe one hop and are never passed on. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** Errors that mean nothing was sent to the instance: the request may go to another one. */
const NOT_REACHED = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL"]);

const UNAVAILABLE = "The site is starting or restarting. Please try again in a moment.\n";

function passedOn(headers: http.IncomingHttpHeaders) {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Starts the proxy on `port` (0: any free port) in front of `targets`. `checkMs`: how often an
 * instance found down is asked for /healthz.
 */
export async function startClusterProxy(options: {
  port: number;
  host: string;
  targets: ProxyTarget[];
  checkMs?: number;
  /**
   * A proxy in front of this one (TRUST_PROXY set for the cluster) says which address the visitor
   * used: its X-Forwarded-Proto and X-Forwarded-Host are passed on instead of this hop's.
   */
  trustForwarded?: boolean;
}): Promise<ClusterProxy> {
  const { targets } = options;
  const down = new Set<ProxyTarget>();
  // Kept-alive connections to the instances; an idle one is closed before the instance's own
  // KEEP_ALIVE_TIMEOUT_SECONDS (5 s) would close it under a request.
  const agent = new http.Agent({ keepAlive: true, timeout: 4000, maxSockets: 256 });
  let next = 0;

  function markDown(target: ProxyTarget) {
    if (down.has(target)) return;
    down.add(target);
    console.warn(`[cluster] ${target.host}:${target.port} is not answering; requests go to the others`);
  }

  const checker = setInterval(() => {
    for (const target of down) {
      const check = http.get({ host: target.host, port: target.port, path: "/healthz", agent: false }, (res) => {
        res.resume();
        if (res.statusCode === 200 && down.delete(target))
          console.log(`[cluster] ${target.host}:${target.port} is answering again`);
      });
      check.setTimeout(2000, () => check.destroy());
      check.on("error", () => undefined);
    }
  }, options.checkMs ?? 1000);
  checker.unref();

  /** The next instance that is up after the last one used; all down: any of them (it may be back). */
  function pick(tried: Set<ProxyTarget>) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(next + i) % targets.length]!;
      if (tried.has(target) || down.has(target)) continue;
      next = (next + i + 1) % targets.length;
      return target;
    }
    return targets.find((target) => !tried.has(target));
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse, tried: Set<ProxyTarget>) {
    const target = pick(tried);
    if (!target) {
      res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
      res.end(UNAVAILABLE);
      req.resume();
      return;
    }
    tried.add(target);
    const socket = req.socket as net.Socket & { encrypted?: boolean };
    const headers = passedOn(req.headers);
    const client = socket.remoteAddress ?? "unknown";
    const forwardedFor = req.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = forwardedFor ? `${[forwardedFor].flat().join(", ")}, ${client}` : client;
    const kept = options.trustForwarded ? req.headers : {};
    headers["x-forwarded-proto"] = kept["x-forwarded-proto"] ?? (socket.encrypted ? "https" : "http");
    const host = kept["x-forwarded-host"] ?? req.headers.host;
    if (host) headers["x-forwarded-host"] = host;
    else delete headers["x-forwarded-host"];

    const upstream = http.request({
      host: target.host,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    let sent = false;
    // The body is read only once the instance's connection is open, so that a request that could
    // not reach one instance still has its whole body for the next.
    upstream.on("socket", (s) => {
      const send = () => {
        sent = true;
        req.pipe(upstream);
      };
      if (s.connecting) s.once("connect", send);
      else send();
    });
    upstream.on("response", (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, passedOn(answer.headers));
      answer.pipe(res);
      answer.on("error", () => res.destroy());
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (!sent && NOT_REACHED.has(error.code ?? "")) {
        markDown(target);
        return forward(req, res, tried);
      }
      // A kept-alive connection the instance closed (it stopped or died) before answering: a request
      // without a body is asked again of the next instance.
      if (!res.headersSent && (req.method === "GET" || req.method === "HEAD") && !res.destroyed)
        return forward(req, res, tried);
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
      res.end(UNAVAILABLE);
    });
    // The client went away: the instance's work for it stops too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
  }

  const server = http.createServer((req, res) => forward(req, res, new Set()));
  // The instances bound the request's time; the proxy waits for them.
  server.requestTimeout = 0;
  server.headersTimeout = 30_000;
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    liveTargets: () => targets.filter((target) => !down.has(target)),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(checker);
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
