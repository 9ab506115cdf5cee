// What the page does without a connection, once its scripts run: registers the service worker,
// says so under the header, opens links as whole pages (the service worker answers them with a
// saved copy or the offline page), and stops a form that needs the server, saying that sending
// needs a connection.
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

/** Whether a click is one the browser would follow in this tab. */
function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function formMethod(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
  const method = submitter?.hasAttribute("formmethod") ? submitter.formMethod : form.method;
  return (method || "get").toLowerCase();
}

function subscribeToConnection(changed: () => void) {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

const subscribeNever = () => () => {};

/**
 * Registers the service worker (production builds only: the development server has none) once the
 * page is interactive, has loaded and the browser is idle (at most 3 s later), so that neither the
 * worker nor its precaching competes with the page's own loading and hydration (decision 0028).
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    // The manifest is linked only now: installing needs the worker (and so scripts) anyway, and a
    // manifest in the HTML has the browser fetch it and decode an icon while the page loads.
    if (!document.querySelector('link[rel="manifest"]')) {
      const manifest = document.createElement("link");
      manifest.rel = "manifest";
      manifest.href = "/manifest.webmanifest";
      document.head.append(manifest);
    }
    register(1);
  };
  // A first install that fails (a busy server, a dropped connection) is tried again a little later,
  // twice at most, rather than waiting for the next page load; an update that fails leaves the
  // active worker in charge.
  const register = (attempt: number) => {
    // SERVICE_WORKER_PATH of app/lib/offline.ts, written out: importing that module here would add
    // a file to every first visit.
    navigator.serviceWorker
      .register("/sw.js")
      .then((registration) => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state !== "redundant" || registration.active || attempt >= 3) return;
          setTimeout(() => register(attempt + 1), attempt * 10_000);
        });
      })
      .catch(() => {
        // No worker (blocked, private mode): the site works as before, without offline copies.
      });
  };
  const whenIdle = () => {
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

export function OfflineStatus() {
  const { t } = useTranslation("lists");
  // Online on the server and while hydrating, so that the page's HTML matches.
  const offline = useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
  // The worker writes its own notice into a saved copy; this one is not shown twice.
  const savedCopy = useSyncExternalStore(
    subscribeNever,
    () => document.querySelector("[data-offline-notice]") !== null,
    () => false,
  );
  const [formStopped, setFormStopped] = useState(false);

  useEffect(registerServiceWorker, []);

  useEffect(() => {
    const update = () => {
      if (navigator.onLine) setFormStopped(false);
    };

    // Listened for on window, while capturing: before React Router's handlers on the document,
    // which would fetch the next page's data instead of letting the browser ask the worker.
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || !plainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.stopPropagation();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      event.stopPropagation();
      if (formMethod(event) === "get") return;
      event.preventDefault();
      setFormStopped(true);
    };
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, []);

  return (
    <>
      <div role="alert" className="empty:hidden">
        {formStopped ? (
          <p className="border-b border-red-300 bg-red-50 px-4 py-2 text-center text-sm font-medium text-red-950">
            {t("offline.formNeedsConnection")}
          </p>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {offline && !savedCopy && !formStopped ? (
          <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
            {t("offline.status")}
          </p>
        ) : null}
      </div>
    </>
  );
}
