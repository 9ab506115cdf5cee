// The dogs this browser keeps (app/lib/fits/dogs-form.ts), read once the page runs in the browser
// (null before: the server's page is the same for every visitor) and again when they change.
import { useMemo, useSyncExternalStore } from "react";
import { parseStoredDogs, storeDogs, storedDogsText } from "~/lib/fits/dogs-form";
import type { Dog } from "~/lib/fits/dogs";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function useStoredDogs(): Dog[] | null {
  const raw = useSyncExternalStore(subscribe, storedDogsText, () => null);
  return useMemo(() => (raw === null ? null : parseStoredDogs(raw)), [raw]);
}

/** Keeps `dogs` in this browser and tells the page; false when the browser refuses. */
export function keepDogsHere(dogs: Dog[]) {
  const kept = storeDogs(dogs);
  for (const listener of listeners) listener();
  return kept;
}
