// The directory's version stamp as the full-page cache sees it: bumped by a trigger on every table
// that public pages show but reviews; and its review counter, with the places each review change
// concerned (migration 0024), so that a review drops only the pages that show it.
import type { ReviewsShown } from "~/lib/page-cache-policy";
import type { DirectoryStamp } from "../queries/health.server";

/**
 * Reads the version stamp so that a caller sees every change committed before it asked: calls
 * made while a read is under way share the next read, which starts after it, so one query answers
 * any number of waiting requests.
 */
export function versionReader<T>(read: () => Promise<T>) {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const run = read().finally(() => {
      if (current === run) current = undefined;
    });
    current = run;
    return run;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** The stamps a page is kept under: the directory's, and that of what pages show of their signed-in reader. */
export type Stamps = { directory: string; personal: string };

/** The version stamps as the cache sees them: from memory while known to be current, else read. */
export type VersionWatch = {
  current(): Stamps | Promise<Stamps>;
  /** The stamps when known to be current (as `current()` would answer them at once), else undefined; never waits. */
  known(): Stamps | undefined;
  /** Something may have changed: the next request reads the stamp. */
  invalidate(): void;
  /** How long a read stays current, in milliseconds (0: every request reads it). */
  checkMs: number;
  /** The read under way, if any. */
  refreshing?: Promise<unknown>;
  /**
   * Calls `listener` whenever a read finds that reviews changed: with the slugs of the places
   * concerned, or null when it cannot tell which (the first read, or changes it missed).
   */
  onReviews(listener: (places: readonly string[] | null) => void): void;
};

/** Reads the stamp, and the places whose reviews changed after the review counter `reviewsSince`. */
export type StampReader = (reviewsSince: string | undefined) => Promise<DirectoryStamp>;

export function versionWatch(read: StampReader, checkMs: number, now: () => number = Date.now): VersionWatch {
  const listeners: ((places: readonly string[] | null) => void)[] = [];
  // The review counter as of the last read: every change up to it has been told to the listeners.
  let reviewsSeen: string | undefined;
  const strict = versionReader(async () => {
    const stamp = await read(reviewsSeen);
    if (stamp.reviews !== reviewsSeen) {
      reviewsSeen = stamp.reviews;
      for (const listener of listeners) listener(stamp.reviewedPlaces);
    }
    return { directory: stamp.version, personal: stamp.personal };
  });
  let known: Stamps | undefined;
  let readAt = 0;
  let generation = 0;
  const fetch = () => {
    const started = now();
    const asked = generation;
    const run = strict().then((version) => {
      if (asked === generation) {
        known = version;
        readAt = started;
      }
      return version;
    });
    watch.refreshing = run.finally(() => {
      if (watch.refreshing === settled) watch.refreshing = undefined;
    });
    const settled = watch.refreshing;
    return run;
  };
  const watch: VersionWatch = {
    checkMs,
    current() {
      if (known === undefined || watch.checkMs === 0) return fetch();
      // Past its time, the known stamp still answers while a read runs in the background: the
      // changes it could miss come from elsewhere, and those are at most about checkMs old.
      if (now() - readAt >= watch.checkMs && !watch.refreshing) void fetch().catch(() => undefined);
      return known;
    },
    known() {
      if (known === undefined || watch.checkMs === 0) return undefined;
      const answer = watch.current();
      return answer instanceof Promise ? undefined : answer;
    },
    invalidate() {
      known = undefined;
      generation++;
    },
    onReviews(listener) {
      listeners.push(listener);
    },
  };
  return watch;
}

/**
 * The review changes a cache has been told of, numbered as they come: a page remembers the number
 * current when its render began, and is served only while no change it shows came after. Pages of
 * places whose reviews changed and every list are dropped; other pages stay. A change of places it
 * was not told (null) drops every page, as does one past `maxPlaces` remembered places.
 */
export class ReviewChanges {
  private told = 0;
  private all = 0;
  private lists = 0;
  private readonly places = new Map<string, number>();
  constructor(private readonly maxPlaces = 10_000) {}

  /** The number of the latest change told: what a render beginning now remembers. */
  get latest() {
    return this.told;
  }

  changed(places: readonly string[] | null) {
    const number = ++this.told;
    this.lists = number;
    if (!places || this.places.size + places.length > this.maxPlaces) {
      this.all = number;
      this.places.clear();
      return;
    }
    for (const place of places) this.places.set(place, number);
  }

  /** Whether a page showing `reviews`, whose render began when `seen` was the latest change, shows them as they are. */
  current(reviews: ReviewsShown, seen: number) {
    if (seen < this.all) return false;
    if (reviews === "none") return true;
    if (reviews === "all") return seen >= this.lists;
    return seen >= (this.places.get(reviews.place) ?? 0);
  }
}

export { readDirectoryVersion } from "../queries/health.server";
