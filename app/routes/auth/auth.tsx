// Sign in and sign up with e-mail and password, or with a configured social provider.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/auth";
import { FormErrors, InputField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { notify, replyTo, type ActionReply } from "~/lib/forms";
import { SignInSchema, SignUpSchema } from "~/lib/schemas-account";
import { isLocalizedPath, localizePath, useLocalePath, type Locale } from "~/lib/i18n";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { cn } from "~/lib/utils";
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
import { offerAdminRole } from "~/server/domain/admin-role.server";
import { isCommonPassword } from "~/server/domain/common-passwords.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findUserByEmail } from "~/server/queries/users.server";
import { flashCookie } from "~/server/http/flash.server";
import { LIMITS, checkLimits, clientIp, reserveSignIn } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";

type Tab = "signin" | "signup";

/**
 * The two forms are two addresses (`/auth?tab=sign-in`, `/auth?tab=sign-up`): a tab is a link the
 * server answers with the right form, so it works before the page's scripts have run.
 */
const TABS = [
  {
    value: "signin",
    param: "sign-in",
    label: "auth.tabSignIn",
    switchPrompt: "auth.newHere",
    switchLabel: "auth.createAccount",
    switchTo: "signup",
  },
  {
    value: "signup",
    param: "sign-up",
    label: "auth.tabSignUp",
    switchPrompt: "auth.haveAccount",
    switchLabel: "auth.signInInstead",
    switchTo: "signin",
  },
] as const satisfies readonly { value: Tab; switchTo: Tab; [text: string]: string }[];

/** The tab an address asks for: `sign-up` (or the older `signup`), else sign in. */
function requestedTab(param: string | null): Tab {
  return param === "sign-up" || param === "signup" ? "signup" : "signin";
}

/** The address of a tab, in the page's language, keeping where to go after signing in. */
function tabHref(tab: Tab, redirectTo: string, lp: (path: string) => string) {
  const params = new URLSearchParams({ tab: TABS.find((t) => t.value === tab)!.param });
  if (redirectTo) params.set("redirectTo", redirectTo);
  return lp(`/auth?${params}`);
}

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

/** A sign-up's answer: the address, for "Send the confirmation email again". */
type SignUpReply = ActionReply & { email?: string };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.seo?.title ?? `Sign In | ${BRAND}`,
    description:
      loaderData?.seo?.description ??
      "Sign in or create an account to submit dog-friendly places and follow your submissions.",
    path: "/auth",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = accountTexts(request);
  if (await getUser(request, context)) throw redirect(localizePath("/", locale));
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  return {
    ...translatedSeo(request, "auth"),
    tab: requestedTab(url.searchParams.get("tab")),
    redirectTo,
    confirmed: url.searchParams.get("confirmed") === "1" && !url.searchParams.get("error"),
    linkError: Boolean(url.searchParams.get("error")),
    providers: SOCIAL_PROVIDERS.map((p) => ({ ...p, configured: configuredSocialProviders().includes(p.id) })),
  };
}

/** Better Auth's error body: { code, message }. */
async function authError(response: Response, t: ReturnType<typeof accountTexts>["t"]) {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { code: body?.code ?? "", message: body?.message ?? t("auth.somethingWrong") };
}

export async function action({ request, context }: Route.ActionArgs) {
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

/** Which of the two forms an answer belongs to: the `intent` it was sent with. */
function answeredTab(reply: ActionReply | undefined): Tab | undefined {
  const intent = reply?.result?.initialValue?.intent;
  return intent === "signup" || intent === "signin" ? intent : undefined;
}

/**
 * The tab a click on a tab link is opening, from the moment of the click: the form switches at once,
 * not when the server's answer arrives, so what is typed right after the click goes where it is meant.
 */
function useOpeningTab(): Tab | undefined {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.state === "loading" && !navigation.formMethod ? navigation.location : undefined;
  if (!next || next.pathname !== location.pathname) return undefined;
  return requestedTab(new URLSearchParams(next.search).get("tab"));
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, confirmed, linkError, providers } = loaderData;
  const answered = answeredTab(actionData);
  const shown = useOpeningTab() ?? answered ?? loaderData.tab;
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const lp = useLocalePath();
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
          <p>{t("auth.notArrived")}</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={signUpMail.email ?? ""} />
            <Button type="submit" variant="outline" size="sm">
              {t("auth.resend")}
            </Button>
          </Form>
        </Alert>
      ) : notice?.ok ? (
        <Alert tone="success">{notice.message}</Alert>
      ) : confirmed ? (
        <Alert tone="success">{t("auth.confirmed")}</Alert>
      ) : linkError ? (
        <Alert tone="error">{t("auth.linkError")}</Alert>
      ) : null}

      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">{t("auth.welcome")}</h1>
          <CardDescription>{t("auth.intro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <nav aria-label={t("auth.tabsLabel")} className="grid w-full grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            {TABS.map((tab) => (
              <Link
                key={tab.value}
                to={tabHref(tab.value, redirectTo, lp)}
                replace
                preventScrollReset
                aria-current={tab.value === shown ? "page" : undefined}
                className={cn(
                  "focus-visible:outline-brand-600 inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2",
                  tab.value === shown && "bg-white text-slate-900 shadow-sm",
                )}
              >
                {t(tab.label)}
              </Link>
            ))}
          </nav>
          {/* One form for both tabs, never replaced: an address typed (or filled in by the browser)
              while the tab switches stays in its field. */}
          <div className="pt-5">
            <CredentialsForm
              intent={shown}
              redirectTo={redirectTo}
              reply={answered === shown ? actionData : undefined}
              busy={busyIntent === shown}
            />
            {TABS.filter((tab) => tab.value === shown).map((tab) => (
              <p key={tab.value} className="mt-4 text-center text-sm text-slate-600">
                {t(tab.switchPrompt)}{" "}
                <Link
                  to={tabHref(tab.switchTo, redirectTo, lp)}
                  replace
                  preventScrollReset
                  className="text-brand-700 font-medium underline"
                >
                  {t(tab.switchLabel)}
                </Link>
              </p>
            ))}
          </div>

          <div className="my-6 flex items-center gap-3 text-xs text-slate-600 uppercase">
            <span className="h-px flex-1 bg-slate-200" />
            {t("auth.orContinue")}
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
              {t("auth.notConfigured", {
                providers: providers
                  .filter((p) => !p.configured)
                  .map((p) => p.label)
                  .join(", "),
              })}
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
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  const schema = intent === "signup" ? SignUpSchema : SignInSchema;
  const [form, fields] = useForm({
    id: "credentials",
    constraint: getZodConstraint(schema),
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: "onBlur",
  });
  // Another tab keeps what was typed but not the other form's messages.
  const shownFor = useRef(intent);
  const { update } = form;
  useEffect(() => {
    if (shownFor.current === intent) return;
    shownFor.current = intent;
    update({ validated: false });
  }, [intent, update]);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* The server's answer (e.g. "Invalid email or password.") stays until the next one: checking a
          field as the visitor leaves it must not remove the box and move the button they reach for. */}
      <FormErrors form={{ errorId: form.errorId, errors: reply?.result?.error?.[""] ?? form.errors }} />
      <InputField
        meta={fields.email}
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        placeholder={t("auth.emailPlaceholder")}
      />
      <InputField
        meta={fields.password}
        label={t("auth.password")}
        type="password"
        autoComplete={intent === "signup" ? "new-password" : "current-password"}
        placeholder={intent === "signup" ? t("auth.passwordPlaceholderSignUp") : t("auth.passwordPlaceholderSignIn")}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {intent === "signup"
          ? busy
            ? t("auth.signingUp")
            : t("auth.signUp")
          : busy
            ? t("auth.signingIn")
            : t("auth.signIn")}
      </Button>
      {intent === "signin" ? (
        <p className="text-center text-sm">
          <Link to={lp("/auth/forgot-password")} className="text-brand-700 underline">
            {t("auth.forgot")}
          </Link>
        </p>
      ) : null}
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
