// What the sign-in page's forms do, by their `intent`: sign in, sign up, send the confirmation
// e-mail again, or go to a social provider.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { notify, replyTo, type ActionReply } from "~/lib/forms";
import { SignInSchema, SignUpSchema } from "~/lib/schemas-account";
import { isLocalizedPath, localizePath, type Locale } from "~/lib/i18n";
import {
  CONFIRMED_CALLBACK,
  SOCIAL_PROVIDERS,
  configuredSocialProviders,
  forwardCookies,
  getAuth,
  safeRedirect,
} from "~/server/domain/auth.server";
import { offerAdminRole } from "~/server/domain/admin-role.server";
import { isCommonPassword } from "~/server/domain/common-passwords.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findUserByEmail } from "~/server/queries/users.server";
import { flashCookie } from "~/server/http/flash.server";
import { LIMITS, checkLimits, clientIp, reserveSignIn } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";
import { accountTexts } from "~/server/reference/account-texts.server";
import type { SignUpReply, Tab } from "./auth-tabs";

/**
 * Where a person signing in on a page in `locale` goes next: the page asked for, in that language
 * when it has one (a Spanish sign-in lands on a Spanish page; the admin pages stay English).
 */
function landing(to: string, locale: Locale) {
  return isLocalizedPath(to.split(/[?#]/)[0]!) ? localizePath(to, locale) : to;
}

/** Better Auth's refusal as the page's language says it: English shows the server's message. */
function authErrorText(
  t: ReturnType<typeof accountTexts>["t"],
  locale: Locale,
  error: { code: string; message: string },
) {
  if (locale === "en") return error.message;
  const known: Record<string, string> = t("authError", { returnObjects: true });
  return known[error.code] ?? t("auth.somethingWrong");
}

/**
 * The answer to every sign-up and every "send it again", whether or not the address has an account:
 * the page tells nobody which addresses have one. The mail is in the outbox by then (a new account's
 * confirmation, or a note to an existing account's owner); the page never waits for it to be sent.
 */
const signedUp = (t: ReturnType<typeof accountTexts>["t"]) => ({ ok: true, message: t("auth.signedUp") });

/** Better Auth's error body: { code, message }. */
async function authError(response: Response, t: ReturnType<typeof accountTexts>["t"]) {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { code: body?.code ?? "", message: body?.message ?? t("auth.somethingWrong") };
}

/** The sign-in page's posts. */
export async function authAction({ request, context }: Route.ActionArgs) {
  const { locale, t } = accountTexts(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const redirectTo = landing(safeRedirect(form.get("redirectTo")), locale);
  const auth = await getAuth(request);
  const ip = clientIp(request);

  if (intent === "social") {
    const provider = SOCIAL_PROVIDERS.find((p) => p.id === form.get("provider"));
    if (!provider) return notify({ ok: false, message: t("auth.unknownProvider") }, 400);
    if (!configuredSocialProviders().includes(provider.id)) {
      return notify({ ok: false, message: t("auth.notConfigured", { providers: provider.label }) }, 400);
    }
    const response = await auth.api.signInSocial({
      body: { provider: provider.id, callbackURL: redirectTo },
      headers: request.headers,
      asResponse: true,
    });
    const body = (await response.json().catch(() => null)) as { url?: string } | null;
    if (!response.ok || !body?.url) {
      return notify({ ok: false, message: authErrorText(t, locale, await authError(response, t)) }, 400);
    }
    throw redirect(body.url, { headers: forwardCookies(response) });
  }

  if (intent === "resend") {
    const email = z.email().safeParse(String(form.get("email") ?? "").trim());
    if (!email.success) return notify({ ok: false, message: t("auth.invalidEmail") }, 400);
    const limited = await checkLimits(context, [[LIMITS.signUpPerIp, ip]]);
    if (limited) return notify({ ok: false, message: limited.message }, limited.status);
    // Answers the same whether or not the address has an account waiting (Better Auth takes at least
    // half a second either way): nothing to learn from it.
    await auth.api
      .sendVerificationEmail({ body: { email: email.data, callbackURL: localizePath(CONFIRMED_CALLBACK, locale) } })
      .catch(() => null);
    return data<SignUpReply>({ notice: signedUp(t), email: email.data });
  }

  const tab: Tab = intent === "signup" ? "signup" : "signin";
  const submission = parseWithZod(form, { schema: tab === "signup" ? SignUpSchema : SignInSchema });
  // The password is never sent back to the page.
  const hideFields = ["password"];
  if (submission.status !== "success") return replyTo(submission, { hideFields });
  const { email, password } = submission.value;
  const refuse = (message: string, status: number) =>
    replyTo(submission, { formErrors: [message], hideFields, status });

  // Sign-up counts every attempt; sign-in reserves its attempt before the password is checked and
  // gives it back unless the password was wrong (see rate-limit.server.ts).
  const reservation = tab === "signin" ? await reserveSignIn(context, email, ip) : null;
  const limited = reservation ? reservation.refused : await checkLimits(context, [[LIMITS.signUpPerIp, ip]]);
  if (limited)
    return data<ActionReply>(
      { result: submission.reply({ formErrors: [limited.message], hideFields }) },
      { status: limited.status, headers: { "Retry-After": String(limited.retryAfter) } },
    );
  if (tab === "signup" && isCommonPassword(password))
    return replyTo(submission, { fieldErrors: { password: [t("auth.commonPassword")] }, hideFields, status: 400 });

  if (tab === "signup") {
    // An address that has an account, confirmed or not, gets Better Auth's answer for a new one after
    // the same work, and the account stays as it was: its owner is mailed instead (onExistingUserSignUp
    // in auth.server.ts, decision 0045). Nobody's sign-up replaces anybody's account or password.
    const response = await auth.api.signUpEmail({
      // No display name yet: the person chooses one, and nothing of the address becomes it (decision 0032).
      body: { email, password, name: "", callbackURL: localizePath(CONFIRMED_CALLBACK, locale) },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) return refuse(authErrorText(t, locale, await authError(response, t)), response.status);
    return data<SignUpReply>({ notice: signedUp(t), result: submission.reply({ hideFields }), email });
  }

  const response = await auth.api.signInEmail({
    body: { email, password, callbackURL: localizePath(CONFIRMED_CALLBACK, locale) },
    headers: request.headers,
    asResponse: true,
  });
  const refusal = response.ok ? { code: null, message: "" } : await authError(response, t);
  const { code } = refusal;
  if (code !== "INVALID_EMAIL_OR_PASSWORD" && reservation && !reservation.refused) await reservation.release();
  if (!response.ok) {
    const formError =
      code === "EMAIL_NOT_VERIFIED"
        ? t("auth.emailNotVerified")
        : code === "INVALID_EMAIL_OR_PASSWORD"
          ? t("auth.invalidCredentials")
          : authErrorText(t, locale, { code: code ?? "", message: refusal.message });
    return refuse(formError, response.status);
  }
  const headers = forwardCookies(response);
  const db = requestDb(context);
  const account = await findUserByEmail(db, email);
  // A listed address's role link goes to its mailbox; the page says the same to everyone, so whoever
  // knows an account's password learns nothing of the administrators' list (decision 0045).
  if (account) await offerAdminRole(db, account, siteOrigin(request));
  headers.append("Set-Cookie", flashCookie(t("auth.signedIn")));
  throw redirect(redirectTo, { headers });
}
