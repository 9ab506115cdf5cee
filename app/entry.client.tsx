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

// The frame callback runs just before the next paint; the task it queues runs after that paint.
requestAnimationFrame(() => setTimeout(hydrate, 0));
