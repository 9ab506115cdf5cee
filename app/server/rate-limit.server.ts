// Fixed-window request limits kept in the database, so every app instance shares them.
import { data } from "react-router";
import { getDb } from "./db.server";
import { env } from "./env.server";
import { countRequest } from "./queries/request-limits.server";

export type Limit = { name: string; max: number; windowSeconds: number };

export const LIMITS = {
  signInPerIp: { name: "sign-in:ip", max: 20, windowSeconds: 15 * 60 },
  signInPerAccount: { name: "sign-in:account", max: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { name: "sign-up:ip", max: 10, windowSeconds: 60 * 60 },
  submitPerIp: { name: "submit:ip", max: 30, windowSeconds: 60 * 60 },
  submitPerAccount: { name: "submit:account", max: 10, windowSeconds: 60 * 60 },
  contactPerIp: { name: "contact:ip", max: 5, windowSeconds: 60 * 60 },
  contactPerEmail: { name: "contact:email", max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * The client's address. The production server (server.js) always sets x-fdp-client-ip from the
 * socket, or from X-Forwarded-For only when TRUST_PROXY says a proxy sets it, so a client cannot
 * choose its own address; without that server (tests calling actions directly) the first
 * X-Forwarded-For hop is used.
 */
export function clientIp(request: Request) {
  return (
    request.headers.get("x-fdp-client-ip") || request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "local"
  );
}

/**
 * Counts one request against `limit` for `subject` and tells whether it is allowed.
 * One atomic upsert: the window restarts when it has expired.
 */
export async function hit(limit: Limit, subject: string): Promise<{ allowed: boolean; retryAfter: number }> {
  if (!env().RATE_LIMIT) return { allowed: true, retryAfter: 0 };
  const db = await getDb();
  const key = `${limit.name}:${subject.toLowerCase()}`;
  const { count, windowStart } = await countRequest(db, key, limit.windowSeconds);
  const started = windowStart.getTime();
  const retryAfter = Math.max(1, Math.ceil((started + limit.windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: count <= limit.max, retryAfter };
}

export const TOO_MANY_REQUESTS = "Too many attempts. Please wait a few minutes and try again.";

/** Throws a 429 response with a readable message when any of the limits is exceeded. */
export async function enforceLimits(checks: [Limit, string | null | undefined][]) {
  for (const [limit, subject] of checks) {
    if (!subject) continue;
    const result = await hit(limit, subject);
    if (!result.allowed) {
      throw data(
        { message: TOO_MANY_REQUESTS, formError: TOO_MANY_REQUESTS },
        { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
      );
    }
  }
}
