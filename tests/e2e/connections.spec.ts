// The production server's connections as an operator configures them: time-outs for slow clients,
// a cap on open connections, the proxy it trusts to say who the client is, and a health check
// that answers while every page render is taken. Each test starts its own server from the suite's
// build, on a data folder of its own (helpers/server.ts).
import http from "node:http";
import net from "node:net";
import { expect, test } from "./fixtures";
import { killStartedServers, runRefusedServer, startServer, type OwnServer } from "./helpers/server";

// A server of its own takes a while to start on a busy machine.
const START_TIMEOUT = 180_000;
test.describe.configure({ timeout: START_TIMEOUT });

test.afterAll(killStartedServers);

/** A raw connection (from `localAddress`, any of 127.0.0.0/8): what it received, whether the server closed it, and when. */
function connect(port: number, localAddress = "127.0.0.1") {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  const state = { received: "", closedAt: 0 };
  socket.on("data", (chunk: Buffer) => (state.received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  socket.on("close", () => (state.closedAt = Date.now()));
  const opened = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, state, opened };
}

/**
 * Sends `start`, then `more` every 100 ms so that the connection never goes quiet, until the server
 * closes it: what the server answered, and how long after the request began it closed.
 */
async function trickle(port: number, start: string, more: string) {
  const { socket, state, opened } = connect(port);
  await opened;
  const started = Date.now();
  socket.write(start);
  const writing = setInterval(() => socket.writable && socket.write(more), 100);
  try {
    await expect.poll(() => state.closedAt, { timeout: 10_000 }).toBeGreaterThan(0);
  } finally {
    clearInterval(writing);
  }
  return { received: state.received, closedAfter: state.closedAt - started };
}

test.describe("slow clients", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT);
    server = await startServer({
      HEADERS_TIMEOUT_SECONDS: "1",
      REQUEST_TIMEOUT_SECONDS: "3",
      KEEP_ALIVE_TIMEOUT_SECONDS: "1",
    });
  });

  test("a request whose body trickles in is answered 408 and closed within REQUEST_TIMEOUT_SECONDS", async () => {
    // One byte every 100 ms: the connection never goes quiet, yet the body would take three hours.
    const { received, closedAfter } = await trickle(
      server.port,
      `POST /contact HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n`,
      "a",
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    // Three seconds for the request, and the server looks every second.
    expect(closedAfter).toBeLessThan(6_000);
  });

  test("headers that never finish are answered 408 within HEADERS_TIMEOUT_SECONDS", async () => {
    const { received, closedAfter } = await trickle(
      server.port,
      `GET / HTTP/1.1\r\nHost: localhost:${server.port}\r\n`,
      "X-Slow: a\r\n",
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeLessThan(3_000);
  });

  test("an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_SECONDS", async () => {
    const { socket, state, opened } = connect(server.port);
    await opened;
    socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${server.port}\r\n\r\n`);
    await expect.poll(() => state.received, { timeout: 10_000 }).toContain('{"status":"ok"}');
    const answered = Date.now();
    await expect.poll(() => state.closedAt, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(state.closedAt - answered).toBeLessThan(2_500);
  });
});

/** Starts a form whose body never comes: the connection is busy with a request, not idle. */
function sendHeadersOnly(socket: net.Socket, port: number) {
  socket.write(
    `POST /contact HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
  );
}

/** GET `path` on a connection of its own from `localAddress`: the status, or 0 when the connection failed. */
function getFrom(port: number, path: string, localAddress: string) {
  return new Promise<number>((resolve) => {
    http
      .get(
        { host: "127.0.0.1", port, path, localAddress, agent: false, headers: { Host: `localhost:${port}` } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      )
      .on("error", () => resolve(0));
  });
}

test("past MAX_CONNECTIONS a new connection of an address already connected is closed at once, and another address's first is served", async () => {
  const server = await startServer({ MAX_CONNECTIONS: "3" });
  const held = [connect(server.port), connect(server.port), connect(server.port)];
  await Promise.all(held.map((c) => c.opened));
  // The third is counted once the server has accepted it: it answers. Then all three are busy.
  held[2]!.socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${server.port}\r\n\r\n`);
  await expect.poll(() => held[2]!.state.received).toContain('{"status":"ok"}');
  for (const c of held) sendHeadersOnly(c.socket, server.port);

  const refused = connect(server.port);
  refused.socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${server.port}\r\n\r\n`);
  await expect.poll(() => refused.state.closedAt, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(refused.state.received).toBe("");

  // Another visitor is served all the same.
  expect(await getFrom(server.port, "/healthz", "127.0.0.2")).toBe(200);

  held[0]!.socket.destroy();
  await expect.poll(() => getFrom(server.port, "/healthz", "127.0.0.1"), { timeout: 5_000 }).toBe(200);
  for (const c of held) c.socket.destroy();
});

test("one address holding many idle connections keeps only MAX_CONNECTIONS_PER_ADDRESS, and another address is served", async () => {
  const server = await startServer({ MAX_CONNECTIONS_PER_ADDRESS: "5" });
  // Connections that never send a thing, as a client holding slots does.
  const crowd = Array.from({ length: 20 }, () => connect(server.port));
  await expect
    .poll(() => crowd.filter((c) => c.state.closedAt > 0).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(15);
  expect(crowd.every((c) => c.state.received === "")).toBe(true);

  const statuses: number[] = [];
  for (const path of ["/healthz", "/", "/healthz", "/", "/healthz"])
    statuses.push(await getFrom(server.port, path, "127.0.0.2"));
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  for (const c of crowd) c.socket.destroy();
});

test.describe("the proxy in front", () => {
  test("TRUST_PROXY=true refuses to start, in one line that says what to write instead", async () => {
    const { code, output } = await runRefusedServer({ TRUST_PROXY: "true" });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("could not start");
    expect(lines[0]).toContain("TRUST_PROXY");
    expect(lines[0]).toContain("TRUST_PROXY=1");
    expect(output).not.toMatch(/\n\s+at /);
  });

  test("with TRUST_PROXY=1 a client cannot choose its own address: the contact limit holds", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 1; i <= 7; i++) {
      // The client writes any address it likes first; the proxy appends the one it saw.
      const response = await fetch(`${server.origin}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": `203.0.113.${i}, 198.51.100.7`,
          Accept: "text/html",
        },
        body: new URLSearchParams({
          name: "Visitor",
          email: `visitor-${i}@example.com`,
          subject: "Hello",
          message: "A question about a park.",
        }),
        redirect: "manual",
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

test("/healthz answers while every page render is taken and pages are refused as busy", async () => {
  const server = await startServer({
    RENDER_CONCURRENCY: "1",
    RENDER_QUEUE: "0",
    DEMO_DATA: "true",
  });
  // Addresses the page cache does not keep (a query it does not read): every one renders.
  const pages = Array.from({ length: 40 }, (_, i) =>
    fetch(`${server.origin}/explore?page=${(i % 4) + 2}&utm_source=visitor-${i}`).then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    }),
  );
  const health = Array.from({ length: 10 }, () =>
    fetch(`${server.origin}/healthz`).then(async (r) => ({ status: r.status, body: await r.text() })),
  );
  const pageStatuses = await Promise.all(pages);
  expect(pageStatuses).toContain(503);
  expect(pageStatuses).toContain(200);
  for (const answer of await Promise.all(health)) {
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"status":"ok"}');
  }
});
