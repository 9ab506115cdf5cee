import { afterEach, describe, expect, it, vi } from "vitest";
import { limitRenders } from "./render-limit.server";

/** A handler whose renders finish when the test says so. */
function controlledHandler() {
  const pending: { url: string; finish: () => void }[] = [];
  const handle = (request: Request) =>
    new Promise<Response>((resolve) => {
      pending.push({ url: request.url, finish: () => resolve(new Response(`page ${request.url}`)) });
    });
  return { handle, pending };
}

const get = (path: string) => new Request(`http://localhost${path}`);

afterEach(() => {
  vi.useRealTimers();
});

describe("limitRenders", () => {
  it("renders at most `concurrency` pages at once and starts the next when one finishes", async () => {
    const { handle, pending } = controlledHandler();
    const limited = limitRenders(handle, { concurrency: 2, maxWaitMs: 5000, maxQueue: 10 });
    const answers = ["/a", "/b", "/c"].map((p) => limited(get(p)));
    await Promise.resolve();
    expect(pending.map((p) => p.url)).toEqual(["http://localhost/a", "http://localhost/b"]);
    pending[0]!.finish();
    expect(await (await answers[0]!).text()).toBe("page http://localhost/a");
    expect(pending.map((p) => p.url)).toContain("http://localhost/c");
    pending[1]!.finish();
    pending[2]!.finish();
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("answers 503 with Retry-After to a request that waited too long, without rendering it", async () => {
    vi.useFakeTimers();
    const { handle, pending } = controlledHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 2000, maxQueue: 10 });
    const first = limited(get("/a"));
    const second = limited(get("/b"));
    await vi.advanceTimersByTimeAsync(2000);
    const refused = await second;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    pending[0]!.finish();
    expect((await first).status).toBe(200);
    expect(pending).toHaveLength(1);
  });

  it("answers 503 at once when the line is full", async () => {
    const { handle } = controlledHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 1 });
    void limited(get("/a"));
    void limited(get("/b"));
    expect((await limited(get("/c"))).status).toBe(503);
  });

  it("never holds back a form sent to the server", async () => {
    const { handle, pending } = controlledHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 0 });
    void limited(get("/a"));
    void limited(new Request("http://localhost/contact", { method: "POST", body: "x" }));
    await Promise.resolve();
    expect(pending.map((p) => p.url)).toEqual(["http://localhost/a", "http://localhost/contact"]);
  });
});
