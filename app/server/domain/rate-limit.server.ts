// Fixed-window request limits kept in the database, so every app instance shares them; and the
// sign-in throttle, which counts failures only and answers with a growing delay, never a lockout.
import { createContext, type MiddlewareFunction } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n";
import { translatorFor } from "../reference/i18n.server";
import { getDb, type Db } from "../infra/db.server";
import { refusalsContext, requestDb, type RequestContext } from "./request-context.server";
import { defineJob } from "../jobs/runtime.server";
import { env } from "../infra/env.server";
import {
  countRequest,
  findLiveCounters,
  pruneExpiredCounters,
  releaseAttempts,
  reserveCountedAttempt,
  reserveDelayedAttempt,
} from "../queries/request-limits.server";

export type Limit = { name: string; max: number; windowSeconds: number };

export const LIMITS = {
  signUpPerIp: { name: "sign-up:ip", max: 10, windowSeconds: 60 * 60 },
  submitPerIp: { name: "submit:ip", max: 30, windowSeconds: 60 * 60 },
  submitPerAccount: { name: "submit:account", max: 10, windowSeconds: 60 * 60 },
  contactPerIp: { name: "contact:ip", max: 5, windowSeconds: 60 * 60 },
  contactPerEmail: { name: "contact:email", max: 5, windowSeconds: 60 * 60 },
  reportPerIp: { name: "report:ip", max: 10, windowSeconds: 60 * 60 },
  /** Confirmation, taken-address and administrator-role mails to one address: nobody can flood someone's inbox. */
  accountMailPerAddress: { name: "account-mail:address", max: 3, windowSeconds: 60 * 60 },
  /**
   * Password-reset mails to one address, counted apart from every other mail (decision 0045). A reset
   * link lives an hour, twice this window: while requests are held back, the mail that opened the
   * window has a link that works for at least another half hour in the owner's mailbox.
   */
  resetMailPerAddress: { name: "reset-mail:address", max: 2, windowSeconds: 30 * 60 },
  passwordResetPerIp: { name: "password-reset:ip", max: 10, windowSeconds: 60 * 60 },
  /** The account page's password checks (change it, delete the account): a stolen session cannot guess on. */
  accountPasswordPerAccount: { name: "account-password:account", max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/**
 * Sign-in failures. Per account: the first few are free, then each further attempt waits a delay
 * that doubles up to a cap; an attacker gets a handful of guesses a minute, and the owner is never
 * locked out for longer than the cap. Per address: a hard window, for one client trying many accounts.
 */
export const SIGN_IN = {
  windowSeconds: 15 * 60,
  freeFailuresPerAccount: 5,
  maxDelaySeconds: 60,
  failuresPerIp: 20,
} as const;

const failuresOfAccount = { name: "sign-in-failures:account", windowSeconds: SIGN_IN.windowSeconds };
const failuresOfIp = { name: "sign-in-failures:ip", windowSeconds: SIGN_IN.windowSeconds };

/**
 * The client's address. The production server (app/server/http/app.server.ts) always sets x-fdp-client-ip from the
 * socket, or from X-Forwarded-For only when TRUST_PROXY says a proxy sets it, so a client cannot
 * choose its own address; without that server (tests calling actions directly) the first
 * X-Forwarded-For hop is used.
 */
export function clientIp(request: Request) {
  return (
    request.headers.get("x-fdp-client-ip") || request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "local"
  );
}

function keyOf(limit: { name: string }, subject: string) {
  return `${limit.name}:${subject.toLowerCase()}`;
}

/** Gives back `times` counts of `limit` for `subject` (what was counted turned out not to happen). */
export async function giveBack(db: Db, limit: Pick<Limit, "name">, subject: string, times = 1) {
  if (!env().RATE_LIMIT) return;
  await releaseAttempts(db, [keyOf(limit, subject)], times);
}

/**
 * Counts one request against `limit` for `subject` and tells whether it is allowed.
 * One atomic upsert: the window restarts when it has expired.
 */
export async function hit(
  db: Db,
  limit: Pick<Limit, "name" | "windowSeconds"> & { max?: number },
  subject: string,
): Promise<{ allowed: boolean; retryAfter: number; count: number }> {
  if (!env().RATE_LIMIT) return { allowed: true, retryAfter: 0, count: 0 };
  const { count, windowStart } = await countRequest(db, keyOf(limit, subject), limit.windowSeconds);
  const started = windowStart.getTime();
  const retryAfter = Math.max(1, Math.ceil((started + limit.windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: limit.max === undefined || count <= limit.max, retryAfter, count };
}

/**
 * The language of the page the request came from, which a refusal is written in: set by the root
 * middleware from the address (app/root.tsx); English when nothing set it (a test calling an action).
 */
export const refusalLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** "Too many attempts", in `locale`. */
export function tooManyRequestsMessage(locale: Locale = DEFAULT_LOCALE) {
  return translatorFor(locale, "common")("limits.tooMany");
}

export const TOO_MANY_REQUESTS = tooManyRequestsMessage();

export type LimitExceeded = { message: string; retryAfter: number; status: 429 };

/**
 * Notes in the request's context that a limit refused it for `retryAfter` seconds: the answer's
 * Retry-After (retryAfterMiddleware). For a refusal a domain function made without the context
 * (a review's daily limits); `checkLimits` notes its own.
 */
export function noteRefusal(context: RequestContext, retryAfter: number) {
  const refusals = context.get(refusalsContext);
  refusals.retryAfter = Math.max(refusals.retryAfter ?? 0, retryAfter);
}

/** A refusal for `retryAfter` seconds, noted in the request's context for its Retry-After. */
function exceeded(context: RequestContext, message: (locale: Locale) => string, retryAfter: number): LimitExceeded {
  noteRefusal(context, retryAfter);
  return { message: message(context.get(refusalLocaleContext)), retryAfter, status: 429 };
}

/**
 * Root middleware: every 429 answer carries Retry-After, in seconds. React Router passes a route's
 * own response headers on only through a `headers` export, so the wait of a limit that refused
 * this request is noted in its context while it runs and set on the answer (a page, a .data answer
 * or a resource route's) afterwards; Better Auth's own limit says it as X-Retry-After, which is copied.
 */
export const retryAfterMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (response.status !== 429 || response.headers.has("Retry-After")) return response;
  const wait = context.get(refusalsContext).retryAfter ?? Number(response.headers.get("X-Retry-After"));
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(Math.max(1, Math.ceil(wait || 60))));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** Counts the request against every limit; the first one exceeded comes back as a readable result. */
export async function checkLimits(
  context: RequestContext,
  checks: [Limit, string | null | undefined][],
): Promise<LimitExceeded | null> {
  for (const [limit, subject] of checks) {
    if (!subject) continue;
    const result = await hit(requestDb(context), limit, subject);
    if (!result.allowed) return exceeded(context, tooManyRequestsMessage, result.retryAfter);
  }
  return null;
}

/** The delay an account must wait before its next attempt after `failures` failures in the window. */
export function signInDelaySeconds(failures: number) {
  if (failures < SIGN_IN.freeFailuresPerAccount) return 0;
  return Math.min(SIGN_IN.maxDelaySeconds, 5 * 2 ** (failures - SIGN_IN.freeFailuresPerAccount));
}

/** How long to wait before signing in again, in `locale`: whole minutes from a minute on, else seconds. */
export function signInWaitMessage(seconds: number, locale: Locale = DEFAULT_LOCALE) {
  const t = translatorFor(locale, "common");
  const wait =
    seconds >= 60 ? t("limits.minutes", { count: Math.ceil(seconds / 60) }) : t("limits.seconds", { count: seconds });
  return t("limits.signInWait", { wait });
}

/** How long a refused sign-in for `email` from `ip` must wait, read from the counters as they are. */
async function signInWait(context: RequestContext, email: string, ip: string): Promise<LimitExceeded> {
  const db = requestDb(context);
  const rows = await findLiveCounters(db, [keyOf(failuresOfAccount, email), keyOf(failuresOfIp, ip)]);
  const now = Date.now();
  let wait = 0;
  for (const row of rows) {
    if (row.key === keyOf(failuresOfIp, ip)) {
      if (row.count >= SIGN_IN.failuresPerIp) wait = Math.max(wait, (row.expiresAt.getTime() - now) / 1000);
    } else {
      wait = Math.max(wait, (row.lastHitAt.getTime() + signInDelaySeconds(row.count) * 1000 - now) / 1000);
    }
  }
  // A refusal whose delay ran out in the meantime still asks for a moment.
  const seconds = Math.max(1, Math.ceil(wait));
  return exceeded(context, (locale) => signInWaitMessage(seconds, locale), seconds);
}

export type SignInReservation = { refused: LimitExceeded } | { refused: null; release: () => Promise<void> };

/**
 * Reserves one sign-in attempt for `email` from `ip` before the password is checked: counted at
 * once against the address and the account, atomically in the database, so that no burst of
 * parallel attempts (on one instance or several) gets more password checks than the allowance.
 * The caller releases the reservation when the attempt turns out not to be a wrong password, so a
 * successful sign-in never uses up a limit.
 */
export async function reserveSignIn(context: RequestContext, email: string, ip: string): Promise<SignInReservation> {
  if (!env().RATE_LIMIT) return { refused: null, release: async () => {} };
  const db = requestDb(context);
  const ipKey = keyOf(failuresOfIp, ip);
  const accountKey = keyOf(failuresOfAccount, email);
  if ((await reserveCountedAttempt(db, ipKey, SIGN_IN.windowSeconds, SIGN_IN.failuresPerIp)) === null)
    return { refused: await signInWait(context, email, ip) };
  const delays = { free: SIGN_IN.freeFailuresPerAccount, maxDelaySeconds: SIGN_IN.maxDelaySeconds };
  if ((await reserveDelayedAttempt(db, accountKey, SIGN_IN.windowSeconds, delays)) === null) {
    await releaseAttempts(db, [ipKey]);
    return { refused: await signInWait(context, email, ip) };
  }
  return { refused: null, release: () => releaseAttempts(db, [ipKey, accountKey]) };
}

/** Removes the counters whose window has passed (ours and Better Auth's). */
export async function pruneExpiredLimits() {
  return pruneExpiredCounters(await getDb());
}

/** Prunes expired counters once every ten minutes across all instances. */
export const limitPruningJob = defineJob({
  name: "limit-pruning",
  everySeconds: 10 * 60,
  run: async (_payload, { db }) => pruneExpiredCounters(db),
});
