// Listens for the directory_changed notifications that the version-stamp trigger sends, so that a
// change made through another instance reaches this one's page cache at once.
import pg from "pg";

export function listenForDirectoryChanges(
  connectionString: string,
  on: { changed(): void; listening(listening: boolean): void },
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const lost = (error?: Error) => {
    if (stopped) return;
    if (error) console.error("[page-cache] lost the change notifications:", error.message);
    on.listening(false);
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(connect, 1000);
  };

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("notification", () => on.changed());
    next.on("error", lost);
    next.on("end", () => client === next && lost());
    try {
      await next.connect();
      await next.query("LISTEN directory_changed");
      on.listening(true);
    } catch (error) {
      lost(error as Error);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => undefined);
  };
}
