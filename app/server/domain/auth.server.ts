// Sign-in, sessions and roles. Better Auth owns passwords, tokens and cookies;
// this module configures it and gives routes getUser / requireUser / requireAdmin.
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { data, redirect } from "react-router";
import { getDb, type Db } from "../infra/db.server";
import { env } from "../infra/env.server";
import { AUTH_COOKIE_PREFIX, defaultOrigin, siteOrigin } from "../infra/site-origin.server";
import { sendConfirmationMail, sendExistingAccountMail, sendPasswordResetMail } from "./notifications.server";
import { track } from "./outbox.server";
import { hit, LIMITS, type Limit } from "./rate-limit.server";
import { confirmUserEmail, deletePasswordResetTokens, findRole, setUserLocale } from "../queries/users.server";
import { authLimitStorage } from "../queries/request-limits.server";
import * as schema from "../infra/schema.server";
import type { Role } from "~/lib/vocabulary";
import { DEFAULT_LOCALE, isLocale, localeOfPath, localizePath, type Locale } from "~/lib/i18n";
import { requestDb, sessionContext, type RequestContext, type SessionUser } from "./request-context.server";

export const SOCIAL_PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "twitter", label: "Twitter" },
  { id: "github", label: "GitHub" },
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]["id"];

function socialProviders() {
  const e = env();
  const providers: Record<string, { clientId: string; clientSecret: string }> = {};
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)
    providers.google = { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET };
  if (e.TWITTER_CLIENT_ID && e.TWITTER_CLIENT_SECRET)
    providers.twitter = { clientId: e.TWITTER_CLIENT_ID, clientSecret: e.TWITTER_CLIENT_SECRET };
  if (e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET)
    providers.github = { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET };
  return providers;
}

export function configuredSocialProviders(): SocialProvider[] {
  return Object.keys(socialProviders()) as SocialProvider[];
}

/**
 * The only Better Auth endpoints reachable over HTTP: the confirmation link and the social
 * sign-in callbacks. Everything else the site does through its own forms, which call Better Auth
 * on the server with the site's limits; the rest of /api/auth/* answers 404.
 */
export const PUBLIC_AUTH_ENDPOINTS: { method: "GET" | "POST"; path: RegExp }[] = [
  { method: "GET", path: /^\/api\/auth\/verify-email$/ },
  { method: "GET", path: /^\/api\/auth\/callback\/[a-z]+$/ },
  { method: "POST", path: /^\/api\/auth\/callback\/[a-z]+$/ },
  { method: "GET", path: /^\/api\/auth\/error$/ },
];

export function isPublicAuthEndpoint(method: string, pathname: string) {
  return PUBLIC_AUTH_ENDPOINTS.some((e) => e.method === method.toUpperCase() && e.path.test(pathname));
}

/**
 * Mail about an account goes out only a few times an hour per address. Reset mails are counted apart
 * (decision 0045): the mails anybody can cause by signing an address up never hold its owner's reset back.
 */
async function accountMailAllowed(db: Db, email: string, limit: Limit = LIMITS.accountMailPerAddress) {
  const { allowed } = await hit(db, limit, email);
  if (!allowed) console.warn(`[auth] account mail to ${email} held back: limit reached`);
  return allowed;
}

/** The language of a site address or path ("/es/auth?confirmed=1" → "es"), or null when it is none. */
function localeOfAddress(address: unknown): Locale | null {
  if (typeof address !== "string" || !address) return null;
  try {
    return localeOfPath(new URL(address, "http://site.invalid").pathname);
  } catch {
    return null;
  }
}

/** What Better Auth tells its hooks of the request: the body our forms sent and the browser's headers. */
type AuthCall = { body?: unknown; headers?: Headers; request?: Request } | null | undefined;

/**
 * The language of the page a sign-up or sign-in on `origin` was made on. First the callbackURL our own
 * form sends (the sign-in page to come back to, localized by the page: chosen by the server, so always
 * there and right) when it is a page of another language than English (Spanish); then the browser's
 * Referer when it is a page of the site (the page the form was on: sent for same-origin forms under
 * our Referrer-Policy, though a browser or an extension may drop it; a social sign-in's comes from
 * the provider and says nothing); then, when `callbackDecides`, the callbackURL's English. Null when
 * nothing says.
 */
export function pageLocaleOf(call: AuthCall, origin: string, callbackDecides = true): Locale | null {
  const callback = (call?.body as { callbackURL?: unknown } | undefined)?.callbackURL;
  const fromCallback = localeOfAddress(callback);
  if (fromCallback && fromCallback !== DEFAULT_LOCALE) return fromCallback;
  const referer = call?.headers?.get("referer") ?? call?.request?.headers.get("referer");
  const fromReferer = referer?.startsWith(`${origin}/`) ? localeOfAddress(referer) : null;
  return fromReferer ?? (callbackDecides ? fromCallback : null);
}

/** The language a Better Auth link was made for: its callbackURL parameter's, or null. */
function linkLocale(url: string): Locale | null {
  try {
    const callback = new URL(url).searchParams.get("callbackURL");
    return callback ? localeOfAddress(callback) : null;
  } catch {
    return null;
  }
}

/** The account's language as Better Auth hands the account over (user.locale, an additional field). */
function accountLocale(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A confirmation link whose callbackURL leads to the page in `locale` (the link's token is not in it). */
function localizedLink(url: string, locale: Locale) {
  try {
    const link = new URL(url);
    const callback = link.searchParams.get("callbackURL");
    if (callback?.startsWith("/")) link.searchParams.set("callbackURL", localizePath(callback, locale));
    return link.toString();
  } catch {
    return url;
  }
}

/**
 * Better Auth for one origin of the site: its links (confirmation, reset) point there and forms are
 * trusted from there only. With SITE_URL set there is one; without, one per address visitors use.
 */
function createAuth(db: Db, origin: string) {
  const e = env();
  return betterAuth({
    baseURL: origin,
    secret: e.BETTER_AUTH_SECRET,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    user: {
      // The language the person uses the site in, set at sign-up (see databaseHooks): their e-mails are in it.
      additionalFields: {
        locale: { type: "string", required: false, defaultValue: "en", input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every new account starts without a display name, however it signed up: a social provider's
          // profile name is not one the person chose to show here (decision 0032).
          async before(user, call) {
            return { data: { ...user, name: "", locale: pageLocaleOf(call, origin) ?? "en" } };
          },
        },
      },
      session: {
        create: {
          // Signing in on a page of another language: the person's e-mails follow. The sign-in form's
          // English callbackURL alone changes nothing (a Spanish page whose Referer was dropped sends it too).
          async after(session, call) {
            const locale = pageLocaleOf(call, origin, false);
            if (locale) await setUserLocale(db, session.userId, locale).catch(() => {});
          },
        },
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Better Auth uses up the link that was opened; the account's other links go with it. The link
      // came to the address, so the address is confirmed: an account somebody else signed up with it
      // and never confirmed now has its owner's password (decision 0045).
      async onPasswordReset({ user }) {
        await deletePasswordResetTokens(db, user.id);
        if (!user.emailVerified) await confirmUserEmail(db, user.id);
      },
      // Signing up an address that has an account, confirmed or not, changes nothing of it (Better Auth
      // never touches an existing account here), does the work a new one does (Better Auth hashes the
      // password either way; here one mail is counted and stored) and gets the same answer, so neither
      // the page nor its timing tells whether the address has an account. Its owner is told, and is
      // offered a new password: for an unconfirmed account, the way to set and confirm it.
      async onExistingUserSignUp({ user }) {
        if (!(await accountMailAllowed(db, user.email))) return;
        await sendExistingAccountMail(user.email, origin, accountLocale(user), user.emailVerified);
      },
      // Our own page takes the token; Better Auth's reset endpoint is not reachable over HTTP.
      // Queued in the background: the answer takes as long whether or not the account exists.
      // In the language of the page that asked (its redirectTo, when the form sends one), else the account's.
      async sendResetPassword({ user, token, url }) {
        const locale = linkLocale(url) ?? accountLocale(user);
        track(
          (async () => {
            if (!(await accountMailAllowed(db, user.email, LIMITS.resetMailPerAddress))) return;
            await sendPasswordResetMail(
              user.email,
              `${origin}${localizePath("/auth/reset-password", locale)}?token=${encodeURIComponent(token)}`,
              locale,
            );
          })().catch((error: unknown) => console.error("[auth] could not queue a reset mail", error)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link confirms the address and lands on /auth, where the user signs in.
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      // Stored in the outbox, which sends it after the answer: a slow mail server delays nobody.
      // In the language of the page that signed up (or asked again), else the account's; the link
      // lands on the sign-in page of that language.
      async sendVerificationEmail({ user, url }) {
        if (!(await accountMailAllowed(db, user.email))) return;
        const linked = linkLocale(url);
        const locale = linked && linked !== DEFAULT_LOCALE ? linked : accountLocale(user);
        await sendConfirmationMail(user.email, localizedLink(url, locale), locale);
      },
    },
    socialProviders: socialProviders(),
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: e.NODE_ENV === "production" && origin.startsWith("https://"),
      cookiePrefix: AUTH_COOKIE_PREFIX,
      // The address the production server resolved (the socket, or X-Forwarded-For only under TRUST_PROXY):
      // the same one the site's own limits count, never a header the client chose.
      ipAddress: { ipAddressHeaders: ["x-fdp-client-ip"] },
    },
    // Counted in request_limits with the site's own limits, shared by every instance.
    rateLimit: {
      enabled: e.RATE_LIMIT,
      customStorage: authLimitStorage(db),
      window: 60,
      max: 100,
      customRules: {
        "/verify-email": { window: 60, max: 20 },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
/** The instances by origin, most recently used last; the few addresses of one machine fit easily. */
const authInstances = new Map<string, Promise<Auth>>();
const MAX_AUTH_ORIGINS = 16;

/**
 * Better Auth for the origin a request came to (origin.server.ts), or for the default origin when
 * there is no request (start-up, scripts).
 */
export function getAuth(request?: Request): Promise<Auth> {
  const origin = request ? siteOrigin(request) : defaultOrigin();
  let instance = authInstances.get(origin);
  if (instance) authInstances.delete(origin);
  else instance = getDb().then((db) => createAuth(db, origin));
  authInstances.set(origin, instance);
  for (const oldest of authInstances.keys()) {
    if (authInstances.size <= MAX_AUTH_ORIGINS) break;
    authInstances.delete(oldest);
  }
  return instance;
}

export type { SessionUser };

/** The user's role: no row means "user", and so does a failed lookup (logged). */
export async function getRole(db: Db, userId: string): Promise<Role> {
  try {
    return await findRole(db, userId);
  } catch (error) {
    console.error("[auth] role lookup failed; treating as user", error);
    return "user";
  }
}

async function lookUpUser(request: Request, db: Db): Promise<SessionUser | null> {
  const auth = await getAuth(request);
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { id, email, name, emailVerified } = result.user;
  return { id, email, displayName: name || null, emailVerified, role: await getRole(db, id) };
}

/**
 * The signed-in user of a request, or null: looked up on first use and kept in the request's
 * context (request-context.server.ts), so the root, layout and page share one lookup. React Router
 * gives each loader its own copy of the Request; the context is the request's own.
 */
export function getUser(request: Request, context: RequestContext): Promise<SessionUser | null> {
  const session = context.get(sessionContext);
  session.user ??= lookUpUser(request, requestDb(context));
  return session.user;
}

/**
 * Same-origin path to come back to after signing in; anything else becomes `fallback`. The value
 * is parsed as a URL against the site's origin, as a browser would read it (tabs and line breaks
 * dropped, backslashes as slashes), and only a path on that origin is kept.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    const site = new URL(defaultOrigin());
    url = new URL(to, site);
    if (url.origin !== site.origin) return fallback;
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || /[\s\\]/.test(path)) return fallback;
  return path;
}

export async function requireUser(request: Request, context: RequestContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    const signIn = localizePath("/auth", localeOfPath(url.pathname));
    throw redirect(`${signIn}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/**
 * Every admin loader and action calls this itself, beside the admin layout's middleware (defence in
 * depth: a route moved out of the layout stays guarded): a visitor is sent to sign in, a user gets 403.
 */
export async function requireAdmin(request: Request, context: RequestContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.role !== "admin") {
    throw data({ message: "You don't have permission to access this page." }, { status: 403 });
  }
  return user;
}

/** Where the confirmation link lands: the sign-in page, which then says the address is confirmed. */
export const CONFIRMED_CALLBACK = "/auth?confirmed=1";

/** The Set-Cookie headers of a Better Auth response, ready to go on our own redirect. */
export function forwardCookies(response: Response, headers = new Headers()) {
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
