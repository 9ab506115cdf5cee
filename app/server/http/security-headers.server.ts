// The security headers of every response, and the Content-Security-Policy of every page.
import { AUTH_COOKIE_PREFIX } from "../infra/site-origin.server";

/** Headers for every response the server sends (pages, data, photos, assets). */
export function securityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (siteUrl.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

let policyOn = false;
/**
 * The production server turns the Content-Security-Policy on (main.server.ts); the Vite development
 * server, whose hot reloading injects scripts of its own, runs without it.
 */
export function enableContentSecurityPolicy() {
  policyOn = true;
}

export function contentSecurityPolicyEnabled() {
  return policyOn;
}

/**
 * Only our own scripts run: the bundles from our origin, and the inline scripts React Router
 * writes into the page, which carry the nonce of this response. Photos may come from object
 * storage and from the https: addresses of places' image URLs, and map tiles from a hosted style,
 * hence https: for images and fetches. `mapStyleUrl` (MAP_STYLE_URL) adds its own origin, and
 * `photoOrigin` (the origin of the bucket's public URL) adds exactly that origin to img-src: either
 * may be plain http on a private network (a MinIO, a tile server), and no other http address is let
 * in. The map runs its worker from our origin and its images from blob: addresses; style-src allows
 * the inline styles it places markers with. The service worker (/sw.js) and the web app manifest
 * come from our origin only.
 */
export function contentSecurityPolicy(nonce: string, mapStyleUrl?: string, photoOrigin?: string) {
  const mapOrigin = mapStyleUrl ? ` ${new URL(mapStyleUrl).origin}` : "";
  const imageOrigins = [...new Set([mapStyleUrl, photoOrigin].flatMap((url) => (url ? [new URL(url).origin] : [])))]
    .map((origin) => ` ${origin}`)
    .join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${imageOrigins}`,
    "font-src 'self' data:",
    `connect-src 'self' https:${mapOrigin}`,
    `worker-src 'self' blob:${mapOrigin}`,
    "child-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/** The Cache-Control of everything rendered for one visitor: kept by no cache, shared or their own. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * Whether a response belongs to one visitor: the request carries a session cookie (signed in, or
 * a session that just ended), or the response sets a cookie. Such a response carries
 * PERSONAL_CACHE_CONTROL, whatever the route said; anonymous pages keep their own Cache-Control.
 */
export function isPersonalResponse(cookieHeader: string | undefined, setsCookie: boolean) {
  return setsCookie || carriesSessionCookie(cookieHeader);
}

/** Whether a request's Cookie header carries a session cookie (of a session that may have ended). */
export function carriesSessionCookie(cookieHeader: string | undefined) {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}
