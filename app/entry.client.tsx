// Hydrates the page after the browser has painted the server's HTML once: on a slow phone the
// visitor sees the page first, and React's work (hundreds of milliseconds there) comes after. In the
// production build the module loader (app/components/page-scripts.tsx) already waits for that paint
// before asking for this module; the development server's module script does not.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The service worker (production builds only: the development server has none) is registered once
 * the page has loaded and the browser is idle, so that neither it nor its precaching competes with
 * the page's own loading (decision 0028).
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    const start = () => {
      // SERVICE_WORKER_PATH of app/lib/offline.ts, written out: importing that module would add a
      // file to every first visit.
      navigator.serviceWorker.register("/sw.js").catch(() => {
        // No worker (blocked, private mode): the site works as before, without offline copies.
      });
    };
    // A page that is never idle (a busy phone) still registers within a few seconds.
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1);
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

// The frame callback runs just before the next paint; the task it queues runs after that paint.
requestAnimationFrame(() => setTimeout(hydrate, 0));
registerServiceWorker();
