// The cluster's proxy in front of plain HTTP servers standing in for instances: it takes turns,
// tells them who the client is, streams bodies, and skips an instance that is not there.
import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startClusterProxy, type ClusterProxy } from "./cluster-proxy";

type Instance = { port: number; seen: { headers: http.IncomingHttpHeaders; body: string }[]; close(): Promise<void> };

async function instance(name: string, port = 0): Promise<Instance> {
  const seen: Instance["seen"] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.setHeader("Set-Cookie", ["a=1", "b=2"]);
      res.end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function closedPort() {
  const gone = await instance("gone");
  await gone.close();
  return gone.port;
}

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function proxyFor(ports: number[], trustForwarded = false): Promise<ClusterProxy & { origin: string }> {
  const proxy = await startClusterProxy({
    port: 0,
    host: "127.0.0.1",
    targets: ports.map((port) => ({ host: "127.0.0.1", port })),
    checkMs: 50,
    trustForwarded,
  });
  open.push(proxy);
  return { ...proxy, origin: `http://127.0.0.1:${(proxy.server.address() as net.AddressInfo).port}` };
}

describe("the cluster's proxy", () => {
  it("sends requests to each instance in turn, with the client's address and the address it used", async () => {
    const [a, b] = [await instance("A"), await instance("B")];
    open.push(a, b);
    const proxy = await proxyFor([a.port, b.port]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await (await fetch(`${proxy.origin}/place?x=${i}`)).text());
    expect(answers).toEqual(["A", "B", "A", "B"]);
    const headers = a.seen[0]!.headers;
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers["x-forwarded-proto"]).toBe("http");
    expect(headers["x-forwarded-host"]).toBe(new URL(proxy.origin).host);
  });

  it("adds its own hop to a client's X-Forwarded-For and replaces its X-Forwarded-Host, unless told to trust it", async () => {
    const a = await instance("A");
    open.push(a);
    const claimed = { "X-Forwarded-For": "10.1.2.3", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };
    await fetch((await proxyFor([a.port])).origin, { headers: claimed });
    expect(a.seen[0]!.headers["x-forwarded-for"]).toBe("10.1.2.3, 127.0.0.1");
    expect(a.seen[0]!.headers["x-forwarded-host"]).not.toBe("evil.example");
    expect(a.seen[0]!.headers["x-forwarded-proto"]).toBe("http");
    await fetch((await proxyFor([a.port], true)).origin, { headers: claimed });
    expect(a.seen[1]!.headers["x-forwarded-host"]).toBe("evil.example");
    expect(a.seen[1]!.headers["x-forwarded-proto"]).toBe("https");
  });

  it("passes a streamed request body on whole, and every Set-Cookie of the answer back", async () => {
    const a = await instance("A");
    open.push(a);
    const proxy = await proxyFor([a.port]);
    const body = "x".repeat(300_000);
    const response = await fetch(proxy.origin, {
      method: "POST",
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(await response.text()).toBe("A");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(a.seen[0]!.body).toBe(body);
    expect(a.seen[0]!.headers["transfer-encoding"]).toBe("chunked");
  });

  it("skips an instance that is not there, a form included, without losing its body", async () => {
    const a = await instance("A");
    open.push(a);
    const missing = await closedPort();
    const proxy = await proxyFor([missing, a.port]);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await (await fetch(proxy.origin, { method: "POST", body: `form ${i}` })).text());
    expect(answers).toEqual(["A", "A", "A"]);
    expect(a.seen.map((s) => s.body)).toEqual(["form 0", "form 1", "form 2"]);
    expect(proxy.liveTargets().map((t) => t.port)).toEqual([a.port]);
  });

  it("sends to an instance again once its health check answers", async () => {
    const a = await instance("A");
    open.push(a);
    const port = await closedPort();
    const proxy = await proxyFor([port, a.port]);
    expect(await (await fetch(proxy.origin)).text()).toBe("A");
    expect(proxy.liveTargets().map((t) => t.port)).toEqual([a.port]);
    const back = await instance("B", port);
    open.push(back);
    await expect.poll(() => proxy.liveTargets().length).toBe(2);
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await (await fetch(proxy.origin)).text());
    expect(answers.sort()).toEqual(["A", "B"]);
  });

  it("answers 502 with a plain message when no instance is up", async () => {
    const proxy = await proxyFor([await closedPort()]);
    const response = await fetch(proxy.origin);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("Please try again in a moment");
  });
});
