// The site's origin for the request being answered, and the name of the site's cookies: read by
// the HTTP edge and by the domain alike.
import { env } from "./env.server";

/** The production server writes the request's origin here; a client's own value is overwritten. */
export const ORIGIN_HEADER = "x-fdp-origin";

/**
 * The site's origin for a request being answered: SITE_URL when set, else the address the request
 * came to (which the production server has already checked and, behind a trusted proxy, taken from
 * X-Forwarded-Host/-Proto).
 */
export function siteOrigin(request: Request): string {
  return env().SITE_URL ?? new URL(request.url).origin;
}

/** The origin used where no request is at hand (the demo administrator at start-up). */
export function defaultOrigin() {
  return env().SITE_URL ?? `http://localhost:${env().PORT || 3000}`;
}

/** Better Auth's cookies are named `fdp.…` (`__Secure-fdp.…` on https in production). */
export const AUTH_COOKIE_PREFIX = "fdp";
