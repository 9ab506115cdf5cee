// The web app manifest: what a phone needs to install the site to its home screen and open it like
// an app (decision 0028). Its icons are drawn from the favicon by scripts/build-icons.ts.
import { pageWithoutQuery } from "~/lib/page-cache-policy";
import { OFFLINE_WORDS } from "~/lib/vocabulary-offline";

/** Kept by the full-page cache when asked for without a query. */
export const handle = pageWithoutQuery("none");

/** The favicon's green: the splash screen's background and the browser's bars. */
export const THEME_COLOR = "#065f46";

export function loader() {
  const manifest = {
    id: "/",
    name: OFFLINE_WORDS.appName,
    short_name: OFFLINE_WORDS.appShortName,
    description: OFFLINE_WORDS.appDescription,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
