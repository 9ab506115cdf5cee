// Sign in and sign up with e-mail and password, or with a configured social provider.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { FormErrors, InputField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { notify, replyTo, type ActionReply } from "~/lib/forms";
import { SignInSchema, SignUpSchema } from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { emailName } from "~/lib/utils";
import { GeneralErrorBoundary } from "~/root";
import {
  CONFIRMED_CALLBACK,
  SOCIAL_PROVIDERS,
  configuredSocialProviders,
  forwardCookies,
  getAuth,
  getUser,
  safeRedirect,
} from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { LIMITS, checkLimits, clientIp, recordSignInFailure, signInAllowed } from "~/server/rate-limit.server";

type Tab = "signin" | "signup";

const TABS = [
  {
    value: "signin",
    label: "Sign In",
    switchPrompt: "New here?",
    switchLabel: "Create an account",
    switchTo: "signup",
  },
  {
    value: "signup",
    label: "Sign Up",
    switchPrompt: "Already have an account?",
    switchLabel: "Sign in instead",
    switchTo: "signin",
  },
] as const satisfies readonly { value: Tab; switchTo: Tab; [text: string]: string }[];

const SIGNED_UP = "Check your email for the confirmation link!";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Sign In | ${BRAND}`,
    description: "Sign in or create an account to submit dog-friendly places and follow your submissions.",
    path: "/auth",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  return {
    tab: (url.searchParams.get("tab") === "signup" ? "signup" : "signin") as Tab,
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

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const auth = await getAuth();
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

  const tab: Tab = intent === "signup" ? "signup" : "signin";
  const submission = parseWithZod(form, { schema: tab === "signup" ? SignUpSchema : SignInSchema });
  // The password is never sent back to the page.
  const hideFields = ["password"];
  if (submission.status !== "success") return replyTo(submission, { hideFields });
  const { email, password } = submission.value;
  const refuse = (message: string, status: number) =>
    replyTo(submission, { formErrors: [message], hideFields, status });

  // Sign-in counts failures only (see rate-limit.server.ts); sign-up counts every attempt.
  const limited = tab === "signup" ? await checkLimits([[LIMITS.signUpPerIp, ip]]) : await signInAllowed(email, ip);
  if (limited) return refuse(limited.message, limited.status);

  if (tab === "signup") {
    const response = await auth.api.signUpEmail({
      body: { email, password, name: emailName(email), callbackURL: CONFIRMED_CALLBACK },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) return refuse((await authError(response)).message, response.status);
    return replyTo(submission, { notice: { ok: true, message: SIGNED_UP }, hideFields });
  }

  const response = await auth.api.signInEmail({
    body: { email, password, callbackURL: CONFIRMED_CALLBACK },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    const { code, message } = await authError(response);
    if (code === "INVALID_EMAIL_OR_PASSWORD") await recordSignInFailure(email, ip);
    const formError =
      code === "EMAIL_NOT_VERIFIED"
        ? "Please confirm your email address before signing in. We have sent you a new confirmation link."
        : code === "INVALID_EMAIL_OR_PASSWORD"
          ? "Invalid email or password."
          : message;
    return refuse(formError, response.status);
  }
  const headers = forwardCookies(response);
  headers.append("Set-Cookie", flashCookie("Signed in successfully!"));
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
  const [tab, setTab] = useState<Tab>(answered ?? loaderData.tab);
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const notice = actionData?.notice;
  // An answer without a form result is the social sign-in's.
  const socialError = actionData && !actionData.result && notice && !notice.ok ? notice.message : undefined;

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      {notice?.ok ? (
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
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Sign in or sign up" className="grid w-full grid-cols-2">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value} className="justify-center">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((t) => (
              <TabsContent key={t.value} value={t.value} className="mt-0 pt-5">
                <CredentialsForm
                  intent={t.value}
                  redirectTo={redirectTo}
                  reply={answered === t.value ? actionData : undefined}
                  busy={busyIntent === t.value}
                />
                <p className="mt-4 text-center text-sm text-slate-600">
                  {t.switchPrompt}{" "}
                  <Link
                    to={`?tab=${t.switchTo}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
                    onClick={(e) => {
                      e.preventDefault();
                      setTab(t.switchTo);
                    }}
                    className="text-brand-700 font-medium underline"
                  >
                    {t.switchLabel}
                  </Link>
                </p>
              </TabsContent>
            ))}
          </Tabs>

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
      <FormErrors form={form} />
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
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
