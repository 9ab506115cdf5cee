// "Keep for offline": asks the service worker to save pages, their photos and map data on this
// device, and says how far it got. Shown only once the page's scripts run and the browser has a
// service worker (it cannot work without them).
import { CloudDownload } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { KeepProgress, KeepRequest } from "~/lib/offline";
import type { KeptList } from "~/lib/offline-lists";
import { useHydrated } from "~/lib/use-hydrated";

export type KeepResult = { kept: number; failed: number };

/**
 * Asks the active service worker to fetch and keep `urls` (pages, photos, `/map/` files), and the
 * person's own `list` as data, calling `onProgress` after each. Resolves with how many were kept and
 * how many failed; rejects when the browser has no service worker.
 */
export async function keepForOffline(
  urls: string[],
  onProgress?: (done: number, total: number) => void,
  list?: KeptList,
): Promise<KeepResult> {
  if (!("serviceWorker" in navigator)) throw new Error("No service worker in this browser");
  // `ready` would wait for good where no worker was ever registered (development, blocked).
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error("No service worker registered");
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) throw new Error("No active service worker");
  const channel = new MessageChannel();
  return new Promise<KeepResult>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<KeepProgress>) => {
      const message = event.data;
      if (message.type === "progress") onProgress?.(message.done, message.total);
      else if (message.type === "done") {
        channel.port1.close();
        resolve({ kept: message.kept, failed: message.failed });
      }
    };
    const request: KeepRequest = { type: "keep-for-offline", urls, ...(list ? { list } : {}) };
    worker.postMessage(request, [channel.port2]);
  });
}

type State =
  | { step: "idle" }
  | { step: "saving"; done: number; total: number }
  | { step: "done"; result: KeepResult }
  | { step: "unavailable" };

type Translate = ReturnType<typeof useTranslation<"lists">>["t"];

function statusText(state: State, t: Translate) {
  switch (state.step) {
    case "idle":
      return "";
    case "saving":
      return t("offline.keeping", { done: state.done, total: state.total });
    case "done":
      return state.result.failed
        ? t("offline.keptPartly", { count: state.result.kept, failed: state.result.failed })
        : t("offline.kept", { count: state.result.kept });
    case "unavailable":
      return t("offline.keepUnavailable");
  }
}

/**
 * The button for `urls` (a page's own address first, then its photos and map data; in the page's
 * language), with its label and hint in the page's language ("Keep for offline" unless told); `list`
 * is a person's own list, kept as data (made when pressed, so it is as the page shows it then).
 */
export function KeepOfflineButton({
  urls,
  label,
  hint,
  list,
}: {
  urls: string[];
  label?: string;
  hint?: string;
  list?: () => KeptList;
}) {
  const { t } = useTranslation("lists");
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ step: "idle" });
  if (!hydrated || !("serviceWorker" in navigator)) return null;

  async function keep() {
    setState({ step: "saving", done: 0, total: urls.length });
    try {
      const result = await keepForOffline(urls, (done, total) => setState({ step: "saving", done, total }), list?.());
      setState({ step: "done", result });
    } catch {
      setState({ step: "unavailable" });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={keep}
        disabled={state.step === "saving"}
        aria-describedby="keep-offline-hint"
      >
        <CloudDownload aria-hidden="true" />
        {label ?? t("offline.keep")}
      </Button>
      <p id="keep-offline-hint" className="sr-only">
        {hint ?? t("offline.keepHint")}
      </p>
      <p role="status" className="text-sm text-slate-700">
        {statusText(state, t)}
      </p>
    </div>
  );
}
