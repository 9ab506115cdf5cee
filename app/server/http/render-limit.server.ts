// Bounds how long a page request can wait behind others: at most `concurrency` pages render at
// once; the next ones wait in line, and one that has waited `maxWaitMs` (or finds the line full)
// is answered 503 with Retry-After at once instead of hanging until the visitor gives up. A page
// holds its turn until its whole body has been read out to the visitor (React streams a page
// while it still renders), or until the visitor goes away. Pages from the full-page cache never
// get here; forms sent to the server (non-GET) never wait in line. One client address has at most
// `maxQueuePerAddress` requests in the line, and the first request of an address finding the line
// full takes the place of the latest one of the address with the most waiting (decision 0047).

export type RenderLimit = {
  concurrency: number;
  maxWaitMs: number;
  maxQueue: number;
  /** Requests of one client address waiting at once (0 or absent: no limit of its own). */
  maxQueuePerAddress?: number;
};

/** The client's address, as the production server sets it for every request (TRUST_PROXY taken into account). */
const CLIENT_ADDRESS = "x-fdp-client-ip";

type Waiting = { address: string; start: () => void; leave: () => void; timer: ReturnType<typeof setTimeout> };

/**
 * `response` with a body that calls `release` once it has been read to its end, failed, or been
 * cancelled; a response without a body releases at once.
 */
function releasedWhenRead(response: Response, release: () => void): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Wraps the app's request handler so that GET/HEAD renders take turns as RenderLimit says. */
export function limitRenders(
  handle: (request: Request) => Promise<Response>,
  { concurrency, maxWaitMs, maxQueue, maxQueuePerAddress = 0 }: RenderLimit,
) {
  let running = 0;
  const line: Waiting[] = [];
  const waitingOf = new Map<string, number>();
  const count = (address: string, change: number) => {
    const now = (waitingOf.get(address) ?? 0) + change;
    if (now > 0) waitingOf.set(address, now);
    else waitingOf.delete(address);
  };
  const retryAfter = String(Math.max(1, Math.ceil(maxWaitMs / 1000)));

  const busy = () =>
    new Response("The server is busy. Please try again in a moment.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": retryAfter, "Cache-Control": "no-store" },
    });

  const next = () => {
    running--;
    const waiting = line.shift();
    if (waiting) {
      clearTimeout(waiting.timer);
      count(waiting.address, -1);
      waiting.start();
    }
  };

  /** Answers 503 to the latest waiting request of the address with the most (two or more) waiting. */
  const makeRoom = () => {
    let heaviest: string | undefined;
    let most = 1;
    for (const [address, waiting] of waitingOf) if (waiting > most) [heaviest, most] = [address, waiting];
    if (heaviest === undefined) return false;
    for (let at = line.length - 1; at >= 0; at--)
      if (line[at]!.address === heaviest) {
        line[at]!.leave();
        return true;
      }
    return false;
  };

  const run = async (request: Request) => {
    running++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      request.signal.removeEventListener("abort", release);
      next();
    };
    // A visitor who goes away mid-page gives the turn back even if nobody reads the rest.
    request.signal.addEventListener("abort", release);
    try {
      return releasedWhenRead(await handle(request), release);
    } catch (error) {
      release();
      throw error;
    }
  };

  const limited = async function limited(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return handle(request);
    if (running < concurrency) return run(request);
    if (request.signal.aborted) return busy();
    const address = request.headers.get(CLIENT_ADDRESS) ?? "";
    const mine = waitingOf.get(address) ?? 0;
    if (maxQueuePerAddress && mine >= maxQueuePerAddress) return busy();
    if (line.length >= maxQueue && (mine > 0 || !makeRoom())) return busy();
    return new Promise<Response>((resolve, reject) => {
      const leave = () => {
        const at = line.indexOf(waiting);
        if (at < 0) return;
        line.splice(at, 1);
        count(address, -1);
        clearTimeout(waiting.timer);
        request.signal.removeEventListener("abort", leave);
        resolve(busy());
      };
      const waiting: Waiting = {
        address,
        start: () => {
          request.signal.removeEventListener("abort", leave);
          run(request).then(resolve, reject);
        },
        leave,
        timer: setTimeout(leave, maxWaitMs),
      };
      // A visitor who gave up while waiting leaves the line.
      request.signal.addEventListener("abort", leave);
      line.push(waiting);
      count(address, 1);
    });
  };
  /** Pages rendering or being sent now, and requests waiting for their turn. */
  limited.load = () => ({ running, waiting: line.length });
  return limited;
}
