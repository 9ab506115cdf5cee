// What the page cache tests share: the place whose page they render and change, and the stamps they read.
import { getDb } from "../db";
import { readDirectoryVersion, versionWatch } from "~/server/http/page-cache-version.server";

export const place = {
  slug: "cached-dog-beach",
  name: "Cached Dog Beach",
  category: "dog-beach" as const,
  region: "central" as const,
};

/** The version stamps of the test database as a cache sees them, trusted for one second of `now`'s clock. */
export function watchedStamps(now: () => number) {
  return versionWatch(async (reviewsSince) => readDirectoryVersion(await getDb(), reviewsSince), 1000, now);
}
