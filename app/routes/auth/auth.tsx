// Sign in and sign up with e-mail and password, or with a configured social provider.
import * as Tabs from "@radix-ui/react-tabs";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth";
import { flashCookie } from "~/server/flash.server";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { cn, emailName } from "~/lib/utils";
import { GeneralErrorBoundary } from "~/root";
import {
  CONFIRMED_CALLBACK,
  SOCIAL_PROVIDERS,
  configuredSocialProviders,
  forwardCookies,
  getAuth,
  getUser,
  safeRedirect,
  takeConfirmationAttempt,
} from "~/server/auth.server";
import { isCommonPassword } from "~/server/common-passwords.server";
import { LIMITS, checkLimits, clientIp, recordSignInFailure, signInAllowed } from "~/server/rate-limit.server";

type Tab = "signin" | "signup";
/** What became of the confirmation mail by the time the sign-up page answered. */
type ConfirmationMail = "sent" | "pending" | "failed";

const COMMON_PASSWORD = "This password is too common. Please choose one that is harder to guess.";
/** The sign-up page waits this long for the confirmation mail, then answers either way. */
const CONFIRMATION_WAIT_MS = 800;

const Email = z.string().trim().min(1, "Email is required.").pipe(z.email("Please enter a valid email address."));
const SignInSchema = z.object({ email: Email, password: z.string().min(1, "Password is required.") });
const SignUpSchema = z.object({
  email: Email,
  password: z.string().min(1, "Password is required.").min(6, "Password must be at least 6 characters."),
});
/** The server also refuses the most common passwords (the list stays on the server). */
const ServerSignUpSchema = SignUpSchema.extend({
  password: SignUpSchema.shape.password.refine((p) => !isCommonPassword(p), COMMON_PASSWORD),
});

type FieldErrors = Partial<Record<"email" | "password", string>>;
type ActionResult = {
  intent: Tab | "social";
  email?: string;
  fieldErrors?: FieldErrors;
  formError?: string;
  signedUp?: boolean;
  mail?: ConfirmationMail;
  resent?: boolean;
};

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

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Waits a moment for the confirmation mail of `email`, and tells what became of it. */
async function confirmationOutcome(email: string): Promise<ConfirmationMail> {
  const attempt = takeConfirmationAttempt(email);
  // No mail was queued: the address already has an account, or its mail limit is reached. The
  // page says the same as for a new account, so it tells nobody which addresses have one.
  if (!attempt) return "sent";
  const waited = await Promise.race([
    attempt,
    new Promise<"pending">((resolve) => setTimeout(resolve, CONFIRMATION_WAIT_MS, "pending")),
  ]);
  return waited === "sent" ? "sent" : waited === "pending" ? "pending" : "failed";
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const auth = await getAuth();
  const ip = clientIp(request);

  if (intent === "social") {
    const provider = SOCIAL_PROVIDERS.find((p) => p.id === form.get("provider"));
    if (!provider) return data<ActionResult>({ intent, formError: "Unknown sign-in provider." }, { status: 400 });
    if (!configuredSocialProviders().includes(provider.id)) {
      return data<ActionResult>(
        { intent, formError: `${provider.label} sign-in is not configured on this site.` },
        { status: 400 },
      );
    }
    const response = await auth.api.signInSocial({
      body: { provider: provider.id, callbackURL: redirectTo },
      headers: request.headers,
      asResponse: true,
    });
    const body = (await response.json().catch(() => null)) as { url?: string } | null;
    if (!response.ok || !body?.url) {
      return data<ActionResult>({ intent, formError: (await authError(response)).message }, { status: 400 });
    }
    throw redirect(body.url, { headers: forwardCookies(response) });
  }

  if (intent === "resend") {
    const email = Email.safeParse(form.get("email") ?? "");
    if (!email.success)
      return data<ActionResult>(
        { intent: "signup", formError: "Please enter a valid email address." },
        { status: 400 },
      );
    const limited = await checkLimits([[LIMITS.signUpPerIp, ip]]);
    if (limited)
      return data<ActionResult>({ intent: "signup", email: email.data, formError: limited.message }, { status: 429 });
    // Answers the same whether or not the address has an account waiting: nothing to learn from it.
    await auth.api
      .sendVerificationEmail({ body: { email: email.data, callbackURL: CONFIRMED_CALLBACK } })
      .catch(() => null);
    const mail = await confirmationOutcome(email.data);
    return data<ActionResult>({ intent: "signup", email: email.data, signedUp: true, resent: true, mail });
  }

  const tab: Tab = intent === "signup" ? "signup" : "signin";
  const parsed = (tab === "signup" ? ServerSignUpSchema : SignInSchema).safeParse({
    email: form.get("email") ?? "",
    password: form.get("password") ?? "",
  });
  const typedEmail = String(form.get("email") ?? "");
  if (!parsed.success) {
    return data<ActionResult>(
      { intent: tab, email: typedEmail, fieldErrors: fieldErrorsOf(parsed.error) },
      { status: 400 },
    );
  }
  const { email, password } = parsed.data;

  const limited = tab === "signup" ? await checkLimits([[LIMITS.signUpPerIp, ip]]) : await signInAllowed(email, ip);
  if (limited) {
    return data<ActionResult>(
      { intent: tab, email, formError: limited.message },
      { status: 429, headers: { "Retry-After": String(limited.retryAfter) } },
    );
  }

  if (tab === "signup") {
    const response = await auth.api.signUpEmail({
      body: { email, password, name: emailName(email), callbackURL: CONFIRMED_CALLBACK },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) {
      const { message } = await authError(response);
      return data<ActionResult>({ intent: tab, email, formError: message }, { status: response.status });
    }
    return data<ActionResult>({ intent: tab, email, signedUp: true, mail: await confirmationOutcome(email) });
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
    return data<ActionResult>({ intent: tab, email, formError }, { status: response.status });
  }
  const headers = forwardCookies(response);
  headers.append("Set-Cookie", flashCookie("Signed in successfully!"));
  throw redirect(redirectTo, { headers });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, confirmed, linkError, providers } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const result = actionData as ActionResult | undefined;
  const socialError = result?.intent === "social" ? result.formError : undefined;

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      {result?.signedUp ? (
        <ConfirmationNotice result={result} />
      ) : confirmed ? (
        <Notice tone="success">Your email is confirmed. You can sign in now.</Notice>
      ) : linkError ? (
        <Notice tone="error">This confirmation link is invalid or has expired. Sign in to receive a new one.</Notice>
      ) : null}

      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Welcome</h1>
          <CardDescription>Sign in to manage your dog park listings</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <Tabs.List aria-label="Sign in or sign up" className="grid grid-cols-2 rounded-md bg-slate-100 p-1">
              {(
                [
                  ["signin", "Sign In"],
                  ["signup", "Sign Up"],
                ] as const
              ).map(([value, label]) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="focus-visible:outline-brand-600 rounded px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            <Tabs.Content value="signin" className="pt-5">
              <CredentialsForm
                intent="signin"
                redirectTo={redirectTo}
                result={result?.intent === "signin" ? result : undefined}
                busy={busyIntent === "signin"}
              />
              <p className="mt-3 text-center text-sm">
                <Link to="/auth/forgot-password" className="text-brand-700 font-medium underline">
                  Forgot password?
                </Link>
              </p>
              <p className="mt-2 text-center text-sm text-slate-600">
                New here?{" "}
                <Link
                  to={`?tab=signup${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setTab("signup");
                  }}
                  className="text-brand-700 font-medium underline"
                >
                  Create an account
                </Link>
              </p>
            </Tabs.Content>
            <Tabs.Content value="signup" className="pt-5">
              <CredentialsForm
                intent="signup"
                redirectTo={redirectTo}
                result={result?.intent === "signup" ? result : undefined}
                busy={busyIntent === "signup"}
              />
              <p className="mt-4 text-center text-sm text-slate-600">
                Already have an account?{" "}
                <Link
                  to={`?tab=signin${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setTab("signin");
                  }}
                  className="text-brand-700 font-medium underline"
                >
                  Sign in instead
                </Link>
              </p>
            </Tabs.Content>
          </Tabs.Root>

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
            <p role="alert" className="mt-3 flex items-center gap-2 text-sm text-red-700">
              <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
              {socialError}
            </p>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

function CredentialsForm({
  intent,
  redirectTo,
  result,
  busy,
}: {
  intent: Tab;
  redirectTo: string;
  result?: ActionResult;
  busy: boolean;
}) {
  // The same schema as the server's, checked before sending; the server checks again.
  const [checked, setChecked] = useState<{ for?: ActionResult; errors: FieldErrors } | null>(null);
  const errors = (checked && checked.for === result ? checked.errors : result?.fieldErrors) ?? {};
  const id = (name: string) => `${intent}-${name}`;
  function validate(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = (intent === "signup" ? SignUpSchema : SignInSchema).safeParse({
      email: form.get("email") ?? "",
      password: form.get("password") ?? "",
    });
    if (!parsed.success) event.preventDefault();
    setChecked({ for: result, errors: parsed.success ? {} : fieldErrorsOf(parsed.error) });
  }
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate onSubmit={validate}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {result?.formError ? (
        <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {result.formError}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id("email")}>Email</Label>
        <Input
          id={id("email")}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          defaultValue={result?.email ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id("email-error") : undefined}
        />
        {errors.email ? (
          <p id={id("email-error")} className="text-sm text-red-700">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id("password")}>Password</Label>
        <Input
          id={id("password")}
          name="password"
          type="password"
          autoComplete={intent === "signup" ? "new-password" : "current-password"}
          placeholder={intent === "signup" ? "Password (min 6 characters)" : "Your password"}
          required
          minLength={intent === "signup" ? 6 : undefined}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? id("password-error") : undefined}
        />
        {errors.password ? (
          <p id={id("password-error")} className="text-sm text-red-700">
            {errors.password}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy} className={cn("w-full")}>
        {intent === "signup" ? (busy ? "Creating Account..." : "Sign Up") : busy ? "Signing In..." : "Sign In"}
      </Button>
    </Form>
  );
}

/** After sign-up: whether the confirmation mail went out, and a way to send it again. */
function ConfirmationNotice({ result }: { result: ActionResult }) {
  const resend = (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={result.email ?? ""} />
      <Button type="submit" variant="outline" size="sm">
        Send the confirmation email again
      </Button>
    </Form>
  );
  if (result.mail === "failed") {
    return (
      <Notice tone="error">
        <span>
          Your account is created, but we could not send the confirmation email to {result.email} just now. We will keep
          trying; you can also send it again.
          {resend}
        </span>
      </Notice>
    );
  }
  if (result.mail === "pending") {
    return (
      <Notice tone="success">
        <span>
          Your confirmation email to {result.email} is on its way. If it has not arrived in a few minutes, send it
          again.
          {resend}
        </span>
      </Notice>
    );
  }
  return (
    <Notice tone="success">
      <span>
        {result.resent ? "We have sent a new confirmation link if this address is waiting for one. " : null}
        Check your email for the confirmation link!
        {resend}
      </span>
    </Notice>
  );
}

function Notice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "success" ? "status" : "alert"}
      className={cn(
        "flex items-start gap-2 rounded-md border p-3 text-sm",
        tone === "success" ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
