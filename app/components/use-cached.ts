// What the offline page reads from the service worker's caches, read once in the browser after the
// page is shown: null until then, and nothing when the caches cannot be read.
import { useEffect, useState } from "react";

export function useCached<T>(read: () => Promise<T[]>): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let live = true;
    read().then(
      (found) => live && setItems(found),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [read]);
  return items;
}
