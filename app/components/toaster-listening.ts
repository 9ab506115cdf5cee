// Whether the page's toaster listens yet: it loads after hydration (root.tsx), and a toast made before
// it listens would be lost (components/toasts.ts waits for it). Kept apart from the toasts so that the
// root's own code does not load the toast library.
let listening: () => void = () => {};

/** Settles once the page's toaster listens. */
export const toasterListens = new Promise<void>((resolve) => (listening = resolve));

/** Called by the page's toaster once it listens. */
export function toasterListening() {
  listening();
}
