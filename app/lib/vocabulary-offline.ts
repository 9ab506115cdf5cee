/** The words of the installed app and of pages read without a connection (app/lib/offline.ts). */
export const OFFLINE_WORDS = {
  appName: "Florida Dog Places",
  appShortName: "Dog Places",
  appDescription: "Dog-friendly beaches, parks, trails and markets in Florida, with their leash rules, fees and hours.",
  /** The notice on a page the browser kept, shown when it opens without a connection. */
  savedCopy: (date: string) => `Saved copy from ${date}, you are offline`,
  noticeLabel: "Offline",
  /** The notice of a form sent without a connection (the offline page, or the page the form is on). */
  formNeedsConnection: "Your form was not sent: sending needs a connection. Try again once you are back online.",
  offlineTitle: "You are offline",
  offlineIntro:
    "This page needs a connection and was not saved on this device. Pages you opened recently, and places you kept for offline, still open:",
  savedPagesHeading: "Saved on this device",
  savedPagesEmpty: "Nothing is saved on this device yet. Pages you open while online are kept here for a while.",
  savedPagesLoading: "Looking for saved pages…",
  savedOn: (date: string) => `saved ${date}`,
  tryAgain: "Try again",
  offlineStatus: "You are offline. Pages you opened recently still open; sending a form needs a connection.",
  keep: "Keep for offline",
  keepList: "Keep this list for offline",
  keepListHint:
    "Saves this list's places, their photos and the map data on this device (and the list's shared page, when it is shared), to open without a connection.",
  keepHint: "Saves this page, its photos and the map data on this device, to open without a connection.",
  keeping: (done: number, total: number) => `Saving for offline: ${done} of ${total}…`,
  kept: (count: number) => `Kept for offline: ${count} ${count === 1 ? "file" : "files"} saved on this device.`,
  keptPartly: (count: number, failed: number) =>
    `Kept ${count} ${count === 1 ? "file" : "files"} for offline; ${failed} could not be saved. Try again when the connection is better.`,
  keepUnavailable: "This browser cannot keep pages for offline here. Reload the page and try again.",
} as const;
