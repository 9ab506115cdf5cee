// True once the page runs in the browser: controls that need JavaScript show only then.
import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
