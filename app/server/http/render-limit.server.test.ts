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

const get = (path: string, signal?: AbortSignal) => new Request(`http://localhost${path}`, { signal });

/** A page request from `address`, as the production server marks every request with its client's address. */
const from = (address: string, path: string) =>
  new Request(`http://localhost${path}`, { headers: { "x-fdp-client-ip": address } });

/** A handler whose pages stream: each answers at once, and its body ends when the test says so. */
function streamingHandler() {
  const pages: { url: string; end: () => void }[] = [];
  const handle = async (request: Request) => {
    let end = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<p>shell</p>"));
        end = () => {
          controller.enqueue(new TextEncoder().encode("<p>rest</p>"));
          controller.close();
        };
      },
    });
    pages.push({ url: request.url, end: () => end() });
    return new Response(body);
  };
  return { handle, pages };
}

/** Lets the handler's promises and timers of this turn run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Finishes the waiting renders one by one, each answering its page: the addresses rendered, in order. */
async function serveInTurn(pending: ReturnType<typeof controlledHandler>["pending"], served: Promise<Response>[]) {
  for (let turn = 0; turn < served.length; turn++) {
    await settle();
    pending[turn]!.finish();
    expect((await (await served[turn]!).text()).startsWith("page")).toBe(true);
  }
  return pending.map((p) => p.url);
}

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

  it("holds a page's turn until its whole body has been read, not only until it starts", async () => {
    const { handle, pages } = streamingHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 10 });
    const first = await limited(get("/a"));
    const second = limited(get("/b"));
    await settle();
    expect(pages.map((p) => p.url)).toEqual(["http://localhost/a"]);
    const text = first.text();
    await settle();
    // The shell has been read; the page is still being written.
    expect(pages).toHaveLength(1);
    pages[0]!.end();
    expect(await text).toBe("<p>shell</p><p>rest</p>");
    await settle();
    expect(pages.map((p) => p.url)).toEqual(["http://localhost/a", "http://localhost/b"]);
    pages[1]!.end();
    expect((await second).status).toBe(200);
  });

  it("gives the turn back when the visitor goes away mid-page", async () => {
    const { handle, pages } = streamingHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 10 });
    const visitor = new AbortController();
    await limited(get("/a", visitor.signal));
    void limited(get("/b"));
    await settle();
    expect(pages).toHaveLength(1);
    visitor.abort();
    await settle();
    expect(pages.map((p) => p.url)).toEqual(["http://localhost/a", "http://localhost/b"]);
  });

  it("gives the turn back when the page's body is cancelled", async () => {
    const { handle, pages } = streamingHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 10 });
    const first = await limited(get("/a"));
    void limited(get("/b"));
    await settle();
    expect(pages).toHaveLength(1);
    await first.body!.cancel();
    await settle();
    expect(pages.map((p) => p.url)).toEqual(["http://localhost/a", "http://localhost/b"]);
  });

  it("takes a visitor who gave up out of the line", async () => {
    const { handle, pending } = controlledHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 10 });
    void limited(get("/a"));
    const visitor = new AbortController();
    const waiting = limited(get("/b", visitor.signal));
    await settle();
    expect(limited.load()).toEqual({ running: 1, waiting: 1 });
    visitor.abort();
    expect((await waiting).status).toBe(503);
    expect(limited.load()).toEqual({ running: 1, waiting: 0 });
    pending[0]!.finish();
    await settle();
    expect(pending).toHaveLength(1);
  });

  it("lets one address wait for at most maxQueuePerAddress renders, while another still gets in line", async () => {
    const { handle, pending } = controlledHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 10, maxQueuePerAddress: 2 });
    const crowd = ["/a", "/b", "/c", "/d", "/e"].map((p) => limited(from("192.0.2.1", p)));
    const other = limited(from("198.51.100.7", "/f"));
    expect((await crowd[3]!).status).toBe(503);
    expect((await crowd[4]!).status).toBe(503);
    expect(limited.load()).toEqual({ running: 1, waiting: 3 });
    const rendered = await serveInTurn(pending, [crowd[0]!, crowd[1]!, crowd[2]!, other]);
    expect(rendered).toEqual(["/a", "/b", "/c", "/f"].map((p) => `http://localhost${p}`));
  });

  it("gives the first request of another address a place in a full line, taken from the address with the most", async () => {
    const { handle, pending } = controlledHandler();
    const limited = limitRenders(handle, { concurrency: 1, maxWaitMs: 60_000, maxQueue: 3 });
    const crowd = ["/a", "/b", "/c", "/d"].map((p) => limited(from("192.0.2.1", p)));
    const other = limited(from("198.51.100.7", "/e"));
    // The crowd's latest request gave its place up; the newcomer waits in it.
    expect((await crowd[3]!).status).toBe(503);
    expect(limited.load()).toEqual({ running: 1, waiting: 3 });
    // The crowd's next request finds the line full and its address already waiting: refused.
    expect((await limited(from("192.0.2.1", "/f"))).status).toBe(503);
    const rendered = await serveInTurn(pending, [crowd[0]!, crowd[1]!, crowd[2]!, other]);
    expect(rendered).toEqual(["/a", "/b", "/c", "/e"].map((p) => `http://localhost${p}`));
  });
});
