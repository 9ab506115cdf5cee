// The health check behind /healthz: the database's answer on a connection of its own, bounded in
// time, one check at a time however many ask.
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "~/server/infra/db.server";
import { checkHealth, healthResponse, sharedHealthCheck, watchHealth } from "~/server/http/health.server";
import { pingDatabase } from "~/server/queries/health.server";

/** A check that finishes when the test says so. */
function controlledCheck() {
  const runs: { finish: () => void; fail: (error: Error) => void }[] = [];
  const check = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ finish: resolve, fail: reject });
    });
  return { check, runs };
}

describe("the health check", () => {
  // The server opens its database before it listens.
  beforeAll(() => getDatabase());

  it("answers 200 when the database answers, and is never kept by a cache", async () => {
    expect(await checkHealth()).toEqual({ ok: true });
    const response = await healthResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("runs one check for everyone who asks while it runs", async () => {
    const { check, runs } = controlledCheck();
    const health = sharedHealthCheck(check, 60_000);
    const answers = Array.from({ length: 50 }, () => health());
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 50 }, () => ({ ok: true })));
    void health();
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
  });

  it("says unavailable when the database fails or does not answer in time, and ok once it does again", async () => {
    const { check, runs } = controlledCheck();
    const health = sharedHealthCheck(check, 50);
    // Never answers: unavailable once the time is up.
    expect(await health()).toEqual({ ok: false });
    const failing = health();
    runs[1]!.fail(new Error("connection refused"));
    expect(await failing).toEqual({ ok: false });
    const back = health();
    runs[2]!.finish();
    expect(await back).toEqual({ ok: true });
  });

  it("drops a connection whose task ran past its time, and answers the next on a fresh one", async () => {
    const database = await getDatabase();
    await expect(database.onOwnConnection(() => new Promise(() => undefined), 100)).rejects.toThrow(
      "the database did not answer within 100 ms",
    );
    await expect(database.onOwnConnection(pingDatabase, 2000)).resolves.toBeUndefined();
  });

  it("answers readiness from the last check without asking the database again, and says so when it stops", async () => {
    let checks = 0;
    let ok = true;
    const heard: string[] = [];
    const watch = watchHealth(
      async () => {
        checks++;
        return { ok };
      },
      60_000,
      (readiness) => heard.push(readiness),
    );
    try {
      expect(await watch.readiness()).toBe("ok");
      for (let i = 0; i < 100; i++) expect(watch.readiness()).toBe("ok");
      expect(checks).toBe(1);
      watch.stopping();
      expect(watch.readiness()).toBe("stopping");
      // The health port's worker hears each check's answer and the stop.
      expect(heard).toEqual(["ok", "stopping"]);
    } finally {
      watch.close();
    }
    ok = false;
    const failing = watchHealth(async () => ({ ok }), 60_000);
    try {
      expect(await failing.readiness()).toBe("unavailable");
    } finally {
      failing.close();
    }
  });

  it("takes a database that failed and answers again back into service on the next check", async () => {
    const { check, runs } = controlledCheck();
    const health = sharedHealthCheck(check, 60_000);
    const watch = watchHealth(health, 1);
    try {
      runs[0]!.fail(new Error("connection refused"));
      expect(await watch.readiness()).toBe("unavailable");
      await expect.poll(() => runs.length).toBe(2);
      runs[1]!.finish();
      await expect.poll(() => watch.readiness()).toBe("ok");
    } finally {
      watch.close();
    }
  });
});
