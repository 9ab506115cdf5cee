// "Forgot password?": asks for the address and sends a reset link, saying the same whether or not
// an account exists, so the page tells nobody which addresses have one.
import { CircleAlert, CircleCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/forgot-password";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/root";
import { getAuth, getUser } from "~/server/auth.server";
import { checkLimits, clientIp, LIMITS } from "~/server/rate-limit.server";

const SENT =
  "If an account exists for this address, we have sent it a link to reset the password. The link is valid for one hour.";

const ForgotSchema = z.object({
  email: z.string().trim().min(1, "Email is required.").pipe(z.email("Please enter a valid email address.")),
});

type ActionResult = { sent?: boolean; email: string; fieldError?: string; formError?: string };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Reset your password | ${BRAND}`,
    description: "Get a link to choose a new password for your account.",
    path: "/auth/forgot-password",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = String(form.get("email") ?? "");
  const parsed = ForgotSchema.safeParse({ email: typed });
  if (!parsed.success) {
    return data<ActionResult>({ email: typed, fieldError: parsed.error.issues[0]?.message }, { status: 400 });
  }
  const { email } = parsed.data;
  const limited = await checkLimits([[LIMITS.passwordResetPerIp, clientIp(request)]]);
  if (limited) {
    return data<ActionResult>(
      { email, formError: limited.message },
      { status: 429, headers: { "Retry-After": String(limited.retryAfter) } },
    );
  }
  const auth = await getAuth();
  await auth.api.requestPasswordReset({ body: { email } }).catch((error: unknown) => {
    console.error("[auth] password reset request failed", error);
  });
  return data<ActionResult>({ sent: true, email });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Forgot your password?</h1>
          <CardDescription>Enter the email address of your account and we will send you a reset link.</CardDescription>
        </CardHeader>
        <CardContent>
          {result?.sent ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
            >
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {SENT}
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-4" noValidate>
              {result?.formError ? (
                <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {result.formError}
                </p>
              ) : null}
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="forgot-email">Email</Label>
                <Input
                  id="forgot-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  defaultValue={result?.email ?? ""}
                  aria-invalid={result?.fieldError ? true : undefined}
                  aria-describedby={result?.fieldError ? "forgot-email-error" : undefined}
                />
                {result?.fieldError ? (
                  <p id="forgot-email-error" className="text-sm text-red-700">
                    {result.fieldError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" disabled={busy}>
                {busy ? "Sending..." : "Send reset link"}
              </Button>
            </Form>
          )}
          <p className="mt-4 text-center text-sm text-slate-600">
            <Link to="/auth" className="text-brand-700 font-medium underline">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
