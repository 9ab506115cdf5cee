// Sign in and sign up with e-mail and password, or with a configured social provider.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { FormErrors, InputField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { notify, replyTo, type ActionReply } from "~/lib/forms";
import { SignInSchema, SignUpSchema } from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { cn, emailName } from "~/lib/utils";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import {
  CONFIRMED_CALLBACK,
  SOCIAL_PROVIDERS,
  configuredSocialProviders,
  forwardCookies,
  getAuth,
  getUser,
  safeRedirect,
} from "~/server/domain/auth.server";
import { ADMIN_ROLE_MAILED, offerAdminRole } from "~/server/domain/admin-role.server";
import { isCommonPassword } from "~/server/domain/common-passwords.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { deleteUnconfirmedUser, findUserByEmail } from "~/server/queries/users.server";
import { flashCookie } from "~/server/http/flash.server";
import { LIMITS, checkLimits, clientIp, reserveSignIn } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";

type Tab = "signin" | "signup";

/**
 * The two forms are two addresses (`/auth?tab=sign-in`, `/auth?tab=sign-up`): a tab is a link the
 * server answers with the right form, so it works before the page's scripts have run.
 */
const TABS = [
  {
    value: "signin",
    param: "sign-in",
    label: "Sign In",
    switchPrompt: "New here?",
    switchLabel: "Create an account",
    switchTo: "signup",
  },
  {
    value: "signup",
    param: "sign-up",
    label: "Sign Up",
    switchPrompt: "Already have an account?",
    switchLabel: "Sign in instead",
    switchTo: "signin",
  },
] as const satisfies readonly { value: Tab; switchTo: Tab; [text: string]: string }[];

/** The tab an address asks for: `sign-up` (or the older `signup`), else sign in. */
function requestedTab(param: string | null): Tab {
  return param === "sign-up" || param === "signup" ? "signup" : "signin";
}

/** The address of a tab, keeping where to go after signing in. */
function tabHref(tab: Tab, redirectTo: string) {
  const params = new URLSearchParams({ tab: TABS.find((t) => t.value === tab)!.param });
  if (redirectTo) params.set("redirectTo", redirectTo);
  return `/auth?${params}`;
}

/**
 * The answer to every sign-up and every "send it again", whether or not the address has an account:
 * the page tells nobody which addresses have one. The mail is in the outbox by then (a new account's
 * confirmation, or a note to an existing account's owner); the page never waits for it to be sent.
 */
const SIGNED_UP = { ok: true, message: "Check your email for the confirmation link!" };
const NOT_ARRIVED = "If it has not arrived in a few minutes, check your spam folder or send it again.";
const COMMON_PASSWORD = "This password is too common. Please choose one that is harder to guess.";

/** A sign-up's answer: the address, for "Send the confirmation email again". */
type SignUpReply = ActionReply & { email?: string };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Sign In | ${BRAND}`,
    description: "Sign in or create an account to submit dog-friendly places and follow your submissions.",
    path: "/auth",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser(request, context)) throw redirect("/");
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  return {
    tab: requestedTab(url.searchParams.get("tab")),
    redirectTo,
    confirmed: url.searchParams.get("confirmed") === "1" && !url.searchParams.get("error"),
    linkError: Boolean(url.searchParams.get("error")),
    providers: SOCIAL_PROVIDERS.map((p) => ({ ...p, configured: configuredSocialProviders().includes(p.id) })),
  };
}

/** Better Auth's error body: { code, message }. */
async function authError(response: Response) {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { code: body?.code ?? "", message: body?.message ?? "Something went wrong. Please try again." };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const auth = await getAuth(request);
  const ip = clientIp(request);

  if (intent === "social") {
    const provider = SOCIAL_PROVIDERS.find((p) => p.id === form.get("provider"));
    if (!provider) return notify({ ok: false, message: "Unknown sign-in provider." }, 400);
    if (!configuredSocialProviders().includes(provider.id)) {
      return notify({ ok: false, message: `${provider.label} sign-in is not configured on this site.` }, 400);
    }
    const response = await auth.api.signInSocial({
      body: { provider: provider.id, callbackURL: redirectTo },
      headers: request.headers,
      asResponse: true,
    });
    const body = (await response.json().catch(() => null)) as { url?: string } | null;
    if (!response.ok || !body?.url) return notify({ ok: false, message: (await authError(response)).message }, 400);
    throw redirect(body.url, { headers: forwardCookies(response) });
  }

  if (intent === "resend") {
    const email = z.email().safeParse(String(form.get("email") ?? "").trim());
    if (!email.success) return notify({ ok: false, message: "Please enter a valid email address." }, 400);
    const limited = await checkLimits(context, [[LIMITS.signUpPerIp, ip]]);
    if (limited) return notify({ ok: false, message: limited.message }, limited.status);
    // Answers the same whether or not the address has an account waiting (Better Auth takes at least
    // half a second either way): nothing to learn from it.
    await auth.api
      .sendVerificationEmail({ body: { email: email.data, callbackURL: CONFIRMED_CALLBACK } })
      .catch(() => null);
    return data<SignUpReply>({ notice: SIGNED_UP, email: email.data });
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
    return replyTo(submission, { fieldErrors: { password: [COMMON_PASSWORD] }, hideFields, status: 400 });

  if (tab === "signup") {
    // The address's owner replaces an account somebody else opened with it and never confirmed.
    await deleteUnconfirmedUser(requestDb(context), email);
    // A confirmed address gets Better Auth's answer for a new one, after the same work (see
    // onExistingUserSignUp in auth.server.ts), so this answer is the same for both.
    const response = await auth.api.signUpEmail({
      body: { email, password, name: emailName(email), callbackURL: CONFIRMED_CALLBACK },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) return refuse((await authError(response)).message, response.status);
    return data<SignUpReply>({ notice: SIGNED_UP, result: submission.reply({ hideFields }), email });
  }

  const response = await auth.api.signInEmail({
    body: { email, password, callbackURL: CONFIRMED_CALLBACK },
    headers: request.headers,
    asResponse: true,
  });
  const { code, message } = response.ok ? { code: null, message: "" } : await authError(response);
  if (code !== "INVALID_EMAIL_OR_PASSWORD" && reservation && !reservation.refused) await reservation.release();
  if (!response.ok) {
    const formError =
      code === "EMAIL_NOT_VERIFIED"
        ? "Please confirm your email address before signing in. We have sent you a new confirmation link."
        : code === "INVALID_EMAIL_OR_PASSWORD"
          ? "Invalid email or password."
          : message;
    return refuse(formError, response.status);
  }
  const headers = forwardCookies(response);
  const db = requestDb(context);
  const account = await findUserByEmail(db, email);
  const offered = account ? await offerAdminRole(db, account, siteOrigin(request)) : false;
  headers.append(
    "Set-Cookie",
    flashCookie(offered ? `Signed in successfully! ${ADMIN_ROLE_MAILED}` : "Signed in successfully!"),
  );
  throw redirect(redirectTo, { headers });
}

/** Which of the two forms an answer belongs to: the `intent` it was sent with. */
function answeredTab(reply: ActionReply | undefined): Tab | undefined {
  const intent = reply?.result?.initialValue?.intent;
  return intent === "signup" || intent === "signin" ? intent : undefined;
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, confirmed, linkError, providers } = loaderData;
  const answered = answeredTab(actionData);
  const tab = answered ?? loaderData.tab;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const notice = actionData?.notice;
  const signUpMail = actionData as SignUpReply | undefined;
  // An answer without a form result is the social sign-in's.
  const socialError = actionData && !actionData.result && notice && !notice.ok ? notice.message : undefined;

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      {notice?.ok && signUpMail?.email ? (
        <Alert tone="success">
          <p>{notice.message}</p>
          <p>{NOT_ARRIVED}</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={signUpMail.email ?? ""} />
            <Button type="submit" variant="outline" size="sm">
              Send the confirmation email again
            </Button>
          </Form>
        </Alert>
      ) : notice?.ok ? (
        <Alert tone="success">{notice.message}</Alert>
      ) : confirmed ? (
        <Alert tone="success">Your email is confirmed. You can sign in now.</Alert>
      ) : linkError ? (
        <Alert tone="error">This confirmation link is invalid or has expired. Sign in to receive a new one.</Alert>
      ) : null}

      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Welcome</h1>
          <CardDescription>Sign in to manage your dog park listings</CardDescription>
        </CardHeader>
        <CardContent>
          <nav aria-label="Sign in or sign up" className="grid w-full grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            {TABS.map((t) => (
              <Link
                key={t.value}
                to={tabHref(t.value, redirectTo)}
                replace
                preventScrollReset
                aria-current={t.value === tab ? "page" : undefined}
                className={cn(
                  "focus-visible:outline-brand-600 inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2",
                  t.value === tab && "bg-white text-slate-900 shadow-sm",
                )}
              >
                {t.label}
              </Link>
            ))}
          </nav>
          {TABS.filter((t) => t.value === tab).map((t) => (
            <div key={t.value} className="pt-5">
              <CredentialsForm
                intent={t.value}
                redirectTo={redirectTo}
                reply={answered === t.value ? actionData : undefined}
                busy={busyIntent === t.value}
              />
              <p className="mt-4 text-center text-sm text-slate-600">
                {t.switchPrompt}{" "}
                <Link
                  to={tabHref(t.switchTo, redirectTo)}
                  replace
                  preventScrollReset
                  className="text-brand-700 font-medium underline"
                >
                  {t.switchLabel}
                </Link>
              </p>
            </div>
          ))}

          <div className="my-6 flex items-center gap-3 text-xs text-slate-600 uppercase">
            <span className="h-px flex-1 bg-slate-200" />
            Or continue with
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Form method="post" className="grid grid-cols-3 gap-2">
            <input type="hidden" name="intent" value="social" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {providers.map((p) => (
              <Button
                key={p.id}
                type="submit"
                name="provider"
                value={p.id}
                variant="outline"
                aria-describedby={p.configured ? undefined : "social-hint"}
              >
                {p.label}
              </Button>
            ))}
          </Form>
          {providers.some((p) => !p.configured) ? (
            <p id="social-hint" className="mt-2 text-center text-xs text-slate-600">
              {providers
                .filter((p) => !p.configured)
                .map((p) => p.label)
                .join(", ")}{" "}
              sign-in is not configured on this site.
            </p>
          ) : null}
          {socialError ? (
            <Alert tone="error" className="mt-3">
              {socialError}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

function CredentialsForm({
  intent,
  redirectTo,
  reply,
  busy,
}: {
  intent: Tab;
  redirectTo: string;
  reply?: ActionReply;
  busy: boolean;
}) {
  const schema = intent === "signup" ? SignUpSchema : SignInSchema;
  const [form, fields] = useForm({
    id: intent,
    constraint: getZodConstraint(schema),
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* The server's answer (e.g. "Invalid email or password.") stays until the next one: checking a
          field as the visitor leaves it must not remove the box and move the button they reach for. */}
      <FormErrors form={{ errorId: form.errorId, errors: reply?.result?.error?.[""] ?? form.errors }} />
      <InputField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      <InputField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete={intent === "signup" ? "new-password" : "current-password"}
        placeholder={intent === "signup" ? "Password (min 6 characters)" : "Your password"}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {intent === "signup" ? (busy ? "Creating Account..." : "Sign Up") : busy ? "Signing In..." : "Sign In"}
      </Button>
      {intent === "signin" ? (
        <p className="text-center text-sm">
          <Link to="/auth/forgot-password" className="text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
      ) : null}
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
