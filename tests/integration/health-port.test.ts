// The health port (HEALTH_PORT): /healthz answered by a worker thread from the readiness the server
// thread publishes, also while the server thread is busy and never yields.
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { startHealthPort, type HealthPort } from "~/server/http/health-port.server";

const opened: HealthPort[] = [];
async function open(staleMs?: number) {
  const port = await startHealthPort({ port: 0, host: "127.0.0.1", headers: { "X-Frame-Options": "DENY" }, staleMs });
  opened.push(port);
  return port;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((port) => port.close()));
});

async function ask(port: number, path = "/healthz", method = "GET") {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

describe("the health port", () => {
  it("says unavailable until the server thread has published, then what it published", async () => {
    const health = await open();
    expect(await ask(health.port)).toMatchObject({ status: 503, body: '{"status":"unavailable"}' });

    health.publish("ok");
    const ok = await ask(health.port);
    expect(ok).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("x-frame-options")).toBe("DENY");
    expect(await ask(health.port, "/healthz?probe=1", "HEAD")).toMatchObject({ status: 200, body: "" });

    health.publish("unavailable");
    expect(await ask(health.port)).toMatchObject({ status: 503, body: '{"status":"unavailable"}' });
    health.publish("stopping");
    expect(await ask(health.port)).toMatchObject({ status: 503, body: '{"status":"stopping"}' });
  });

  it("answers nothing but /healthz", async () => {
    const health = await open();
    health.publish("ok");
    expect((await ask(health.port, "/")).status).toBe(404);
    expect((await ask(health.port, "/healthz", "POST")).status).toBe(404);
  });

  it("says unavailable when the server thread's last word is older than it trusts", async () => {
    // A negative age limit: every publication is already too old, as after a stuck server thread.
    const health = await open(-1);
    health.publish("ok");
    expect(await ask(health.port)).toMatchObject({ status: 503, body: '{"status":"unavailable"}' });
  });

  it("answers while the server thread is busy and never yields", async () => {
    const health = await open();
    health.publish("ok");
    // Another thread asks; this one blocks in Atomics.wait until the answer's status is written.
    const answer = new Int32Array(new SharedArrayBuffer(4));
    const client = new Worker(
      `const { workerData } = require("node:worker_threads");
       const done = (status) => { Atomics.store(workerData.answer, 0, status); Atomics.notify(workerData.answer, 0); };
       require("node:http").get("http://127.0.0.1:" + workerData.port + "/healthz", (res) => { res.resume(); done(res.statusCode); })
         .on("error", () => done(-1));`,
      { eval: true, workerData: { answer, port: health.port } },
    );
    const waited = Atomics.wait(answer, 0, 0, 30_000);
    await client.terminate();
    expect(waited).toBe("ok");
    expect(Atomics.load(answer, 0)).toBe(200);
  });

  it("refuses to start on a port that is taken", async () => {
    const first = await open();
    await expect(startHealthPort({ port: first.port, host: "127.0.0.1", headers: {} })).rejects.toThrow(
      /could not be opened/,
    );
  });
});
