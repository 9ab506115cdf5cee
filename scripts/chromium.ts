// The Chromium the end-to-end tests and the Lighthouse benchmark drive: the full browser's path and
// the switches both start it with (no sandbox, no GPU, nothing fetched in the background).

/** Chromium as a person runs it, with its windows and their own pages (the installability check needs it). */
export const FULL_CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
