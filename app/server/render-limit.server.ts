// Bounds how long a page request can wait behind others: at most `concurrency` pages render at
// once; the next ones wait in line, and one that has waited `maxWaitMs` (or finds the line full)
// is answered 503 with Retry-After at once instead of hanging until the visitor gives up. Pages
// from the full-page cache never get here; forms sent to the server (non-GET) never wait in line.

export type RenderLimit = { concurrency: number; maxWaitMs: number; maxQueue: number };

type Waiting = { start: () => void; timer: ReturnType<typeof setTimeout> };

/** Wraps the app's request handler so that GET/HEAD renders take turns as RenderLimit says. */
export function limitRenders(
  handle: (request: Request) => Promise<Response>,
  { concurrency, maxWaitMs, maxQueue }: RenderLimit,
) {
  let running = 0;
  const line: Waiting[] = [];
  const retryAfter = String(Math.max(1, Math.ceil(maxWaitMs / 1000)));

  const busy = () =>
    new Response("The server is busy. Please try again in a moment.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": retryAfter, "Cache-Control": "no-store" },
    });

  const done = () => {
    running--;
    const next = line.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const run = async (request: Request) => {
    running++;
    try {
      return await handle(request);
    } finally {
      done();
    }
  };

  return async function limited(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return handle(request);
    if (running < concurrency) return run(request);
    if (line.length >= maxQueue) return busy();
    return new Promise<Response>((resolve, reject) => {
      const waiting: Waiting = {
        start: () => run(request).then(resolve, reject),
        timer: setTimeout(() => {
          line.splice(line.indexOf(waiting), 1);
          resolve(busy());
        }, maxWaitMs),
      };
      line.push(waiting);
    });
  };
}
