// A signed-in person's own lists kept on the device for offline (decision 0028, issue 36): kept as
// data, never as their page, in a cache the service worker drops with the session's pages, and drawn
// by the offline page for the list's address. Pure rules shared by the worker, the list page and the
// offline page.
import { unlocalizedPath } from "./i18n";

/** The cache of the kept lists (see cacheNames in offline.ts): not tied to a release, data names no script. */
export const SESSION_LISTS_CACHE = "fdp-session-lists";

/**
 * A person's own list as kept on the device for offline (decision 0028, issue 36): what the offline
 * page draws for the list's address without a connection. Its places link to their own pages,
 * kept with it.
 */
export type KeptList = {
  id: string;
  name: string;
  savedAt: string;
  places: { name: string; path: string; city: string | null; note: string | null }[];
};

/** Where a kept list is stored in its cache: an address of this site that no page has. */
export function keptListKey(id: string, origin: string) {
  return `${origin}/__kept-lists/${id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the person's own list at `pathname` (/lists/<id>, /es/lists/<id>), or null. */
export function ownListIdOf(pathname: string) {
  const id = /^\/lists\/([^/]+)$/.exec(unlocalizedPath(pathname))?.[1];
  return id && UUID.test(id) ? id : null;
}

const shortText = (value: unknown, max: number) => typeof value === "string" && value.length <= max;

/** Whether `data` is a kept list as the list page sends it (checked by the worker before storing it). */
export function isKeptList(data: unknown): data is KeptList {
  const list = data as Partial<KeptList> | null;
  return (
    !!list &&
    typeof list.id === "string" &&
    UUID.test(list.id) &&
    shortText(list.name, 200) &&
    shortText(list.savedAt, 40) &&
    Array.isArray(list.places) &&
    list.places.length <= 500 &&
    list.places.every(
      (p) =>
        !!p &&
        shortText(p.name, 300) &&
        shortText(p.path, 400) &&
        p.path.startsWith("/") &&
        !p.path.startsWith("//") &&
        (p.city === null || shortText(p.city, 200)) &&
        (p.note === null || shortText(p.note, 2000)),
    )
  );
}
